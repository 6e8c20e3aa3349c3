import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// Text with Apple's system-font rules (`SystemFontMetrics`, `DynamicTypeSize`,
/// `Font.styleLeading`), laid out with the fixed-advance measurer in `.system` mode, so every
/// number below is derived by hand: a character is 0.6 em wide; the HIG's tracking for the size
/// follows every character but a line's last (−0.43 at 17 points, +0.37 at 40); a line is SF
/// Pro's `size × 2444 / 2048` high (20.287109375 at 17 points) and the next line of a text style
/// starts its leading below the previous line's baseline (22 for body at the default size); the
/// text's size is rounded up to the display's pixel grid.
@Suite struct SystemTextMetricsTests {
    let measurer = FixedAdvanceTextMeasurer(metrics: .system)

    func lay(
        _ root: ViewNode, displayScale: Double = 2, dynamicTypeSize: DynamicTypeSize = .large, width: Double = 400
    ) throws -> FrameTree {
        var canvas = CanvasSpec(sizing: .fixed(Size(width: width, height: 400)))
        canvas.displayScale = displayScale
        canvas.dynamicTypeSize = dynamicTypeSize
        return try layout(root, on: canvas, textMeasurer: measurer)
    }

    func styled(_ string: String, _ font: Font = .body) -> ViewNode {
        ViewNode(Text(string), id: "t").modified(by: FontModifier(font))
    }

    @Test func theCalibrationPointsRules() throws {
        // "Hello, world!" in body on a 3x display: 13 × 10.2 = 132.6, less 12 × 0.43 = 127.44 →
        // 383 pixels, 127.667; 20.287 high → 61 pixels, 20.333 (the iPhone's 20.333).
        let size = try lay(styled("Hello, world!"), displayScale: 3).frame("t").size
        #expect(size.width == 383.0 / 3)
        #expect(size.height == 61.0 / 3)
    }

    @Test func linesOfATextStyleAreItsLeadingApart() throws {
        // "Hello world" is 11 × 10.2 − 10 × 0.43 = 107.9 wide; proposed 60 it wraps: "Hello" and
        // "world", each 51 − 4 × 0.43 = 49.28 → 49.5 at 2x. Two lines of body: 22 + 20.287 =
        // 42.287 → 42.5 (stacked line boxes would be 40.574 → 41).
        let tree = try lay(styled("Hello world").frame(width: 60))
        #expect(tree.frame("t").size == Size(width: 49.5, height: 42.5))
        // The second baseline is 22 below the first (16.1865, SF Pro's ascender at 17 points).
        let baselines = measurer.measure(TextRequest(string: "Hello world", font: .body, width: 60))
        let ascent: Double = 17 * 1950.0 / 2048
        #expect(baselines.firstBaseline == ascent)
        #expect(baselines.lastBaseline == ascent + 22)
    }

    @Test func lineSpacingGoesOnTopOfTheLeading() throws {
        // 42.287 + 4 = 46.287 → 46.5.
        let tree = try lay(styled("Hello world").modified(by: LineSpacing(4)).frame(width: 60))
        #expect(tree.frame("t").height == 46.5)
    }

    @Test func aSizeWithoutATextStyleStacksItsLines() throws {
        // `.system(size: 17)`: no text style, no leading: 2 × 20.287 = 40.574 → 41.
        let tree = try lay(styled("Hello world", Font(size: 17)).frame(width: 60))
        #expect(tree.frame("t").height == 41)
    }

    @Test func tightAndLooseLeadingMoveLinesByTwoPoints() throws {
        // Body's leading 22 − 2 = 20: 20 + 20.287 = 40.287 → 40.5; loose 24: 44.287 → 44.5.
        var tight = Font.body
        tight.leadingAdjustment = .tight
        var loose = Font.body
        loose.leadingAdjustment = .loose
        #expect(try lay(styled("Hello world", tight).frame(width: 60)).frame("t").height == 40.5)
        #expect(try lay(styled("Hello world", loose).frame(width: 60)).frame("t").height == 44.5)
    }

    @Test func aProposedHeightKeepsTheLinesThatFitWithTheirLeading() throws {
        // 30 points hold one line (the second would end at 42.287): "Hello…" cut in one line.
        let one = try lay(styled("Hello world").frame(width: 60, height: 30))
        #expect(one.frame("t").height == 20.5)
        // 42.3 hold both.
        #expect(try lay(styled("Hello world").frame(width: 60, height: 42.3)).frame("t").height == 42.5)
    }

    @Test func trackingAndKerningAddToTheSystemFontsTracking() throws {
        // "Hello" in body: 51 − 4 × 0.43 = 49.28. `.tracking(1)` adds 1 after each of 4: 53.28 →
        // 53.5; `.kerning(1)` after each of 5, the last included: 54.28 → 54.5.
        #expect(try lay(styled("Hello")).frame("t").width == 49.5)
        #expect(try lay(styled("Hello").modified(by: Tracking(1))).frame("t").width == 53.5)
        #expect(try lay(styled("Hello").modified(by: Kerning(1))).frame("t").width == 54.5)
    }

    @Test func tighteningTakesItsFivePercentFromTheWholeTracking() throws {
        // "Hello" in body is 51 − 4 × 0.43 = 49.28. Proposed 48 on one line it may close its 4
        // gaps by up to 5 % of 48 = 2.4 in all: it needs 1.28, so it is set 0.32 tighter per gap
        // (on top of the system font's −0.43) and takes the 48 points, uncut.
        let fits = try lay(styled("Hello").modified(by: LineLimit(1)).modified(by: AllowsTightening(true)).frame(width: 48))
        #expect(fits.frame("t").width == 48)
        guard case .text(let paint)? = fits.node(id: "t")?.paint else { Issue.record("no text"); return }
        #expect(!measurer.measure(paint.request).isTruncated)
        #expect(abs(paint.request.runs[0].attributes.letterSpacing - (-0.43 - 0.32)) < 0.001)
        // Proposed 46 it would need 3.28, more than 2.3: cut, untightened.
        let cut = try lay(styled("Hello").modified(by: LineLimit(1)).modified(by: AllowsTightening(true)).frame(width: 46))
        guard case .text(let cutPaint)? = cut.node(id: "t")?.paint else { Issue.record("no text"); return }
        #expect(cutPaint.request.runs[0].attributes.letterSpacing == -0.43)
        #expect(measurer.measure(cutPaint.request).isTruncated)
    }

    @Test func dynamicTypeSizesSetTheStylesSizeAndLeading() throws {
        // AX3: body is 40 points, leading 48. "Hello": 5 × 24 + 4 × 0.37 = 121.48 → 121.5;
        // 40 × 2444 / 2048 = 47.734 → 48.
        #expect(try lay(styled("Hello"), dynamicTypeSize: .accessibility3).frame("t").size == Size(width: 121.5, height: 48))
        // xSmall: title is 25 points: "Hi" 2 × 15 + 0.15 = 30.15 → 30.5; 29.834 → 30.
        #expect(try lay(styled("Hi", Font(.title)), dynamicTypeSize: .xSmall).frame("t").size == Size(width: 30.5, height: 30))
        // A size without a style does not change: "Hi" at 17 points is 20.4 − 0.43 = 19.97 → 20.
        #expect(try lay(styled("Hi", Font(size: 17)), dynamicTypeSize: .accessibility5).frame("t").size == Size(width: 20, height: 20.5))
    }

    @Test func theDynamicTypeSizeModifierSetsAndClamps() throws {
        // Set below the canvas's: AX3 → 48 high as above.
        let set = styled("Hello").modified(by: DynamicTypeSizeModifier(.accessibility3))
        #expect(try lay(set).frame("t").height == 48)
        // Clamped to at most large under an AX3 canvas: body at 17 points, 20.5 high.
        let clamped = styled("Hello").modified(by: DynamicTypeSizeModifier(through: .large))
        #expect(try lay(clamped, dynamicTypeSize: .accessibility3).frame("t").height == 20.5)
        // Clamped to at least xxxLarge under a large canvas: 23 points, 27.447 → 27.5.
        let raised = styled("Hello").modified(by: DynamicTypeSizeModifier(from: .xxxLarge))
        #expect(try lay(raised).frame("t").height == 27.5)
    }

    @Test func aCustomFontScalesWithItsStyleRoundedToAPoint() throws {
        // `.custom(_:size: 17)` at xxxLarge: 17 × 29 / 22 (body's leadings) = 22.41 → 22 points:
        // "Hi" 2 × 13.2 − 0.26 = 26.14 → 26.5; 22 × 2444 / 2048 = 26.254 → 26.5.
        var custom = Font(size: 17)
        custom.scalesWith = .body
        #expect(try lay(styled("Hi", custom), dynamicTypeSize: .xxxLarge).frame("t").size == Size(width: 26.5, height: 26.5))
        // At the default size it stays 17: 20.4 − 0.43 = 19.97 → 20.
        #expect(try lay(styled("Hi", custom)).frame("t").width == 20)
    }

    @Test func theScaleFactorIsTheRatioOfLeadings() {
        // Body: 21 / 22 at Medium, 48 / 22 at AX3; largeTitle at AX5: 70 / 41.
        #expect(Font.TextStyle.body.scaleFactor(at: .medium) == 21.0 / 22)
        #expect(Font.TextStyle.body.scaleFactor(at: .accessibility3) == 48.0 / 22)
        #expect(Font.TextStyle.largeTitle.scaleFactor(at: .accessibility5) == 70.0 / 41)
    }
}
