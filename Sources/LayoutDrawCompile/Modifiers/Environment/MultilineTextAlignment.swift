import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.multilineTextAlignment(.center)`: how the lines of a text line up.
    enum MultilineTextAlignmentMapping: ModifierMapping {
        static let names = ["multilineTextAlignment"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let alignments = Dictionary(uniqueKeysWithValues: TextAlignment.allCases.map { ($0.rawValue, $0) })
            return i.session.named(i.value, alignments, kind: "text alignment", for: "multilineTextAlignment", keyLocation: i.location, context: i.context)
                .map { .modifier(MultilineTextAlignment($0)) }
        }
    }
}
