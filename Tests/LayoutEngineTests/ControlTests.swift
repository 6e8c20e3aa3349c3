import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// The controls at their iOS default metrics (Sources/LayoutEngine/Controls/, Docs/Controls.md).
/// Canvas 400 × 400, the root centred in it; a 10-point character is 6 × 12 (the fixed-advance
/// measurer), so "Wi-Fi" is 30 × 12.
@Suite struct ControlTests {
    /// `Toggle`/`Stepper`'s label, as the compiler wraps it.
    func labelled(_ control: any ViewLayout, _ title: String, id: String) -> ViewNode {
        ViewNode(control, subviews: [ViewNode(ControlLabel(), subviews: [text(title, id: "t")], id: "label")], id: id)
    }

    /// The thumb's centre drawn by the slider tagged `id`, in its own coordinates.
    func thumbCenter(_ tree: FrameTree, _ id: String) -> Point? {
        guard case .vector(let vector)? = tree.node(id: id)?.paint else { return nil }
        // The thumb's face is the white circle: after the two tracks and three shadow rings.
        guard case .shape(.circle, let face) = vector.elements[5].path else { return nil }
        return face.center
    }

    // MARK: Slider

    @Test func aSliderTakesTheProposedWidthAndIs31High() throws {
        let tree = try lay(ViewNode(Slider(value: 0.25), id: "s"))
        // Proposed 400 × 400: 400 wide, 31 high (UISlider), centred: y = (400 − 31) / 2 = 184.5.
        #expect(tree.frame("s") == rect(0, 184.5, 400, 31))
        // The 28-point thumb's centre runs from 14 to 400 − 14: at 0.25, 14 + 0.25 × 372 = 107;
        // vertically in the middle, 15.5 (own coordinates).
        #expect(thumbCenter(tree, "s") == Point(x: 107, y: 15.5))
    }

    @Test func aSliderProposedNothingIsItsThumbWide() throws {
        let tree = try lay(ViewNode(Slider(value: 0.5), id: "s").fixedSize())
        // nil × nil: 28 × 31, centred: (186, 184.5); the thumb fills it: centre 14.
        #expect(tree.frame("s") == rect(186, 184.5, 28, 31))
        #expect(thumbCenter(tree, "s") == Point(x: 14, y: 15.5))
    }

    @Test func aSliderIsFlexibleInAStack() throws {
        let tree = try lay(hstack([ViewNode(Slider(value: 0), id: "s"), square(100, 100, id: "q")]))
        // The square takes 100; the slider the rest, 400 − 8 − 100 = 292; the stack is 100
        // high at y 150, the slider centred in it: 150 + (100 − 31) / 2 = 184.5.
        #expect(tree.frame("s") == rect(0, 184.5, 292, 31))
        #expect(tree.frame("q") == rect(300, 150, 100, 100))
        // The value 0 puts the thumb at the start: centre 14.
        #expect(thumbCenter(tree, "s")?.x == 14)
    }

    @Test func aValueOutsideTheRangeIsDrawnAtItsEnd() throws {
        let high = try lay(ViewNode(Slider(value: 60, in: 0...45), id: "s"))
        #expect(abs((thumbCenter(high, "s")?.x ?? 0) - (400 - 14)) < 1e-9)
        let low = try lay(ViewNode(Slider(value: -3, in: 0...45), id: "s"))
        #expect(thumbCenter(low, "s")?.x == 14)
        // 30 of 0…45 on a 400-point slider: 14 + (30 / 45) × 372 = 262.
        let mid = try lay(ViewNode(Slider(value: 30, in: 0...45), id: "s"))
        #expect(abs((thumbCenter(mid, "s")?.x ?? 0) - 262) < 1e-9)
    }

    // MARK: Toggle

    @Test func aToggleTakesTheWidthWithItsLabelLeading() throws {
        let tree = try lay(labelled(Toggle(isOn: true), "Wi-Fi", id: "g"))
        // 400 wide, as tall as the switch (31 > 12), centred: y 184.5. The label is offered
        // 400 − 51 − 8 = 341 and is 30 × 12, at the leading edge, centred: y 184.5 + 9.5 = 194.
        #expect(tree.frame("g") == rect(0, 184.5, 400, 31))
        #expect(tree.frame("t") == rect(0, 194, 30, 12))
        #expect(tree.proposal("label") == proposal(341, 31))
    }

    @Test func aToggleProposedNothingIsLabelGapSwitch() throws {
        let tree = try lay(labelled(Toggle(isOn: false), "Wi-Fi", id: "g").fixedSize())
        // 30 + 8 + 51 = 89 × 31, centred: ((400 − 89) / 2, 184.5) = (155.5, 184.5).
        #expect(tree.frame("g") == rect(155.5, 184.5, 89, 31))
    }

    @Test func aToggleWithHiddenLabelsIsTheSwitch() throws {
        let tree = try lay(labelled(Toggle(isOn: true), "Wi-Fi", id: "g").modified(by: LabelsHidden(true)))
        // 51 × 31 whatever the proposal, centred: (174.5, 184.5); the label is not drawn.
        #expect(tree.frame("g") == rect(174.5, 184.5, 51, 31))
        #expect(tree.node(id: "label")?.opacity == 0)
    }

    @Test func aTallLabelMakesTheToggleTaller() throws {
        // A label of three lines of 12 = 36 > 31.
        let tall = try lay(
            ViewNode(
                Toggle(isOn: true),
                subviews: [ViewNode(ControlLabel(), subviews: [text("a b c", id: "t").frame(width: 6)], id: "label")], id: "g"))
        // "a b c" in 6 points wraps to three lines, 36 high: the toggle is 36 high, at y 182;
        // the switch is centred in it (drawn at y 182 + 2.5).
        #expect(tall.frame("g") == rect(0, 182, 400, 36))
    }

    // MARK: Stepper

    @Test func aStepperIsLabelGapControl() throws {
        let fitted = try lay(labelled(Stepper(), "Count", id: "s").fixedSize())
        // "Count" 30 × 12; 30 + 8 + 94 = 132 × 32, centred: (134, 184).
        #expect(fitted.frame("s") == rect(134, 184, 132, 32))
        let wide = try lay(labelled(Stepper(), "Count", id: "s"))
        #expect(wide.frame("s") == rect(0, 184, 400, 32))
        #expect(wide.frame("t") == rect(0, 194, 30, 12))
    }

    // MARK: ProgressView

    @Test func aBarTakesTheWidthAndIs4High() throws {
        let tree = try lay(ViewNode(ProgressView(fraction: 0.5), id: "p"))
        #expect(tree.frame("p") == rect(0, 198, 400, 4))
        // The completed part is half the bar: the second capsule is 200 wide.
        guard case .vector(let vector)? = tree.node(id: "p")?.paint, case .shape(.capsule, let done) = vector.elements[1].path else {
            Issue.record("no bar drawn")
            return
        }
        #expect(done == rect(0, 0, 200, 4))
    }

    @Test func aSpinnerIs20Or37Square() throws {
        let regular = try lay(ViewNode(ProgressView(fraction: nil), id: "p"))
        #expect(regular.frame("p") == rect(190, 190, 20, 20))
        let large = try lay(ViewNode(ProgressView(fraction: nil), id: "p").modified(by: ControlSizeModifier(.large)))
        #expect(large.frame("p") == rect(181.5, 181.5, 37, 37))
        // A value drawn as a spinner (.circular) is still a spinner.
        let circular = try lay(ViewNode(ProgressView(fraction: 0.3), id: "p").modified(by: ProgressViewStyleModifier(.circular)))
        #expect(circular.frame("p") == rect(190, 190, 20, 20))
    }

    @Test func aBarWithALabelStandsBelowIt() throws {
        let tree = try lay(ViewNode(ProgressView(fraction: 0.2), subviews: [text("Loading", id: "t")], id: "p"))
        // 12 + 8 + 4 = 24 high, 400 wide, at y 188; the label at the top-leading corner.
        #expect(tree.frame("p") == rect(0, 188, 400, 24))
        #expect(tree.frame("t") == rect(0, 188, 42, 12))
    }

    // MARK: TextField

    @Test func aRoundedBorderFieldInsetsItsText() throws {
        let field = ViewNode(TextField(isPlaceholder: true), subviews: [text("Name", id: "t")], id: "f")
        let wide = try lay(field.modified(by: TextFieldStyleModifier(.roundedBorder)))
        // One line of 12 + 2 × 7 = 26 high, 400 wide, at y 187; the text at (7, 187 + 7).
        #expect(wide.frame("f") == rect(0, 187, 400, 26))
        #expect(wide.frame("t") == rect(7, 194, 24, 12))
        let fitted = try lay(field.modified(by: TextFieldStyleModifier(.roundedBorder)).fixedSize())
        // Ideal: the placeholder's 24 + 2 × 7 = 38 wide.
        #expect(fitted.frame("f") == rect(181, 187, 38, 26))
        let plain = try lay(field.fixedSize())
        #expect(plain.frame("f") == rect(188, 194, 24, 12))
    }

    @Test func thePlaceholderIsGrey() throws {
        let tree = try lay(ViewNode(TextField(isPlaceholder: true), subviews: [ViewNode(Text("Name"), id: "t")]))
        guard case .text(let paint)? = tree.node(id: "t")?.paint else {
            Issue.record("no text drawn")
            return
        }
        #expect(paint.color == SystemColors.placeholder)
    }

    @Test func aLongTextInANarrowFieldIsClippedNotReported() throws {
        let at = SourceLocation(file: "s.yaml", line: 2, column: 3)
        let long = ViewNode(Text("a long address"), source: at).modified(by: FontModifier(Font(size: 10)))
        let field = ViewNode(TextField(isPlaceholder: false), subviews: [long], id: "f").frame(width: 50)
        let tree = try lay(field)
        // The text is its one line, 14 × 6 = 84 wide, in a 50-point field: clipped to the field,
        // so no overflow warning (a bare Text in the same frame is reported).
        #expect(tree.frame("f").width == 50)
        #expect(tree.node(id: "f")?.clip == .rectangle)
        #expect(LayoutWarnings.find(in: tree).isEmpty)
        let bare = try lay(ViewNode(Text("a long address"), source: at).modified(by: FontModifier(Font(size: 10))).fixedSize().frame(width: 50))
        #expect(LayoutWarnings.find(in: bare).count == 1)
    }

    // MARK: Button styles

    @Test func aBorderedButtonInsetsItsLabel() throws {
        let regular = try lay(button(id: "b", text("Login", id: "t")).modified(by: ButtonStyleModifier(.bordered)))
        // "Login" 30 × 12 inset by 7 and 12: 54 × 26, centred (173, 187); the label at (185, 194).
        #expect(regular.frame("b") == rect(173, 187, 54, 26))
        #expect(regular.frame("t") == rect(185, 194, 30, 12))
        let large = try lay(
            button(id: "b", text("Login", id: "t")).modified(by: ControlSizeModifier(.large)).modified(by: ButtonStyleModifier(.borderedProminent)))
        // Large: 14 and 20: 70 × 40, centred (165, 180).
        #expect(large.frame("b") == rect(165, 180, 70, 40))
        let mini = try lay(button(id: "b", text("Login", id: "t")).modified(by: ControlSizeModifier(.mini)).modified(by: ButtonStyleModifier(.bordered)))
        // Mini: 3 and 8: 46 × 18.
        #expect(mini.frame("b").size == Size(width: 46, height: 18))
    }

    @Test func aBorderedButtonProposesItsLabelLessItsInsets() throws {
        let tree = try lay(button(id: "b", color("c")).modified(by: ButtonStyleModifier(.bordered)))
        // A colour label takes what it is offered: 400 − 24 by 400 − 14; the button is the canvas.
        #expect(tree.frame("b") == rect(0, 0, 400, 400))
        #expect(tree.frame("c") == rect(12, 7, 376, 386))
    }

    @Test func buttonStylesColourTheLabel() throws {
        func textColor(_ tree: FrameTree) -> ColorStyle? {
            guard case .text(let paint)? = tree.node(id: "t")?.paint else { return nil }
            return paint.color
        }
        let plain = try lay(button(text("Login", id: "t")).modified(by: ButtonStyleModifier(.plain)))
        #expect(textColor(plain) == .primary)
        let prominent = try lay(button(text("Login", id: "t")).modified(by: ButtonStyleModifier(.borderedProminent)))
        #expect(textColor(prominent) == ColorStyle(.white))
        let orange = ColorStyle.named["orange"]!
        let tinted = try lay(button(text("Login", id: "t")).modified(by: TintModifier(orange)))
        #expect(textColor(tinted) == orange)
    }

    // MARK: Label and symbols

    @Test func aSymbolIsSizedByItsFont() throws {
        let body = try lay(ViewNode(SymbolImage(systemName: "star", outline: nil), id: "i"))
        // The body font, 17 points: 1.2 × 17 = 20.4 a side.
        #expect(abs(body.frame("i").width - 20.4) < 1e-9)
        #expect(body.frame("i").width == body.frame("i").height)
        let title = try lay(ViewNode(SymbolImage(systemName: "star", outline: nil), id: "i").modified(by: FontModifier(Font(size: 28))))
        #expect(abs(title.frame("i").width - 33.6) < 1e-9)
        let large = try lay(
            ViewNode(SymbolImage(systemName: "star", outline: nil), id: "i").modified(by: FontModifier(Font(size: 10))).modified(by: ImageScaleModifier(.large)))
        // 1.2 × 10 × 1.3 = 15.6.
        #expect(abs(large.frame("i").width - 15.6) < 1e-9)
        let resizable = try lay(ViewNode(SymbolImage(systemName: "star", outline: nil).resizable(), id: "i").frame(width: 50, height: 30))
        #expect(resizable.frame("i") == rect(175, 185, 50, 30))
    }

    /// Where the drawing of the symbol tagged "i" puts the icon's point `p` (view box units).
    func drawnPoint(_ tree: FrameTree, _ p: Point) -> Point? {
        guard case .vector(let vector)? = tree.node(id: "i")?.paint, case .commands(_, let transform, _) = vector.elements.first?.path else { return nil }
        return transform.apply(to: p)
    }

    @Test func aDirectionalSymbolTurnsRightToLeft() throws {
        // An arrowhead pointing right, its tip at (12, 8) of the 16-unit view box.
        let outline = SymbolOutline(paths: [
            SymbolOutline.Path(commands: [.move(Point(x: 4, y: 2)), .line(Point(x: 12, y: 8)), .line(Point(x: 4, y: 14)), .close], isEvenOdd: false)
        ])
        func symbol(_ name: String, _ direction: LayoutDirection?) throws -> FrameTree {
            var node = ViewNode(SymbolImage(systemName: name, outline: outline).resizable(), id: "i").frame(width: 32, height: 32)
            if let direction { node = node.modified(by: LayoutDirectionModifier(direction)) }
            return try lay(node)
        }
        // A 32-point square: 2 points a unit, so the tip is at (24, 16) left to right …
        let tip = Point(x: 12, y: 8)
        #expect(drawnPoint(try symbol("chevron.forward", nil), tip) == Point(x: 24, y: 16))
        #expect(drawnPoint(try symbol("chevron.forward", .leftToRight), tip) == Point(x: 24, y: 16))
        // … and mirrored right to left: x = (16 − 12) × 2 = 8, pointing left (forward is the
        // reading direction); the same for a backward symbol, whose icon points left to start with.
        #expect(drawnPoint(try symbol("chevron.forward", .rightToLeft), tip) == Point(x: 8, y: 16))
        #expect(drawnPoint(try symbol("arrow.backward.circle", .rightToLeft), tip) == Point(x: 8, y: 16))
        // A left/right symbol is not directional: it does not turn.
        #expect(drawnPoint(try symbol("chevron.right", .rightToLeft), tip) == Point(x: 24, y: 16))
        #expect(SymbolImage.isDirectional("arrowshape.turn.up.forward.fill"))
        #expect(!SymbolImage.isDirectional("goforward") && !SymbolImage.isDirectional("forward.fill"))
    }

    /// An unknown symbol's node as the compiler makes it, its name tagged "name".
    func placeholder(_ name: String, resizable: Bool = false) -> ViewNode {
        var node = SymbolImage.placeholder(systemName: name, source: nil)
        node.subviews[0].id = "name"
        node.id = "i"
        if resizable, let symbol = node.view as? SymbolImage { node.view = symbol.resizable() }
        return node
    }

    /// The stroke widths of a drawing's stroked elements, in order.
    func strokeWidths(_ tree: FrameTree, _ id: String) -> [Double] {
        guard case .vector(let vector)? = tree.node(id: id)?.paint else { return [] }
        return vector.elements.compactMap { $0.style.strokeStyle?.lineWidth }
    }

    @Test func aLargePlaceholderWritesTheSymbolsNameUnderItsQuestionMark() throws {
        let tree = try lay(placeholder("star.fil", resizable: true).frame(width: 80, height: 80))
        // The 80-point frame centred: (160, 160); the resizable symbol takes it. Its square is
        // 80, 5 points a unit of the 16-unit box, so the name's band is 2.5…13.5 × 10…13.5
        // units: (172.5, 210), 55 × 17.5. "star.fil" in the 11-point caption 2 font is
        // 8 × 6.6 = 52.8 × 13.2, on the 2x pixel grid 53 × 13.5: it fits the band unshrunk and
        // is centred in it, at (200 − 26.5, 218.75 − 6.75) = (173.5, 212).
        #expect(tree.frame("i") == rect(160, 160, 80, 80))
        #expect(tree.frame("name") == rect(173.5, 212, 53, 13.5))
        #expect(tree.proposal("name") == proposal(55, 17.5))
        // Labelled, the question mark is drawn at 0.65 of its size from 3.6 units down: its dot
        // ends at 3.6 + (12.5 − 3.6) × 0.65 = 9.385 units = 46.925 points, above the band (50).
        guard case .vector(let vector)? = tree.node(id: "i")?.paint, case .commands(_, let mark, _) = vector.elements.last?.path
        else {
            Issue.record("no vector drawing")
            return
        }
        #expect(abs(mark.apply(to: Point(x: 8, y: 12.5)).y - 46.925) < 1e-9)
        #expect(vector.title == "star.fil")
    }

    @Test func aSmallPlaceholderLeavesItsNameOut() throws {
        let tree = try lay(placeholder("star.fil"))
        // The body font: a 20.4-point square, below the 60 points a name needs: the name is not
        // placed, drawn or in the tree; the drawing still names the symbol.
        #expect(abs(tree.frame("i").width - 20.4) < 1e-9)
        #expect(tree.node(id: "name") == nil)
        guard case .vector(let vector)? = tree.node(id: "i")?.paint else {
            Issue.record("no vector drawing")
            return
        }
        #expect(vector.title == "star.fil")
        // 59.9 is still too small; 60 is enough.
        #expect(try lay(placeholder("a", resizable: true).frame(width: 59.9, height: 200)).node(id: "name") == nil)
        #expect(try lay(placeholder("a", resizable: true).frame(width: 60, height: 200)).node(id: "name") != nil)
    }

    @Test func aPlaceholdersStrokesKeepTheirWidthAtAnySize() throws {
        // Twelve dashes of 1.5 points and the question mark's 1.75, at 20.4 and at 200 points
        // (they used to scale with the box: 0.075 of it, 15 points at 200).
        let widths = Array(repeating: 1.5, count: 12) + [1.75]
        #expect(strokeWidths(try lay(placeholder("x")), "i") == widths)
        #expect(strokeWidths(try lay(placeholder("x", resizable: true).frame(width: 200, height: 200)), "i") == widths)
    }

    @Test func aLabelStyleShowsTheIconOrTheTitleAlone() throws {
        func label(_ style: LabelStyleKind) throws -> FrameTree {
            let icon = ViewNode(SymbolImage(systemName: "star", outline: nil), id: "i")
            return try lay(
                ViewNode(Label(), subviews: [icon, text("Star", id: "t")], id: "l").modified(by: LabelStyleModifier(style))
                    .modified(by: FontModifier(Font(size: 10))))
        }
        // At 10 points the icon is 1.2 × 10 = 12 square and "Star" 4 × 6 = 24 × 12.
        // .iconOnly: the label is its icon, 12 × 12, centred at (194, 194); the title is left
        // out (not placed, drawn or in the tree).
        let icon = try label(.iconOnly)
        #expect(icon.frame("l") == rect(194, 194, 12, 12))
        #expect(icon.frame("i") == rect(194, 194, 12, 12))
        #expect(icon.node(id: "t") == nil)
        // .titleOnly: the title, 24 × 12 at (188, 194); the icon is left out.
        let title = try label(.titleOnly)
        #expect(title.frame("l") == rect(188, 194, 24, 12))
        #expect(title.frame("t") == rect(188, 194, 24, 12))
        #expect(title.node(id: "i") == nil)
        // .titleAndIcon and .automatic: both, 12 + 8 + 24 = 44 wide (aLabelIsIconThenTitle).
        for style in [LabelStyleKind.titleAndIcon, .automatic] {
            let both = try label(style)
            #expect(both.frame("l") == rect(178, 194, 44, 12))
            #expect(both.frame("t") == rect(198, 194, 24, 12))
        }
    }

    @Test func aSliderWithValueLabelsPutsThemBesideItsTrack() throws {
        let row = ViewNode(
            SliderValueLabels(), subviews: [text("0", id: "min"), ViewNode(Slider(value: 0.5), id: "s"), text("100", id: "max")],
            id: "row")
        // The labels take their ideal sizes, "0" 6 × 12 and "100" 18 × 12, 8 points from the
        // track, which takes the rest of the 400: 400 − 6 − 18 − 2 × 8 = 360, 31 high. The row
        // is 400 × 31 at y = (400 − 31) / 2 = 184.5; the labels are centred on it:
        // 184.5 + (31 − 12) / 2 = 194.
        let tree = try lay(row)
        #expect(tree.frame("row") == rect(0, 184.5, 400, 31))
        #expect(tree.frame("min") == rect(0, 194, 6, 12))
        #expect(tree.frame("s") == rect(14, 184.5, 360, 31))
        #expect(tree.frame("max") == rect(382, 194, 18, 12))
        // Proposed no width, the track is its thumb, 28: 6 + 8 + 28 + 8 + 18 = 68 wide, centred:
        // x = 166.
        let ideal = try lay(row.fixedSize())
        #expect(ideal.frame("row") == rect(166, 184.5, 68, 31))
        #expect(ideal.frame("s") == rect(180, 184.5, 28, 31))
        #expect(ideal.frame("max") == rect(216, 194, 18, 12))
        // A label taller than the track makes the row taller; the track is centred on it:
        // "0" at 40 points is 24 × 48; the row is 48 high at y = 176, the track at
        // 176 + (48 − 31) / 2 = 184.5.
        let tall = try lay(
            ViewNode(SliderValueLabels(), subviews: [text("0", id: "min", size: 40), ViewNode(Slider(value: 0.5), id: "s"), text("1", id: "max")], id: "row"))
        #expect(tall.frame("row") == rect(0, 176, 400, 48))
        #expect(tall.frame("s") == rect(32, 184.5, 354, 31))
    }

    @Test func aLabelIsIconThenTitle() throws {
        let icon = ViewNode(SymbolImage(systemName: "star", outline: nil), id: "i")
        let tree = try lay(ViewNode(Label(), subviews: [icon, text("Star", id: "t")], id: "l").modified(by: FontModifier(Font(size: 10))))
        // The icon at 10 points is 12 × 12; "Star" 24 × 12; 12 + 8 + 24 = 44 × 12, centred:
        // (178, 194); the title 20 points after the icon's leading edge.
        #expect(tree.frame("l") == rect(178, 194, 44, 12))
        #expect(tree.frame("i") == rect(178, 194, 12, 12))
        #expect(tree.frame("t") == rect(198, 194, 24, 12))
    }
}
