import LayoutDrawCore

/// The size of a bitmap in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// A `width` × `height` size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// `640×400`.
    public var description: String { "\(width)×\(height)" }
}

extension RGBAImage {
    /// The image's size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }
}
