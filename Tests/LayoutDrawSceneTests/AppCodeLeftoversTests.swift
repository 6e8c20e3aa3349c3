import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// Forms Apple's Food Truck writes that stopped its views, each reduced to a small scene: a
/// clip to the container's shape, a list row's tint, a `Logger` message's privacy, a static
/// object changed, a task kept as a value, a framework's view.
@Suite("App code leftovers")
struct AppCodeLeftoversTests {
    func decode(_ source: String) throws -> (tree: FrameTree, warnings: [String]) {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        return (try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer()), scene.warnings.map { $0.formatted() })
    }

    /// `ContainerRelativeShape`'s rule: the container shape set above, else a rectangle.
    @Test func aClipToTheContainerRelativeShapeIsTheContainersShape() throws {
        let (tree, _) = try decode("""
            VStack {
                Color.red.frame(width: 50, height: 50).clipShape(ContainerRelativeShape()).id("inside")
                    .containerShape(RoundedRectangle(cornerRadius: 12))
                Color.red.frame(width: 50, height: 50).clipShape(ContainerRelativeShape()).id("alone")
            }
            """)
        func clip(_ id: String) throws -> ShapeOutline? {
            var node = try #require(tree.node(id: id))
            while node.kind != "clipShape", let child = node.children.first { node = tree.nodes[child] }
            return node.clip
        }
        #expect(try clip("inside") == .roundedRectangle(cornerRadius: 12))
        #expect(try clip("alone") == .rectangle)
    }

    /// `.listItemTint(.fixed(.orange))` tints the row as `.tint(.orange)` does; `.monochrome`
    /// changes nothing drawn.
    @Test func aListItemTintIsTheRowsTint() throws {
        let (tree, warnings) = try decode("""
            VStack {
                Label("Truck", systemImage: "box.truck").listItemTint(.fixed(.orange))
                Label("Orders", systemImage: "shippingbox").listItemTint(.monochrome)
            }
            """)
        #expect(tree.nodes.filter { $0.kind == "tint" }.count == 1)
        #expect(warnings.isEmpty)
    }

    /// `.headerProminence(.increased)` is drawn without, with a warning naming what is missing.
    @Test func aHeaderProminenceIsNotDrawnYet() throws {
        let (_, warnings) = try decode("""
            List { Section("Orders") { Text("a") }.headerProminence(.increased) }
            """)
        #expect(warnings.contains { $0.contains("'headerProminence' is not drawn yet") && $0.contains("the section header's larger font") }, "\(warnings)")
    }

    /// A `Logger` message's `privacy:` option is OSLog's: it changes nothing drawn.
    @Test func aLoggerMessagesPrivacyIsRead() throws {
        let (_, warnings) = try decode(#"""
            struct V: View {
                init() { Logger(subsystem: "s", category: "c").info("opened \(3, privacy: .public)") }
                var body: some View { Text("a") }
            }
            """#)
        #expect(warnings.isEmpty)
    }

    /// `Manager.shared.width = 30` in an initializer changes the object the static holds, which
    /// the body then reads: 30 wide. A task kept in a property (`task = Task { … }`) is not
    /// run and makes nothing fail.
    @Test func aStaticObjectChangesAndAKeptTaskIsAValue() throws {
        let (tree, _) = try decode("""
            final class Manager {
                static let shared = Manager()
                var width = 10.0
                var task: Task<Void, Never>?
                init() { task = Task { await self.load() } }
                func load() async { width = 99 }
            }
            struct V: View {
                init() { Manager.shared.width = 30 }
                var body: some View { Color.red.frame(width: Manager.shared.width, height: 5).id("c") }
            }
            """)
        #expect(tree.node(id: "c")?.frame.width == 30)
    }

    /// AppIntents' `SiriTipView` is a placeholder of its type, with the module named.
    @Test func aSiriTipIsAPlaceholder() throws {
        let (tree, warnings) = try decode("""
            VStack { SiriTipView(intent: ShowTopDonutsIntent(), isVisible: .constant(true)).id("tip") }
            """)
        #expect(tree.node(id: "tip") != nil)
        #expect(warnings.contains { $0.contains("SiriTipView") && $0.contains("AppIntents") }, "\(warnings)")
    }
}

/// `sorted(using:)` with `KeyPathComparator` and `SortDescriptor` (Food Truck's orders table).
@Suite("Sort comparators")
struct SortComparatorTests {
    /// Three boxes of widths 30, 10, 20 and statuses placed, ready, placed: by status reversed
    /// (an enum's cases in their order: ready after placed), then by width — ready 10 first,
    /// then the placed ones by width, 20 and 30; by width alone with `SortDescriptor`, 10, 20,
    /// 30.
    @Test func comparatorsSortByTheirKeyPathsInOrder() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(
            """
            enum Status { case placed, ready }
            struct Box: Identifiable { let id: Int; let width: Double; let status: Status }
            struct V: View {
                let boxes = [Box(id: 1, width: 30, status: .placed), Box(id: 2, width: 10, status: .ready), Box(id: 3, width: 20, status: .placed)]
                var body: some View {
                    VStack {
                        ForEach(boxes.sorted(using: [KeyPathComparator(\\Box.status, order: .reverse), KeyPathComparator(\\Box.width)])) { box in
                            Color.red.frame(width: box.width, height: 5).id("a\\(box.id)")
                        }
                        ForEach(boxes.sorted(using: SortDescriptor(\\Box.width))) { box in
                            Color.blue.frame(width: box.width, height: 5).id("b\\(box.id)")
                        }
                    }
                }
            }
            """, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        func y(_ id: String) throws -> Double { try #require(tree.node(id: id)).frame.minY }
        #expect(try y("a2") < y("a3") && y("a3") < y("a1"))
        #expect(try y("b2") < y("b3") && y("b3") < y("b1"))
    }
}

/// A type's statics named without the type where Swift allows it.
@Suite("Statics unqualified")
struct UnqualifiedStaticsTests {
    /// `@State private var width: Double = defaultWidth` (a static of the same type, Food
    /// Truck's `placeholderForecast`), and `compactMark(size: 20)` in a preview provider's
    /// `previews` (its own static view function, Food Truck's `compactIndicator(proxy:)`):
    /// the card is 30 wide, the mark 20.
    @Test func aPropertysInitialValueAndAPreviewsViewFunctionSeeTheirTypesStatics() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(
            """
            struct Card: View {
                @State private var width: Double = defaultWidth
                var body: some View { Color.red.frame(width: width, height: 10).id("card") }
                static var defaultWidth: Double { 30 }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    VStack {
                        Card()
                        compactMark(size: 20)
                    }
                }
                @ViewBuilder
                static func compactMark(size: Double) -> some View {
                    Color.blue.frame(width: size, height: size).id("mark")
                }
            }
            """, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.node(id: "card")?.frame.width == 30)
        #expect(tree.node(id: "mark")?.frame.width == 20)
    }
}

/// Members the source adds to ranges, and a representable named through an alias.
@Suite("Range extensions and aliased conformances")
struct RangeExtensionTests {
    func decode(_ source: String) throws -> (tree: FrameTree, warnings: [String]) {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        return (try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer()), scene.warnings.map { $0.formatted() })
    }

    /// Food Truck's `value(percent:)`: a quarter of the way from 10 to 50 is 0.75 × 10 +
    /// 0.25 × 50 = 20.
    @Test func aClosedRangeExtensionsMethodRunsOnARange() throws {
        let (tree, _) = try decode("""
            extension ClosedRange where Bound: BinaryFloatingPoint {
                func value(percent: Bound, clamped: Bool = true) -> Bound {
                    var percent = percent
                    if clamped { percent = Swift.min(Swift.max(percent, 0), 1) }
                    return (1 - percent) * lowerBound + percent * upperBound
                }
            }
            struct V: View {
                let widths = 10.0 ... 50.0
                var body: some View { Color.red.frame(width: widths.value(percent: 0.25), height: 5).id("c") }
            }
            """)
        #expect(tree.node(id: "c")?.frame.width == 20)
    }

    /// `private typealias ViewControllerRepresentable = UIViewControllerRepresentable`: a type
    /// conforming through the alias is a representable, drawn as a placeholder.
    @Test func aRepresentableThroughATypeAliasIsAPlaceholder() throws {
        let (tree, warnings) = try decode("""
            private typealias ViewControllerRepresentable = UIViewControllerRepresentable
            struct MapBox: ViewControllerRepresentable {}
            struct V: View {
                var body: some View { MapBox().frame(width: 100, height: 60).id("m") }
            }
            """)
        #expect(tree.node(id: "m")?.frame.size == Size(width: 100, height: 60))
        #expect(warnings.contains { $0.contains("'MapBox' shows a UIKit view") }, "\(warnings)")
    }
}

/// Nil where Swift's value is nil (not "no such member").
@Suite("Nil values")
struct NilValueTests {
    /// `range(of:)` of text an `AttributedString` does not hold is nil, and a failable
    /// initializer of an extension that returns nil makes nil: both texts read "none".
    @Test func aMissingRangeAndAFailedInitAreNil() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(
            #"""
            extension Color {
                init?(code: String) {
                    guard code.hasPrefix("#") else { return nil }
                    self.init(red: 1, green: 0, blue: 0)
                }
            }
            struct V: View {
                let text = AttributedString("Hello")
                var body: some View {
                    VStack {
                        Text(text.range(of: "World") == nil ? "none" : "found").id("a")
                        Text(Color(code: "red") == nil ? "none" : "made").id("b")
                    }
                }
            }
            """#, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(tree.node(id: "a")?.text == "none")
        #expect(tree.node(id: "b")?.text == "none")
    }
}
