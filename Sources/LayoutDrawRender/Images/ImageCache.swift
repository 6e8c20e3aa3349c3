import Synchronization

/// Decoded images by path, shared by every render of one `Renderer`.
final class ImageCache: Sendable {
    private struct Entries: @unchecked Sendable {  // only touched under `entries`'s lock
        var images: [String: LoadedImage] = [:]
    }

    private let entries = Mutex(Entries())

    /// Runs `body` with the image at `path`, decoding it on first use. The lock is held while
    /// `body` draws: decoded cairo surfaces and librsvg handles are not thread-safe.
    func withImage<Result>(
        atPath path: String, _ body: (LoadedImage) throws(RenderError) -> Result
    ) throws(RenderError) -> Result {
        try entries.withLock { (entries) throws(RenderError) -> Result in
            if let image = entries.images[path] { return try body(image) }
            let image = try LoadedImage(contentsOfFile: path)
            entries.images[path] = image
            return try body(image)
        }
    }
}
