/// How `pixelMatch` compares two images and draws its diff image. The defaults are
/// pixelmatch 5's.
public struct PixelMatchOptions: Sendable, Hashable {
    /// The colour-difference metric. Default: `.yiq`, pixelmatch 5's.
    public var metric: ColorMetric = .yiq

    /// The matching threshold, from 0 to 1; smaller is more sensitive. A pixel differs when its
    /// colour delta exceeds `metric.maximumDelta × threshold²`. Default: `0.1` (pixelmatch's
    /// `threshold`).
    public var threshold: Double = 0.1

    /// Whether anti-aliased pixels count as differences. When `false` (the default, as in
    /// pixelmatch), a differing pixel that looks like anti-aliasing in either image is counted
    /// in `PixelMatchResult.antialiasedPixels` instead of `mismatchedPixels` (pixelmatch's
    /// `includeAA`).
    public var includesAntialiasing: Bool = false

    /// Whether to draw `PixelMatchResult.diffImage`. Default: `false`.
    public var drawsDiffImage: Bool = false

    /// The opacity of the first image drawn, greyscale, under the differences in the diff
    /// image, from 0 to 1. Default: `0.1` (pixelmatch's `alpha`).
    public var baseOpacity: Double = 0.1

    /// The colour of anti-aliased pixels in the diff image. Default: yellow (pixelmatch's
    /// `aaColor`).
    public var antialiasingColor: PixelColor = .yellow

    /// The colour of differing pixels in the diff image. Default: red (pixelmatch's
    /// `diffColor`).
    public var differenceColor: PixelColor = .red

    /// When set, the colour of differing pixels that are darker in the second image than in
    /// the first, so that "added" and "removed" ink can be told apart. Default: `nil`, every
    /// difference in `differenceColor` (pixelmatch's `diffColorAlt`).
    public var darkeningColor: PixelColor? = nil

    /// Whether the diff image holds only the differences, on a transparent background, without
    /// the faded first image or the anti-aliased pixels. Default: `false` (pixelmatch's
    /// `diffMask`).
    public var drawsMaskOnly: Bool = false

    /// The default options: YIQ, threshold 0.1, anti-aliasing detected and not counted, no
    /// diff image.
    public init() {}

    /// Options with the given threshold and anti-aliasing rule, other values at their defaults.
    public init(threshold: Double, includesAntialiasing: Bool = false, drawsDiffImage: Bool = false) {
        self.threshold = threshold
        self.includesAntialiasing = includesAntialiasing
        self.drawsDiffImage = drawsDiffImage
    }
}
