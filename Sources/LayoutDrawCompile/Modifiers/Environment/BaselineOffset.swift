import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.baselineOffset(4)`: text raised (or, negative, lowered) from its baseline.
    enum BaselineOffsetMapping: ModifierMapping {
        static let names = ["baselineOffset"]

        static func compile(_ i: ModifierInput) -> Modification? {
            finite(i).map { .modifier(BaselineOffset($0)) }
        }
    }
}
