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
    /// The scene could not be rendered, or the golden could not be read; the payload is the
    /// formatted diagnostics (`FILE:LINE:COL: error: …` with the source line).
    case error(String)

    /// A one-word name for reports: `match`, `differs`, `missing`, `sizeMismatch`, `error`.
    public var name: String {
        switch self {
        case .match: "match"
        case .differs: "differs"
        case .missing: "missing"
        case .sizeMismatch: "sizeMismatch"
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
}
