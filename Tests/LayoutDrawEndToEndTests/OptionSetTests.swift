import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Swift's `OptionSet` (`OptionSets`): a struct declaring the conformance and an integer
/// `rawValue` gets the standard library's set algebra over the bits. The layers below are bits
/// 1, 2 and 3 (2, 4, 8), as Apple's Food Truck declares its `DonutLayer`; each expected text is
/// the bit arithmetic done by hand.
@Suite struct OptionSetTests {
    static var pipeline: Pipeline { sharedPipeline }

    static let layers = """
        struct Layer: OptionSet {
            var rawValue: Int
            init(rawValue: Int) { self.rawValue = rawValue }
            static let dough = Layer(rawValue: 1 << 1)
            static let glaze = Layer(rawValue: 1 << 2)
            static let topping = Layer(rawValue: 1 << 3)
            static let all: Layer = [dough, glaze, topping]
        }
        """

    func texts(_ members: String, _ body: String, after: String = "") throws -> [String] {
        let source = """
            \(Self.layers)
            \(after)
            struct ContentView: View {
            \(members)
                var body: some View {
            \(body)
                }
            }
            """
        let tree = try Self.pipeline.layout(Self.pipeline.decode(source, file: "S.swift"))
        return tree.nodes.compactMap(\.text)
    }

    /// An array literal where the set is expected is the union of its elements (`all`: 2|4|8 =
    /// 14), `init()` and `[]` the empty set, and `contains` asks for every bit.
    @Test func literalsAndContains() throws {
        let texts = try texts(
            """
                var visible: Layer = .all
                var some: Layer = [.dough, .topping]
                var none = Layer()
            """,
            """
                    VStack {
                        Text("\\(visible.rawValue) \\(some.rawValue) \\(none.rawValue)")
                        if some.contains(.dough) { Text("dough") }
                        if some.contains(.glaze) { Text("glaze") }
                        if some.contains([.dough, .topping]) { Text("both") }
                        if none.isEmpty { Text("empty") }
                        if !visible.isEmpty { Text("full") }
                    }
            """)
        #expect(texts == ["14 10 0", "dough", "both", "empty", "full"])
    }

    /// The algebra: union 2|4 = 6, intersection 14&6 = 6, subtracting 14&~2 = 12, symmetric
    /// difference 6^12 = 10; subset and disjointness compare the bits.
    @Test func setAlgebra() throws {
        let texts = try texts(
            "",
            """
                    let a: Layer = [.dough, .glaze]
                    let b = Layer.all.intersection(a)
                    VStack {
                        Text("\\(Layer.dough.union(.glaze).rawValue) \\(b.rawValue) \\(Layer.all.subtracting(.dough).rawValue)")
                        Text("\\(a.symmetricDifference([.glaze, .topping]).rawValue)")
                        Text("\\(a.isSubset(of: .all)) \\(Layer.all.isSubset(of: a)) \\(a.isDisjoint(with: .topping)) \\(a.isSuperset(of: .glaze))")
                    }
            """)
        #expect(texts == ["6 6 12", "10", "true false true true"])
    }

    /// The mutating members store the new set where it lives: insert 2|8 = 10, remove 10&~2 = 8,
    /// formUnion 8|4 = 12, subtract 12&~8 = 4.
    @Test func mutatingMembers() throws {
        let texts = try texts(
            "",
            """
                    let steps: [Int] = {
                        var set = Layer()
                        var seen: [Int] = []
                        set.insert(.dough); set.insert(.topping); seen.append(set.rawValue)
                        set.remove(.dough); seen.append(set.rawValue)
                        set.formUnion(.glaze); seen.append(set.rawValue)
                        set.subtract(.topping); seen.append(set.rawValue)
                        return seen
                    }()
                    Text(steps.map(String.init).joined(separator: " "))
            """)
        #expect(texts == ["10 8 12 4"])
    }

    /// A member the struct declares itself comes before the standard library's (this
    /// `contains` says no to everything).
    @Test func theTypesOwnMemberComesFirst() throws {
        let texts = try texts(
            "",
            """
                    Text("\\(Layer.all.contains(.dough)) \\(Layer.all.isEmpty)")
            """, after: "extension Layer { func contains(_ other: Layer) -> Bool { false } }")
        #expect(texts == ["false false"])
    }
}
