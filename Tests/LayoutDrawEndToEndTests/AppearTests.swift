import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// `.onAppear`, `.task` and `.task(id:)`: the actions run once after the first layout, and the
/// scene is drawn with the state they set (SwiftUI calls them after layout, before rendering),
/// through the pipeline every command uses. The numbers come from the frames the sources fix,
/// or, for text, from the first frame the same pipeline lays out.
@Suite struct AppearTests {
    static var pipeline: Pipeline { sharedPipeline }

    func laidOut(_ source: String, appear: Bool = true) throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.runsAppearActions = appear
        let scene = try Self.pipeline.decode(source, file: "S.swift", options: options)
        return try Self.pipeline.layout(scene)
    }

    func texts(_ source: String, appear: Bool = true) throws -> [String] {
        try laidOut(source, appear: appear).nodes.compactMap { $0.kind == "Text" ? $0.text : nil }
    }

    @Test func aReaderInABackgroundStoresTheSizeItWasGiven() throws {
        // The reader fills the background of a 120 × 40 frame: its proxy's size is 120 × 40.
        let source = """
            struct ContentView: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    VStack {
                        Color.yellow
                            .frame(width: 120, height: 40)
                            .background(GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } })
                        Text("\\(Int(size.width)) x \\(Int(size.height))")
                    }
                }
            }
            """
        #expect(try texts(source) == ["120 x 40"])
        // `--no-appear`: the first frame, before the action ran.
        #expect(try texts(source, appear: false) == ["0 x 0"])
    }

    @Test func theIssuesExampleShowsTheWidthOfTheFirstFramesText() throws {
        // The reader is the background of the text, so it reads the text's own width as first
        // drawn ("Width: 0"); the action runs once, so the picture shows that width, not the
        // width of the text it becomes.
        let source = """
            struct ContentView: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    Text("Width: \\(Int(size.width))")
                        .background(GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } })
                }
            }
            """
        let first = try laidOut(source, appear: false)
        let text = try #require(first.nodes.first { $0.kind == "Text" })
        #expect(text.text == "Width: 0")
        #expect(text.frame.width > 40 && text.frame.width < 100)
        #expect(try texts(source) == ["Width: \(Int(text.frame.width))"])
    }

    @Test func childrenAppearBeforeParentsAndTasksAfterEveryOnAppear() throws {
        // The text's two onAppear in the order written, then its stack's; then the tasks,
        // the text's first.
        let shown = try texts("""
            struct ContentView: View {
                @State private var log = ""
                var body: some View {
                    VStack {
                        Text("child")
                            .onAppear { log += "text " }
                            .task { log += "text-task " }
                            .onAppear { log += "text2 " }
                        Text("[\\(log)]")
                    }
                    .task { log += "stack-task" }
                    .onAppear { log += "stack " }
                }
            }
            """)
        #expect(shown == ["child", "[text text2 stack text-task stack-task]"])
    }

    @Test func aTaskAwaitsTheProjectsOwnFunctionsAndSleepsReturnAtOnce() throws {
        let shown = try texts("""
            struct ContentView: View {
                @State private var items: [String] = []
                @State private var status = "loading"
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                        Text(status)
                    }
                    .task(id: status) { await load() }
                }
                func load() async {
                    try? await Task.sleep(nanoseconds: 2_000_000_000)
                    items = await fetch()
                    status = "\\(items.count) loaded"
                }
                func fetch() async throws -> [String] { ["a", "b"] }
            }
            """)
        #expect(shown == ["a", "b", "2 loaded"])
    }

    @Test func anActionsTaskAndAMethodPassedAsTheActionRun() throws {
        let shown = try texts("""
            struct ContentView: View {
                @State private var first = "-"
                @State private var second = "-"
                var body: some View {
                    VStack {
                        Text(first).onAppear { Task { first = "task" } }
                        Text(second).onAppear(perform: start)
                    }
                }
                func start() { second = "method" }
            }
            """)
        #expect(shown == ["task", "method"])
    }

    @Test func aModelObjectLoadedByATaskIsDrawnLoaded() throws {
        let shown = try texts("""
            class Store: ObservableObject {
                @Published var names: [String] = []
                func load() async { names = ["x", "y", "z"] }
            }
            struct ContentView: View {
                @StateObject private var store = Store()
                var body: some View {
                    Text("\\(store.names.count) names").task { await store.load() }
                }
            }
            """)
        #expect(shown == ["3 names"])
    }

    @Test func aViewThatAppearsWithTheNewStateRunsItsActionOnTheNextPass() throws {
        let shown = try texts("""
            struct ContentView: View {
                @State private var loaded = false
                @State private var note = "none"
                var body: some View {
                    VStack {
                        if loaded {
                            Text("details").onAppear { note = "details appeared" }
                        }
                        Text(note)
                    }
                    .onAppear { loaded = true }
                }
            }
            """)
        #expect(shown == ["details", "details appeared"])
    }

    @Test func anActionThatCannotRunIsAWarningAndTheStateBeforeIsDrawn() throws {
        // The first action fails at the network call: the status it set before is dropped;
        // the second runs.
        let tree = try laidOut("""
            struct ContentView: View {
                @State private var status = "idle"
                @State private var other = "-"
                var body: some View {
                    VStack {
                        Text(status)
                        Text(other)
                    }
                    .task {
                        status = "fetching"
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                        status = "\\(data.count) bytes"
                    }
                    .onAppear { other = "appeared" }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["idle", "appeared"])
        let warnings = Self.pipeline.warnings(for: tree)
        let warning = try #require(warnings.first { $0.message.hasPrefix("'task' does not run in the picture") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("URLSession"), "\(warning.message)")
        #expect(warning.location?.line == 11)
    }

    /// `.onAppear(perform: load)` where `load` cannot be read (here: no such method; in a
    /// project, a method left out because it uses UIKit) is an action that does not run: a
    /// warning at the argument (line 6, column 32), and the state before it drawn.
    @Test func anActionThatCannotBeReadDoesNotRun() throws {
        let scene = try Self.pipeline.decode("""
            struct ContentView: View {
                @State private var status = "idle"
                var body: some View {
                    VStack { Text(status) }
                        .onAppear { status = "appeared" }
                        .onAppear(perform: loadImage)
                }
            }
            """, file: "S.swift")
        let warning = try #require(scene.warnings.first { $0.message.hasPrefix("'onAppear' does not run in the picture") })
        #expect(warning.message.hasSuffix("unknown name 'loadImage'"), "\(warning.message)")
        #expect(warning.location?.line == 6 && warning.location?.column == 32)
        let tree = try Self.pipeline.layout(scene)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["appeared"])
    }
}

/// SwiftData's `@Query` (and Core Data's `@FetchRequest`): a still picture has no store, so the
/// results start empty, with a warning where the property is declared; the rest draws.
@Suite struct FetchedResultsTests {
    @Test func aQueryStartsEmptyWithAWarning() throws {
        let pipeline = sharedPipeline
        let scene = try pipeline.decode("""
            struct Bird: Identifiable { var id = 0; var name = "" }
            struct ContentView: View {
                @Query var birds: [Bird]
                var body: some View {
                    VStack {
                        ForEach(birds) { bird in Text(bird.name) }
                        Text("\\(birds.count) birds")
                    }
                }
            }
            """, file: "S.swift")
        let tree = try pipeline.layout(scene)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["0 birds"])
        let warning = try #require(scene.warnings.first { $0.message.hasPrefix("'@Query var birds' starts empty") })
        #expect(warning.message.contains("SwiftData"))
        #expect(warning.location?.line == 3)
    }
}

/// A `PreviewProvider`'s `previews` names the provider's static members without the type, as
/// Swift lets any static member.
@Suite struct PreviewProviderStaticsTests {
    @Test func previewsBuildTheirViewFromTheProvidersStatics() throws {
        let pipeline = sharedPipeline
        let scene = try pipeline.decode("""
            struct Card: View {
                let title: String
                var count: Int
                var body: some View { Text("\\(title) \\(count)") }
            }
            struct Card_Previews: PreviewProvider {
                static let title = "Hello"
                static func count() -> Int { 3 }
                static var previews: some View {
                    Card(title: title, count: count())
                }
            }
            """, file: "S.swift")
        let tree = try pipeline.layout(scene)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["Hello 3"])
    }
}
