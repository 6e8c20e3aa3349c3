import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// `lineLimit` with truncation, `truncationMode`, `minimumScaleFactor`, `fixedSize` on text,
/// with the fixed-advance measurer: at 10 pt a character is 6 wide and a line 12 high; at 20 pt
/// 12 and 24. Sizes are rounded up to half points (display scale 2). Canvas 400 × 400.
@Suite struct TextTruncationTests {
    /// The request the text node `id` is drawn with.
    func drawn(_ tree: FrameTree, _ id: String) -> TextRequest? {
        guard case .text(let paint)? = tree.node(id: id)?.paint else { return nil }
        return paint.request
    }

    @Test func theLastKeptLineIsCutCharacterByCharacter() throws {
        // "Hello World" in 50: 8 characters a line. Wrapped it is "Hello" / "World"; limited to
        // one line it is "Hello W…" (7 characters and the ellipsis, as CoreText and Pango cut):
        // 48 × 12, not "Hello" (30).
        let tree = try lay(text("Hello World", id: "t").modified(by: LineLimit(1)).frame(width: 50))
        #expect(tree.frame("t").size == Size(width: 48, height: 12))
    }

    @Test func truncationModeMovesTheEllipsisNotTheSize() throws {
        for mode in TruncationMode.allCases {
            let tree = try lay(text("Hello World", id: "t").modified(by: LineLimit(1)).modified(by: TruncationModeModifier(mode)).frame(width: 50))
            #expect(tree.frame("t").size == Size(width: 48, height: 12))
            #expect(drawn(tree, "t")?.truncationMode == mode)
        }
    }

    @Test func aProposedHeightCutsLikeALineLimit() throws {
        // "aaa bbb ccc ddd" in 42 × 30: 7 characters a line, "aaa bbb" / "ccc ddd": two lines
        // (24) fit in 30, all of it: no cut. In 42 × 20 only one line fits: "aaa bbb" then "…"
        // would be 8 > 7: "aaa bb…", 42 wide.
        let two = try lay(text("aaa bbb ccc ddd", id: "t").frame(width: 42, height: 30))
        #expect(two.frame("t").size == Size(width: 42, height: 24))
        let one = try lay(text("aaa bbb ccc ddd", id: "t").frame(width: 42, height: 20))
        #expect(one.frame("t").size == Size(width: 42, height: 12))
    }

    @Test func minimumScaleFactorShrinksTheFontToFit() throws {
        // Apple's example: one line, a 100-wide frame, minimumScaleFactor(0.5). At 20 pt "Hello
        // World" is 11 × 12 = 132 wide: it would be cut. It fits at the scale s where
        // 11 · 0.6 · 20 s ≤ 100: s = 100 / 132 = 0.7575…, a 15.1515… pt font (the search finds
        // it within 0.5 / 65536). The text is then 100 − (under 0.001) wide → 100 on the half-point
        // grid, and 1.2 · 15.15 = 18.18 → 18.5 high.
        let tree = try lay(
            text("Hello World", id: "t", size: 20).modified(by: LineLimit(1)).modified(by: MinimumScaleFactor(0.5)).frame(width: 100))
        let font = try #require(drawn(tree, "t")).font.size
        let exact: Double = 20.0 * 100.0 / 132.0
        let precision: Double = 20.0 * 0.5 / 65536.0
        #expect(font <= exact)
        #expect(font > exact - precision)
        #expect(tree.frame("t").size == Size(width: 100, height: 18.5))
    }

    @Test func belowTheFactorTheTextIsCut() throws {
        // minimumScaleFactor(0.9): at 18 pt (10.8 a character) 9 characters fit in 100 — not the
        // 11 needed: the font stays at 18 and the line is cut to 9 characters: 97.2 → 97.5 wide,
        // 21.6 → 22 high.
        let tree = try lay(
            text("Hello World", id: "t", size: 20).modified(by: LineLimit(1)).modified(by: MinimumScaleFactor(0.9)).frame(width: 100))
        #expect(drawn(tree, "t")?.font.size == 18)
        #expect(tree.frame("t").size == Size(width: 97.5, height: 22))
    }

    @Test func allowsTighteningSetsACutTextCloserWhenWithinFivePercent() throws {
        // "Hello World" at 10 pt is 11 × 6 = 66 wide on one line; in 64 it would be cut. With
        // allowsTightening its ten gaps may close by up to 5% of the width, 0.05 × 64 = 3.2
        // (AppKit's tighteningFactorForTruncation): 66 ≤ 1.05 × 64 = 67.2, so it is set with the
        // least tracking that fits, −(66 − 64) / 10 = −0.2 a gap (found by halving [−0.32, 0]
        // 16 times: within 0.32 / 65536 of it), on one line, 64 × 12, and not cut.
        let tree = try lay(text("Hello World", id: "t").modified(by: LineLimit(1)).modified(by: AllowsTightening(true)).frame(width: 64))
        let tracking = try #require(drawn(tree, "t")).runs[0].attributes.tracking
        #expect(tracking <= -0.2 + 1e-12 && tracking > -0.2 - 0.32 / 65536 - 1e-12, "\(tracking)")
        #expect(tree.frame("t").size == Size(width: 64, height: 12))
        // Without it the line is cut: 64 holds 10 characters, "Hello Wor…", 60 wide.
        let cut = try lay(text("Hello World", id: "t").modified(by: LineLimit(1)).frame(width: 64))
        #expect(drawn(cut, "t")?.runs[0].attributes.tracking == 0)
        #expect(cut.frame("t").size == Size(width: 60, height: 12))
    }

    @Test func allowsTighteningLeavesATextCutBeyondFivePercent() throws {
        // In 60 the gaps could close by 0.05 × 60 = 3: 66 − 3 = 63 > 60, so tightening cannot
        // save it and the text is cut as without it ("Hello Wor…", 60 wide), untightened.
        let tree = try lay(text("Hello World", id: "t").modified(by: LineLimit(1)).modified(by: AllowsTightening(true)).frame(width: 60))
        #expect(drawn(tree, "t")?.runs[0].attributes.tracking == 0)
        #expect(tree.frame("t").size == Size(width: 60, height: 12))
        // A text that fits is not tightened.
        let fits = try lay(text("Hello", id: "t").modified(by: LineLimit(1)).modified(by: AllowsTightening(true)).frame(width: 64))
        #expect(drawn(fits, "t")?.runs[0].attributes.tracking == 0)
        #expect(fits.frame("t").size == Size(width: 30, height: 12))
    }

    @Test func aTextThatFitsKeepsItsSize() throws {
        let tree = try lay(text("Hello", id: "t", size: 20).modified(by: LineLimit(1)).modified(by: MinimumScaleFactor(0.5)).frame(width: 100))
        #expect(drawn(tree, "t")?.font.size == 20)
        #expect(tree.frame("t").size == Size(width: 60, height: 24))
    }

    @Test func fixedSizeVerticallyKeepsEveryLine() throws {
        // .fixedSize(horizontal: false, vertical: true) in a 42 × 20 frame: proposed 42 wide and
        // no height, the text keeps both lines (24 high) and overflows the 20-high frame.
        let tree = try lay(text("aaa bbb ccc ddd", id: "t").fixedSize(horizontal: false, vertical: true).frame(width: 42, height: 20))
        #expect(tree.frame("t").size == Size(width: 42, height: 24))
        #expect(tree.proposal("t") == proposal(42, nil))
    }

    @Test func multilineTextAlignmentDoesNotChangeTheSize() throws {
        for alignment in TextAlignment.allCases {
            let tree = try lay(text("aaa bbb cc", id: "t").modified(by: MultilineTextAlignment(alignment)).frame(width: 42))
            // "aaa bbb" / "cc": the widest line, 42.
            #expect(tree.frame("t").size == Size(width: 42, height: 24))
            #expect(drawn(tree, "t")?.alignment == alignment)
        }
    }
}
