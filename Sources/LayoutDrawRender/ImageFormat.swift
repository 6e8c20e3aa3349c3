/// The file formats the renderer writes.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// A bitmap at the canvas's scale.
    case png
    /// A vector document sized in points.
    case svg
}
