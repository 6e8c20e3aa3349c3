import LayoutDrawCore
import LayoutDrawGolden
import Testing

/// The comparator on pairs whose differences are known. Every expected count was derived with
/// the reference implementation, the `pixelmatch` PyPI package 0.4.0 (a faithful port of
/// mapbox/pixelmatch 5), by `Tools/pixelmatch_pairs.py` on the same pairs, written as PNGs and
/// read back. Its output (threshold 0.1; "anti-aliased" = pixels pixelmatch draws yellow):
///
///     identical           0 mismatched,  0 anti-aliased   (includeAA:  0)
///     onePixel            1 mismatched,  0 anti-aliased   (includeAA:  1)
///     edgeShift           0 mismatched, 32 anti-aliased   (includeAA: 32)
///     diskShift           4 mismatched, 56 anti-aliased   (includeAA: 60)
///     justUnder           0 mismatched,  0 anti-aliased
///     justOver           16 mismatched,  0 anti-aliased
///     transparentVsWhite  0 mismatched,  0 anti-aliased
///     sizes               raises "Image sizes do not match."
@Suite struct PixelMatchTests {
    private func diff(_ a: RGBAImage, _ b: RGBAImage, includesAntialiasing: Bool = false) throws -> PixelMatchResult {
        try pixelMatch(a, b, options: PixelMatchOptions(threshold: 0.1, includesAntialiasing: includesAntialiasing, drawsDiffImage: true))
    }

    /// The pairs are byte for byte the ones pixelmatch measured (checksums printed by the script).
    @Test func pairsAreTheOnesPixelmatchMeasured() {
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.disk(centreX: 12).pixels) == 0x2453_AF1F_D42A_A0F5)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.disk(centreX: 13).pixels) == 0x10AD_C774_B1E7_FAF5)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.uniform(16, 16, ComparisonPairs.white).pixels) == 0x89BF_A3A9_2853_9725)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.onePixelChanged().pixels) == 0x0FEA_5C00_6C8A_4FD4)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.verticalEdge(at: 6).pixels) == 0xDCFD_B23C_AEFE_E325)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.verticalEdge(at: 7).pixels) == 0xA88A_B914_611C_F125)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.block(blue: 100).pixels) == 0xC4B9_E9B4_C51D_BB25)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.block(blue: 178).pixels) == 0x5B53_5779_E05B_86C5)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.block(blue: 179).pixels) == 0xFCA3_BF3C_78C2_6905)
        #expect(ComparisonPairs.fnv1a(ComparisonPairs.uniform(16, 16, (0, 0, 0, 0)).pixels) == 0x51D8_8627_DF28_7325)
    }

    @Test func identicalImagesHaveNoDifference() throws {
        let disk = ComparisonPairs.disk(centreX: 12)
        let result = try diff(disk, disk)
        #expect(result.mismatchedPixels == 0 && result.antialiasedPixels == 0)
        #expect(result.totalPixels == 576 && result.mismatchRatio == 0)
        // pixelmatch's diff image: the disk as faded grey. White stays 255; black becomes
        // 255 + (0 − 255) × 0.1 = 229.5, truncated to 229.
        #expect(ComparisonPairs.fnv1a(try #require(result.diffImage).pixels) == 0x70B3_51F1_26EC_A485)
        let centre = try #require(result.diffImage).pixel(x: 12, y: 12)
        #expect([centre.r, centre.g, centre.b, centre.a] == [229, 229, 229, 255])
    }

    @Test func onePixelChangedIsOneMismatch() throws {
        let result = try diff(ComparisonPairs.uniform(16, 16, ComparisonPairs.white), ComparisonPairs.onePixelChanged())
        #expect(result.mismatchedPixels == 1)  // pixelmatch: 1
        #expect(result.antialiasedPixels == 0)
        #expect(result.mismatchRatio == 1.0 / 256)
        let image = try #require(result.diffImage)
        let red = image.pixel(x: 5, y: 7)
        #expect([red.r, red.g, red.b, red.a] == [255, 0, 0, 255])
        #expect(ComparisonPairs.fnv1a(image.pixels) == 0xB995_08AD_2211_6FE7)  // pixelmatch's diff image
    }

    /// A grey anti-aliasing column moved one pixel right: both changed columns (32 pixels) are
    /// anti-aliasing next to flat black and white areas, so nothing is mismatched.
    @Test func shiftedAntialiasedEdgeIsAntialiasingNotMismatch() throws {
        let before = ComparisonPairs.verticalEdge(at: 6), after = ComparisonPairs.verticalEdge(at: 7)
        let result = try diff(before, after)
        #expect(result.mismatchedPixels == 0)  // pixelmatch: 0
        #expect(result.antialiasedPixels == 32)  // pixelmatch: 32 drawn yellow
        let image = try #require(result.diffImage)
        let yellow = image.pixel(x: 6, y: 3)
        #expect([yellow.r, yellow.g, yellow.b, yellow.a] == [255, 255, 0, 255])
        #expect(ComparisonPairs.fnv1a(image.pixels) == 0xC427_F744_EF98_34A5)

        let counted = try diff(before, after, includesAntialiasing: true)
        #expect(counted.mismatchedPixels == 32 && counted.antialiasedPixels == 0)  // pixelmatch includeAA: 32
        #expect(ComparisonPairs.fnv1a(try #require(counted.diffImage).pixels) == 0x00F2_825A_6AD2_9B65)
    }

    /// A supersampled disk moved one pixel right: most changed pixels are anti-aliasing, 4 are not.
    @Test func shiftedAntialiasedDiskMatchesPixelmatch() throws {
        let result = try diff(ComparisonPairs.disk(centreX: 12), ComparisonPairs.disk(centreX: 13))
        #expect(result.mismatchedPixels == 4)  // pixelmatch: 4
        #expect(result.antialiasedPixels == 56)  // pixelmatch: 56 drawn yellow
        #expect(ComparisonPairs.fnv1a(try #require(result.diffImage).pixels) == 0xDB28_3975_C4B7_7C5D)

        let counted = try diff(ComparisonPairs.disk(centreX: 12), ComparisonPairs.disk(centreX: 13), includesAntialiasing: true)
        #expect(counted.mismatchedPixels == 60)  // pixelmatch includeAA: 60
        #expect(ComparisonPairs.fnv1a(try #require(counted.diffImage).pixels) == 0x0258_12CC_0A17_B9FD)
    }

    /// Threshold 0.1 allows a YIQ delta of 35215 × 0.1² = 352.15. Raising blue alone by Δ gives
    /// Δ² × (0.5053 × 0.11448223² + 0.299 × 0.32180189² + 0.1957 × 0.31114694²) ≈ Δ² × 0.056531:
    /// Δ = 78 → 343.9 (just under), Δ = 79 → 352.8 (just over).
    @Test func colourChangeJustUnderTheThresholdMatches() throws {
        let result = try diff(ComparisonPairs.block(blue: 100), ComparisonPairs.block(blue: 178))
        #expect(result.mismatchedPixels == 0 && result.antialiasedPixels == 0)  // pixelmatch: 0
        #expect(ComparisonPairs.fnv1a(try #require(result.diffImage).pixels) == 0xC1FE_2251_EED4_9725)
    }

    @Test func colourChangeJustOverTheThresholdIsEveryChangedPixel() throws {
        let result = try diff(ComparisonPairs.block(blue: 100), ComparisonPairs.block(blue: 179))
        #expect(result.mismatchedPixels == 16 && result.antialiasedPixels == 0)  // pixelmatch: 16
        #expect(ComparisonPairs.fnv1a(try #require(result.diffImage).pixels) == 0xDCE6_2085_D88D_3045)
        // A stricter threshold sees the smaller change too; a looser one sees neither.
        let strict = try pixelMatch(ComparisonPairs.block(blue: 100), ComparisonPairs.block(blue: 178), options: PixelMatchOptions(threshold: 0.05))
        #expect(strict.mismatchedPixels == 16)
        let loose = try pixelMatch(ComparisonPairs.block(blue: 100), ComparisonPairs.block(blue: 179), options: PixelMatchOptions(threshold: 0.2))
        #expect(loose.mismatchedPixels == 0)
    }

    /// Translucent pixels are blended with white first, so transparent black equals white.
    @Test func transparentIsBlendedWithWhite() throws {
        let result = try diff(ComparisonPairs.uniform(16, 16, (0, 0, 0, 0)), ComparisonPairs.uniform(16, 16, ComparisonPairs.white))
        #expect(result.mismatchedPixels == 0)  // pixelmatch: 0
        #expect(ComparisonPairs.fnv1a(try #require(result.diffImage).pixels) == 0x89BF_A3A9_2853_9725)  // all white
    }

    @Test func differentSizesAreASizeMismatch() {
        // pixelmatch raises "Image sizes do not match."
        #expect(throws: PixelMatchError.sizeMismatch(first: PixelSize(width: 16, height: 16), second: PixelSize(width: 16, height: 17))) {
            try pixelMatch(ComparisonPairs.uniform(16, 16, ComparisonPairs.white), ComparisonPairs.uniform(16, 17, ComparisonPairs.white))
        }
    }

    @Test func malformedBufferIsRejected() {
        let bad = RGBAImage(width: 2, height: 2, pixels: [0, 0, 0])
        #expect(throws: PixelMatchError.malformedImage(size: PixelSize(width: 2, height: 2), byteCount: 3)) {
            try pixelMatch(bad, bad)
        }
    }

    @Test func maskOnlyDrawsDifferencesOnTransparency() throws {
        var options = PixelMatchOptions()
        options.drawsDiffImage = true
        options.drawsMaskOnly = true
        let edge = try pixelMatch(ComparisonPairs.verticalEdge(at: 6), ComparisonPairs.verticalEdge(at: 7), options: options)
        // Anti-aliased pixels are left out of the mask: everything stays transparent.
        #expect(try #require(edge.diffImage).pixels.allSatisfy { $0 == 0 })
        let one = try pixelMatch(ComparisonPairs.uniform(16, 16, ComparisonPairs.white), ComparisonPairs.onePixelChanged(), options: options)
        let mask = try #require(one.diffImage)
        #expect(mask.pixels.filter { $0 != 0 }.count == 2)  // only the one red pixel's R and A bytes
        let red = mask.pixel(x: 5, y: 7)
        #expect([red.r, red.g, red.b, red.a] == [255, 0, 0, 255])
    }

    @Test func darkeningColourMarksPixelsThatGetDarker() throws {
        var options = PixelMatchOptions()
        options.drawsDiffImage = true
        options.darkeningColor = PixelColor(red: 0, green: 0, blue: 255)
        // White → black at (5, 7): darker in the second image.
        let darker = try pixelMatch(ComparisonPairs.uniform(16, 16, ComparisonPairs.white), ComparisonPairs.onePixelChanged(), options: options)
        let pixel = try #require(darker.diffImage).pixel(x: 5, y: 7)
        #expect([pixel.r, pixel.g, pixel.b] == [0, 0, 255])
        // Black → white: lighter, so the ordinary red.
        let lighter = try pixelMatch(ComparisonPairs.onePixelChanged(), ComparisonPairs.uniform(16, 16, ComparisonPairs.white), options: options)
        let other = try #require(lighter.diffImage).pixel(x: 5, y: 7)
        #expect([other.r, other.g, other.b] == [255, 0, 0])
    }

    @Test func withoutDiffImageNoneIsDrawn() throws {
        let result = try pixelMatch(ComparisonPairs.uniform(16, 16, ComparisonPairs.white), ComparisonPairs.onePixelChanged())
        #expect(result.diffImage == nil && result.mismatchedPixels == 1)
    }
}
