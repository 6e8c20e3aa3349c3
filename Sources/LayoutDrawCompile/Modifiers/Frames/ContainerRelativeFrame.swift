import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `containerRelativeFrame: horizontal` / `{axes, alignment}` / `{axes, count, span, spacing,
    /// alignment}` / `{axes, length: 'length * 0.9'}` (an expression of `length` and `axis`);
    /// Swift `.containerRelativeFrame(.horizontal)`, `.containerRelativeFrame([.horizontal,
    /// .vertical], alignment: .top)`, `.containerRelativeFrame(.horizontal, count: 4, span: 3,
    /// spacing: 10)`, `.containerRelativeFrame(.horizontal) { length, axis in length * 0.9 }`.
    enum ContainerRelativeFrameMapping: ModifierMapping {
        static let names = ["containerRelativeFrame"]
        static let positional = ["axes", "length"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value, !value.isNull else {
                d.error("'containerRelativeFrame' needs axes: containerRelativeFrame: horizontal, or {axes: [horizontal, vertical]}", at: i.location)
                return nil
            }
            guard case .record = value else {
                return d.axisSet(value, for: i.name, keyLocation: i.location, i.context).map { .modifier(ContainerRelativeFrame($0)) }
            }
            guard
                let fields = d.parameters(
                    value, of: i.name, allowed: ["axes", "count", "span", "spacing", "alignment", "length"], keyLocation: i.location)
            else { return nil }
            guard let axesField = fields["axes"] else {
                d.error("'containerRelativeFrame' needs 'axes' (horizontal, vertical or both)", at: d.location(value))
                return nil
            }
            guard let axes = d.axisSet(axesField.value, for: "axes", keyLocation: axesField.key, i.context) else { return nil }
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
                alignment = a
            }
            var length = ContainerRelativeFrame.Length.full
            if let field = fields["length"] {
                if let other = fields["count"] ?? fields["span"] ?? fields["spacing"] {
                    d.error("'containerRelativeFrame' takes either 'count', 'span' and 'spacing', or 'length', not both", at: other.key)
                    return nil
                }
                guard let compute = relativeLength(field, i) else { return nil }
                length = .custom(compute)
            } else if fields["count"] != nil || fields["span"] != nil || fields["spacing"] != nil {
                guard let countField = fields["count"], let spacingField = fields["spacing"] else {
                    d.error("'containerRelativeFrame' with a 'count' needs 'spacing' too (and optionally 'span')", at: (fields["count"] ?? fields["span"] ?? fields["spacing"])!.key)
                    return nil
                }
                guard let count = d.integer(countField.value, for: "count", keyLocation: countField.key, i.context),
                    let spacing = d.number(spacingField.value, for: "spacing", keyLocation: spacingField.key, i.context)
                else { return nil }
                var span = 1
                if let field = fields["span"] {
                    guard let s = d.integer(field.value, for: "span", keyLocation: field.key, i.context) else { return nil }
                    span = s
                }
                guard count >= 1 else {
                    d.valueError("'count' must be at least 1, found \(count)", at: d.location(of: countField.value, key: countField.key), i.context)
                    return nil
                }
                guard span >= 1 else {
                    let field = fields["span"]!
                    d.valueError("'span' must be at least 1, found \(span)", at: d.location(of: field.value, key: field.key), i.context)
                    return nil
                }
                length = .grid(count: count, span: span, spacing: spacing)
            }
            return .modifier(ContainerRelativeFrame(axes, length: length, alignment: alignment))
        }
    }
}
