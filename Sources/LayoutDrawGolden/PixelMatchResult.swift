import LayoutDrawCore

/// What `pixelMatch` found.
public struct PixelMatchResult: Sendable, Hashable {
    /// Pixels whose colour delta exceeds the threshold and that are not anti-aliasing (or all of
    /// them with `includesAntialiasing`). This is the number pixelmatch returns.
    public var mismatchedPixels: Int
    /// Pixels whose colour delta exceeds the threshold but that look like anti-aliasing in one
    /// of the images, so they are not counted as mismatched. Always 0 with
    /// `includesAntialiasing`.
    public var antialiasedPixels: Int
    /// The size both images share.
    public var size: PixelSize
    /// The first image faded, differences in red and anti-aliasing in yellow, when
    /// `PixelMatchOptions.drawsDiffImage` is set.
    public var diffImage: RGBAImage?

    /// A result with the given counts.
    public init(mismatchedPixels: Int, antialiasedPixels: Int, size: PixelSize, diffImage: RGBAImage? = nil) {
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.size = size
        self.diffImage = diffImage
    }

    /// Every pixel compared: `width × height`.
    public var totalPixels: Int { size.pixelCount }

    /// `mismatchedPixels / totalPixels`, 0 for an empty image.
    public var mismatchRatio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }
}
