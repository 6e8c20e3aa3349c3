import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The layout features of Docs/Layout-Features.md in both front ends: each YAML scene and its
/// SwiftUI spelling decode to trees that lay out alike, with frames derived by hand (fixed-advance
/// text: a 10-point character is 6 wide, a line 12 high). Canvas 400 × 400 without a safe area.
@Suite("Layout features: decoding")
struct LayoutFeatureDecodingTests {
    static var square: SceneDecodingOptions {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        return options
    }

    /// Lays out `source` (YAML, or Swift when `file` ends in .swift) on the 400 × 400 canvas.
    func layOut(_ source: String, file: String = "s.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> FrameTree {
        do {
            let scene = try SceneDecoder.decode(source, file: file, options: Self.square)
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        } catch let error as DiagnosticList {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The frames of the nodes tagged `ids`.
    func frames(_ tree: FrameTree, _ ids: [String]) -> [Rect] { ids.map { tree.frame($0) } }

    // MARK: Custom alignments

    /// A guide set inside an HStack aligns views of the VStack around it (objc.io's "Alignment
    /// Guides in SwiftUI" pattern). Derivation as CustomAlignmentTests: the HStack's value is
    /// 30 + 10 = 40, so a sits 40 right of it; the VStack is 140 × 48 at (130, 176).
    @Test func customAlignmentAcrossNestedStacks() throws {
        let yaml = try layOut(
            """
            alignments:
              myLeading: {axis: horizontal, defaultValue: 'd[leading]'}
            view:
              VStack:
                alignment: myLeading
                content:
                  - Color: red
                    frame: {width: 100, height: 20}
                    id: a
                  - HStack:
                      spacing: 10
                      content:
                        - Color: green
                          frame: {width: 30, height: 20}
                        - Color: blue
                          frame: {width: 50, height: 20}
                          alignmentGuide: {alignment: myLeading, value: 'd[leading]'}
                          id: v
              id: o
            """)
        let swift = try layOut(
            """
            extension HorizontalAlignment {
                private enum MyLeading: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
                }
                static let myLeading = HorizontalAlignment(MyLeading.self)
            }

            VStack(alignment: .myLeading) {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("a")
                HStack(spacing: 10) {
                    Color.green.frame(width: 30, height: 20)
                    Color.blue.frame(width: 50, height: 20)
                        .alignmentGuide(.myLeading) { d in d[.leading] }
                        .accessibilityIdentifier("v")
                }
            }
            .accessibilityIdentifier("o")
            """, file: "S.swift")
        for tree in [yaml, swift] {
            #expect(frames(tree, ["o", "a", "v"]) == [rect(130, 176, 140, 48), rect(170, 176, 100, 20), rect(170, 204, 50, 20)])
        }
    }

    /// A custom default and a two-dimensional custom alignment (`extension Alignment`), in a
    /// ZStack: the quarter guide's default is height / 4.
    @Test func twoDimensionalCustomAlignment() throws {
        let yaml = try layOut(
            """
            alignments:
              quarter: {axis: vertical, defaultValue: 'd.height / 4'}
            view:
              ZStack:
                alignment: {horizontal: leading, vertical: quarter}
                content:
                  - Color: red
                    frame: {width: 100, height: 80}
                    id: a
                  - Color: blue
                    frame: {width: 20, height: 20}
                    id: b
              id: z
            """)
        let swift = try layOut(
            """
            struct Quarter: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
            }
            extension VerticalAlignment {
                static let quarter = VerticalAlignment(Quarter.self)
            }
            extension Alignment {
                static let leadingQuarter = Alignment(horizontal: .leading, vertical: .quarter)
            }
            ZStack(alignment: .leadingQuarter) {
                Color.red.frame(width: 100, height: 80).accessibilityIdentifier("a")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("b")
            }
            .accessibilityIdentifier("z")
            """, file: "S.swift")
        // Guides: a 80 / 4 = 20, b 20 / 4 = 5; they meet at 20: b at y 15. The union is
        // 100 × 80 at (150, 160); b at (150, 175).
        for tree in [yaml, swift] {
            #expect(frames(tree, ["z", "a", "b"]) == [rect(150, 160, 100, 80), rect(150, 160, 100, 80), rect(150, 175, 20, 20)])
        }
    }

    // MARK: ViewThatFits

    /// In a 50-wide frame "Hello World" (11 × 6 = 66 ideally) does not fit, "Hello" (30) does:
    /// shown at (185, 194), the other left out of the tree.
    @Test func viewThatFits() throws {
        let yaml = try layOut(
            """
            view:
              ViewThatFits:
                in: horizontal
                content:
                  - Text: Hello World
                    font: {size: 10}
                    id: long
                  - Text: Hello
                    font: {size: 10}
                    id: short
              frame: {width: 50}
            """)
        let swift = try layOut(
            """
            ViewThatFits(in: .horizontal) {
                Text("Hello World").font(.system(size: 10)).accessibilityIdentifier("long")
                Text("Hello").font(.system(size: 10)).accessibilityIdentifier("short")
            }
            .frame(width: 50)
            """, file: "S.swift")
        for tree in [yaml, swift] {
            #expect(tree.frame("short") == rect(185, 194, 30, 12))
            #expect(tree.node(id: "long") == nil)
        }
    }

    @Test func viewThatFitsAxes() throws {
        for (yaml, swift, expected) in [
            ("[]", "[]", Set<Axis>()), ("[horizontal, vertical]", "[.horizontal, .vertical]", [.horizontal, .vertical]),
            ("vertical", ".vertical", [.vertical]),
        ] as [(String, String, Set<Axis>)] {
            let a = try SceneDecoder.decode("view: {ViewThatFits: {in: \(yaml), content: [Color: red]}}", file: "s.yaml", options: Self.square)
            let b = try SceneDecoder.decode("ViewThatFits(in: \(swift)) { Color.red }", file: "S.swift", options: Self.square)
            #expect((a.root.view as? ViewThatFits)?.axes == expected)
            #expect((b.root.view as? ViewThatFits)?.axes == expected)
        }
        let plain = try SceneDecoder.decode("ViewThatFits { Color.red }", file: "S.swift", options: Self.square)
        #expect((plain.root.view as? ViewThatFits)?.axes == [.horizontal, .vertical])
    }

    // MARK: safeAreaPadding

    /// The forms of `padding`, as safe-area padding.
    @Test func safeAreaPaddingArguments() throws {
        let cases: [(yaml: String, swift: String, insets: EdgeInsets)] = [
            ("20", "(20)", EdgeInsets(all: 20)),
            ("true", "()", EdgeInsets(all: 16)),
            ("{edges: [horizontal], length: 10}", "(.horizontal, 10)", EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)),
            ("{top: 5, leading: 6}", "(EdgeInsets(top: 5, leading: 6, bottom: 0, trailing: 0))", EdgeInsets(top: 5, leading: 6, bottom: 0, trailing: 0)),
            ("[top]", "(.top)", EdgeInsets(top: 16, leading: 0, bottom: 0, trailing: 0)),
        ]
        for c in cases {
            let a = try SceneDecoder.decode("view: {Color: red, safeAreaPadding: \(c.yaml)}", file: "s.yaml", options: Self.square)
            let b = try SceneDecoder.decode("Color.red.safeAreaPadding\(c.swift)", file: "S.swift", options: Self.square)
            #expect((a.root.view as? SafeAreaPadding)?.insets == c.insets, "\(c.yaml)")
            #expect((b.root.view as? SafeAreaPadding)?.insets == c.insets, "\(c.swift)")
        }
    }

    /// A colour background inside reaches through the padding (SafeAreaPaddingTests): 140 × 90.
    @Test func safeAreaPaddingExtendsABackgroundInside() throws {
        let yaml = try layOut(
            """
            view:
              Color: blue
              frame: {width: 100, height: 50}
              background: orange
              id: c
              safeAreaPadding: 20
            """)
        let swift = try layOut(
            """
            Color.blue.frame(width: 100, height: 50)
                .background(.orange)
                .accessibilityIdentifier("c")
                .safeAreaPadding(20)
            """, file: "S.swift")
        for tree in [yaml, swift] {
            let background = tree.nodes.first { $0.kind == "Color" && $0.frame.width == 140 }
            #expect(background?.frame == rect(130, 155, 140, 90))
        }
    }

    @Test func safeAreaPaddingProblemsNameIt() {
        do {
            _ = try SceneDecoder.decode("view: {Color: red, safeAreaPadding: {lenght: 3}}", file: "s.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map { $0.formatted() } == ["s.yaml:1:38: error: unknown parameter 'lenght' for 'safeAreaPadding'; did you mean 'length'?"])
        }
    }

    // MARK: containerRelativeFrame

    /// Apple's carousel: items of 3 columns out of 4 (spacing 10) of a horizontal scroll view
    /// with safeAreaPadding(.horizontal, 20). The scroll view is 400 − 40 = 360 wide, the
    /// container: (360 − 30) / 4 · 3 + 20 = 267.5 an item, each 100 high (its frame), centred in
    /// the 400-high LazyHStack: y 150; item 1 at 20 + 267.5 + 10 = 297.5.
    @Test func containerRelativeFrameInAScrollView() throws {
        let yaml = try layOut(
            """
            view:
              ScrollView:
                axes: horizontal
                content:
                  - LazyHStack:
                      spacing: 10
                      content:
                        - ForEach:
                            count: 3
                            content:
                              - Color: purple
                                frame: {height: 100}
                                containerRelativeFrame: {axes: horizontal, count: 4, span: 3, spacing: 10}
                                id: 'item\\(index)'
              safeAreaPadding: {edges: [horizontal], length: 20}
            """)
        let swift = try layOut(
            """
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<3) { i in
                        Color.purple.frame(height: 100)
                            .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
                            .accessibilityIdentifier("item\\(i)")
                    }
                }
            }
            .safeAreaPadding(.horizontal, 20)
            """, file: "S.swift")
        for tree in [yaml, swift] {
            #expect(frames(tree, ["item0", "item1"]) == [rect(20, 150, 267.5, 100), rect(297.5, 150, 267.5, 100)])
        }
    }

    /// The closure form, called once per axis with the container's length (400) and the axis.
    @Test func containerRelativeFrameClosure() throws {
        let yaml = try layOut(
            """
            view:
              Color: red
              containerRelativeFrame: {axes: [horizontal, vertical], length: 'length / 2'}
              id: c
            """)
        #expect(yaml.frame("c") == rect(100, 100, 200, 200))
        let swift = try layOut(
            """
            Color.red
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .horizontal ? length / 2 : length / 4
                }
                .accessibilityIdentifier("c")
            """, file: "S.swift")
        #expect(swift.frame("c") == rect(100, 150, 200, 100))
    }

    @Test func containerRelativeFrameForms() throws {
        let forms: [(yaml: String, swift: String)] = [
            ("horizontal", "(.horizontal)"),
            ("{axes: [horizontal, vertical], alignment: topLeading}", "([.horizontal, .vertical], alignment: .topLeading)"),
            ("{axes: vertical, count: 3, spacing: 8}", "(.vertical, count: 3, spacing: 8)"),
        ]
        for form in forms {
            let a = try SceneDecoder.decode("view: {Color: red, containerRelativeFrame: \(form.yaml)}", file: "s.yaml", options: Self.square)
            let b = try SceneDecoder.decode("Color.red.containerRelativeFrame\(form.swift)", file: "S.swift", options: Self.square)
            for root in [a.root, b.root] {
                let frame = try #require(root.view as? ContainerRelativeFrame)
                switch form.yaml.first {
                case "h": #expect(frame.axes == [.horizontal] && frame.alignment == .center)
                case "{" where form.yaml.contains("count"):
                    #expect(frame.axes == [.vertical])
                    guard case .grid(let count, let span, let spacing) = frame.length else { Issue.record("not a grid"); continue }
                    #expect(count == 3 && span == 1 && spacing == 8)
                default: #expect(frame.axes == [.horizontal, .vertical] && frame.alignment == .topLeading)
                }
            }
        }
    }

    @Test func containerRelativeFrameProblems() {
        for (yaml, expected) in [
            ("{axes: horizontal, count: 0, spacing: 8}", "s.yaml:1:70: error: 'count' must be at least 1, found 0"),
            ("{axes: horizontal, count: 2}", "s.yaml:1:63: error: 'containerRelativeFrame' with a 'count' needs 'spacing' too (and optionally 'span')"),
            ("{axes: diagonal}", "s.yaml:1:51: error: unknown axis 'diagonal'"),
        ] {
            do {
                _ = try SceneDecoder.decode("view: {Color: red, containerRelativeFrame: \(yaml)}", file: "s.yaml")
                Issue.record("decoded \(yaml)")
            } catch {
                #expect(error.diagnostics.map { $0.formatted() } == [expected])
            }
        }
    }

    // MARK: Grid

    /// WWDC22's leaderboard (GridTests.aFlexibleColumnTakesWhatTheOthersLeave): the bars take
    /// the 324 the names (48) and votes (12) leave of 400; the votes are trailing-aligned.
    @Test func gridLeaderboard() throws {
        let yaml = try layOut(
            """
            view:
              Grid:
                alignment: leading
                content:
                  - GridRow:
                      - Text: Cat
                        font: {size: 10}
                      - Color: blue
                        frame: {height: 4}
                        id: bar
                      - Text: '10'
                        font: {size: 10}
                        gridColumnAlignment: trailing
                        id: v0
                  - Divider
                  - GridRow:
                      - Text: Goldfish
                        font: {size: 10}
                      - Color: blue
                        frame: {height: 4}
                      - Text: '5'
                        font: {size: 10}
                        id: v1
            """)
        let swift = try layOut(
            """
            Grid(alignment: .leading) {
                GridRow {
                    Text("Cat").font(.system(size: 10))
                    Color.blue.frame(height: 4).accessibilityIdentifier("bar")
                    Text("10").font(.system(size: 10))
                        .gridColumnAlignment(.trailing)
                        .accessibilityIdentifier("v0")
                }
                Divider()
                GridRow {
                    Text("Goldfish").font(.system(size: 10))
                    Color.blue.frame(height: 4)
                    Text("5").font(.system(size: 10)).accessibilityIdentifier("v1")
                }
            }
            """, file: "S.swift")
        // Rows 12, 1 (the divider) and 12, 8 apart: 41 high at y 179.5.
        for tree in [yaml, swift] {
            #expect(tree.frame("bar").width == 324)
            #expect(frames(tree, ["v0", "v1"]) == [rect(388, 179.5, 12, 12), rect(394, 208.5, 6, 12)])
        }
    }

    @Test func gridCellModifiers() throws {
        let yaml = try SceneDecoder.decode(
            """
            view:
              Grid:
                - GridRow:
                    - Color: red
                      gridCellColumns: 2
                      gridCellUnsizedAxes: [horizontal, vertical]
                      gridCellAnchor: {x: 0.25, y: 0.75}
            """, file: "s.yaml", options: Self.square)
        let swift = try SceneDecoder.decode(
            """
            Grid {
                GridRow {
                    Color.red
                        .gridCellColumns(2)
                        .gridCellUnsizedAxes([.horizontal, .vertical])
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                }
            }
            """, file: "S.swift", options: Self.square)
        for scene in [yaml, swift] {
            let anchor = try #require(scene.root.subviews.first)
            #expect((anchor.view as? GridCellAnchor)?.anchor == UnitPoint(x: 0.25, y: 0.75))
            #expect((anchor.subviews[0].view as? GridCellUnsizedAxes)?.axes == [.horizontal, .vertical])
            #expect((anchor.subviews[0].subviews[0].view as? GridCellColumns)?.count == 2)
        }
        do {
            _ = try SceneDecoder.decode("view: {Grid: [{GridRow: [{Color: red, gridCellColumns: 0}]}]}", file: "s.yaml")
            Issue.record("decoded")
        } catch {
            #expect(error.diagnostics.map { $0.formatted() } == ["s.yaml:1:56: error: 'gridCellColumns' must be at least 1, found 0"])
        }
    }

    // MARK: Text

    /// TextTruncationTests' cases through both front ends: "Hello W…" (48 × 12) in head mode;
    /// the 20-point text shrunk to fit 100 (100 × 18.5); a centred two-line text kept whole by
    /// fixedSize(horizontal: false, vertical: true) in a 20-high frame.
    @Test func textTruncationAndScaling() throws {
        let yaml = try layOut(
            """
            view:
              VStack:
                - Text: Hello World
                  font: {size: 10}
                  lineLimit: 1
                  truncationMode: head
                  id: cut
                  frame: {width: 50}
                - Text: Hello World
                  font: {size: 20}
                  lineLimit: 1
                  minimumScaleFactor: 0.5
                  id: shrunk
                  frame: {width: 100}
                - Text: aaa bbb ccc ddd
                  font: {size: 10}
                  multilineTextAlignment: center
                  fixedSize: {horizontal: false, vertical: true}
                  id: whole
                  frame: {width: 42, height: 20}
                - Text: Hello World
                  font: {size: 10}
                  lineLimit: 1
                  allowsTightening: true
                  id: tight
                  frame: {width: 64}
            """)
        let swift = try layOut(
            """
            VStack {
                Text("Hello World").font(.system(size: 10))
                    .lineLimit(1)
                    .truncationMode(.head)
                    .accessibilityIdentifier("cut")
                    .frame(width: 50)
                Text("Hello World").font(.system(size: 20))
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .accessibilityIdentifier("shrunk")
                    .frame(width: 100)
                Text("aaa bbb ccc ddd").font(.system(size: 10))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityIdentifier("whole")
                    .frame(width: 42, height: 20)
                Text("Hello World").font(.system(size: 10))
                    .lineLimit(1)
                    .allowsTightening(true)
                    .accessibilityIdentifier("tight")
                    .frame(width: 64)
            }
            """, file: "S.swift")
        for tree in [yaml, swift] {
            #expect(tree.frame("cut").size == Size(width: 48, height: 12))
            #expect(tree.frame("shrunk").size == Size(width: 100, height: 18.5))
            #expect(tree.frame("whole").size == Size(width: 42, height: 24))
            // 66 wide in 64: within 5%, set 0.2 a gap closer on one line (TextTruncationTests).
            #expect(tree.frame("tight").size == Size(width: 64, height: 12))
            let modes = tree.nodes.compactMap { node -> TruncationMode? in
                if case .text(let paint)? = node.paint { return paint.request.truncationMode }
                return nil
            }
            #expect(modes == [.head, .tail, .tail, .tail])
        }
    }

    @Test func textModifierProblems() {
        for (yaml, expected) in [
            ("{Text: a, truncationMode: start}", "s.yaml:1:33: error: unknown truncation mode 'start'"),
            ("{Text: a, minimumScaleFactor: 2}", "s.yaml:1:37: error: 'minimumScaleFactor' is between 0 and 1, found 2.0"),
            ("{Text: a, allowsTightening: 2}", "s.yaml:1:35: error: expected true or false for 'allowsTightening', found the number 2"),
        ] {
            do {
                _ = try SceneDecoder.decode("view: \(yaml)", file: "s.yaml")
                Issue.record("decoded \(yaml)")
            } catch {
                #expect(error.diagnostics.map { $0.formatted() } == [expected])
            }
        }
    }
}

/// `Rect(x:y:width:height:)`, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
