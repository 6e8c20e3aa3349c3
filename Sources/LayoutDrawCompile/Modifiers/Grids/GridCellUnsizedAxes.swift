import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `gridCellUnsizedAxes: horizontal` / `[horizontal, vertical]` / `.gridCellUnsizedAxes(.horizontal)`.
    enum GridCellUnsizedAxesMapping: ModifierMapping {
        static let names = ["gridCellUnsizedAxes"]
        static let positional = ["axes"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'gridCellUnsizedAxes' needs axes: horizontal, vertical or both", at: i.location)
                return nil
            }
            return i.session.axisSet(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(GridCellUnsizedAxes($0)) }
        }
    }
}
