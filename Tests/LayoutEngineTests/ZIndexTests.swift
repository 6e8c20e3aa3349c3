import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `zIndex`: painting order among a container's children. Canvas 400 × 400.
@Suite struct ZIndexTests {
    /// The ids of `id`'s children in painting order.
    func paintingOrder(_ tree: FrameTree, of id: String) -> [String?] {
        tree.childrenInPaintingOrder(of: tree.node(id: id)!).map(\.id)
    }

    @Test func higherZIndexIsPaintedLater() throws {
        let tree = try lay(zstack(id: "z", [square(50, 50).zIndex(1).tagged("a"), square(50, 50, id: "b")]))
        #expect(paintingOrder(tree, of: "z") == ["b", "a"])
    }

    @Test func equalZIndexKeepsSourceOrder() throws {
        let tree = try lay(zstack(id: "z", [square(50, 50).zIndex(2).tagged("a"), square(50, 50).zIndex(2).tagged("b")]))
        #expect(paintingOrder(tree, of: "z") == ["a", "b"])
    }

    @Test func negativeZIndexGoesBehind() throws {
        let tree = try lay(vstack(id: "v", [square(50, 50, id: "a"), square(50, 50, id: "b"), square(50, 50).zIndex(-1).tagged("c")]))
        #expect(paintingOrder(tree, of: "v") == ["c", "a", "b"])
    }

    @Test func zIndexPassesUpThroughModifiers() throws {
        // `.zIndex(1).padding()`: the trait still reaches the ZStack.
        let tree = try lay(zstack(id: "z", [square(50, 50).zIndex(1).padding(.all, 4).tagged("a"), square(50, 50, id: "b")]))
        #expect(paintingOrder(tree, of: "z") == ["b", "a"])
    }

    @Test func zIndexDoesNotChangeLayout() throws {
        let plain = try lay(hstack([square(50, 50, id: "a"), square(50, 50, id: "b")]))
        let ordered = try lay(hstack([square(50, 50, id: "a").zIndex(3), square(50, 50, id: "b")]))
        #expect(plain.frame("a") == ordered.frame("a"))
        #expect(plain.frame("b") == ordered.frame("b"))
    }

    @Test func zIndexOfAPrimaryDoesNotReorderItsBackground() throws {
        let tree = try lay(square(50, 50, id: "p").zIndex(5).background(color("bg")).tagged("layer"))
        // The background is still painted first, behind its primary.
        #expect(paintingOrder(tree, of: "layer") == ["bg", nil])
    }
}
