import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Arguments are read as the parameters they go to say. Integer literals where a number of a
/// frame is written are CGFloats, as Swift infers them — but an argument of a declared function
/// is typed by its parameter: `label([3])` for `func label(_ xs: [Int])` prints "3", not "3.0",
/// inside `.frame(width: …)` too. A `mutating func` overloaded by its labels runs the overload
/// the call's arguments fit.
extension SwiftSourceTests {
    /// "3" is one character (width 1); "3.0" would be 3. `count(7)` for `func count(_ n: Int)`
    /// prints "7" (width 1 + 2 = 3 with the label's 2).
    @Test func anIntParameterKeepsItsLiteralAnIntInsideAFrame() throws {
        let tree = try layOut("""
            import SwiftUI
            func label(_ xs: [Int]) -> String { "\\(xs[0])" }
            func count(_ n: Int) -> String { "n\\(n)" }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: Double(label([3]).count), height: 5).accessibilityIdentifier("a")
                        Color.red.frame(width: Double(count(7).count) + 1, height: 5).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame.width == 1)
        #expect(tree.node(id: "b")?.frame.width == 3)
    }

    /// `c.add()` then `c.add(5)` on a struct with both overloads: 0 + 1 + 5 = 6 wide.
    @Test func aMutatingOverloadIsChosenByItsLabels() throws {
        let tree = try layOut("""
            import SwiftUI
            struct Counter {
                var n = 0
                mutating func add() { n += 1 }
                mutating func add(_ k: Int) { n += k }
            }
            func total() -> Int {
                var c = Counter()
                c.add()
                c.add(5)
                return c.n
            }
            struct V: View {
                var body: some View { Color.red.frame(width: CGFloat(total()), height: 5).accessibilityIdentifier("c") }
            }
            """)
        #expect(tree.node(id: "c")?.frame.width == 6)
    }

    /// A global `let brand = Color(red: 0, green: 146/255, blue: 219/255)`: the parameters are
    /// `Double`s, so 146/255 is 0.5725…, not the integer 0 (which drew the colour black).
    @Test func aColoursLiteralArithmeticIsDouble() throws {
        let tree = try layOut("""
            import SwiftUI
            let brand = Color(red: 0, green: 146/255, blue: 219/255)
            struct V: View {
                var body: some View { Rectangle().fill(brand).frame(width: 10, height: 10) }
            }
            """)
        let colours = tree.nodes.compactMap { node -> ShapeStyle? in
            if case .shape(_, .fill(let style))? = node.paint { return style }
            return nil
        }
        #expect(colours == [.color(ColorStyle(RGBA(red: 0, green: 146.0 / 255, blue: 219.0 / 255)))], "\(colours)")
    }
}

/// `ModifiedContent(content:modifier:)`, the type `View.modifier(_:)` returns, written out.
extension SwiftSourceTests {
    /// `posterStyle()` returns `ModifiedContent(content: self, modifier: Poster())`: the
    /// modifier's 10-point padding around "ab" (20.4 → 20.5 wide): 40.5 × 40.5.
    @Test func modifiedContentIsTheModifierApplied() throws {
        let tree = try layOut("""
            import SwiftUI
            struct Poster: ViewModifier {
                func body(content: Content) -> some View { content.padding(10) }
            }
            extension View {
                func posterStyle() -> some View { ModifiedContent(content: self, modifier: Poster()) }
            }
            struct V: View {
                var body: some View { Text("ab").posterStyle().accessibilityIdentifier("p") }
            }
            """)
        #expect(tree.node(id: "p")?.frame.size == Size(width: 40.5, height: 40.5))
    }

    /// `.zero` where a CGFloat is expected is `CGFloat.zero` (`selected == nil ? .zero : scale`).
    @Test func zeroWhereANumberGoes() throws {
        let tree = try layOut("""
            import SwiftUI
            struct V: View {
                let hidden = true
                var body: some View {
                    Color.red.frame(width: hidden ? .zero : 10, height: 5).scaleEffect(hidden ? .zero : 1).accessibilityIdentifier("c")
                }
            }
            """)
        #expect(tree.node(id: "c")?.frame.width == 0)
    }
}
