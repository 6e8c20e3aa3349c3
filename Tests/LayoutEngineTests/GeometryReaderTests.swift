import LayoutDrawCore
import LayoutEngine
import Testing

/// layout-rules §3.9.
@Suite struct GeometryReaderTests {
    /// "W×H @X,Y" for a proxy: its size and global origin, as whole numbers.
    static func describe(_ proxy: GeometryProxy) -> String {
        let f = proxy.frame(in: .global) ?? .zero
        return "\(Int(proxy.size.width))x\(Int(proxy.size.height)) @\(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))x\(Int(f.height))"
    }

    @Test func takesTheWholeProposal() throws {
        let tree = try lay(reader(id: "r"))
        #expect(tree.frame("r") == rect(0, 0, 400, 400))
    }

    @Test func idealSizeIsTenByTen() throws {
        let tree = try lay(reader(id: "r").fixedSize())
        // nil × nil → 10 × 10, centred.
        #expect(tree.frame("r") == rect(195, 195, 10, 10))
    }

    @Test func childrenArePlacedTopLeadingAndProposedTheReaderSize() throws {
        let tree = try lay(reader(id: "r") { _ in [text("Hello", id: "t"), square(20, 20, id: "c")] }.frame(width: 200, height: 100))
        // The reader is 200 × 100 at (100, 150); each child (no stack) is proposed 200 × 100
        // and put at the reader's top-leading corner, overlapping.
        #expect(tree.frame("r") == rect(100, 150, 200, 100))
        #expect(tree.proposal("t") == proposal(200, 100))
        #expect(tree.frame("t") == rect(100, 150, 30, 12))
        #expect(tree.proposal("c") == proposal(200, 100))
        #expect(tree.frame("c") == rect(100, 150, 20, 20))
    }

    @Test func proxyHasTheReaderSizeAndGlobalFrame() throws {
        let tree = try lay(reader(id: "r") { proxy in [text(Self.describe(proxy), id: "t")] }.padding(.all, 20), 400, 300)
        // Padding 20 on a 400 × 300 canvas: the reader is proposed 360 × 260, at (20, 20).
        #expect(tree.frame("r") == rect(20, 20, 360, 260))
        #expect(tree.node(id: "t")?.text == "360x260 @20,20 360x260")
    }

    @Test func readerInAnOverlayMeasuresThePrimary() throws {
        let measured = text("Hello").padding(EdgeInsets(all: 10)).tagged("p")
            .overlay(reader(id: "r") { proxy in [text(Self.describe(proxy), id: "t").fixedSize()] })
        let tree = try lay(measured)
        // The overlay proposes the primary's 50 × 32 (at (175, 184)) to the reader; the layout
        // is unchanged by it.
        #expect(tree.frame("p") == rect(175, 184, 50, 32))
        #expect(tree.frame("r") == rect(175, 184, 50, 32))
        #expect(tree.node(id: "t")?.text == "50x32 @175,184 50x32")
        // The label sits at the reader's top-leading corner.
        #expect(tree.frame("t").origin == Point(x: 175, y: 184))
    }
}
