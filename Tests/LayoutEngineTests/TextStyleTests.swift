import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

/// The text-styling modifiers with the fixed-advance measurer: a 10-point character is 6 wide,
/// a line 12 high with its baseline at 9. A run's kerning follows each of its characters, a
/// line's last included; its tracking each but the last; a baseline offset grows its line;
/// line spacing goes between lines (Environment/*.swift cite the evidence).
@Suite struct TextStyleTests {
    /// The `Text` node's frame of `root`, laid out on the 400 × 400 canvas; `t` tags the Text.
    func frame(_ root: ViewNode) throws -> Rect {
        try lay(root).frame("t")
    }

    @Test func kerningFollowsEveryCharacterTheLastIncluded() throws {
        // "Hello": 5 × 6 = 30, plus 5 × 2 of kerning = 40 wide, 12 high; centred (180, 194).
        #expect(try frame(text("Hello", id: "t").modified(by: Kerning(2))) == rect(180, 194, 40, 12))
    }

    @Test func trackingFollowsEveryCharacterButTheLast() throws {
        // 30 + 4 × 2 = 38 wide: the space after "o" is trailing whitespace.
        #expect(try frame(text("Hello", id: "t").modified(by: Tracking(2))) == rect(181, 194, 38, 12))
    }

    @Test func trackingSupersedesKerning() throws {
        // Both set: tracking's 38, whichever is nearer the text.
        #expect(try frame(text("Hello", id: "t").modified(by: Kerning(5)).modified(by: Tracking(2))).width == 38)
        #expect(try frame(text("Hello", id: "t").modified(by: Tracking(2)).modified(by: Kerning(5))).width == 38)
    }

    @Test func negativeKerningNarrowsTheText() throws {
        // 30 − 5 × 1 = 25 wide (the last character's kerning crops it, as Apple's picture shows).
        #expect(try frame(text("Hello", id: "t").modified(by: Kerning(-1))).width == 25)
    }

    @Test func kerningAndTrackingWrapDifferently() throws {
        // "Hello brave new world" proposed 76 wide. Tracking 1: "Hello brave" is 11 × 6 + 10 × 1
        // = 76, which fits; "new world" 9 × 6 + 8 = 62 → 76 × 24.
        let tracked = try lay(text("Hello brave new world", id: "t").modified(by: Tracking(1)).frame(width: 76))
        #expect(tracked.frame("t").size == Size(width: 76, height: 24))
        // Kerning 1: "Hello brave" is 11 × 7 = 77 > 76, so "Hello" (35) / "brave new" (63) /
        // "world" (35) → 63 × 36.
        let kerned = try lay(text("Hello brave new world", id: "t").modified(by: Kerning(1)).frame(width: 76))
        #expect(kerned.frame("t").size == Size(width: 63, height: 36))
    }

    @Test func textCaseIsMeasuredAndDrawnAsTransformed() throws {
        // "Straße" uppercased is "STRASSE": 7 characters, 42 wide (6 lower-case: 36); the dump
        // shows what is drawn.
        let tree = try lay(text("Straße", id: "t").modified(by: TextCaseModifier(.uppercase)))
        #expect(tree.frame("t").size == Size(width: 42, height: 12))
        #expect(tree.node(id: "t")?.text == "STRASSE")
        let lower = try lay(text("Hello", id: "t").modified(by: TextCaseModifier(.lowercase)))
        #expect(lower.node(id: "t")?.text == "hello")
        // `nil` nearer the text removes a case set above.
        let none = try lay(text("Hello", id: "t").modified(by: TextCaseModifier(nil)).modified(by: TextCaseModifier(.uppercase)))
        #expect(none.node(id: "t")?.text == "Hello")
    }

    @Test func raisedTextGrowsItsLineAboveAndMovesTheBaseline() throws {
        // Raised 3: the line holds the text at 0…12 and raised at −3…9 → 15 high; the glyphs at
        // the top, the baseline 9 + 3 = 12 below the top. In an HStack aligned on baselines
        // beside a plain text (baseline 9), the raised text's top is 3 above the plain one's.
        let raised = text("Hi", id: "t").modified(by: BaselineOffset(3))
        let tree = try lay(hstack(alignment: .firstTextBaseline, spacing: 0, [raised, text("Yo", id: "u")]))
        #expect(tree.frame("t").size == Size(width: 12, height: 15))
        // The stack is 24 × 15: the raised text at y 192.5, the plain one's baseline at the same
        // height (192.5 + 12 = 204.5 = its top 195.5 + 9).
        #expect(tree.frame("t") == rect(188, 192.5, 12, 15))
        #expect(tree.frame("u") == rect(200, 195.5, 12, 12))
    }

    @Test func loweredTextGrowsItsLineBelow() throws {
        // Lowered 3: 0…12 and 3…15 → 15 high, baseline still 9 from the top.
        let lowered = text("Hi", id: "t").modified(by: BaselineOffset(-3))
        let tree = try lay(hstack(alignment: .firstTextBaseline, spacing: 0, [lowered, text("Yo", id: "u")]))
        #expect(tree.frame("t") == rect(188, 192.5, 12, 15))
        #expect(tree.frame("u") == rect(200, 192.5, 12, 12))
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        // "Hello brave new world" at 70 wide: 2 lines, 24 + 5 = 29 high. One line: no spacing.
        #expect(try frame(text("Hello brave new world", id: "t").modified(by: LineSpacing(5)).frame(width: 70)).size
            == Size(width: 66, height: 29))
        #expect(try frame(text("Hello", id: "t").modified(by: LineSpacing(5))).size == Size(width: 30, height: 12))
    }

    @Test func aProposedHeightKeepsTheLinesThatFitWithTheirSpacing() throws {
        // "a b c d" at 6 wide: 4 lines. 30 high with spacing 5: (30 + 5) / (12 + 5) = 2.06 → 2
        // lines, 12 + 5 + 12 = 29 high.
        #expect(try frame(text("a b c d", id: "t").modified(by: LineSpacing(5)).frame(width: 6, height: 30)).size
            == Size(width: 6, height: 29))
    }

    @Test func theFontModifiersReachTheRequest() throws {
        let tree = try lay(
            text("12", id: "t").modified(by: MonospacedDigit()).modified(by: FontDesign(.rounded)).modified(by: Monospaced(false)))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else {
            Issue.record("no text paint")
            return
        }
        #expect(paint.request.font == Font(size: 10, design: .rounded, monospacedDigit: true))
        let mono = try lay(text("12", id: "t").modified(by: Monospaced()))
        guard case .text(let monoPaint)? = mono.node(id: "t")?.paint else { return }
        #expect(monoPaint.request.font.design == .monospaced)
    }

    @Test func decorationsReachTheRequestAndNeverChangeASize() throws {
        let tree = try lay(
            text("Hello", id: "t").modified(by: Underline(color: ColorStyle.named["red"])).modified(by: Strikethrough()))
        #expect(tree.frame("t").size == Size(width: 30, height: 12))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else { return }
        #expect(paint.request.runs[0].attributes.underline == TextDecoration(color: ColorStyle.named["red"]))
        #expect(paint.request.runs[0].attributes.strikethrough == TextDecoration(color: nil))
        // `underline(false)` nearer the text removes one set above.
        let off = try lay(text("Hello", id: "t").modified(by: Underline(false)).modified(by: Underline()))
        guard case .text(let offPaint)? = off.node(id: "t")?.paint else { return }
        #expect(offPaint.request.runs[0].attributes.underline == nil)
    }
}

/// `Text("a") + Text("b").bold()`: one text of spans, each set as its modifiers say over the
/// environment the whole text sees.
@Suite struct TextConcatenationTests {
    /// A concatenated Text tagged `t`, in the 10-point font.
    func joined(_ spans: [Text.Span]) -> ViewNode {
        ViewNode(Text(spans: spans), id: "t").modified(by: FontModifier(Font(size: 10)))
    }

    @Test func spansAreMeasuredAsOneLineInTheirOwnFonts() throws {
        // "Hi " at 10 points (3 × 6 = 18) + "there" at 20 (5 × 12 = 60) = 78 wide; the line is as
        // high as its tallest run: 24, baseline 18.
        let node = joined([Text.Span("Hi "), Text.Span("there", modifiers: [FontModifier(Font(size: 20))])])
        let tree = try lay(hstack(alignment: .firstTextBaseline, spacing: 0, [node, text("x", id: "u")]))
        #expect(tree.frame("t").size == Size(width: 78, height: 24))
        // The plain text's baseline (9 below its top) sits on the joined text's (18 below).
        #expect(tree.frame("u").minY - tree.frame("t").minY == 9)
        #expect(tree.node(id: "t")?.text == "Hi there")
    }

    @Test func spansWrapAsOneParagraph() throws {
        // "aaa " + "bbb ccc" at 50 wide: "aaa bbb" (42) / "ccc" (18): the break is inside the
        // second span → 42 × 24.
        let node = joined([Text.Span("aaa "), Text.Span("bbb ccc", modifiers: [Bold()])]).frame(width: 50)
        #expect(try lay(node).frame("t").size == Size(width: 42, height: 24))
    }

    @Test func aSpanStylesOnlyItselfAndTheWholeStylesEverySpan() throws {
        // (Text("ab") + Text("cd").kerning(1)).foregroundStyle(.blue) with the second span red:
        // "ab" 12 + "cd" 12 + 2 × 1 = 26 wide.
        let red = ColorStyle.named["red"]!, blue = ColorStyle.named["blue"]!
        let node = joined([Text.Span("ab"), Text.Span("cd", modifiers: [Kerning(1), ForegroundStyle(red)])])
            .modified(by: ForegroundStyle(blue))
        let tree = try lay(node)
        #expect(tree.frame("t").size == Size(width: 26, height: 12))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else { return }
        #expect(paint.color == blue)
        #expect(paint.request.runs.map(\.string) == ["ab", "cd"])
        #expect(paint.request.runs.map(\.attributes.color) == [nil, red])
        #expect(paint.request.runs.map(\.attributes.kerning) == [0, 1])
    }

    @Test func theInnermostModifierOfASpanWins() throws {
        // The span's own font(size: 20) wins over the whole text's 10, and its bold() applies.
        let node = joined([Text.Span("a", modifiers: [FontModifier(Font(size: 20)), Bold()])])
        guard case .text(let paint)? = try lay(node).node(id: "t")?.paint else { return }
        #expect(paint.request.font == Font(size: 20, weight: .bold))
    }

    @Test func spansAlikeJoinIntoOneRun() throws {
        // Text("a") + Text("b"): one run "ab", measured and drawn as one string.
        guard case .text(let paint)? = try lay(joined([Text.Span("a"), Text.Span("b")])).node(id: "t")?.paint else { return }
        #expect(paint.request.runs == [TextRun("ab", TextAttributes(font: Font(size: 10)))])
    }

    @Test func textCaseAppliesToEverySpan() throws {
        let node = joined([Text.Span("ab"), Text.Span("cd", modifiers: [Bold()])]).modified(by: TextCaseModifier(.uppercase))
        #expect(try lay(node).node(id: "t")?.text == "ABCD")
    }
}

/// `.scaledToFit()` and `.scaledToFill()` are `aspectRatio(contentMode:)` named as written.
@Suite struct ScaledToTests {
    @Test func scaledToFitIsAspectRatioFit() throws {
        // A 30 × 20 content (its ideal size) in a 60 × 60 frame: fit proposes 60 × 40, fill
        // 90 × 60; a colour takes the proposal.
        let content = color("c").frame(minWidth: 0, idealWidth: 30, maxWidth: .infinity, minHeight: 0, idealHeight: 20, maxHeight: .infinity)
        let fit = try lay(content.modified(by: AspectRatio.scaledTo(.fit)).tagged("a").frame(width: 60, height: 60))
        #expect(fit.frame("a") == rect(170, 180, 60, 40))
        #expect(fit.node(id: "a")?.kind == "scaledToFit")
        let fill = try lay(content.modified(by: AspectRatio.scaledTo(.fill)).tagged("a").frame(width: 60, height: 60))
        #expect(fill.frame("a") == rect(155, 170, 90, 60))
        #expect(fill.node(id: "a")?.kind == "scaledToFill")
    }
}
