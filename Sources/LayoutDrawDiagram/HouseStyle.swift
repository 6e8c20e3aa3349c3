import LayoutDrawCore
import LayoutDrawFrames

/// The one look of every diagram: a small palette of annotation colours that read as text on
/// light and dark canvases, a label font with tabular figures, 1-point dashed outlines,
/// arrowheads sized for the output scale, and labels on a translucent plate.
public struct HouseStyle: Sendable {
    /// The house style.
    public static let standard = HouseStyle()

    /// Annotation labels: Inter with tabular figures (`tnum`), so readouts line up. The
    /// diagram's fonts are layoutdraw's own (`Font.interface`): Inter with its own metrics, not
    /// the system font's a scene's text is measured with.
    public var labelFont = Font.interface(size: 11, weight: .medium, design: .monospaced)
    /// Debug labels (`--debug`), smaller because there is one per frame.
    public var debugLabelFont = Font.interface(size: 9, weight: .medium, design: .monospaced)
    /// The layout-tree panel's rows.
    public var panelFont = Font.interface(size: 11, weight: .regular, design: .monospaced)
    /// Outlines, arrows and ticks, in points.
    public var lineWidth = 1.0
    /// The dash of dashed outlines: 3 points on, 2 off.
    public var dash: [Double] = [3, 2]
    /// Space between a label's plate and its text.
    public var platePadding = EdgeInsets(top: 1.5, leading: 4, bottom: 1.5, trailing: 4)
    public var plateCornerRadius = 3.0
    /// The plate is the canvas colour at this opacity, so what lies under a label shows faintly.
    public var plateOpacity = 0.85
    /// Space between a label and what it describes.
    public var labelGap = 3.0
    /// The least space between two labels.
    public var labelSpacing = 2.0
    /// Empty canvas kept around labels that made the canvas grow, and around the panel.
    public var margin = 8.0
    /// Radius of the `origin` dot.
    public var dotRadius = 2.5
    /// Half the length of a `position` crosshair's arms.
    public var crosshairArm = 8.0
    /// Length of a `guides` tick.
    public var tickLength = 5.0

    /// The house style's values.
    public init() {}

    /// Arrowhead length in points for an output of `scale` pixels per point: 7 at 1x, 6 at 2x,
    /// 5.7 at 3x, so the head is never a smudge at 1x nor heavy at 3x.
    public func arrowheadLength(scale: Double) -> Double {
        5 + 2 / max(scale, 1)
    }

    // MARK: Colours

    /// The palette, in the order annotated views take it. Light values have at least 4.5:1
    /// contrast on white and dark values on black, so they read as label text.
    public static let palette: [(name: String, color: ColorStyle)] = [
        ("pink", ColorStyle(light: RGBA(hex: 0xD1005B), dark: RGBA(hex: 0xFF6FA3))),
        ("blue", ColorStyle(light: RGBA(hex: 0x0060DF), dark: RGBA(hex: 0x5EAEFF))),
        ("green", ColorStyle(light: RGBA(hex: 0x1B7F37), dark: RGBA(hex: 0x4ADE80))),
        ("orange", ColorStyle(light: RGBA(hex: 0xB35300), dark: RGBA(hex: 0xFFA94D))),
        ("purple", ColorStyle(light: RGBA(hex: 0x8037C8), dark: RGBA(hex: 0xC89BFF))),
        ("teal", ColorStyle(light: RGBA(hex: 0x007C89), dark: RGBA(hex: 0x4FD6E3))),
    ]

    /// House variants of SwiftUI colour names outside the cycling palette.
    static let otherNamed: [String: ColorStyle] = [
        "red": ColorStyle(light: RGBA(hex: 0xD70015), dark: RGBA(hex: 0xFF6961)),
        "yellow": ColorStyle(light: RGBA(hex: 0x8A6500), dark: RGBA(hex: 0xFFD60A)),
        "mint": ColorStyle(light: RGBA(hex: 0x00796F), dark: RGBA(hex: 0x63E6E2)),
        "cyan": ColorStyle(light: RGBA(hex: 0x00709E), dark: RGBA(hex: 0x64D2FF)),
        "indigo": ColorStyle(light: RGBA(hex: 0x4B49C9), dark: RGBA(hex: 0x9D9BFF)),
        "brown": ColorStyle(light: RGBA(hex: 0x7D5F3B), dark: RGBA(hex: 0xC9A77E)),
        "gray": ColorStyle(light: RGBA(hex: 0x6C6C70), dark: RGBA(hex: 0xAEAEB2)),
        "accentColor": palette[1].color,
    ]

    /// The default annotation colour (the first of the palette).
    public static var accent: ColorStyle { palette[0].color }

    /// Debug outlines and their labels.
    public var debugColor = ColorStyle(light: RGBA(hex: 0xD70015), dark: RGBA(hex: 0xFF6961))
    /// The safe-area shading (drawn at `safeAreaOpacity`) and its labels.
    public var safeAreaColor = ColorStyle(light: RGBA(hex: 0xB35300), dark: RGBA(hex: 0xFFA94D))
    public var safeAreaOpacity = 0.14
    /// Label plates: the canvas colour of each scheme.
    public var plateColor = ColorStyle(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E))
    /// The layout-tree panel.
    public var panelBackground = ColorStyle(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E))
    public var panelBorder = ColorStyle(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A))
    public var panelText = ColorStyle(light: RGBA(hex: 0x1C1C1E), dark: RGBA(hex: 0xF2F2F7))
    public var panelSecondaryText = ColorStyle(light: RGBA(hex: 0x6C6C70), dark: RGBA(hex: 0xAEAEB2))

    /// The colour an annotation asks for: a name's house variant (or its SwiftUI value when the
    /// house has none), a custom colour as written.
    public func color(_ color: AnnotationColor) -> ColorStyle {
        switch color {
        case .custom(let style):
            return style
        case .named(let name):
            if let entry = Self.palette.first(where: { $0.name == name }) { return entry.color }
            return Self.otherNamed[name] ?? ColorStyle.named[name] ?? Self.accent
        }
    }
}
