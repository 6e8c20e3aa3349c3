import LayoutEngine

extension Modifiers {
    /// `.layoutPriority(1)`: a number, the engine's `LayoutPriority`.
    enum LayoutPriorityMapping: ModifierMapping {
        static let names = ["layoutPriority"]

        static func compile(_ i: ModifierInput) -> Modification? {
            number(i).map { .modifier(LayoutPriority($0)) }
        }
    }
}
