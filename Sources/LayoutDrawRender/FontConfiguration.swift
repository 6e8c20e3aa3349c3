#if canImport(Glibc)
import Glibc
#endif

/// Fonts layoutdraw may use: a private fontconfig configuration containing ONLY these files and
/// directories, so the same scene gives the same pixels whatever fonts the machine has installed
/// or how fontconfig is set up.
///
/// The shipped fonts (`standard`) are Inter (`fonts-inter`, close in metrics to the system
/// font) for Latin, Greek and Cyrillic, then Noto Sans CJK (`fonts-noto-cjk`) for Japanese,
/// Korean and Chinese: the copies `make install` puts beside the binary
/// (`<exe dir>/../share/layoutdraw/fonts`) when they are there, else Debian's. A character
/// neither has is drawn as a box with its code and reported
/// (`PangoTextMeasurer.missingCharacters(in:)`).
public struct FontConfiguration: Sendable, Hashable {
    /// Directories scanned (recursively) for font files: the user's (`--font-dir`). Each must
    /// exist and hold at least one font.
    public var directories: [String]
    /// Font files added one by one: the shipped fonts. Each must exist.
    public var files: [String]
    /// The family every text is set in, e.g. `"Inter"`.
    public var family: String
    /// Families tried in order for a character `family` has no glyph for. The CJK families are
    /// reordered per text (see `families(for:)`).
    public var fallbackFamilies: [String]
    /// The family that sets text of display sizes, as SF Pro's Display design does
    /// (`SystemFontMetrics.opticalSizeFraction`): Inter Display beside Inter. Nil: `family`
    /// sets every size. When the fonts do not have it, text is set in `family` (and
    /// `PangoTextMeasurer.missingDisplayFamily` names it).
    public var displayFamily: String?

    /// Fonts from `directories` (and `files`) only, setting text in `family` (display sizes in
    /// `displayFamily`), falling back to `fallbackFamilies` in order.
    public init(
        directories: [String], files: [String] = [], family: String, displayFamily: String? = nil, fallbackFamilies: [String] = []
    ) {
        self.directories = directories
        self.files = files
        self.family = family
        self.displayFamily = displayFamily
        self.fallbackFamilies = fallbackFamilies
    }

    /// What the command line says of a family without the Display cut `display`.
    public static func missingDisplayFamilyMessage(_ display: String, family: String) -> String {
        "font family '\(family)' has no Display cut ('\(display)' is not among the fonts): text of every size is set in '\(family)', so text from 17 points up is as wide as its text design, wider than the system font's display sizes; add the Display cut with --font-dir, or draw in Inter (the default), which has one"
    }

    /// The Display cut of `family`, by the names families give it: "SF Pro Text" → "SF Pro
    /// Display", "Inter" → "Inter Display".
    public static func displayFamily(of family: String) -> String {
        if family.hasSuffix(" Text") { return String(family.dropLast(" Text".count)) + " Display" }
        return family + " Display"
    }

    /// Where Debian's `fonts-inter` installs Inter.
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Noto Sans CJK from Debian's `fonts-noto-cjk`: one collection per weight (Regular, Bold),
    /// each holding the Japanese, Korean, Simplified and Traditional Chinese (and Hong Kong)
    /// families. Only the sans-serif collections are used.
    public static let notoCJKFiles = [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    ]

    /// Where `make install` puts copies of the shipped fonts, relative to the installation's
    /// prefix (the folder above the binary's `bin`): `inter/` holds Inter's files and `noto/`
    /// the two Noto Sans CJK collections, the same bytes as Debian's.
    public static let installedFolder = "share/layoutdraw/fonts"

    /// Where the shipped fonts were found.
    public enum Source: Sendable, Hashable {
        /// Installed with layoutdraw, in this folder (`PREFIX/share/layoutdraw/fonts`).
        case installed(String)
        /// Debian's packages; the folder the binary would have looked in first, if it has a path.
        case debian(lookedIn: String?)
    }

    /// The shipped fonts for a binary at `executable` (its real path, links resolved): the copies
    /// in `<executable's folder>/../share/layoutdraw/fonts` when that folder exists (`isFolder`),
    /// else Debian's files. All from one place, never a mixture: an installation that lacks a
    /// file is reported as broken rather than completed from elsewhere.
    public static func shipped(executable: String?, isFolder: (String) -> Bool) -> (fonts: FontConfiguration, source: Source) {
        let debian = FontConfiguration(
            directories: [interDirectory], files: notoCJKFiles, family: "Inter", displayFamily: "Inter Display", fallbackFamilies: cjkFamilies)
        guard let folder = executable.flatMap(installedFonts(forExecutable:)) else { return (debian, .debian(lookedIn: nil)) }
        guard isFolder(folder) else { return (debian, .debian(lookedIn: folder)) }
        let installed = FontConfiguration(
            directories: [folder + "/inter"],
            files: notoCJKFiles.map { folder + "/noto/" + $0.split(separator: "/").last! },
            family: "Inter", displayFamily: "Inter Display", fallbackFamilies: cjkFamilies)
        return (installed, .installed(folder))
    }

    /// `/usr/local/bin/layoutdraw` → `/usr/local/share/layoutdraw/fonts`; nil for a path
    /// without a folder above the binary's.
    static func installedFonts(forExecutable executable: String) -> String? {
        var parts = executable.split(separator: "/", omittingEmptySubsequences: true)
        guard executable.hasPrefix("/"), parts.count >= 2 else { return nil }
        parts.removeLast(2)  // the binary and its folder (`bin`)
        return "/" + (parts.map(String.init) + [installedFolder]).joined(separator: "/")
    }

    /// This process's binary, its links resolved (`/proc/self/exe`).
    static func currentExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static let shippedForThisProcess = shipped(executable: currentExecutable(), isFolder: FileContents.isDirectory)

    /// Where this process's shipped fonts come from.
    public static var source: Source { shippedForThisProcess.source }
    /// The CJK families in their default order: Japanese, Korean, Simplified Chinese,
    /// Traditional Chinese. Every one covers every CJK character; they differ in the forms of
    /// shared Han characters.
    public static let cjkFamilies = ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC"]

    /// The shipped fonts: Inter, then Noto Sans CJK; installed beside the binary, else Debian's.
    public static var standard: FontConfiguration { shippedForThisProcess.fonts }

    /// The shipped fonts plus the fonts in `directories` (`--font-dir`), text set in `family`
    /// (`--font-family`; Inter when nil) and display sizes in its Display cut
    /// (`displayFamily(of:)`, when the fonts have one). Inter and Noto Sans CJK stay in the chain
    /// after a chosen family, so a character it lacks still has a glyph.
    public static func standard(adding directories: [String], family: String? = nil) -> FontConfiguration {
        var fonts = standard
        fonts.directories += directories
        if let family, family != fonts.family {
            fonts.fallbackFamilies = [fonts.family] + fonts.fallbackFamilies.filter { $0 != family }
            fonts.family = family
            fonts.displayFamily = displayFamily(of: family)
        }
        return fonts
    }

    /// Whether `path` is one of the shipped font files or folders (whose absence is a missing
    /// package, not a mistyped option).
    static func isShipped(_ path: String) -> Bool {
        standard.directories.contains(path) || standard.files.contains(path)
    }

    /// The Debian packages that install the shipped fonts.
    public static let packages = ["fonts-inter", "fonts-noto-cjk"]

    /// The Pango family list for `text`: the family (after `display`, for text of display
    /// sizes), then the fallbacks. The CJK family of the
    /// text's language comes first among them: Korean for text with Hangul, Japanese for text
    /// with kana, Simplified Chinese for Han characters without either; so a Japanese sentence
    /// gets Japanese forms of its kanji and a Chinese one Chinese forms, as on a device set to
    /// that language. The choice depends on the text alone, never on the machine's locale.
    func families(for text: String, display: String? = nil) -> String {
        var fallbacks = fallbackFamilies
        if let preferred = Self.cjkPreference(for: text), let index = fallbacks.firstIndex(of: preferred) {
            fallbacks.remove(at: index)
            fallbacks.insert(preferred, at: 0)
        }
        return ((display.map { [$0] } ?? []) + [family] + fallbacks).joined(separator: ",")
    }

    /// The CJK family a text's script asks for, or nil for text without CJK characters.
    static func cjkPreference(for text: String) -> String? {
        var hasHan = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
                return "Noto Sans CJK KR"  // Hangul
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
                return "Noto Sans CJK JP"  // Hiragana, Katakana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
                hasHan = true
            default:
                continue
            }
        }
        return hasHan ? "Noto Sans CJK SC" : nil
    }
}
