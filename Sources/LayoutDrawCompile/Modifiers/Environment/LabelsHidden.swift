import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.labelsHidden()`; YAML `labelsHidden` (or `labelsHidden: true`).
    enum LabelsHiddenMapping: ModifierMapping {
        static let names = ["labelsHidden"]

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(LabelsHidden($0)) }
        }
    }
}
