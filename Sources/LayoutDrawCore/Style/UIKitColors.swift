extension ColorStyle {
    /// UIKit's colours, light and dark, as SwiftUI draws them through `Color(.systemGray6)`,
    /// `Color(uiColor: .secondarySystemBackground)` or `Color(UIColor.label)`.
    ///
    /// Evidence: the standard colours and the system grays are the values of Apple's Human
    /// Interface Guidelines (Color: "System colors", "System gray colors", iOS default light and
    /// dark); the UI element colours (labels, fills, backgrounds, separators, text) are the values
    /// UIKit resolves on iOS 13 and later, as read from a device and tabulated by Noah Gilmore
    /// ("Dynamic system colors", noahgilmore.com), and confirmed by resolving them in SwiftUI
    /// (`Color(.secondarySystemBackground)` → 0.949 0.949 0.969 | 0.110 0.110 0.118,
    /// `tertiarySystemBackground` dark 0.173 0.173 0.180; benigumo.com, 2024). The fixed colours
    /// (`UIColor.red`, `.darkGray`, …) are UIKit's documented components: `UIColor.red` is pure
    /// red (1, 0, 0), not `systemRed`.
    public static let uiKit: [String: ColorStyle] = [
        // Standard colours.
        "systemRed": .init(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)),
        "systemOrange": .init(light: RGBA(hex: 0xFF9500), dark: RGBA(hex: 0xFF9F0A)),
        "systemYellow": .init(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)),
        "systemGreen": .init(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158)),
        "systemMint": .init(light: RGBA(hex: 0x00C7BE), dark: RGBA(hex: 0x63E6E2)),
        "systemTeal": .init(light: RGBA(hex: 0x30B0C7), dark: RGBA(hex: 0x40C8E0)),
        "systemCyan": .init(light: RGBA(hex: 0x32ADE6), dark: RGBA(hex: 0x64D2FF)),
        "systemBlue": .init(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0A84FF)),
        "systemIndigo": .init(light: RGBA(hex: 0x5856D6), dark: RGBA(hex: 0x5E5CE6)),
        "systemPurple": .init(light: RGBA(hex: 0xAF52DE), dark: RGBA(hex: 0xBF5AF2)),
        "systemPink": .init(light: RGBA(hex: 0xFF2D55), dark: RGBA(hex: 0xFF375F)),
        "systemBrown": .init(light: RGBA(hex: 0xA2845E), dark: RGBA(hex: 0xAC8E68)),
        "systemGray": .init(light: RGBA(hex: 0x8E8E93), dark: RGBA(hex: 0x8E8E93)),
        "systemGray2": .init(light: RGBA(hex: 0xAEAEB2), dark: RGBA(hex: 0x636366)),
        "systemGray3": .init(light: RGBA(hex: 0xC7C7CC), dark: RGBA(hex: 0x48484A)),
        "systemGray4": .init(light: RGBA(hex: 0xD1D1D6), dark: RGBA(hex: 0x3A3A3C)),
        "systemGray5": .init(light: RGBA(hex: 0xE5E5EA), dark: RGBA(hex: 0x2C2C2E)),
        "systemGray6": .init(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E)),
        // Labels.
        "label": .init(light: RGBA(hex: 0x000000), dark: RGBA(hex: 0xFFFFFF)),
        "secondaryLabel": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.6), dark: RGBA(hex: 0xEBEBF5, alpha: 0.6)),
        "tertiaryLabel": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)),
        "quaternaryLabel": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.18), dark: RGBA(hex: 0xEBEBF5, alpha: 0.16)),
        // Fills.
        "systemFill": .init(light: RGBA(hex: 0x787880, alpha: 0.2), dark: RGBA(hex: 0x787880, alpha: 0.36)),
        "secondarySystemFill": .init(light: RGBA(hex: 0x787880, alpha: 0.16), dark: RGBA(hex: 0x787880, alpha: 0.32)),
        "tertiarySystemFill": .init(light: RGBA(hex: 0x767680, alpha: 0.12), dark: RGBA(hex: 0x767680, alpha: 0.24)),
        "quaternarySystemFill": .init(light: RGBA(hex: 0x747480, alpha: 0.08), dark: RGBA(hex: 0x767680, alpha: 0.18)),
        // Text.
        "placeholderText": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.3), dark: RGBA(hex: 0xEBEBF5, alpha: 0.3)),
        "lightText": .init(RGBA(hex: 0xFFFFFF, alpha: 0.6)),
        "darkText": .init(RGBA(hex: 0x000000)),
        // Backgrounds.
        "systemBackground": .systemBackground,
        "secondarySystemBackground": .init(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x1C1C1E)),
        "tertiarySystemBackground": .init(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x2C2C2E)),
        "systemGroupedBackground": .init(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x000000)),
        "secondarySystemGroupedBackground": .init(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x1C1C1E)),
        "tertiarySystemGroupedBackground": .init(light: RGBA(hex: 0xF2F2F7), dark: RGBA(hex: 0x2C2C2E)),
        // Separators, links, tint.
        "separator": .init(light: RGBA(hex: 0x3C3C43, alpha: 0.29), dark: RGBA(hex: 0x545458, alpha: 0.6)),
        "opaqueSeparator": .init(light: RGBA(hex: 0xC6C6C8), dark: RGBA(hex: 0x38383A)),
        "link": .init(light: RGBA(hex: 0x007AFF), dark: RGBA(hex: 0x0984FF)),
        "tintColor": .blue,
        // Fixed colours: the same in both appearances.
        "black": .init(RGBA(hex: 0x000000)),
        "darkGray": .init(RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        "lightGray": .init(RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        "white": .init(RGBA(hex: 0xFFFFFF)),
        "gray": .init(RGBA(red: 0.5, green: 0.5, blue: 0.5)),
        "red": .init(RGBA(red: 1, green: 0, blue: 0)),
        "green": .init(RGBA(red: 0, green: 1, blue: 0)),
        "blue": .init(RGBA(red: 0, green: 0, blue: 1)),
        "cyan": .init(RGBA(red: 0, green: 1, blue: 1)),
        "yellow": .init(RGBA(red: 1, green: 1, blue: 0)),
        "magenta": .init(RGBA(red: 1, green: 0, blue: 1)),
        "orange": .init(RGBA(red: 1, green: 0.5, blue: 0)),
        "purple": .init(RGBA(red: 0.5, green: 0, blue: 0.5)),
        "brown": .init(RGBA(red: 0.6, green: 0.4, blue: 0.2)),
        "clear": .init(.clear),
    ]

    /// The UIKit colours a scene may name without `Color(…)` around them (YAML `Color:
    /// systemGray6`, Swift `.foregroundStyle(Color(.label))`): the names that are not also
    /// SwiftUI colours (SwiftUI's `red` is `systemRed`, UIKit's is pure red).
    public static let uiKitOnly: [String: ColorStyle] = uiKit.filter { named[$0.key] == nil }
}
