import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `gridCellColumns: 2` / `.gridCellColumns(2)`: at least 1.
    enum GridCellColumnsMapping: ModifierMapping {
        static let names = ["gridCellColumns"]
        static let positional = ["count"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let count = d.integer(i.value, for: i.name, keyLocation: i.location, i.context) else { return nil }
            guard count >= 1, count <= 10_000 else {
                let problem = count < 1 ? "must be at least 1" : "is at most 10000"
                d.valueError("'gridCellColumns' \(problem), found \(count)", at: d.location(of: i.value, key: i.location), i.context)
                return nil
            }
            return .modifier(GridCellColumns(count))
        }
    }
}
