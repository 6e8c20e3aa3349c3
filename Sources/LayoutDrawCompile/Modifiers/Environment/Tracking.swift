import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    enum TrackingMapping: ModifierMapping {
        static let names = ["tracking"]

        static func compile(_ i: ModifierInput) -> Modification? {
            finite(i).map { .modifier(Tracking($0)) }
        }
    }
}
