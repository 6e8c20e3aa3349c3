/// A colour in sRGB with straight (non-premultiplied) alpha, each component in 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `0xRRGGBB` with an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(hex: 0x000000)
    public static let white = RGBA(hex: 0xFFFFFF)

    /// The same colour with its alpha multiplied by `opacity`.
    public func multiplyingAlpha(by opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A colour as a scene names it: one value per colour scheme, resolved when drawing.
public struct ColorStyle: Hashable, Sendable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both schemes.
    public init(_ color: RGBA) {
        self.init(light: color, dark: color)
    }

    public func resolved(in scheme: ColorScheme) -> RGBA { scheme == .light ? light : dark }

    /// `.opacity(x)` on a colour.
    public func opacity(_ value: Double) -> ColorStyle {
        ColorStyle(light: light.multiplyingAlpha(by: value), dark: dark.multiplyingAlpha(by: value))
    }

    /// SwiftUI's named colours with their iOS light and dark values (scene-format §4).
    public static let named: [String: ColorStyle] = [
        "red": .init(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "orange": .init(light: RGBA(hex: 0xFF9500), dark: RGBA(hex: 0xFF9F0A)),
        "yellow": .init(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)),
        "green": .init(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158)),
        "mint": .init(light: RGBA(hex: 0x00C7BE), dark: RGBA(hex: 0x63E6E2)),
        "teal": .init(light: RGBA(hex: 0x30B0C7), dark: RGBA(hex: 0x40C8E0)),
        "cyan": .init(light: RGBA(hex: 0x32ADE6), dark: RGBA(hex: 0x64D2FF)),
        "blue": .blue,
        "accentColor": .blue,
        "indigo": .init(light: RGBA(hex: 0x5856D6), dark: RGBA(hex: 0x5E5CE6)),
        "purple": .init(light: RGBA(hex: 0xAF52DE), dark: RGBA(hex: 0xBF5AF2)),
        "pink": .init(light: RGBA(hex: 0xFF2D55), dark: RGBA(hex: 0xFF375F)),
        "brown": .init(light: RGBA(hex: 0xA2845E), dark: RGBA(hex: 0xAC8E68)),
        "gray": .init(RGBA(hex: 0x8E8E93)),
        "primary": .primary,
        "secondary": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)),
        // The hierarchical styles and the background are UIKit's label and systemBackground
        // colours (Apple's UI element colours: tertiaryLabel #3C3C43 at 30% / #EBEBF5 at 30%,
        // quaternaryLabel 18% / 16%, systemBackground white / black).
        "tertiary": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)),
        "quaternary": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.18), dark: RGBA(hex: 0xEBEBF5, alpha: 0.16)),
        "background": .systemBackground,
        // `.fill` (`FillShapeStyle`) and `.separator` (`SeparatorShapeStyle`), iOS 17: UIKit's
        // systemFill (#787880 at 20% / 36%) and separator (#3C3C43 at 29% / #545458 at 60%).
        "fill": .init(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36)),
        "separator": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6)),
        "black": .init(.black),
        "white": .init(.white),
        "clear": .init(.clear),
    ]

    public static let blue = ColorStyle(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF))
    public static let primary = ColorStyle(light: .black, dark: .white)
    /// UIKit's `systemBackground`, white and black in dark mode: the screen, a plain list, and
    /// SwiftUI's background style (`.background`) where nothing set another.
    public static let systemBackground = ColorStyle(light: .white, dark: .black)
    public static let clear = ColorStyle(.clear)
}
