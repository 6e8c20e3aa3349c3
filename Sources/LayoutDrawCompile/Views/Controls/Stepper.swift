import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Stepper("Count: \(n)", value: $n, in: 0...10, step: 1)`, `Stepper { label } onIncrement:
    /// … onDecrement: …`; YAML `Stepper: {title: 'Count', value: 3, in: [0, 10]}`. At a bound
    /// of the range the segment that would leave it is drawn disabled.
    enum StepperMapping: ViewMapping {
        static let names = ["Stepper"]
        static let positional = ["title", "label"]

        static func compile(_ input: ViewInput) -> Chain? {
            stepper(input)
        }
    }

    /// `Stepper("Count: \(n)", value: $n, in: 0...10, step: 1)`, `Stepper { label } onIncrement:
    /// … onDecrement: …`; YAML `Stepper: {title: 'Count', value: 3, in: [0, 10]}`. At a bound
    /// of the range the segment that would leave it is drawn disabled.
    static func stepper(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value, case .record = value,
            let fields = d.parameters(
                value, of: "Stepper",
                allowed: ["title", "value", "in", "step", "label", "format", "onEditingChanged", "onIncrement", "onDecrement"],
                keyLocation: input.location)
        else {
            d.error("'Stepper' needs a title or label: Stepper(\"Count\", value: $count, in: 0...10), or Stepper: {title: Count, value: 3}", at: d.location(of: input.value, key: input.location))
            return nil
        }
        var valid = true
        let number = fields["value"].flatMap { field -> Double? in
            let n = boundNumber(field, input)
            if n == nil { valid = false }
            return n
        }
        var range: ClosedRange<Double>?
        if let field = fields["in"] {
            range = closedRange(field, of: "Stepper", input)
            if range == nil { valid = false }
        }
        if let field = fields["step"] {
            let step = d.number(unwrappingConstant(field.value), for: "step", keyLocation: field.key, input.context)
            if step == nil { valid = false }
        }
        let label = controlLabel(fields, of: "Stepper", input)
        guard valid, let label else { return nil }
        let stepper = Stepper(
            canDecrement: number.map { $0 > (range?.lowerBound ?? -.infinity) } ?? true,
            canIncrement: number.map { $0 < (range?.upperBound ?? .infinity) } ?? true)
        return Chain(
            [ViewNode(stepper, subviews: [ViewNode(ControlLabel(), subviews: [label], source: label.source)], source: input.location)],
            shape: .notShape("'Stepper' is not a shape"))
    }
}
