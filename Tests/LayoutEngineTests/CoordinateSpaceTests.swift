import LayoutDrawCore
import LayoutEngine
import Testing

/// `coordinateSpace(name:)` and `proxy.frame(in: .named(…))`. Canvas 400 × 400.
@Suite struct CoordinateSpaceTests {
    static func frameIn(_ space: CoordinateSpace) -> ViewNode {
        readout(id: "r", "t") { describe($0.frame(in: space)) }.frame(width: 100, height: 50)
    }

    @Test func namedSpaceIsTheViewsFrame() throws {
        let tree = try lay(vstack(spacing: 0, [square(100, 50), Self.frameIn(.named("V"))]).coordinateSpace(name: "V"))
        // The VStack is 100 × 100 at (150, 150); the reader is at (150, 200): 50 below its top.
        #expect(tree.frame("r") == rect(150, 200, 100, 50))
        #expect(tree.text("t") == "0.0 50.0 100.0 50.0")
    }

    @Test func nestedSpacesEachMeasureFromTheirOwnOrigin() throws {
        // The shape of article 004: HStack { 30-wide bar; VStack { bar; reader }.named("V") }.named("H").
        func tree(_ space: CoordinateSpace) throws -> String? {
            let v = vstack(spacing: 0, [square(100, 50), Self.frameIn(space)]).coordinateSpace(name: "V")
            return try lay(hstack(spacing: 8, [square(30, 100), v]).coordinateSpace(name: "H")).text("t")
        }
        // HStack 30 + 8 + 100 = 138 × 100 at (131, 150); the VStack at (169, 150); the reader
        // at (169, 200).
        #expect(try tree(.named("V")) == "0.0 50.0 100.0 50.0")
        #expect(try tree(.named("H")) == "38.0 50.0 100.0 50.0")
        #expect(try tree(.global) == "169.0 200.0 100.0 50.0")
        #expect(try tree(.local) == "0.0 0.0 100.0 50.0")
    }

    @Test func innerSpaceShadowsAnOuterOneOfTheSameName() throws {
        let inner = vstack([Self.frameIn(.named("S"))]).padding(.all, 10).coordinateSpace(name: "S")
        let tree = try lay(inner.padding(.all, 20).coordinateSpace(name: "S"))
        // The inner space (the padded VStack) starts 10 before the reader, the outer 30.
        #expect(tree.text("t") == "10.0 10.0 100.0 50.0")
    }

    @Test func unknownSpaceHasNoFrame() throws {
        let tree = try lay(Self.frameIn(.named("Nowhere")))
        #expect(tree.text("t") == "nil")
    }

    @Test func effectsBetweenSpaceAndReaderCount() throws {
        // The reader is offset inside the space: its frame in the space moves; an offset of the
        // whole space moves both and changes nothing.
        let moved = try lay(vstack([Self.frameIn(.named("V")).offset(x: 20)]).coordinateSpace(name: "V"))
        #expect(moved.text("t") == "20.0 0.0 100.0 50.0")
        let both = try lay(vstack([Self.frameIn(.named("V"))]).coordinateSpace(name: "V").offset(x: 20))
        #expect(both.text("t") == "0.0 0.0 100.0 50.0")
    }
}
