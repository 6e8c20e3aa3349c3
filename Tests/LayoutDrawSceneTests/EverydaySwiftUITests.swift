import Foundation
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Constructs that everyday SwiftUI listings write — Xcode's new-project template, buttons with
/// an action and a label, modifiers with a trailing closure, colours kept in models — each read
/// as SwiftUI reads it. On the 400 × 400 canvas with the fixed-advance measurer (a body
/// character 10.2 wide, a line 20.4 tall).
extension SwiftSourceTests {
    static let red = ColorStyle.named["red"]!
    static let green = ColorStyle.named["green"]!

    private func textStyle(_ tree: FrameTree, _ string: String) -> ShapeStyle? {
        for node in tree.nodes {
            if case .text(let paint)? = node.paint, node.text == string { return paint.style }
        }
        return nil
    }

    @Test func xcodesNewProjectTemplateDrawsItsGlobeInTheTint() throws {
        // The template's `.foregroundStyle(.tint)`: the accent colour (blue) unless `.tint` set one.
        let tree = try layOut("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Tinted").foregroundStyle(.tint)
                        Text("Green").foregroundStyle(.tint).tint(.green)
                        Circle().fill(.tint).frame(width: 10, height: 10).accessibilityIdentifier("c")
                    }
                    .padding()
                }
            }
            #Preview { ContentView() }
            """)
        #expect(textStyle(tree, "Tinted") == .color(.blue))
        #expect(textStyle(tree, "Green") == .color(Self.green))
        let frame = try #require(tree.node(id: "c"))
        #expect(tree.nodes[frame.children[0]].paint == .shape(.circle, .fill(.color(.blue))))
    }

    @Test func aButtonWithAnActionArgumentAndATrailingLabel() throws {
        // `Button(action: save) { Text("Save") }`: the trailing closure is the label; the
        // button is its label's size, 4 × 10.2 = 40.8 by 20.4 rounded up to the 2× pixel grid
        // (41 × 20.5), centred: ((400 − 41) / 2, (400 − 20.5) / 2) = (179.5, 189.75).
        let tree = try layOut("""
            struct ContentView: View {
                func save() {}
                var body: some View { Button(action: save) { Text("Save") }.accessibilityIdentifier("b") }
            }
            """)
        let button = try #require(tree.node(id: "b"))
        #expect(button.kind == "Button")
        #expect(button.frame == Rect(x: 179.5, y: 189.75, width: 41, height: 20.5))
        #expect(textStyle(tree, "Save") == .color(.blue))
    }

    @Test func aDestructiveButtonIsRed() throws {
        let tree = try layOut("""
            VStack {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
            """)
        #expect(textStyle(tree, "Delete") == .color(Self.red))
        #expect(textStyle(tree, "Cancel") == .color(.blue))
        let yaml = try decodeYAMLTree("""
            view:
              Button: {title: Delete, role: destructive}
            """)
        #expect(textStyle(yaml, "Delete") == .color(Self.red))
    }

    @Test func modifiersWithATrailingClosureAreAcceptedAndLeftOut() throws {
        // Each changes nothing a still picture shows: the text is where it would be alone,
        // 2 × 10.2 = 20.4 by 20.4, 20.5 × 20.5 on the 2× pixel grid, centred at 189.75.
        let tree = try layOut("""
            struct ContentView: View {
                @State private var show = false
                @State private var on = false
                var body: some View {
                    Text("Hi")
                        .scaleEffect(on ? 2 : 1)
                        .animation(.easeInOut(duration: 0.3), value: on)
                        .sheet(isPresented: $show) { Text("Sheet") }
                        .alert("Title", isPresented: $show) { Button("OK") {} }
                        .onChange(of: on) { _, _ in show = true }
                        .onTapGesture(count: 2) { withAnimation(.spring()) { on.toggle() } }
                        .task(id: on) { }
                        .accessibilityIdentifier("t")
                }
            }
            """)
        let text = try #require(tree.node(id: "t"))
        #expect(text.frame == Rect(x: 189.75, y: 189.75, width: 20.5, height: 20.5))
    }

    @Test func withAnimationRunsItsBody() throws {
        // A function called from the body: `withAnimation` returns what its closure returns.
        let tree = try layOut("""
            struct ContentView: View {
                func doubled(_ n: Int) -> Int { withAnimation { n * 2 } }
                var body: some View { Text("\\(doubled(21))") }
            }
            """)
        #expect(tree.nodes.contains { $0.text == "42" })
    }

    @Test func aFilledShapeMayBeStrokedOverItsFill() throws {
        // iOS 17's ShapeView: `fill` then `stroke` draws both, along one outline, as one view.
        let tree = try layOut("""
            RoundedRectangle(cornerRadius: 10).fill(.yellow).stroke(.red, lineWidth: 4).frame(width: 120, height: 50).accessibilityIdentifier("r")
            """)
        let frame = try #require(tree.node(id: "r"))
        let shape = tree.nodes[frame.children[0]]
        #expect(shape.kind == "RoundedRectangle")
        let rect = Rect(x: 0, y: 0, width: 120, height: 50)
        let yellow = ShapeStyle.color(ColorStyle.named["yellow"]!)
        #expect(
            shape.paint
                == .vector(
                    VectorPaint([
                        .shape(.roundedRectangle(cornerRadius: 10), in: rect, .fill(yellow)),
                        .shape(.roundedRectangle(cornerRadius: 10), in: rect, .stroke(.color(Self.red), lineWidth: 4)),
                    ])))
        #expect(
            problems("Circle().fill(.red).fill(.blue)")
                == ["S.swift:1:21: warning: 'fill' applies to a shape; here it follows 'fill', so it is ignored"])
    }

    @Test func aColourKeptInAModelOrAnArrayIsAView() throws {
        // `item.color.frame(…)` and `colors[i].frame(…)`: two 40 × 40 colours side by side in an
        // HStack (spacing 8): 88 wide, centred at x = 156.
        let tree = try layOut("""
            struct Item: Identifiable { let id = UUID(); let color: Color }
            struct ContentView: View {
                let items = [Item(color: .red), Item(color: .blue)]
                let colors: [Color] = [.green, .orange]
                var body: some View {
                    VStack {
                        HStack { ForEach(items) { item in item.color.frame(width: 40, height: 40) } }.accessibilityIdentifier("a")
                        HStack { ForEach(0..<2) { i in colors[i].frame(width: 40, height: 40) } }.accessibilityIdentifier("b")
                    }
                }
            }
            """)
        for id in ["a", "b"] {
            let stack = try #require(tree.node(id: id))
            #expect(stack.frame.width == 88)
            let colours = stack.children.map { tree.nodes[tree.nodes[$0].children[0]].kind }
            #expect(colours == ["Color", "Color"])
        }
        #expect(problems("struct P { let n: Int }\nlet p = P(n: 3)\nVStack { p.n }") == ["S.swift:3:12: error: 'p.n' is a value of type Int, not a view"])
    }
}

/// A design system's extensions, key paths and initialisers as functions, the screen's bounds,
/// palettes, custom fonts.
extension SwiftSourceTests {
    @Test func staticMembersAddedToSwiftUIsTypes() throws {
        // `Color.brand` and `.brand`, a font and a number of the source's own; the padding of
        // 20 around a 10.2 × 20.4 text (20.5 × 20.5 on the pixel grid, 30 points of font: 30 ×
        // 0.6 = 18 wide, 36 tall) makes the background 58 × 76.
        let tree = try layOut("""
            extension Color {
                static let brand = Color(red: 0.2, green: 0.4, blue: 0.9)
            }
            extension Font { static let heading = Font.system(size: 30) }
            extension CGFloat { static let cardPadding: CGFloat = 20 }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("A").font(.heading).foregroundStyle(.brand).padding(.cardPadding).background(Color.brand.opacity(0.1)).accessibilityIdentifier("a")
                    }
                }
            }
            """)
        let brand = ColorStyle(RGBA(red: 0.2, green: 0.4, blue: 0.9))
        #expect(textStyle(tree, "A") == .color(brand))
        let background = try #require(tree.node(id: "a"))
        #expect(background.frame.size == Size(width: 58, height: 76))
        // An initialiser in an extension of Color is read (AppFormsTests draws what it makes).
        #expect(problems("extension Color { init(hex: String) { self = .red } }\nText(\"x\")") == [])
    }

    @Test func keyPathsAndInitialisersAreFunctions() throws {
        let tree = try layOut("""
            struct A { let n: String }
            let xs = [A(n: "a"), A(n: "b")]
            let ns = [1, 2, 3]
            VStack {
                Text(xs.map(\\.n).joined(separator: ", "))
                Text(ns.map(String.init).joined(separator: "+"))
            }
            """)
        #expect(tree.nodes.contains { $0.text == "a, b" })
        #expect(tree.nodes.contains { $0.text == "1+2+3" })
    }

    @Test func theScreensBoundsAreTheDevicesOrTheCanvas() throws {
        // The 400 × 400 canvas here; an iPhone 15 Pro's 393 × 852 with --device.
        let tree = try layOut("Text(\"\\(UIScreen.main.bounds.width) × \\(UIScreen.main.bounds.height)\")")
        #expect(tree.nodes.contains { $0.text == "400.0 × 400.0" })
        var options = SceneDecodingOptions()
        options.device = try #require(DevicePreset.named["iPhone 15 Pro"])
        let phone = try layOut("Text(\"\\(UIScreen.main.bounds.width)\")", options: options)
        #expect(phone.nodes.contains { $0.text == "393.0" })
        var fit = SceneDecodingOptions()
        fit.sizing = .fit
        #expect(
            problems("Text(\"\\(UIScreen.main.bounds.width)\")", options: fit)
                == ["S.swift:1:23: error: UIScreen.main.bounds is the device's screen: draw for one with --device or a fixed --size"])
    }

    @Test func aPaletteStylesWithItsPrimaryAndACustomFontIsTheSystemFont() throws {
        let tree = try layOut("""
            VStack {
                Text("P").foregroundStyle(.red, .green)
                Text("Avenir").font(.custom("Avenir Next", size: 30)).accessibilityIdentifier("f")
            }
            """)
        #expect(textStyle(tree, "P") == .color(Self.red))
        // Six characters of 30-point text: 6 × 18 = 108 wide, 36 tall.
        #expect(try #require(tree.node(id: "f")).frame.size == Size(width: 108, height: 36))
        #expect(
            problems("Text(\"x\").font(.custom(\"Avenir Next\", size: 30))")
                == ["S.swift:1:16: warning: the custom font 'Avenir Next' is drawn in the system font at 30.0 points: layoutdraw ships its own fonts only"])
        #expect(problems("Text(\"x\").badge(3)") == ["S.swift:1:11: warning: 'badge' is not drawn yet: this picture is drawn without the badge, which a device shows"])
        #expect(
            problems("List { Text(\"a\") }.searchable(text: .constant(\"\"), prompt: \"Find\")")
                == ["S.swift:1:20: warning: 'searchable' is not drawn yet: this picture is drawn without the search field, which a device shows"])
    }
}

/// A `ButtonStyle` the source declares.
extension SwiftSourceTests {
    @Test func aButtonStyleOfTheSourcesOwnIsTheButtonsLook() throws {
        // The style's body is the button: "Go" (2 × 10.2 = 20.4 by 20.4, 20.5 × 20.5 on the
        // pixel grid) padded by 24 and 12: 68.5 × 44.5, in white, with no tint of its own. The
        // inner `.buttonStyle(.bordered)` wins for its button: 20.5 + 2 × 12 by 20.5 + 2 × 7.
        let tree = try layOut("""
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .foregroundColor(.white)
                        .padding(.horizontal, 24)
                        .padding(.vertical, 12)
                        .background(Color.indigo)
                        .scaleEffect(configuration.isPressed ? 0.95 : 1)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button("Go") {}.accessibilityIdentifier("go")
                        Button("No") {}.buttonStyle(.bordered).accessibilityIdentifier("no")
                    }
                    .buttonStyle(Pill())
                }
            }
            """)
        let go = try #require(tree.node(id: "go"))
        #expect(go.kind == "Button")
        #expect(go.frame.size == Size(width: 68.5, height: 44.5))
        #expect(textStyle(tree, "Go") == .color(ColorStyle(.white)))
        let no = try #require(tree.node(id: "no"))
        let bordered = tree.nodes[no.children[0]]
        #expect(bordered.frame.size == Size(width: 44.5, height: 34.5))
        #expect(
            problems("struct S { }\nButton(\"x\") {}.buttonStyle(S())")
                == ["S.swift:2:28: error: 'S' is not a ButtonStyle: it has no 'makeBody(configuration:)'"])
    }
}

/// `lineLimit` with a range or `reservesSpace`.
extension SwiftSourceTests {
    @Test func aLineLimitRangeReservesItsLowerBound() throws {
        // A one-line text ("One": 3 × 10.2 = 30.6 wide, 31 on the 2× grid) takes 2 lines' height
        // with 2...4 (2 × 20.4 = 40.8, 41 on the grid), 3 with reservesSpace (61.2, 61.5), and
        // its own with ...4 (20.4, 20.5); YAML writes the same.
        let tree = try layOut("""
            VStack {
                Text("One").lineLimit(2...4).accessibilityIdentifier("a")
                Text("One").lineLimit(3, reservesSpace: true).accessibilityIdentifier("b")
                Text("One").lineLimit(...4).accessibilityIdentifier("c")
                Text("One").lineLimit(2...).accessibilityIdentifier("d")
            }
            """)
        func size(_ id: String) throws -> Size { try #require(tree.nodes[try #require(tree.node(id: id)).children[0]]).frame.size }
        #expect(try size("a") == Size(width: 31, height: 41))
        #expect(try size("b") == Size(width: 31, height: 61.5))
        #expect(try size("c") == Size(width: 31, height: 20.5))
        #expect(try size("d") == Size(width: 31, height: 41))
        let yaml = try decodeYAMLTree("""
            view:
              Text: One
              lineLimit: {limit: 3, reservesSpace: true}
              id: b
            """)
        #expect(try #require(yaml.nodes[try #require(yaml.node(id: "b")).children[0]]).frame.size == Size(width: 31, height: 61.5))
        let range = try decodeYAMLTree("""
            view:
              Text: One
              lineLimit: [2, 4]
              id: a
            """)
        #expect(try #require(range.nodes[try #require(range.node(id: "a")).children[0]]).frame.size == Size(width: 31, height: 41))
        #expect(problems("Text(\"x\").lineLimit(4...2)") == ["S.swift:1:22: error: a range needs its lower bound at most its upper bound, not 4...2"])
    }
}

/// `#Preview(traits: .landscapeLeft)` on the default device.
extension SwiftSourceTests {
    @Test func aLandscapePreviewTurnsTheDefaultDevice() throws {
        // The iPhone 15 Pro, 393 × 852 with 59 and 34 at the top and bottom, turned: 852 × 393,
        // the insets on the leading and trailing edges; a reader fills the safe area, 852 − 59 −
        // 34 = 759 by 393.
        let source = """
            struct ContentView: View {
                var body: some View { GeometryReader { p in Text("\\(p.size.width) × \\(p.size.height)") } }
            }
            #Preview(traits: .landscapeLeft) { ContentView() }
            """
        let scene = try SceneDecoder.decode(source, file: "S.swift")
        #expect(scene.canvas.sizing == .fixed(Size(width: 852, height: 393)))
        #expect(scene.canvas.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 0, trailing: 34))
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.nodes.contains { $0.text == "759.0 × 393.0" })
    }
}

/// The Swift that layout posts write: `reduce(into:)`, `merge(_:) { $1 }`, `$0` and `$1` over
/// pairs, `[Int]()`, `let _ = …`, and the deprecated `edgesIgnoringSafeArea`.
extension SwiftSourceTests {
    @Test func reduceIntoMergeAndPairs() throws {
        let tree = try layOut("""
            let xs = [1, 2, 3]
            let total = xs.reduce(into: 0) { $0 += $1 }
            let doubled = xs.reduce(into: [Int]()) { result, x in result.append(x * 2) }
            let size = [CGSize(width: 10, height: 5), CGSize(width: 20, height: 8)].reduce(into: CGSize.zero) { r, s in
                r.width += s.width
                r.height = max(r.height, s.height)
            }
            let merged = ["a": 1].merging(["a": 2, "b": 3]) { $1 }
            let products = zip([1, 2], [3, 4]).map { $0 * $1 }
            VStack {
                let _ = Self._printChanges()
                let _ = print("drawn")
                Text("\\(total) \\(doubled) \\(size.width)x\\(size.height)")
                Text("\\(merged["a"]!) \\(merged["b"]!) \\(products)")
            }
            """)
        // 1 + 2 + 3; each doubled; widths summed, the taller height; the later value wins; 1×3, 2×4.
        #expect(tree.nodes.contains { $0.text == "6 [2, 4, 6] 30.0x8.0" })
        #expect(tree.nodes.contains { $0.text == "2 3 [3, 8]" })
    }

    @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() throws {
        // On the iPhone 16 Pro (402 × 874, insets 62 and 34): the colour fills the screen.
        var options = SceneDecodingOptions()
        options.device = try #require(DevicePreset.named["iPhone 16 Pro"])
        let tree = try layOut("Color.red.edgesIgnoringSafeArea(.all).accessibilityIdentifier(\"c\")", options: options)
        #expect(tree.canvas.size == Size(width: 402, height: 874))
        let colour = try #require(tree.node(id: "c"))
        #expect(tree.nodes[colour.children[0]].frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(
            problems("Text(\"x\").layoutValue(key: K.self, value: 1)")
                == ["S.swift:1:11: error: 'layoutValue' is not supported yet", "S.swift:1:28: error: cannot find 'K' in scope"])
        #expect(
            problems("ForEach(2...) { Text(\"\\($0)\") }")
                .first?.hasPrefix("S.swift:1:9: error: ") == true)
    }
}

extension SwiftSourceTests {
    @Test func aTextMovedOutOfItsFrameIsNotReportedAsOverflowing() {
        // "Hi" (20.5 wide) fits its 50 × 30 frame; the offset moves it out on purpose.
        #expect(problems("Text(\"Hi\").offset(x: 200).frame(width: 50, height: 30)") == [])
        // Too wide for it (37 characters × 10.2 = 377.4 → 377.5), it is reported, shortened after the quote.
        #expect(
            problems("Text(\"A sentence far too long for its frame\").fixedSize().frame(width: 50, height: 30)")
                == ["S.swift:1:1: warning: text overflows its frame: 'A sentence far too long for it'… is 377.5 × 20.5 points, its frame (line 1) 50.0 × 30.0"])
    }
}

/// `#available` and a body that returns its view explicitly.
extension SwiftSourceTests {
    @Test func availabilityIsCheckedAgainstIOS17() throws {
        let tree = try layOut("""
            VStack {
                if #available(iOS 17, *) { Text("17") } else { Text("old") }
                if #available(iOS 18.0, *) { Text("18") } else { Text("not 18") }
                if #unavailable(iOS 16) { Text("before 16") }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["17", "not 18"])
    }

    @Test func aBodyThatReturnsExplicitlyRunsItsLoops() throws {
        let tree = try layOut("""
            struct ContentView: View {
                var body: some View {
                    var items: [String] = []
                    for i in 0..<3 { items.append("Row \\(i)") }
                    return VStack { ForEach(items, id: \\.self) { Text($0) } }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["Row 0", "Row 1", "Row 2"])
        // Without the `return`, the body is a view builder, where a loop is an error.
        #expect(
            problems("struct ContentView: View {\n var body: some View {\n  for i in 0..<3 { }\n  Text(\"x\")\n }\n}")
                == ["S.swift:3:3: error: 'for' loops are not supported in a view builder; use ForEach"])
    }
}

extension SwiftSourceTests {
    @Test func anAssetTheListingDoesNotShipIsAPlaceholder() throws {
        // 100 × 100, centred on the canvas, drawn as a crossed grey box; a warning names it.
        let tree = try layOut("Image(\"hero\").accessibilityIdentifier(\"i\")")
        let image = try #require(tree.nodes.first { $0.kind == "Image" })
        #expect(image.frame == Rect(x: 150, y: 150, width: 100, height: 100))
        guard case .vector? = image.paint else {
            Issue.record("a placeholder is drawn, not \(String(describing: image.paint))")
            return
        }
        #expect(problems("Image(\"hero\")").first?.hasPrefix("S.swift:1:7: warning: image 'hero' is not in an Assets.xcassets") == true)
    }
}

extension SwiftSourceTests {
    @Test func theScrollViewCoordinateSpaceIsTheInnermostScrollViews() throws {
        // Readers 50 high, 10 apart, below a 20-point top padding: at 20, 80 and 140 in the
        // scroll view's space, however far down the canvas the scroll view sits.
        let tree = try layOut("""
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    VStack(spacing: 10) {
                        ForEach(0..<3) { i in
                            GeometryReader { proxy in Text("\\(proxy.frame(in: .scrollView).minY) \\(proxy.frame(in: .scrollView(axis: .vertical)).minY)") }
                                .frame(height: 50)
                        }
                    }
                    .padding(.top, 20)
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["20.0 20.0", "80.0 80.0", "140.0 140.0"])
    }
}

/// What the tutorials of a third user test wrote.
extension SwiftSourceTests {
    @Test func anArrayOfEnumCasesWrittenAsImplicitMembers() throws {
        // `[.add, .sub]` typed `[Op]`: each element is an `Op`, so `rawValue` reads.
        let tree = try layOut("""
            enum Op: String { case add = "+", sub = "-" }
            struct ContentView: View {
                let ops: [Op] = [.add, .sub]
                func remove(at offsets: IndexSet) {}
                var body: some View {
                    HStack { ForEach(ops, id: \\.self) { Text($0.rawValue) } }
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["+", "-"])
        #expect(problems("Text(\"x\").toolbarBackground(.visible, for: .navigationBar)") == ["S.swift:1:11: warning: 'toolbarBackground' is not drawn yet: this picture is drawn without the bar's background, which a device shows"])
    }
}
