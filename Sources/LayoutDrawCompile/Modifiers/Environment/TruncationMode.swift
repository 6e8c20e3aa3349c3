import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `truncationMode: head` / `.truncationMode(.head)`: head, middle or tail.
    enum TruncationModeMapping: ModifierMapping {
        static let names = ["truncationMode"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let modes = Dictionary(uniqueKeysWithValues: TruncationMode.allCases.map { ($0.rawValue, $0) })
            return i.session.named(i.value, modes, kind: "truncation mode", for: i.name, keyLocation: i.location, context: i.context)
                .map { .modifier(TruncationModeModifier($0)) }
        }
    }
}
