/// What a shape, a text or a background is painted with: SwiftUI's `ShapeStyle` as a scene
/// names it — a colour, a gradient or a material — resolved when drawing.
///
/// A gradient's geometry is in unit points of the bounding rectangle of each view it paints
/// (SwiftUI: "the gradient maps the unit space points into the bounding rectangle of each shape
/// filled with the gradient", Apple's `LinearGradient` documentation; `ShapeStyle.in(_:)` exists
/// to choose another rectangle): a `Text` in a stack styled with a gradient gets the whole
/// gradient across its own frame.
public indirect enum ShapeStyle: Hashable, Sendable {
    case color(ColorStyle)
    case gradient(GradientStyle)
    case material(Material)
    /// SwiftUI's `.foreground`: the foreground style of the view's environment (what
    /// `.stroke(lineWidth: 2)` strokes with). The engine resolves it when the view is drawn
    /// (`resolved(foreground:)`), so a frame tree never holds it.
    case foreground
    /// SwiftUI's `.tint` (`TintShapeStyle`, `.foregroundStyle(.tint)` in Xcode's new-project
    /// template): the tint of the view's environment — what `.tint(_:)` set above it, else the
    /// accent colour, blue. Resolved with `.foreground` when the view is drawn.
    case tint
    /// SwiftUI's background style (`BackgroundStyle`): what `.backgroundStyle(_:)` set above the
    /// view, else the system background (white, black in dark mode) — what `.background()` and
    /// `.background(in: shape)` fill with. Resolved with `.foreground` when the view is drawn.
    case background

    /// The system background: `systemBackground`.
    public static let systemBackground = ShapeStyle.color(.systemBackground)

    /// The style with `.foreground` replaced by the environment's foreground style, `.tint` by
    /// its tint and `.background` by its background style.
    public func resolved(foreground: ShapeStyle?, tint: ColorStyle, background: ShapeStyle? = nil) -> ShapeStyle {
        switch self {
        case .foreground: foreground ?? .color(.primary)
        case .tint: .color(tint)
        case .background: background ?? Self.systemBackground
        default: self
        }
    }

    /// The colour a control or a symbol that cannot paint a gradient or a material is drawn in:
    /// the colour itself, a gradient's first stop, a material's tint (`.foreground`, not yet
    /// resolved: the primary colour).
    public var representativeColor: ColorStyle {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.stops.first?.color ?? .clear
        case .material(let material): material.tint
        case .foreground: .primary
        case .tint: .blue
        case .background: .systemBackground
        }
    }

    /// The same style with its opacity multiplied by `value` (`.opacity(x)` on a style).
    public func opacity(_ value: Double) -> ShapeStyle {
        switch self {
        case .color(let color):
            return .color(color.opacity(value))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { GradientStop(color: $0.color.opacity(value), location: $0.location) }
            return .gradient(gradient)
        case .material, .foreground, .tint, .background:
            return self
        }
    }
}

/// One colour of a gradient at a location between 0 and 1 (SwiftUI's `Gradient.Stop`).
public struct GradientStop: Hashable, Sendable {
    public var color: ColorStyle
    public var location: Double

    public init(color: ColorStyle, location: Double) {
        self.color = color
        self.location = location
    }

    /// `Gradient(colors:)`: the colours evenly spaced from 0 to 1 ("the gradient synthesizes
    /// its location values to evenly space the colors along the gradient", Apple's
    /// `Gradient.init(colors:)`); one colour is a flat gradient of it.
    public static func evenlySpaced(_ colors: [ColorStyle]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        let last = Double(colors.count - 1)
        return colors.enumerated().map { GradientStop(color: $0.element, location: Double($0.offset) / last) }
    }
}

/// A gradient shape style: its stops and how they are laid over the bounding rectangle.
public struct GradientStyle: Hashable, Sendable {
    public enum Geometry: Hashable, Sendable {
        /// `LinearGradient`: along the line from `start` to `end` (unit points of the bounds).
        case linear(start: UnitPoint, end: UnitPoint)
        /// `RadialGradient`: circles around `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// `EllipticalGradient`: a radial gradient in the unit square stretched to the bounds;
        /// the radii are fractions of the bounds' size (0.5 reaches the edges from the centre).
        case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
        /// `AngularGradient`: by angle around `center`, clockwise on screen from `startAngle` to
        /// `endAngle` (radians, 0 pointing to the trailing edge); outside that range the first
        /// and last colours.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    public var stops: [GradientStop]
    public var geometry: Geometry

    public init(stops: [GradientStop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// SwiftUI's `Color.gradient` (`AnyGradient`): "a linear gradient with start-point
    /// [0.5, 0] and end-point [0.5, 1]" (Apple's `AnyGradient` documentation) from a lighter
    /// version of the colour at the top to the colour at the bottom. Apple does not publish the
    /// lighter colour; TUIkit measured SwiftUI's `ImageRenderer` (grey 128: HSL lightness 0.502
    /// → 0.647 at the top; rgb(51, 102, 204): 0.500 → 0.639; rgb(0, 153, 51): 0.300 → 0.451;
    /// white stays white) and fits it as the lightness raised by 0.15, hue and saturation held:
    /// that fit is used here, in both colour schemes.
    public static func standard(for color: ColorStyle) -> GradientStyle {
        GradientStyle(
            stops: [
                GradientStop(color: ColorStyle(light: color.light.lightened(by: 0.15), dark: color.dark.lightened(by: 0.15)), location: 0),
                GradientStop(color: color, location: 1),
            ],
            geometry: .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))
    }
}

extension RGBA {
    /// The colour with its HSL lightness raised by `amount` (clamped to 1), hue, saturation
    /// and alpha kept.
    public func lightened(by amount: Double) -> RGBA {
        let r = red, g = green, b = blue
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        var hue = 0.0, saturation = 0.0
        if chroma > 0 {
            saturation = chroma / (1 - abs(2 * lightness - 1))
            if high == r {
                hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            } else if high == g {
                hue = (b - r) / chroma + 2
            } else {
                hue = (r - g) / chroma + 4
            }
            if hue < 0 { hue += 6 }
        }
        return RGBA(hslHue: hue / 6, saturation: saturation, lightness: min(1, lightness + amount), alpha: alpha)
    }

    /// A colour from HSL components, each in 0…1.
    public init(hslHue hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = (hue - hue.rounded(.down)) * 6
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch h {
        case ..<1: (chroma, x, 0)
        case ..<2: (x, chroma, 0)
        case ..<3: (0, chroma, x)
        case ..<4: (0, x, chroma)
        case ..<5: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour from HSB (HSV) components, each in 0…1: SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let chroma = brightness * saturation
        let h = (hue - hue.rounded(.down)) * 6
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch h {
        case ..<1: (chroma, x, 0)
        case ..<2: (x, chroma, 0)
        case ..<3: (0, chroma, x)
        case ..<4: (0, x, chroma)
        case ..<5: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }
}
