import LayoutDraw

/// How a scene's rendering compared with its golden.
public enum CheckOutcome: Sendable, Hashable {
    /// Within the tolerance (anti-aliased pixels, and mismatches the tolerance allows, may remain).
    case match(PixelMatchResult)
    /// More mismatched pixels than the tolerance allows.
    case differs(PixelMatchResult)
    /// There is no golden.
    case missing
    /// The golden and the rendering have different pixel sizes.
    case sizeMismatch(golden: PixelSize, rendered: PixelSize)
    /// The scene has errors: the payload is the formatted diagnostics (`FILE:LINE:COL: error: …`
    /// with the source line). Exit status 65.
    case invalidScene(String)
    /// The scene, an image it draws, or its golden could not be read (missing, not a regular
    /// file, not UTF-8, not a PNG): the payload says which and why. Exit status 66.
    case unreadable(String)
    /// Drawing failed through no fault of the scene (fonts unavailable, an internal error).
    /// Exit status 70.
    case error(String)

    /// A one-word name for reports: `match`, `differs`, `missing`, `sizeMismatch`, `invalid`,
    /// `unreadable`, `error`.
    public var name: String {
        switch self {
        case .match: "match"
        case .differs: "differs"
        case .missing: "missing"
        case .sizeMismatch: "sizeMismatch"
        case .invalidScene: "invalid"
        case .unreadable: "unreadable"
        case .error: "error"
        }
    }

    /// The comparison counts, for `.match` and `.differs`.
    public var comparison: PixelMatchResult? {
        switch self {
        case .match(let result), .differs(let result): result
        default: nil
        }
    }

    /// The message of an invalid, unreadable or failed scene.
    public var message: String? {
        switch self {
        case .invalidScene(let text), .unreadable(let text), .error(let text): text
        default: nil
        }
    }

    /// Whether the pictures were compared (or could have been, had the golden existed): the
    /// outcomes that recording a golden settles.
    public var isComparison: Bool {
        switch self {
        case .match, .differs, .missing, .sizeMismatch: true
        case .invalidScene, .unreadable, .error: false
        }
    }
}

/// What a whole check run comes to, most serious first: the exit status of `layoutdraw check`.
public enum CheckVerdict: Int32, Sendable, Hashable, Comparable {
    /// Every variant of every scene matches its golden (or had it updated): 0.
    case passed = 0
    /// A picture differs, has no golden, has another size, or a golden was recorded: 1.
    case picturesDiffer = 1
    /// A scene has errors: 65.
    case invalidScene = 65
    /// A scene, image or golden could not be read: 66.
    case unreadable = 66
    /// layoutdraw failed (fonts, an internal error): 70.
    case internalError = 70

    public static func < (a: CheckVerdict, b: CheckVerdict) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .passed: 0
        case .picturesDiffer: 1
        case .invalidScene: 2
        case .unreadable: 3
        case .internalError: 4
        }
    }
}
