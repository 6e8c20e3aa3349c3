import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` (the labels
    /// closures, or views in YAML; the range `0...1` unless given); YAML `Gauge: 0.4` or
    /// `Gauge: {value: 67, in: [0, 170], label: {Text: BPM}, currentValueLabel: {Text: '67'}}`.
    /// Becomes a `Gauge` whose subviews are its `GaugeTrack` and the labels given (the bounds'
    /// labels inside a `GaugeBoundsLabelFont`).
    enum GaugeMapping: ViewMapping {
        static let names = ["Gauge"]
        static let positional = ["label"]
        static let labels: [(String, Gauge.Parts)] = [
            ("label", .label), ("currentValueLabel", .currentValue), ("minimumValueLabel", .minimum), ("maximumValueLabel", .maximum),
        ]

        static func compile(_ input: ViewInput) -> Chain? {
            let d = input.session
            let given = input.value.flatMap { value -> ValueSyntax? in
                if case .closure = value { return nil }
                return value
            }
            guard let value = given else {
                d.error("'Gauge' needs a value: Gauge(value: 0.4) { Text(\"Level\") } or, in YAML, Gauge: 0.4", at: input.location)
                return nil
            }
            var fields: Parameters = ["value": Field(name: "value", key: input.location, value: value)]
            if case .record = value {
                guard let parsed = d.parameters(
                    value, of: "Gauge", allowed: ["value", "in"] + labels.map(\.0) + ["markedValueLabels"], keyLocation: input.location)
                else { return nil }
                fields = parsed
            }
            if let marked = fields["markedValueLabels"] {
                d.error("'markedValueLabels' is watchOS's: iOS's gauge styles do not show them; remove it", at: marked.key)
                return nil
            }
            guard let valueField = fields["value"] else {
                d.error("'Gauge' needs 'value': Gauge(value: 0.4, in: 0...1) { Text(\"Level\") }", at: d.location(value))
                return nil
            }
            let number = boundNumber(valueField, input)
            let range = fields["in"].map { closedRange($0, of: "Gauge", input) } ?? .some(0...1)
            var parts: Gauge.Parts = []
            var subviews: [ViewNode] = []
            for (name, part) in labels {
                guard let field = fields[name] else { continue }
                parts.insert(part)
                let view = d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
                subviews.append(part == .minimum || part == .maximum ? view.modified(by: GaugeBoundsLabelFont()) : view)
            }
            guard let number, let range else { return nil }
            let width = range.upperBound - range.lowerBound
            let fraction = width > 0 ? (number - range.lowerBound) / width : 0
            let track = ViewNode(GaugeTrack(fraction: fraction), source: input.location)
            return Chain(
                [ViewNode(Gauge(fraction: fraction, parts: parts), subviews: [track] + subviews, source: input.location)],
                shape: .notShape("'Gauge' is not a shape"))
        }
    }
}
