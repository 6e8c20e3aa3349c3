import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Forms apps write that a still picture must read: `ScrollViewReader`, an optional view
/// written `flag ? nil : view`, through the pipeline
/// every command uses. Frames come from the sizes the sources fix; the canvas is the default
/// iPhone (393 × 852 points, safe area 59 top and 34 bottom).
@Suite struct AppFormsTests {
    static var pipeline: Pipeline { sharedPipeline }

    func laidOut(_ source: String) throws -> FrameTree {
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        return try Self.pipeline.layout(scene)
    }

    func errors(_ source: String) -> [String] {
        do {
            _ = try Self.pipeline.layout(Self.pipeline.decode(source, file: "S.swift"))
            return []
        } catch {
            guard case .invalidScene(let list) = error else { return ["\(error)"] }
            return list.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aScrollViewReadersContentIsItsParentsViews() throws {
        // Two colours 10 and 20 wide in an HStack without spacing, through the reader as
        // through a Group: 30 wide, centred in 393: x 181.5 and 191.5; the safe area is 59 to
        // 818, its middle 438.5, so y 433.5.
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ScrollViewReader { proxy in
                            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
                        }
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame == Rect(x: 181.5, y: 433.5, width: 10, height: 10))
        #expect(tree.node(id: "b")?.frame == Rect(x: 191.5, y: 433.5, width: 20, height: 10))
        // The labelled form is the same.
        let labelled = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    ScrollViewReader(content: { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a") })
                }
            }
            """)
        #expect(labelled.node(id: "a")?.frame == Rect(x: 191.5, y: 433.5, width: 10, height: 10))
    }

    @Test func scrollToInAnActionIsNeverRunAndWhileAppearingIsAWarning() throws {
        let source = """
            struct ContentView: View {
                @State var rows = 1
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            ForEach(0..<rows, id: \\.self) { i in Text("Row \\(i)").id(i) }
                            Button("Top") { proxy.scrollTo(0) }
                        }
                        .onAppear { proxy.scrollTo(0, anchor: .bottom) }
                    }
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        let tree = try Self.pipeline.layout(scene)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["Row 0", "Top"])
        let warnings = Self.pipeline.warnings(for: tree)
        let warning = try #require(warnings.first { $0.message.hasPrefix("'onAppear' does not run in the picture") })
        #expect(warning.message.contains("'scrollTo' is not applied"), "\(warning.message)")
        #expect(warning.location?.line == 9)
        #expect(warning.location?.column == 25)
    }

    @Test func aScrollViewReaderNeedsItsContent() {
        #expect(errors("struct ContentView: View { var body: some View { ScrollViewReader() } }").contains {
            $0.hasPrefix("S.swift:1:50: error: 'ScrollViewReader' needs its content")
        })
    }

    @Test func aConditionalWithNilIsAnOptionalView() throws {
        // `flag ? nil : shape` as a background: nothing when the flag holds, else the shape,
        // the size of the 40 × 20 frame it is the background of, centred: (176.5, 428.5).
        func source(_ flag: Bool) -> String {
            """
            struct ContentView: View {
                @State var flag = \(flag)
                var body: some View {
                    Color.clear.frame(width: 40, height: 20)
                        .background(flag ? nil : RoundedRectangle(cornerRadius: 5).fill(.red).accessibilityIdentifier("bg"))
                        .overlay(flag ? Circle().accessibilityIdentifier("dot") : nil)
                }
            }
            """
        }
        let off = try laidOut(source(false))
        #expect(off.node(id: "bg")?.frame == Rect(x: 176.5, y: 428.5, width: 40, height: 20))
        #expect(off.node(id: "dot") == nil)
        let on = try laidOut(source(true))
        #expect(on.node(id: "bg") == nil)
        // A shape takes the whole 40 × 20 overlay (its circle is drawn 20 across inside).
        #expect(on.node(id: "dot")?.frame == Rect(x: 176.5, y: 428.5, width: 40, height: 20))
    }
}
