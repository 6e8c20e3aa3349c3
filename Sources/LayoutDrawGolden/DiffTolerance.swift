/// How many mismatched pixels an image may have and still match its golden.
///
/// With neither limit set, no pixel may mismatch (anti-aliased pixels never count). With both,
/// both must hold, i.e. the stricter one decides, as in Playwright's `maxDiffPixels` and
/// `maxDiffPixelRatio`.
public struct DiffTolerance: Sendable, Hashable {
    /// The largest acceptable `mismatchedPixels`. Default: `nil`, no limit of its own.
    public var maximumMismatchedPixels: Int?
    /// The largest acceptable `mismatchedPixels / totalPixels`, from 0 to 1. Default: `nil`, no
    /// limit of its own.
    public var maximumMismatchRatio: Double?

    /// A tolerance with the given limits; the default accepts no mismatched pixel at all.
    public init(maximumMismatchedPixels: Int? = nil, maximumMismatchRatio: Double? = nil) {
        self.maximumMismatchedPixels = maximumMismatchedPixels
        self.maximumMismatchRatio = maximumMismatchRatio
    }

    /// No mismatched pixel accepted.
    public static let exact = DiffTolerance()

    /// Whether `result` is within both limits.
    public func accepts(_ result: PixelMatchResult) -> Bool {
        if maximumMismatchedPixels == nil && maximumMismatchRatio == nil { return result.mismatchedPixels == 0 }
        if let maximumMismatchedPixels, result.mismatchedPixels > maximumMismatchedPixels { return false }
        if let maximumMismatchRatio, Double(result.mismatchedPixels) > maximumMismatchRatio * Double(result.totalPixels) {
            return false
        }
        return true
    }
}
