import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene
@testable import LayoutDrawSwift
@testable import LayoutDrawSyntax

/// SwiftUI source as a scene: declarations, the memberwise initialiser, view-builder control
/// flow, the view that is drawn, the canvas, and problems positioned as swiftc positions them.
/// Text is measured with the fixed-advance measurer: a character of the 17-point body font is
/// 0.6 × 17 = 10.2 wide and a line 1.2 × 17 = 20.4 tall.
@Suite("SwiftUI source")
struct SwiftSourceTests {
    /// A 400 × 400 canvas without a safe area, so frames can be derived by hand.
    static var square: SceneDecodingOptions {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        return options
    }

    func layOut(_ source: String, options: SceneDecodingOptions = square, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws -> FrameTree
    {
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        } catch let error as DiagnosticList {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    func problems(_ source: String, options: SceneDecodingOptions = square) -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
            do {
                let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
                return (scene.warnings + LayoutWarnings.find(in: tree)).map { $0.formatted() }
            } catch {
                return (scene.warnings + [error]).map { $0.formatted() }
            }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aDeclaredViewIsMadeWithItsMemberwiseInitializer() throws {
        let tree = try layOut(
            """
            import SwiftUI

            struct Badge: View {
                let side: CGFloat
                var color = Color.red
                var body: some View {
                    color.frame(width: side, height: side / 2)
                }
            }

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 10) {
                        Badge(side: 40).accessibilityIdentifier("a")
                        Badge(side: 60, color: .blue).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // The stack is 60 wide (the wider badge) and 20 + 10 + 30 = 60 tall, centred on the
        // 400 × 400 canvas: its origin is (170, 170). The narrower badge is centred in it.
        #expect(tree.frame("a") == Rect(x: 180, y: 170, width: 40, height: 20))
        #expect(tree.frame("b") == Rect(x: 170, y: 200, width: 60, height: 30))
        #expect(tree.node(id: "b")?.kind == "frame")
    }

    static let controlFlow = """
        struct ContentView: View {
            var title: String? = "Hi"
            @State var mode = 2
            var body: some View {
                let width: CGFloat = 50
                VStack(spacing: 0) {
                    if let title {
                        Text(title).accessibilityIdentifier("title")
                    }
                    switch mode {
                    case 1:
                        Color.red.frame(width: width, height: 10).accessibilityIdentifier("one")
                    default:
                        Color.blue.frame(width: mode > 1 ? width * 2 : 0, height: 10).accessibilityIdentifier("other")
                    }
                }
            }
        }
        """

    @Test func viewBuildersReadLetIfLetAndSwitch() throws {
        let tree = try layOut(Self.controlFlow)
        #expect(tree.node(id: "title")?.text == "Hi")
        #expect(tree.node(id: "one") == nil)
        // "Hi" is 2 × 10.2 = 20.4 wide and 20.4 tall, rounded up to the 2× display's half
        // points: 20.5 × 20.5. The stack is 100 wide, 30.5 tall, at y = (400 - 30.5) / 2 = 184.75.
        #expect(tree.frame("title") == Rect(x: 189.75, y: 184.75, width: 20.5, height: 20.5))
        #expect(tree.frame("other") == Rect(x: 150, y: 205.25, width: 100, height: 10))
    }

    @Test func setOverridesAStateProperty() throws {
        var options = Self.square
        options.overrides = ["mode": "1", "title": "nil"]
        let tree = try layOut(Self.controlFlow, options: options)
        #expect(tree.node(id: "title") == nil)
        #expect(tree.frame("one") == Rect(x: 175, y: 195, width: 50, height: 10))
    }

    @Test func setChecksTheDeclaredTypeOfWhatItSets() {
        let source = """
            struct ContentView: View {
                @State var degree: Double = 0
                @State var count: Int = 1
                var body: some View { Text("\\(degree) \\(count)") }
            }
            """
        func problems(_ overrides: [String: String]) -> [String] {
            var options = Self.square
            options.overrides = overrides
            return self.problems(source, options: options)
        }
        // A whole number is a Double too, as a literal is; a Double is no Int, a Bool no number.
        #expect(problems(["degree": "30", "count": "2"]) == [])
        #expect(problems(["degree": "true"]) == ["S.swift:1:1: error: --set degree=true: cannot convert value of type 'Bool' to specified type 'Double'"])
        #expect(problems(["count": "2.5"]) == ["S.swift:1:1: error: --set count=2.5: cannot convert value of type 'Double' to specified type 'Int'"])
    }

    @Test func aPreviewProvidersLayoutIsTheCanvas() throws {
        func canvas(_ previewLayout: String) throws -> Size {
            let source = """
                struct Card: View {
                    var body: some View { Color.red.frame(width: 30, height: 20) }
                }
                struct Card_Previews: PreviewProvider {
                    static var previews: some View {
                        Card().previewLayout(\(previewLayout))
                    }
                }
                """
            let scene = try SceneDecoder.decode(source, file: "S.swift", options: SceneDecodingOptions())
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer()).canvas.size
        }
        #expect(try canvas(".fixed(width: 200, height: 100)") == Size(width: 200, height: 100))
        // The view's ideal size: the 30 × 20 frame.
        #expect(try canvas(".sizeThatFits") == Size(width: 30, height: 20))
        // The device is the default one, Xcode's iPhone 15 Pro (393 × 852).
        #expect(try canvas(".device") == Size(width: 393, height: 852))
        #expect(problems("Color.red.previewLayout(.fixed(width: -1, height: 10))") == [
            "S.swift:1:25: error: write .previewLayout(.fixed(width: 400, height: 300)) with positive sizes"
        ])
    }

    @Test func aWrongArgumentIsReportedAtItsLabelOrItself() {
        // An unknown label at the label (`widht` at column 17), an extra argument at itself.
        #expect(problems("Color.red.frame(widht: 10, height: 10)") == ["S.swift:1:17: error: unknown parameter 'widht' for 'frame'; did you mean 'width'?"])
        #expect(problems("Color.red.offset(3, 4, 5)") == [
            "S.swift:1:21: error: extra argument in call to 'offset'", "S.swift:1:24: error: extra argument in call to 'offset'",
        ])
        #expect(problems("Text(\"a\", foo: 1)") == [
            "S.swift:1:11: error: unknown parameter 'foo' for 'Text'; it takes a string, verbatim:, or a value with format:, style: or formatter:"
        ])
    }

    static let ownModifiers = """
        struct Card: ViewModifier {
            var tint: Color = .blue
            func body(content: Content) -> some View {
                content.padding(10).background(tint)
            }
        }
        extension View {
            func card() -> some View { modifier(Card()) }
            func boxed() -> some View { self.padding(4) }
            func spaced() -> some View { padding(6) }
        }
        struct ContentView: View {
            var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).modifier(Card(tint: .green)).accessibilityIdentifier("a")
                    Color.red.frame(width: 20, height: 20).card().accessibilityIdentifier("b")
                    Color.red.frame(width: 20, height: 20).boxed().accessibilityIdentifier("c")
                    Color.red.frame(width: 20, height: 20).spaced().accessibilityIdentifier("d")
                    Color.red.frame(width: 10, height: 10).frame(maxWidth: wide ? .infinity : nil).accessibilityIdentifier("e")
                }
            }
        }
        """

    @Test func modifiersOfTheSourcesOwnApplyToTheViewTheyModify() throws {
        // `.modifier(Card())`, a View extension calling `modifier(…)` on nothing, `self.padding`
        // and a bare `padding` all modify the view: 20 + 2 × 10 = 40, 20 + 2 × 4 = 28,
        // 20 + 2 × 6 = 32; `maxWidth: nil` (wide is false) leaves e at its 10. The stack is
        // 40 + 40 + 28 + 32 + 10 = 150 tall and 40 wide, centred in 400 × 400: (180, 125).
        let tree = try layOut(Self.ownModifiers)
        #expect(tree.frame("a") == Rect(x: 180, y: 125, width: 40, height: 40))
        #expect(tree.frame("b") == Rect(x: 180, y: 165, width: 40, height: 40))
        #expect(tree.frame("c") == Rect(x: 186, y: 205, width: 28, height: 28))
        #expect(tree.frame("d") == Rect(x: 184, y: 233, width: 32, height: 32))
        #expect(tree.frame("e") == Rect(x: 195, y: 265, width: 10, height: 10))
        // With wide, `maxWidth: .infinity` takes the whole 400.
        var options = Self.square
        options.overrides = ["wide": "true"]
        let wide = try layOut(Self.ownModifiers, options: options)
        #expect(wide.frame("e") == Rect(x: 0, y: 265, width: 400, height: 10))
    }

    @Test func fontWeightAndTheSemanticStylesDecode() {
        #expect(problems("Text(\"a\").fontWeight(.semibold).foregroundStyle(.tertiary).background(.background)") == [])
        #expect(
            problems("Text(\"a\").fontWeight(.semiBold)")
                == ["S.swift:1:22: error: unknown font weight '.semiBold'; did you mean '.semibold'?"])
    }

    @Test func aBareExpressionIsASnippetDrawnAtItsIdealSize() throws {
        let scene = try SceneDecoder.decode(
            """
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 50, height: 10)
            }
            """, file: "Snippet.swift")
        #expect(scene.canvas.sizing == .fit)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        let frames = tree.nodes.filter { $0.kind == "frame" }.map(\.frame)
        #expect(frames.count == 2)
        // Side by side; the shorter one centred vertically: 5 points below the taller one's top.
        #expect(frames[1].minX - frames[0].minX == 30)
        #expect(frames[1].minY - frames[0].minY == 5)
    }

    @Test func thePreviewIsDrawnWithItsTraits() throws {
        let scene = try SceneDecoder.decode(
            """
            struct Card: View {
                var body: some View { Color.green }
            }

            #Preview("Card", traits: .fixedLayout(width: 200, height: 100)) {
                Card().padding(10).accessibilityIdentifier("padded")
            }
            """, file: "Card.swift")
        #expect(scene.canvas.sizing == .fixed(Size(width: 200, height: 100)))
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.frame("padded") == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func withoutAPreviewContentViewIsDrawnOnAnIPhone15Pro() throws {
        let scene = try SceneDecoder.decode(
            """
            struct Other: View { var body: some View { Color.red } }
            struct ContentView: View { var body: some View { Other() } }
            """, file: "S.swift")
        // iPhone 15 Pro: 393 × 852 points.
        #expect(scene.canvas.sizing == .fixed(Size(width: 393, height: 852)))
    }

    @Test func membersWithoutTheirStructAreContentView() throws {
        let tree = try layOut(
            """
            var body: some View {
                HStack(spacing: gap) {
                    swatch(.red, 10)
                    swatch(.blue, 30)
                }
            }

            let gap: CGFloat = 4

            func swatch(_ color: Color, _ width: CGFloat) -> some View {
                color.frame(width: width, height: width).accessibilityIdentifier("w\\(Int(width))")
            }
            """)
        // 10 + 4 + 30 = 44 wide, 30 tall, centred: origin (178, 185); the small one centred
        // vertically in 30.
        #expect(tree.frame("w10") == Rect(x: 178, y: 195, width: 10, height: 10))
        #expect(tree.frame("w30") == Rect(x: 192, y: 185, width: 30, height: 30))
    }

    @Test func interpreterComputesReadoutsAsSwiftPrintsThem() throws {
        let tree = try layOut(
            """
            struct ContentView: View {
                let values = [3, 1, 2]
                var body: some View {
                    VStack {
                        Text("\\(values.map { $0 * 2 }.reduce(0, +)) \\(values.sorted().first ?? 0) \\(String(format: "%.2f", 2.0 / 3))")
                            .accessibilityIdentifier("a")
                        Text("\\(max(1.5, 2)) \\(abs(-3)) \\(CGFloat(7) / 2)").accessibilityIdentifier("b")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "12 1 0.67")
        #expect(tree.node(id: "b")?.text == "2.0 3 3.5")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func environmentBindingsAndIdentifiableData(_ scheme: ColorScheme) throws {
        var options = Self.square
        options.colorScheme = scheme
        let tree = try layOut(
            """
            struct Item: Identifiable {
                let id: Int
                let name: String
            }
            struct Row: View {
                @Binding var value: Double
                let item: Item
                var body: some View { Text("\\(item.name) \\(String(format: "%.1f", value))") }
            }
            struct ContentView: View {
                @Environment(\\.colorScheme) var colorScheme
                @State private var value = 2.5
                let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in Row(value: $value, item: item) }
                        Row(value: .constant(7), item: items[1])
                        Text(colorScheme == .dark ? "dark" : "light")
                    }
                }
            }
            """, options: options)
        // A binding reads its source's value; `.constant(7)` reads 7 as a Double (the
        // property's type); the environment's colour scheme is the picture's.
        #expect(tree.nodes.compactMap(\.text) == ["One 2.5", "Two 2.5", "Two 7.0", scheme == .dark ? "dark" : "light"])
    }

    @Test func previewDeviceTakesXcodesDeviceNames() throws {
        let scene = try SceneDecoder.decode(
            """
            struct ContentView: View {
                var body: some View { Text("a") }
            }
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                }
            }
            """, file: "S.swift")
        // The iPhone SE's screen: 375 × 667 points, a 20-point status bar.
        #expect(scene.canvas.sizing == .fixed(Size(width: 375, height: 667)))
        #expect(scene.canvas.safeArea.top == 20)
    }

    // MARK: Problems

    @Test func aSyntaxErrorIsPositionedBySwiftsParser() {
        let found = problems("VStack {\n    Text(\"a\"\n}\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("S.swift:2:") == true)
        #expect(found.first?.contains("error: expected ')'") == true)
    }

    @Test func unknownTypesGetDidYouMean() {
        let found = problems(
            """
            struct ContentView: View {
                var point: CGPoing = .zero
                var body: some View { Text("\\(point.x)") }
            }
            """)
        #expect(found == ["S.swift:2:16: error: cannot find type 'CGPoing' in scope; did you mean 'CGPoint'?"])
    }

    @Test func aForLoopInAViewBuilderSaysUseForEach() {
        let found = problems(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        for i in 0..<3 { Text("\\(i)") }
                    }
                }
            }
            """)
        #expect(found == ["S.swift:4:13: error: 'for' loops are not supported in a view builder; use ForEach"])
    }

    @Test func constructsOutsideTheSubsetAreNamed() {
        let found = problems(
            """
            protocol Named {}
            struct ContentView: View {
                var body: some View {
                    Text("\\(count())")
                }
                func count() -> Int {
                    var n = 0
                    defer { n += 1 }
                    return n
                }
            }
            """)
        // A protocol is read (AppSwiftFormsTests); `defer` is not.
        #expect(found == ["S.swift:8:9: error: 'defer' is not supported"])
    }

    @Test func valuesChangeThroughTheirMembersAndTakeTheirDeclaredTypes() throws {
        // p: (1, 2) → x + 3 = 4, y = 0. r: origin.x 0 → 5, width 10 × 2 = 20. The element's
        // height 1 → 4. `.zero` is the zero of the declared CGSize, and of the CGSize the
        // closure of `reduce` reads (Swift infers it): the widest of 3 × 1 and 5 × 2 is 5 × 2.
        // A proposal of 100 × nil reads width 100, no height (-1 after ??), and replaces the
        // nil by 10 (SwiftUI's default); `.unspecified` compares equal to a declared one.
        let tree = try layOut(
            """
            struct ContentView: View {
                var body: some View { Text("\\(moved()) | \\(sized()) | \\(proposals())").accessibilityIdentifier("t") }
                func moved() -> String {
                    var p = CGPoint(x: 1, y: 2)
                    p.x += 3
                    p.y = 0
                    var r = CGRect(x: 0, y: 0, width: 10, height: 10)
                    r.origin.x = 5
                    r.size.width *= 2
                    var list = [CGSize(width: 1, height: 1)]
                    list[0].height = 4
                    return "\\(p) \\(r.minX) \\(r.width) \\(list[0].height)"
                }
                func sized() -> String {
                    let s: CGSize = .zero
                    let widest = [CGSize(width: 3, height: 1), CGSize(width: 5, height: 2)].reduce(.zero) { m, s in
                        CGSize(width: max(m.width, s.width), height: max(m.height, s.height))
                    }
                    return "\\(s) \\(widest)"
                }
                func proposals() -> String {
                    let p = ProposedViewSize(width: 100, height: nil)
                    let u: ProposedViewSize = .unspecified
                    return "\\(p.width ?? 0) \\(p.height ?? -1) \\(p.replacingUnspecifiedDimensions()) \\(u == .unspecified) \\(p == .unspecified)"
                }
            }
            """)
        #expect(tree.node(id: "t")?.text == "(4.0, 0.0) 5.0 20.0 4.0 | (0.0, 0.0) (5.0, 2.0) | 100.0 -1 (100.0, 10.0) true false")
    }

    @Test func aViewExpressionAfterDeclarationsIsPositionedInTheFile() throws {
        // The expression starts on line 5: its views and its errors are positioned there, not
        // as if the file started with it.
        let tree = try layOut(
            """
            struct Foo {
                var x = 1
            }

            VStack {
                Color.red.frame(width: 10, height: 10)
            }
            """)
        #expect(tree.nodes.first { $0.kind == "VStack" }?.source == LayoutDrawCore.SourceLocation(file: "S.swift", line: 5, column: 1))
        #expect(problems("struct Foo {}\nText(\"\\(1 / 0)\")") == ["S.swift:2:11: error: division by zero"])
    }

    @Test func anglesAndTransformsAreNumbers() throws {
        // 180° is π radians; an Angle of .zero has none (swiftui-lab's WheelLayout adds its
        // `rotation: .zero` in radians); (0, −10) turned 90° clockwise on screen is (10, 0).
        let tree = try layOut(
            """
            let rotation: Angle = .zero
            Text("\\(Angle.degrees(180).radians) \\(rotation.radians) \\(CGPoint(x: 0, y: -10).applying(CGAffineTransform(rotationAngle: Double.pi / 2)))")
                .accessibilityIdentifier("t")
            """)
        #expect(tree.node(id: "t")?.text == "3.141592653589793 0.0 (10.0, 0.0)")
    }

    @Test func loopsRunAsSwiftRunsThem() throws {
        // `while` counts to 3; `repeat` runs its body once before testing; `continue` skips the
        // odd numbers and `break` ends the loop at 8, so the even numbers below 8 add up to
        // 0 + 2 + 4 + 6 = 12; a `break` in a `switch` ends the switch only.
        let tree = try layOut(
            """
            struct ContentView: View {
                var body: some View { Text("\\(counted()) \\(repeated()) \\(evens()) \\(switched())").accessibilityIdentifier("t") }
                func counted() -> Int {
                    var n = 0
                    while n < 3 { n += 1 }
                    return n
                }
                func repeated() -> Int {
                    var n = 10
                    repeat { n += 1 } while n < 3
                    return n
                }
                func evens() -> Int {
                    var sum = 0
                    for i in 0..<100 {
                        if i % 2 == 1 { continue }
                        if i == 8 { break }
                        sum += i
                    }
                    return sum
                }
                func switched() -> Int {
                    var n = 0
                    for i in 0..<3 {
                        switch i {
                        case 1: break
                        default: n += 1
                        }
                    }
                    return n
                }
            }
            """)
        #expect(tree.node(id: "t")?.text == "3 11 12 2")
    }

    @Test func twoUnrelatedViewsDrawTheFirstWrittenWithAWarning() throws {
        // Neither uses the other and no preview says which: the first written, B here, is
        // drawn (its 30-wide colour), and a warning names the other.
        let source = """
            struct B: View { var body: some View { Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("b") } }
            struct A: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            """
        #expect(problems(source) == [
            "S.swift:1:1: warning: the source declares several views and no preview: drawn is the first, 'B'; the others are 'A': add a #Preview, or pass --view NAME"
        ])
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: Self.square)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.node(id: "b")?.frame.width == 30)
        var options = Self.square
        options.viewName = "A"
        #expect(problems(source, options: options).isEmpty)
    }

    @Test func aFileDrawsTheViewItIsNamedAfter() throws {
        // `BadgeView.swift` declares three unrelated views: it draws BadgeView (the 30-wide
        // colour), as a file is named after its main type; `S.swift` could not tell them apart.
        let source = """
            struct Badge: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            struct BadgeView: View { var body: some View { Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("main") } }
            struct Other: View { var body: some View { Color.green.frame(width: 20, height: 10) } }
            """
        let scene = try SceneDecoder.decode(source, file: "Sources/App/BadgeView.swift", options: Self.square)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.node(id: "main")?.frame.width == 30)
        #expect(problems(source).first?.hasPrefix("S.swift:1:1: warning: the source declares several views and no preview: drawn is the first, 'Badge'") == true)
    }

    @Test func integerLiteralsTakeTheTypeOfTheExpressionTheyAreIn() throws {
        // Swift gives every literal of one arithmetic expression one type: beside a Double
        // (a float literal or a CGFloat value) `1 / 2` is 0.5; among integers it is 0, and
        // `Double(1 / 2)` converts the Int 0 (only a lone literal is coerced, SE-0213).
        let tree = try layOut(
            """
            struct ContentView: View {
                let size: CGFloat = 300
                let n = 3
                var body: some View {
                    let w = 10.0 * 3 + 2 - 1 / 2
                    Text("\\(w) \\(1 / 2 + 0.5) \\(1 / 2 * size) \\(0.5 + 1 / 2)").accessibilityIdentifier("doubles")
                    Text("\\(7 / 2) \\(Double(1 / 2)) \\(n / 2 * 3) \\(size > 1 / 2 * 600)").accessibilityIdentifier("ints")
                }
            }
            """)
        // 30 + 2 - 0.5 = 31.5; 0.5 + 0.5; 0.5 × 300; 0.5 + 0.5.
        #expect(tree.node(id: "doubles")?.text == "31.5 1.0 150.0 1.0")
        // 3; Double(0); 3 / 2 × 3 = 1 × 3 among Ints; 300 > 0.5 × 600 = 300 is false.
        #expect(tree.node(id: "ints")?.text == "3 0.0 3 false")
    }

    @Test func valuesDoubledInALoopEndInAnErrorNotInTheMachinesMemory() {
        // 2 bytes doubled 16 times is 131,072 bytes, past the 100,000 a value may hold. The
        // error is at the operator (`+` at column 33 of `        for _ in 0..<40 { s = s + s }`),
        // the compound assignment's `+=` (29), the interpolation that crosses the limit (the
        // second `s`, 38), or the call (its callee's `[`, 31).
        func doubling(_ statement: String) -> [String] {
            problems(
                """
                struct ContentView: View {
                    var body: some View {
                        var s = "ab"
                        var a = [1, 2]
                        for _ in 0..<40 { \(statement) }
                        return Text("\\(s.count) \\(a.count)")
                    }
                }
                """)
        }
        #expect(doubling("s = s + s") == ["S.swift:5:33: error: this makes a string of 131072 bytes, more than the limit of 100000"])
        #expect(doubling("s += s") == ["S.swift:5:29: error: this makes a string of 131072 bytes, more than the limit of 100000"])
        #expect(doubling("s = \"\\(s)\\(s)\"") == ["S.swift:5:38: error: this makes a string of 131072 bytes, more than the limit of 100000"])
        #expect(doubling("a = a + a") == ["S.swift:5:33: error: this makes an array of 131072 elements, more than the limit of 100000"])
        #expect(doubling("a = [a, a].flatMap { $0 }") == ["S.swift:5:31: error: this makes an array of 131072 elements, more than the limit of 100000"])
    }

    @Test func longChainsOfOperatorsAndModifiersAreErrorsNotCrashes() {
        // Each operator and each modifier (a member access and a call) nests the expression one
        // level deeper than the last; 512 levels is twice --max-depth.
        let operators = "Color.red.frame(width: " + Array(repeating: "1", count: 1_000).joined(separator: " + ") + ", height: 10)"
        #expect(problems(operators) == ["S.swift:1:24: error: the expression has 999 operators, more than 512 (twice --max-depth)"])
        let coalescing = "Color.red.frame(width: " + String(repeating: "nil ?? ", count: 600) + "3)"
        #expect(problems(coalescing) == ["S.swift:1:24: error: the expression has 600 operators, more than 512 (twice --max-depth)"])
        let modifiers = "// A long chain\nText(\"x\")" + String(repeating: ".padding(1)", count: 1_000)
        #expect(
            problems(modifiers) == [
                "S.swift:2:1: error: the expression nests more than 512 calls, member accesses, operators and closures inside each other (twice --max-depth)"
            ])
        // Under the limit, a long sum is added up: 500 ones.
        let sum = "Color.red.frame(width: " + Array(repeating: "1", count: 500).joined(separator: " + ") + ", height: 10)"
        #expect(problems(sum) == [])
    }

    @Test func chainsTheParserNestsOnAreErrorsNotCrashes() {
        // Twenty thousand of each stopped the process before the guard: the parser recursed
        // once for each. 256 is the limit (as for brackets); the 257th is where it is crossed.
        let awaits = "Color.red.frame(width: " + String(repeating: "await ", count: 20_000) + "1)"
        // "Color.red.frame(width: " is 23 bytes, each "await " 6: the 257th at 23 + 256 × 6 + 1.
        #expect(problems(awaits) == ["S.swift:1:1560: error: more than 256 'try', 'await', 'let' and the like in a row: Swift's parser nests once for each (--max-depth)"])
        var elseIfs = "struct ContentView: View {\n    let x = 1\n    var body: some View {\n        if x == 0 { Text(\"0\") }\n"
        for i in 1..<20_000 { elseIfs += "        else if x == \(i) { Text(\"\(i)\") }\n" }
        elseIfs += "        else { Text(\"z\") }\n    }\n}\n"
        // Line 4 holds the `if`; the 257th `else if` is on line 4 + 257, its `if` at column 14.
        #expect(problems(elseIfs) == ["S.swift:261:14: error: more than 256 'else if' in one chain: Swift's parser nests once for each (--max-depth)"])
        let optional = "struct ContentView: View {\n    var x: Int" + String(repeating: "?", count: 20_000) + " = nil\n    var body: some View { Text(\"a\") }\n}"
        // "    var x: Int" is 14 characters: the 257th '?' at column 14 + 257.
        #expect(problems(optional) == ["S.swift:2:271: error: more than 256 '?' and '!' in a row: Swift's parser nests once for each (--max-depth)"])
        // Under the limit the parser takes them: 200 'else if's draw the matching branch.
        var some = "struct ContentView: View {\n    let x = 150\n    var body: some View {\n        if x == 0 { Text(\"0\") }\n"
        for i in 1..<200 { some += "        else if x == \(i) { Text(\"\(i)\").accessibilityIdentifier(\"hit\") }\n" }
        some += "        else { Text(\"z\") }\n    }\n}\n"
        #expect((try? layOut(some))?.node(id: "hit")?.text == "150")
    }

    @Test func aLongLineOfMistakesGetsItsFirstMessage() {
        // A thousand statements on one line: swift-syntax's generator is asked about the part
        // of the tree where the first mistake is (it once took 85 seconds over the whole line).
        let source = "func f() {" + String(repeating: " guard true else { return }", count: 1_000) + "}\nText(\"a\")"
        // "func f() { guard true else { return }" is 37 characters: the missing ';' after it.
        #expect(problems(source).first == "S.swift:1:38: error: consecutive statements on a line must be separated by newline or ';'")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 300
        let source = String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth)
        let found = problems(source)
        #expect(found.count >= 1)
        #expect(found.first?.contains("error:") == true)
    }
}

extension Rect {
    /// Equal to within a millionth of a point (sums of decimals are not exact in binary).
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6 && abs(width - other.width) < 1e-6
            && abs(height - other.height) < 1e-6
    }
}

/// The guard against swift-syntax's exponential lookahead: `[` nesting is counted in code and
/// in string interpolations, never in comments or string text.
@Suite struct SquareBracketNestingTests {
    func deepest(_ source: String, limit: Int = 3) -> Int? {
        ParserGuard.firstTooDeep(in: source, limit: limit)
    }

    @Test func theFirstBracketPastTheLimitIsFound() {
        // Offsets are UTF-8: "let a = " is 8 bytes, so the 4th '[' is at 11.
        #expect(deepest("let a = [[[[1]]]]") == 11)
        #expect(deepest("let a = [[[1]]]") == nil)
        // Siblings do not add up: each closes before the next opens.
        #expect(deepest("[[[1]], [[2]], [[3]]]") == nil)
        // Parentheses between do not hide the nesting (`[(` is just as slow to parse).
        #expect(deepest("[([([([(1)])])])]") == 6)
    }

    @Test func commentsAndStringTextAreSkipped() {
        #expect(deepest("// [[[[[[\nText(\"a\")") == nil)
        #expect(deepest("/* [[[[ /* [[[[ */ [[[[ */ Text(\"a\")") == nil)
        #expect(deepest("Text(\"[[[[[[\")") == nil)
        #expect(deepest("Text(\"\"\"\n[[[[[[\n\"\"\")") == nil)
        #expect(deepest("Text(#\"[[[[ \\( [[[[ \"#)") == nil)
        #expect(deepest("Text(\"a \\\" [[[[[[\")") == nil)
    }

    @Test func interpolationsAreCode() {
        // `"x \(` is 5 bytes, the 4th '[' at 5 + 3 = 8.
        #expect(deepest("\"x \\([[[[1]]]].count)\"") == 8)
        // A raw string's interpolation is `\#(`; a string inside an interpolation is text again.
        #expect(deepest("#\"\\#([[[[1]]]])\"#") == 8)
        #expect(deepest("\"\\(f(\"[[[[\"))\"") == nil)
        // After the interpolation closes, the rest of the string is text.
        #expect(deepest("\"\\(a) [[[[\"") == nil)
    }

    @Test func anUnterminatedStringOrCommentEndsTheScan() {
        #expect(deepest("Text(\"abc") == nil)
        #expect(deepest("/* [[[[") == nil)
    }
}

/// The guard against what swift-syntax's parser nests on without brackets: each chain is
/// refused at the token that makes it one longer than the limit.
@Suite struct ParserGuardTests {
    func problem(_ source: String, limit: Int = 3) -> ParserGuard.Problem? {
        ParserGuard.firstProblem(in: source, chains: limit)
    }

    @Test func prefixKeywordsInARow() {
        // "x = " is 4 bytes; the 4th keyword starts at 4 + 3 × 4 = 16 ("try " is 4 bytes).
        #expect(problem("x = try try try try 1")?.offset == 16)
        #expect(problem("x = try try try try 1")?.message == "more than 3 'try', 'await', 'let' and the like in a row: Swift's parser nests once for each (--max-depth)")
        #expect(problem("x = try try try 1") == nil)
        // `try?` and `try!` go on the chain; anything else ends it, and a member is no keyword.
        #expect(problem("try? try! await try f()")?.offset == 16)
        #expect(problem("try f(try g(try h(try i())))") == nil)
        #expect(problem("a.try.try.try.try") == nil)
        #expect(problem("let a = 1\nlet b = 2\nlet c = 3\nlet d = 4") == nil)
        #expect(problem("if case let let let let x = y {}")?.offset == 20)
    }

    @Test func elseIfChains() {
        let chain = "if a {} else if b {} else if c {} else if d {} else if e {}"
        // The 4th `else if`'s `if`: "if a {} " is 8 bytes and each "else if x {} " 13.
        #expect(problem(chain)?.offset == 8 + 3 * 13 + 5)
        #expect(problem(chain)?.message.hasPrefix("more than 3 'else if' in one chain") == true)
        // Separate statements, and `else` followed by a block, start again.
        #expect(problem("if a {} else if b {}\nif c {} else if d {}\nif e {} else if f {}\nif g {} else if h {}") == nil)
        #expect(problem("if a {} else { }\nif b {} else { }\nif c {} else { }\nif d {} else { }") == nil)
        // Inside a branch is a chain of its own.
        #expect(problem("if a {} else if b { if c {} else if d {} else if e {} } else if f {}") == nil)
    }

    @Test func conditionalsNestedInTheMiddle() {
        // `a ? b ? c ? d ? 1 : 2 : 3 : 4 : 5`: the 4th `?` is at 14.
        #expect(problem("a ? b ? c ? d ? 1 : 2 : 3 : 4 : 5")?.offset == 14)
        // A chain in the else branch closes each before the next opens.
        #expect(problem("a ? 1 : b ? 2 : c ? 3 : d ? 4 : e ? 5 : 6") == nil)
        // An optional's `?` follows its operand.
        #expect(problem("a?.b?.c?.d?.e") == nil)
    }

    @Test func functionTypeArrowsAndTypeMarks() {
        // `(A) -> (B) -> (C) -> (D) -> E`: the 4th `->` is at 4 + 3 × 7 = 25.
        #expect(problem("let f: (A) -> (B) -> (C) -> (D) -> E")?.offset == 32)
        #expect(problem("let f: (A) -> B\nlet g: (C) -> D\nlet h: (E) -> F\nlet i: (G) -> H") == nil)
        // `Int????`: the 4th mark at 10; `a ?? b` has two.
        #expect(problem("let x: Int???? = nil")?.offset == 13)
        #expect(problem("let x = a ?? b ?? c") == nil)
    }

    @Test func commentsStringsAndDirectivesAreNotCode() {
        #expect(problem("// try try try try\nText(\"try try try try\")") == nil)
        #expect(problem("#if os(iOS)\n#elseif os(macOS)\n#elseif A\n#elseif B\n#elseif C\n#endif") == nil)
        #expect(problem("`try`(`try`(`try`(`try`)))") == nil)
    }
}

extension SwiftSourceTests {
    /// swift-syntax 603 stops the process building the Fix-It of this `=` (a space before it, a
    /// form feed and a space after): the front end reports it itself. `    let width =` puts the
    /// `=` at column 15; swift-syntax places the message after it, at 16.
    @Test func anEqualThatWouldStopSwiftSyntaxIsReported() {
        let found = problems("struct ContentView: View {\n    let width =\u{0C} 10\n    var body: some View { Text(\"x\") }\n}\n")
        #expect(found == ["S.swift:2:16: error: '=' must have consistent whitespace on both sides"])
    }
}

extension SwiftSourceTests {
    /// The runs a text node draws: each run's string, whether it is bold, italic or struck
    /// through, and its own colour.
    func runs(_ tree: FrameTree, _ id: String) -> [String] {
        guard case .text(let paint)? = tree.node(id: id)?.paint else { return [] }
        return paint.request.runs.map { run in
            let a = run.attributes
            // `bold()` on body text is its emphasized weight, Semibold.
            return run.string + (a.font.weight == .semibold ? " bold" : "") + (a.font.isItalic ? " italic" : "")
                + (a.strikethrough != nil ? " struck" : "") + (a.color.map { " \($0.light)" } ?? "")
        }
    }

    /// `Text("Tap \(Text("here").bold()) **now**")` is measured and drawn as
    /// `Text("Tap ") + Text("here").bold() + Text(" ") + Text("now").bold()`, and a Markdown link
    /// in the tint colour; the fixed-advance measurer gives every character 10.2 points whatever
    /// its weight, so the sizes are the strings' without their markers.
    @Test func markdownAndInterpolatedTextsAreLaidOutAsJoinedTexts() throws {
        let source = #"""
            VStack(spacing: 0) {
                Text("Tap \(Text("here").bold()) **now**").accessibilityIdentifier("tap")
                Text("[Terms](https://example.com) ~~apply~~").accessibilityIdentifier("terms")
            }
            .tint(.green)
            """#
        let yaml = #"""
            view:
              VStack:
                spacing: 0
                content:
                  - Text: 'Tap \(Text("here").bold()) **now**'
                    id: tap
                  - Text: '[Terms](https://example.com) ~~apply~~'
                    id: terms
              tint: green
            """#
        let scene = try SceneDecoder.decode(yaml, file: "S.yaml", options: Self.square)
        let fromYAML = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        for tree in [try layOut(source), fromYAML] {
            // "Tap here now" is 12 × 10.2 = 122.4 wide, "Terms apply" 11 × 10.2 = 112.2, each 20.4
            // tall; on the 2× display 122.5, 112.5 and 20.5. The stack, 122.5 × 41, is centred on
            // the 400 × 400 canvas at (138.75, 179.5); the narrower text is centred in it.
            #expect(tree.node(id: "tap")?.text == "Tap here now")
            #expect(tree.frame("tap") == Rect(x: 138.75, y: 179.5, width: 122.5, height: 20.5))
            #expect(tree.frame("terms") == Rect(x: 143.75, y: 200, width: 112.5, height: 20.5))
            #expect(runs(tree, "tap") == ["Tap ", "here bold", " ", "now bold"])
            let green = ColorStyle.named["green"]!.light
            #expect(runs(tree, "terms") == ["Terms \(green)", " ", "apply struck"])
        }
    }

    /// Swift's `.id(_:)` with a string literal names the view as `.accessibilityIdentifier`
    /// does (the SVG's `<title>`, the dump's id); other identities name nothing, and
    /// `.accessibilityIdentifier` wins over `.id` in either order.
    @Test func aStringIdNamesTheView() throws {
        let tree = try layOut(
            """
            VStack(spacing: 0) {
                Circle().frame(width: 10, height: 10).id("dot")
                Color.red.frame(width: 20, height: 30).id(7)
                ForEach(0..<3) { i in
                    Color.blue.frame(width: 5, height: 5).id("row-\\(i)")
                }
                Color.green.frame(width: 8, height: 8).accessibilityIdentifier("green").id("other")
                Color.green.frame(width: 8, height: 8).id("other2").accessibilityIdentifier("green2")
            }
            """)
        // The stack: 20 wide (the red frame), 10 + 30 + 3 × 5 + 8 + 8 = 71 high, centred on the
        // 400 × 400 canvas at (190, 164.5); each child is centred in its width.
        #expect(tree.frame("dot") == Rect(x: 195, y: 164.5, width: 10, height: 10))
        #expect(tree.node(id: "dot")?.kind == "frame")
        #expect(tree.frame("row-0") == Rect(x: 197.5, y: 204.5, width: 5, height: 5))
        #expect(tree.frame("row-2") == Rect(x: 197.5, y: 214.5, width: 5, height: 5))
        #expect(tree.frame("green") == Rect(x: 196, y: 219.5, width: 8, height: 8))
        #expect(tree.frame("green2") == Rect(x: 196, y: 227.5, width: 8, height: 8))
        #expect(tree.node(id: "other") == nil && tree.node(id: "other2") == nil && tree.node(id: "7") == nil)
        #expect(tree.nodes.compactMap(\.id) == ["dot", "row-0", "row-1", "row-2", "green", "green2"])
    }

    /// A name repeated by a ForEach is no error (SwiftUI lets it be): the first view has it,
    /// and a warning says so, once.
    @Test func aRepeatedStringIdIsAWarningOnce() throws {
        let source = """
            VStack {
                ForEach(0..<3) { i in
                    Color.blue.frame(width: 5, height: 5).id("row")
                }
            }
            """
        #expect(problems(source) == [
            "S.swift:3:47: warning: '.id(\"row\")' names only one view in the SVG and the layout dump: every view of this ForEach gets it; interpolate \\(index) or \\(item) to tell them apart; this view stays unnamed"
        ])
        #expect(try layOut(source).nodes.compactMap(\.id) == ["row"])
    }

    /// A NUL byte is refused where it is (column 10: after `Text("a")`), before the parser
    /// reads the source: its lexer reads a NUL apart from the comment it is in, which once let
    /// a fuzzed file's nested brackets past the guard into a lookahead that ran for minutes.
    @Test func aNulByteIsRefusedWhereItIs() {
        #expect(problems("Text(\"a\")\u{0}// [[[") == ["S.swift:1:10: error: the source holds a NUL byte (U+0000); a Swift source is text"])
    }
}
