/// Why rendering, measuring text or reading an image failed.
public enum RenderError: Error, Sendable, Hashable {
    /// The configured fonts could not be loaded; the payload says what is missing and how to fix it.
    case fontsUnavailable(String)
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
        case .imageUnreadable(_, let reason), .dataUnreadable(_, let reason): reason
        }
    }

    /// A one-line description for the user.
    public var message: String {
        switch self {
        case .fontsUnavailable(let detail): "fonts unavailable: \(detail)"
        case .imageUnreadable(let path, let reason): "cannot read image \(path): \(reason)"
        case .dataUnreadable(let format, let reason): "cannot decode \(format.rawValue.uppercased()) data: \(reason)"
        case .invalidImage(let detail): "invalid image: \(detail)"
        case .cairo(let detail): "drawing failed: \(detail)"
        }
    }
}
