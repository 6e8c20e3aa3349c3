import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import Testing

/// `.preference(key:value:)` and `onPreferenceChange`: the scene is drawn with the state the
/// closures set from what the layout published (SwiftUI's next frame), through the pipeline
/// that every command uses. Real fonts: the sizes are read back, not predicted, except where
/// the layout fixes them.
@Suite struct ValuePreferenceTests {
    static var pipeline: Pipeline { sharedPipeline }

    func texts(_ source: String) throws -> [String] {
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        let tree = try Self.pipeline.layout(scene)
        return tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil }
    }

    @Test func aReadSizeModifierShowsTheSizeItRead() throws {
        // The reader in the background of a 120 × 40 frame publishes 120 × 40; the closure
        // stores it; the second text is drawn with it.
        let shown = try texts("""
            struct SizeKey: PreferenceKey {
                static var defaultValue: CGSize = .zero
                static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
            }
            struct ContentView: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    VStack {
                        Color.yellow
                            .frame(width: 120, height: 40)
                            .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                            .onPreferenceChange(SizeKey.self) { size = $0 }
                        Text("\\(size.width) x \\(size.height)")
                    }
                }
            }
            """)
        #expect(shown == ["120.0 x 40.0"])
    }

    @Test func aKeyReducesEveryValuePublished() throws {
        // Three rows publish 10, 30 and 20; reduce keeps the largest: 30.
        let shown = try texts("""
            struct MaxKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
            }
            struct ContentView: View {
                @State private var widest: CGFloat = 0
                var body: some View {
                    VStack {
                        ForEach([10, 30, 20], id: \\.self) { w in
                            Color.blue.frame(width: CGFloat(w), height: 5).preference(key: MaxKey.self, value: CGFloat(w))
                        }
                        Text("widest \\(widest)")
                    }
                    .onPreferenceChange(MaxKey.self) { widest = $0 }
                }
            }
            """)
        #expect(shown == ["widest 30.0"])
    }

    @Test func aClosureThatNeverSettlesStopsAfterAFewPasses() throws {
        // Each pass counts one more: the scene is laid out 1 + 4 times, and drawn with count 4.
        let shown = try texts("""
            struct K: PreferenceKey {
                static var defaultValue = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
            }
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)").preference(key: K.self, value: count).onPreferenceChange(K.self) { count = $0 + 1 }
                }
            }
            """)
        #expect(shown == ["4"])
    }
}
