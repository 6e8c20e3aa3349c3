/// SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): what is behind
/// the view, blurred, under a tint that grows more opaque as the material thickens. "Materials
/// allow the background colour information to pass through while blurring the background
/// context" (Apple's Human Interface Guidelines, Materials); "thicker materials are more opaque"
/// and "the colors adapt to light and dark appearance".
///
/// Apple publishes no numbers for them (UIKit builds them from private CoreMaterial recipes).
/// layoutdraw's are estimates, stated here so that they can be checked and changed:
/// - the blur is a Gaussian of standard deviation `blurRadius` points, the radius of the blur
///   in Apple's own sample of its iOS 7 light effect (`UIImage+ImageEffects`, WWDC 2013:
///   radius 30, which its code uses as the standard deviation of the three-box approximation);
/// - the tint is white in light appearance and a near-black grey (#1C1C1E, iOS's
///   `secondarySystemBackground` in dark) in dark appearance, at an opacity that rises from
///   the ultra-thin to the ultra-thick material.
/// The saturation boost and the vibrancy of text on a material are not drawn.
public struct Material: Hashable, Sendable {
    public enum Thickness: String, Hashable, Sendable, CaseIterable {
        case ultraThin, thin, regular, thick, ultraThick
        /// `.bar`: "a material matching the style of system toolbars" (Apple's `Material.bar`).
        case bar
    }

    public var thickness: Thickness

    public init(_ thickness: Thickness) {
        self.thickness = thickness
    }

    /// The standard deviation of the background's blur, in points.
    public var blurRadius: Double { 30 }

    /// The colour laid over the blurred background, per appearance.
    public var tint: ColorStyle {
        let (light, dark): (Double, Double) = switch thickness {
        case .ultraThin: (0.30, 0.35)
        case .thin: (0.45, 0.50)
        case .regular: (0.60, 0.65)
        case .thick: (0.75, 0.80)
        case .ultraThick: (0.87, 0.90)
        case .bar: (0.75, 0.75)
        }
        return ColorStyle(light: RGBA(hex: 0xFFFFFF, alpha: light), dark: RGBA(hex: 0x1C1C1E, alpha: dark))
    }

    /// The materials by the names a scene writes (`ultraThinMaterial`, `bar`).
    public static let named: [String: Material] = Dictionary(
        uniqueKeysWithValues: Thickness.allCases.map { ($0 == .bar ? "bar" : "\($0.rawValue)Material", Material($0)) })
}
