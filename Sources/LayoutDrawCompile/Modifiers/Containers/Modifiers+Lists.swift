import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the list modifiers: `listStyle` (an environment value), the row traits
// `listRowInsets`, `listRowBackground`, `listRowSeparator` (which `List` takes off its rows),
// `scrollContentBackground` and `formStyle` (`textCase` is in Modifiers+Text.swift). Swift
// `.listStyle(.plain)`; YAML `listStyle: plain`.
extension Modifiers {
    /// The list styles by name, and by the name of their types (`PlainListStyle()`, as older
    /// listings write them).
    static let listStyles: [String: ListStyleKind] = {
        var table = Dictionary(uniqueKeysWithValues: ListStyleKind.allCases.map { ($0.rawValue, $0) })
        for style in ListStyleKind.allCases {
            let name = style == .automatic ? "Default" : style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst()
            table[name + "ListStyle"] = style
        }
        return table
    }()

    /// The style types a listing may construct (`InsetGroupedListStyle()`, `PageTabViewStyle()`), for
    /// the name check.
    static let styleTypeNames = listStyles.keys.filter { $0.hasSuffix("ListStyle") } + tabViewStyleTypeNames

}
