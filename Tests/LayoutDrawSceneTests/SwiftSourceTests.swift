import LayoutDrawCore
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

    @Test func swiftUIsControlsAreNamedAsNotSupportedYet() {
        #expect(problems("VStack {\n    SecureField(\"Password\", text: .constant(\"\"))\n}\n") == [
            "S.swift:2:5: error: 'SecureField' is not supported yet: layoutdraw lays out SwiftUI's layout views, shapes, text and images"
        ])
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
            class Model {}
            struct ContentView: View {
                var body: some View {
                    Text("\\(count())")
                }
                func count() -> Int {
                    var n = 0
                    while n < 3 { n += 1 }
                    return n
                }
            }
            """)
        #expect(found == [
            "S.swift:1:1: error: 'class' declarations are not supported; declare a struct (its properties take their initial values)",
            "S.swift:8:9: error: 'while' loops are not supported; use 'for' over a range",
        ])
    }

    @Test func twoUnrelatedViewsNeedAPreviewOrView() {
        let source = """
            struct A: View { var body: some View { Color.red } }
            struct B: View { var body: some View { Color.blue } }
            """
        #expect(problems(source) == [
            "S.swift:1:1: error: which view should be drawn? the source declares 'A', 'B': add a #Preview, or pass --view NAME"
        ])
        var options = Self.square
        options.viewName = "B"
        #expect(problems(source, options: options).isEmpty)
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
        SquareBracketNesting.firstTooDeep(in: source, limit: limit)
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
