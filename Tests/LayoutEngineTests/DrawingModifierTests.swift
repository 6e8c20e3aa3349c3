import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `hidden`, `clipShape`, `clipped`, `lineLimit`, `multilineTextAlignment`: they change
/// drawing or text, never the frames around them. Canvas 400 × 400.
@Suite struct DrawingModifierTests {
    @Test func hiddenLaysOutButDrawsNothing() throws {
        let plain = try lay(hstack([square(50, 50, id: "a"), square(50, 50, id: "b")]))
        let tree = try lay(hstack([square(50, 50, id: "a").hidden().tagged("h"), square(50, 50, id: "b")]))
        #expect(tree.frame("a") == plain.frame("a"))
        #expect(tree.frame("b") == plain.frame("b"))
        // Group opacity 0 on the hidden node covers its whole subtree.
        #expect(tree.node(id: "h")?.opacity == 0)
    }

    @Test func clipShapeClipsToTheFrame() throws {
        let tree = try lay(color("c").frame(width: 80, height: 40).modified(by: ClipShape(.capsule)).tagged("k"))
        #expect(tree.node(id: "k")?.clip == .capsule)
        #expect(tree.frame("k") == rect(160, 180, 80, 40))
    }

    @Test func clippedClipsToARectangle() throws {
        let tree = try lay(square(300, 300, id: "s").frame(width: 100, height: 100).modified(by: Clipped()).tagged("k"))
        #expect(tree.node(id: "k")?.clip == .rectangle)
        // The 300-point content still overflows its 100-point frame in layout.
        #expect(tree.frame("s") == rect(50, 50, 300, 300))
    }

    @Test func lineLimitKeepsTheFirstLines() throws {
        // "aa bb cc" at 10 pt is 6 per character; 18 wide fits 3 characters: three lines, 36 high.
        let free = try lay(text("aa bb cc", id: "t").frame(width: 18))
        let limited = try lay(text("aa bb cc", id: "t").modified(by: LineLimit(1)).frame(width: 18))
        #expect(free.frame("t").height == 36)
        #expect(limited.frame("t").height == 12)
    }

    @Test func multilineTextAlignmentReachesTheText() throws {
        let tree = try lay(text("aa bb", id: "t").modified(by: MultilineTextAlignment(.center)).frame(width: 18))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else {
            Issue.record("no text paint")
            return
        }
        #expect(paint.request.alignment == .center)
        #expect(tree.frame("t").width == 12)
    }

    /// The weight the text below is drawn in, or nil without a text paint.
    func weight(_ tree: FrameTree) -> Font.Weight? {
        guard case .text(let paint)? = tree.node(id: "t")?.paint else { return nil }
        return paint.request.font.weight
    }

    @Test func fontWeightReplacesTheFontsWeightAndBoldStillRaisesIt() throws {
        // A headline is semibold. .fontWeight sets the weight whatever the font's own;
        // fontWeight(nil) leaves the font's; .bold() raises a lighter weight to the style's
        // emphasized weight (the HIG's: Semibold for headline) and leaves a heavier one.
        let headline = ViewNode(Text("a"), id: "t").modified(by: FontModifier(Font(.headline)))
        #expect(try weight(lay(headline.modified(by: FontWeight(.light)))) == .light)
        #expect(try weight(lay(headline.modified(by: FontWeight(nil)))) == .semibold)
        #expect(try weight(lay(headline.modified(by: Bold()).modified(by: FontWeight(.light)))) == .semibold)
        #expect(try weight(lay(headline.modified(by: FontWeight(.heavy)).modified(by: Bold()))) == .heavy)
    }

    @Test func boldGivesATextStylesEmphasizedWeight() throws {
        // The Human Interface Guidelines' "Emphasized weight": Bold for largeTitle, title and
        // title2, Semibold for title3 and the smaller styles; a font without a style is Bold.
        func bold(_ font: Font) throws -> Font.Weight? {
            try weight(lay(ViewNode(Text("a"), id: "t").modified(by: Bold()).modified(by: FontModifier(font))))
        }
        #expect(try bold(Font(.body)) == .semibold)
        #expect(try bold(Font(.caption2)) == .semibold)
        #expect(try bold(Font(.title3)) == .semibold)
        #expect(try bold(Font(.title2)) == .bold)
        #expect(try bold(Font(.largeTitle)) == .bold)
        #expect(try bold(Font(size: 17)) == .bold)
    }
}
