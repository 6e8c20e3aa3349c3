import Foundation
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// `Picker` from SwiftUI source and from YAML: the selected option is the one whose tag (written,
/// or a `ForEach` element's id) is the selection's value; a menu picker shows it alone.
extension SwiftSourceTests {
    /// The strings of the texts drawn under the picker.
    private func shownOptions(_ tree: FrameTree) -> [String] {
        guard let picker = tree.nodes.first(where: { $0.kind == "Picker" }) else { return [] }
        var result: [String] = []
        var stack = picker.children
        while let index = stack.first {
            stack.removeFirst()
            if let text = tree.nodes[index].text, tree.nodes[index].kind == "Text" { result.append(text) }
            stack.insert(contentsOf: tree.nodes[index].children, at: 0)
        }
        return result
    }

    @Test func aMenuPickerShowsTheOptionTaggedWithTheSelection() throws {
        let swift = try layOut("""
            struct ContentView: View {
                @State private var size = 1
                var body: some View {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                }
            }
            """)
        let yaml = try decodeYAMLTree("""
            view:
              Picker:
                title: Size
                selection: 1
                content:
                  - Text: Small
                    tag: 0
                  - Text: Medium
                    tag: 1
                  - Text: Large
                    tag: 2
            """)
        #expect(shownOptions(swift) == ["Medium"])
        #expect(shownOptions(yaml) == ["Medium"])
    }

    @Test func aForEachTagsItsElementsWithTheirIds() throws {
        // `ForEach(Flavor.allCases)`: Identifiable, tagged by `id` (the case itself); segmented,
        // every option is shown, and the selected one is set semibold.
        let tree = try layOut("""
            enum Flavor: String, CaseIterable, Identifiable {
                case chocolate, vanilla, strawberry
                var id: Self { self }
            }
            struct ContentView: View {
                @State private var flavor: Flavor = .vanilla
                var body: some View {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """)
        #expect(shownOptions(tree) == ["Chocolate", "Vanilla", "Strawberry"])
        let weights = tree.nodes.compactMap { node -> (String, Font.Weight)? in
            guard case .text(let paint)? = node.paint, let text = node.text else { return nil }
            return (text, paint.request.font.weight)
        }
        #expect(weights.first { $0.0 == "Vanilla" }?.1 == .semibold)
        #expect(weights.first { $0.0 == "Chocolate" }?.1 == .regular)
        // On the 400-point canvas: 400 × 32.
        let picker = try #require(tree.nodes.first { $0.kind == "Picker" })
        #expect(picker.frame.size == Size(width: 400, height: 32))
        // `id: \\.self` tags by the element: the menu shows "b".
        let menu = try layOut("""
            struct ContentView: View {
                @State private var pick = "b"
                var body: some View { Picker("P", selection: $pick) { ForEach(["a", "b"], id: \\.self) { Text($0) } } }
            }
            """)
        #expect(shownOptions(menu) == ["b"])
    }

    @Test func setPicksAnotherCase() throws {
        // `--set flavor=.chocolate` (or `Flavor.chocolate`): an enum case, as the property's
        // default is written; the menu then shows Chocolate.
        let source = """
            enum Flavor: String, CaseIterable, Identifiable {
                case chocolate, vanilla
                var id: Self { self }
            }
            struct ContentView: View {
                @State private var flavor: Flavor = .vanilla
                var body: some View {
                    Picker("Flavor", selection: $flavor) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                }
            }
            """
        for written in [".chocolate", "Flavor.chocolate"] {
            var options = Self.square
            options.overrides = ["flavor": written]
            #expect(shownOptions(try layOut(source, options: options)) == ["chocolate"])
        }
    }

    @Test func pickerProblems() {
        #expect(
            problems("Picker(\"P\", selection: .constant(0)) { Text(\"a\").tag(0) }.pickerStyle(.wheel)")
                == ["S.swift:1:71: error: the '.wheel' picker style is not supported yet: layoutdraw draws .automatic, .menu and .segmented"])
        #expect(
            problems("Picker(\"P\") { Text(\"a\").tag(0) }")
                == ["S.swift:1:8: error: 'Picker' needs 'selection': the tag of the option shown selected (Picker(\"Flavor\", selection: $flavor) { … })"])
    }
}
