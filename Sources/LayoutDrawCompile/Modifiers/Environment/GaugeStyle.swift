import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `.gaugeStyle(.automatic | .linearCapacity | .accessoryLinear | .accessoryLinearCapacity
    /// | .accessoryCircular | .accessoryCircularCapacity)`.
    enum GaugeStyleMapping: ModifierMapping {
        static let names = ["gaugeStyle"]

        static func compile(_ i: ModifierInput) -> Modification? {
            style(i, GaugeStyleKind.self, kind: "gauge style").map { .modifier(GaugeStyleModifier($0)) }
        }
    }
}
