import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.tracking(2)`: points added after every character, on top of the system font's own
    /// tracking.
    enum TrackingMapping: ModifierMapping {
        static let names = ["tracking"]

        static func compile(_ i: ModifierInput) -> Modification? {
            finite(i).map { .modifier(Tracking($0)) }
        }
    }
}
