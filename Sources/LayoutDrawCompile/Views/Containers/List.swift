import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `List { rows }`, `List(data) { element in row }`, `List(data, id: \.self) { … }`,
    /// `List(selection: $s) { … }`, `Form { … }`; YAML `List: [rows]`, `List: {content: […]}`,
    /// `List: {items: [a, b], content: …}` (the data forms of `ForEach`).
    ///
    /// The list's views become its rows: a `Section` is a section; views outside any section
    /// are grouped, each run of them, into a section of their own (SwiftUI shows rows outside a
    /// section on a card of their own). Each row is wrapped in a `ListRow`, which takes the
    /// row traits (`listRowInsets`, `listRowBackground`, `listRowSeparator`) off the view.
    enum ListMapping: ViewMapping {
        static let names = ["List"]
        static let positional = ["data", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            list(input)
        }
    }
}
