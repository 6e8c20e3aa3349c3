import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Views of frameworks layoutdraw does not model (issue 26): placeholders labelled with their
/// type, sized as SwiftUI sizes such a view, with a warning naming the module; `AsyncImage`
/// before its image loads. On the 400 × 400 canvas with the fixed-advance measurer: a body
/// character is 10.2 wide and a line 20.4 tall; the label's caption 2 (11 points) 6.6 and 13.2,
/// each rounded up to the 2× pixel grid.
extension SwiftSourceTests {
    private func frame(_ tree: FrameTree, _ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Rect {
        try #require(tree.node(id: id), sourceLocation: sourceLocation).frame
    }

    /// `KFImage` behaves as an `Image` whose file is not there: 100 × 100 whatever its proposal,
    /// centred; its label "KFImage" (7 × 6.6 = 46.2 → 46.5 by 13.2 → 13.5) in the middle.
    /// `.resizable()` makes it take its frame's 120 × 80; Kingfisher's own modifiers are read
    /// and change nothing.
    @Test func anImageLikeViewOfAnotherFrameworkBehavesAsAnImage() throws {
        let tree = try layOut("import Kingfisher\nKFImage(\"https://example.com/a.png\").accessibilityIdentifier(\"v\")\n")
        #expect(try frame(tree, "v") == Rect(x: 150, y: 150, width: 100, height: 100))
        let label = try #require(tree.nodes.first { $0.kind == "Text" })
        #expect(label.frame == Rect(x: 176.75, y: 193.25, width: 46.5, height: 13.5))

        let resized = try layOut("""
            KFImage("a.png").placeholder { ProgressView() }.fade(duration: 0.25).cancelOnDisappear(true)
                .resizable().accessibilityIdentifier("v").frame(width: 120, height: 80)
            """)
        #expect(try frame(resized, "v") == Rect(x: 140, y: 160, width: 120, height: 80))
        let warnings = problems("KFImage(\"a.png\")\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("warning: 'KFImage' is from Kingfisher, which layoutdraw does not model") == true, "\(warnings)")
    }

    /// `Map`, `Chart`, `VideoPlayer` take their proposal, as a `Color` does: the whole 400 wide
    /// and the frame's 200 tall; in a stack they share the space as flexible views. A label that
    /// does not fit inside the 4-point margin (a 20 × 10 map) is left out.
    @Test func aMapOrChartTakesTheSpaceItIsOffered() throws {
        let map = try layOut("import MapKit\nMap().accessibilityIdentifier(\"v\").frame(height: 200)\n")
        #expect(try frame(map, "v") == Rect(x: 0, y: 100, width: 400, height: 200))
        let stack = try layOut("""
            VStack(spacing: 0) {
                Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }.chartXAxis(.hidden).accessibilityIdentifier("chart")
                VideoPlayer(player: nil).accessibilityIdentifier("video")
            }
            """)
        #expect(try frame(stack, "chart") == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(try frame(stack, "video") == Rect(x: 0, y: 200, width: 400, height: 200))
        let small = try layOut("Map().frame(width: 20, height: 10)\n")
        #expect(!small.nodes.contains { $0.kind == "Text" && $0.frame.width > 0 })
        // A type the source declares is its own, not MapKit's.
        let own = try layOut("struct Map: View { var body: some View { Color.red.frame(width: 30, height: 30) } }\nMap().accessibilityIdentifier(\"v\")\n")
        #expect(try frame(own, "v").size == Size(width: 30, height: 30))
    }

    /// A `UIViewRepresentable` of the source's own: its UIKit members (`MKMapView`, `Context`, a
    /// `Coordinator`) are never read, and it is a placeholder that takes its proposal, here its
    /// frame's 300 × 100, with a warning naming UIKit.
    @Test func aRepresentableIsAPlaceholderThatTakesItsProposal() throws {
        let source = """
            import MapKit
            struct MapView: UIViewRepresentable {
                var region: MKCoordinateRegion
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) { view.setRegion(region, animated: false) }
                func makeCoordinator() -> Coordinator { Coordinator() }
                class Coordinator: NSObject, MKMapViewDelegate {}
            }
            struct ContentView: View {
                var body: some View { MapView(region: .init()).accessibilityIdentifier("v").frame(width: 300, height: 100) }
            }
            """
        let tree = try layOut(source)
        #expect(try frame(tree, "v") == Rect(x: 50, y: 150, width: 300, height: 100))
        let warnings = problems(source)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'MapView' shows a UIKit view, which layoutdraw cannot make") == true, "\(warnings)")
    }

    /// `AsyncImage` loads nothing in a still picture, so it shows what it shows before the load:
    /// the standard placeholder, which fills its proposal (100 × 50); the `placeholder:` views;
    /// the phase closure's views for `.empty` ("Loading": 7 × 10.2 = 71.4 → 71.5 wide), where
    /// `phase.image` and `phase.error` are nil.
    @Test func anAsyncImageIsDrawnBeforeItsImageLoads() throws {
        let plain = try layOut("AsyncImage(url: nil).accessibilityIdentifier(\"v\").frame(width: 100, height: 50)\n")
        #expect(try frame(plain, "v") == Rect(x: 150, y: 175, width: 100, height: 50))
        #expect(plain.nodes.contains { $0.kind == "Color" })

        let placeholder = try layOut("AsyncImage(url: nil) { image in image.resizable() } placeholder: { ProgressView() }\n")
        #expect(placeholder.nodes.map(\.kind) == ["ProgressView"])

        let phase = try layOut("""
            AsyncImage(url: nil) { phase in
                switch phase {
                case .empty: Text("Loading").accessibilityIdentifier("v")
                case .success(let image): image.resizable()
                case .failure: Image(systemName: "photo")
                @unknown default: EmptyView()
                }
            }
            """)
        #expect(try frame(phase, "v").size == Size(width: 71.5, height: 20.5))

        let optional = try layOut("""
            AsyncImage(url: nil) { phase in
                if let image = phase.image { image.resizable() } else if phase.error != nil { Color.red } else { ProgressView() }
            }
            """)
        #expect(optional.nodes.map(\.kind) == ["ProgressView"])
    }
}
