import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `gridCellAnchor: topLeading` / `{x: 0.25, y: 0.75}` / `[0.25, 0.75]`;
    /// `.gridCellAnchor(.topLeading)`, `.gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))`.
    enum GridCellAnchorMapping: ModifierMapping {
        static let names = ["gridCellAnchor"]
        static let positional = ["anchor"]

        static func compile(_ i: ModifierInput) -> Modification? {
            guard let value = i.value else {
                i.session.error("'gridCellAnchor' needs a UnitPoint: topLeading, or {x: 0.25, y: 0.75}", at: i.location)
                return nil
            }
            var fields = Parameters()
            fields.append(Field(ArgumentSyntax(label: "anchor", labelLocation: i.location, value: value)))
            return anchor(fields, i).map { .modifier(GridCellAnchor($0)) }
        }
    }
}
