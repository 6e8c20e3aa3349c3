import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Slider(value:in:step:label:onEditingChanged:)`; YAML `Slider: 0.5` or `Slider: {value:
    /// 30, in: [0, 45]}` (the range as a two-number list in YAML). The label is not shown on
    /// iOS, so it is not drawn. With `minimumValueLabel:` and `maximumValueLabel:` (closures or
    /// views in Swift, views in YAML; both or neither, as SwiftUI's initializer takes both), the
    /// slider is a `SliderValueLabels` row of the two labels and the slider.
    enum SliderMapping: ViewMapping {
        static let names = ["Slider"]
        static let positional = ["label"]

        static func compile(_ input: ViewInput) -> Chain? {
            slider(input)
        }
    }

    /// `Slider(value:in:step:label:onEditingChanged:)`; YAML `Slider: 0.5` or `Slider: {value:
    /// 30, in: [0, 45]}` (the range as a two-number list in YAML). The label is not shown on
    /// iOS, so it is not drawn. With `minimumValueLabel:` and `maximumValueLabel:` (closures or
    /// views in Swift, views in YAML; both or neither, as SwiftUI's initializer takes both), the
    /// slider is a `SliderValueLabels` row of the two labels and the slider.
    static func slider(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value else {
            d.error("'Slider' needs a value: Slider(value: $amount) or, in YAML, Slider: {value: 0.5, in: [0, 1]}", at: input.location)
            return nil
        }
        var valueField = Field(name: "value", key: input.location, value: value)
        var rangeField: Field?
        var valueLabels: (minimum: ViewNode, maximum: ViewNode)?
        if case .record = value {
            guard let fields = d.parameters(
                value, of: "Slider",
                allowed: ["value", "in", "step", "label", "onEditingChanged", "minimumValueLabel", "maximumValueLabel"],
                keyLocation: input.location)
            else { return nil }
            switch (fields["minimumValueLabel"], fields["maximumValueLabel"]) {
            case (nil, nil):
                break
            case (let minimum?, let maximum?):
                func label(_ field: Field) -> ViewNode {
                    d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
                }
                valueLabels = (label(minimum), label(maximum))
            case (let given?, nil), (nil, let given?):
                let missing = given.name == "minimumValueLabel" ? "maximumValueLabel" : "minimumValueLabel"
                d.error(
                    "'Slider' takes both value labels: add '\(missing)' (Slider(value: $v) { Text(\"Label\") } minimumValueLabel: { Text(\"0\") } maximumValueLabel: { Text(\"1\") })",
                    at: given.key)
                return nil
            }
            guard let field = fields["value"] else {
                d.error("'Slider' needs 'value': Slider(value: $amount, in: 0...1)", at: d.location(value))
                return nil
            }
            valueField = field
            rangeField = fields["in"]
        }
        let number = boundNumber(valueField, input)
        let range = rangeField.map { closedRange($0, of: "Slider", input) } ?? .some(0...1)
        guard let number, let range else { return nil }
        let slider = ViewNode(Slider(value: number, in: range), source: input.location)
        guard let valueLabels else { return Chain([slider], shape: .notShape("'Slider' is not a shape")) }
        return Chain(
            [ViewNode(SliderValueLabels(), subviews: [valueLabels.minimum, slider, valueLabels.maximum], source: input.location)],
            shape: .notShape("'Slider' is not a shape"))
    }
}
