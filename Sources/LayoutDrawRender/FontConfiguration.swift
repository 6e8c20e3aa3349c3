/// Fonts layoutdraw may use: a private fontconfig configuration containing ONLY these
/// directories (default: the Inter fonts of Debian's fonts-inter,
/// `/usr/share/fonts/opentype/inter`), so the same scene gives the same pixels whatever fonts
/// the machine has installed or how fontconfig is set up.
public struct FontConfiguration: Sendable, Hashable {
    /// Directories scanned (recursively) for font files.
    public var directories: [String]
    /// The family every text is set in, e.g. `"Inter"`.
    public var family: String

    /// Inter from Debian's `fonts-inter` package.
    public static let standard = FontConfiguration(directories: ["/usr/share/fonts/opentype/inter"], family: "Inter")

    /// Fonts from `directories` only, setting text in `family`.
    public init(directories: [String], family: String) {
        self.directories = directories
        self.family = family
    }
}
