/// Why rendering, measuring text or reading an image failed.
public enum RenderError: Error, Sendable, Hashable {
    /// The configured fonts could not be loaded; the payload says what is missing and how to fix it.
    case fontsUnavailable(String)
    /// A font folder given by the user (`--font-dir`) is missing, unreadable or holds no fonts.
    case fontFolderUnreadable(path: String, reason: String)
    /// The family text is to be set in (`--font-family`) is in none of the fonts; `available`
    /// lists the families that are.
    case fontFamilyMissing(family: String, available: [String])
    /// An image file named by the scene could not be read or decoded.
    case imageUnreadable(path: String, reason: String)
    /// In-memory PNG or SVG bytes could not be decoded.
    case dataUnreadable(format: ImageFormat, reason: String)
    /// An `RGBAImage` whose pixel buffer does not match its size, or a size cairo cannot handle.
    case invalidImage(String)
    /// cairo (or librsvg drawing through it) reported an error.
    case cairo(String)

    /// The payload's description, without the kind of error.
    var detail: String {
        switch self {
        case .fontsUnavailable(let detail), .invalidImage(let detail), .cairo(let detail): detail
        case .imageUnreadable(_, let reason), .dataUnreadable(_, let reason), .fontFolderUnreadable(_, let reason): reason
        case .fontFamilyMissing: message
        }
    }

    /// Whether the fonts could not be set up (a package, a folder or a family missing): the
    /// user's to fix, not a bug.
    public var isAboutFonts: Bool {
        switch self {
        case .fontsUnavailable, .fontFolderUnreadable, .fontFamilyMissing: true
        default: false
        }
    }

    /// A one-line description for the user.
    public var message: String {
        switch self {
        case .fontsUnavailable(let detail): "fonts unavailable: \(detail)"
        case .imageUnreadable(let path, let reason): "cannot read image \(path): \(reason)"
        case .fontFolderUnreadable(let path, let reason): "cannot read font folder \(path): \(reason)"
        case .fontFamilyMissing(let family, let available):
            "no font of family \"\(family)\" in the shipped fonts or the --font-dir folders"
                + (Self.suggestion(for: family, in: available).map { "; did you mean \"\($0)\"?" } ?? "")
                + " (families: " + available.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        case .dataUnreadable(let format, let reason): "cannot decode \(format.rawValue.uppercased()) data: \(reason)"
        case .invalidImage(let detail): "invalid image: \(detail)"
        case .cairo(let detail): "drawing failed: \(detail)"
        }
    }

    /// The available family closest to `family` (ignoring case and spaces), if one is close.
    static func suggestion(for family: String, in available: [String]) -> String? {
        func key(_ s: String) -> [Character] { Array(s.lowercased().filter { !$0.isWhitespace && $0 != "-" }) }
        let wanted = key(family)
        var best: (name: String, distance: Int)?
        for name in available {
            let candidate = key(name)
            if candidate == wanted { return name }
            let distance = editDistance(wanted, candidate)
            if distance <= max(2, wanted.count / 3), distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
