import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.opacity(0.5)`.
    enum OpacityMapping: ModifierMapping {
        static let names = ["opacity"]

        static func compile(_ i: ModifierInput) -> Modification? {
            number(i).map { .modifier(Opacity($0)) }
        }
    }
}
