import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `gridColumnAlignment: trailing` / `.gridColumnAlignment(.trailing)` (a custom horizontal
    /// alignment too).
    enum GridColumnAlignmentMapping: ModifierMapping {
        static let names = ["gridColumnAlignment"]
        static let positional = ["guide"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.named(
                i.value, i.context.program.alignments.horizontalNames, kind: "horizontal alignment", for: i.name, keyLocation: i.location,
                context: i.context
            ) { key in
                VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "a column aligns its cells horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)" : nil
            }
            .map { .modifier(GridColumnAlignment($0)) }
        }
    }
}
