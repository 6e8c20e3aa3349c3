/// Why two images could not be compared.
public enum PixelMatchError: Error, Sendable, Hashable {
    /// The images have different sizes, so no pixel-by-pixel comparison is possible.
    case sizeMismatch(first: PixelSize, second: PixelSize)
    /// An image's buffer does not hold `width × height × 4` bytes.
    case malformedImage(size: PixelSize, byteCount: Int)
}

extension PixelMatchError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .sizeMismatch(let first, let second):
            "image sizes differ: \(first) and \(second) pixels"
        case .malformedImage(let size, let byteCount):
            "an image of \(size) pixels needs \(size.pixelCount * 4) bytes but has \(byteCount)"
        }
    }
}
