import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

/// Decoders for modifiers that change how a view is drawn or how its text is set, never its
/// layout (scene-format §2.2): `clipShape`, `clipped`, `lineLimit`, `multilineTextAlignment`.
extension Modifiers {
    /// The shapes `clipShape` takes, by SwiftUI type name and by `Shape` static member.
    static let clipShapes: [String: ShapeOutline] = [
        "Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule,
        "rect": .rectangle, "circle": .circle, "ellipse": .ellipse, "capsule": .capsule,
    ]

    /// `clipShape: Circle`, or `{RoundedRectangle: 8}` / `{RoundedRectangle: {cornerRadius: 8}}`.
    static func clipShape(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'clipShape' needs a shape: Circle, Capsule, Ellipse, Rectangle or {RoundedRectangle: 8}", at: i.location)
            return nil
        }
        if case .mapping(let mapping) = value {
            let entries = d.fields(of: mapping)
            guard entries.count == 1, let entry = entries.first, entry.name == "RoundedRectangle" else {
                d.error("expected a shape for 'clipShape', such as Circle or {RoundedRectangle: 8}", at: d.location(value))
                return nil
            }
            var radius = entry.value
            var radiusKey = d.location(entry.key)
            if case .mapping = entry.value {
                guard let fields = d.parameters(entry.value, of: "RoundedRectangle", allowed: ["cornerRadius"], keyLocation: radiusKey)
                else { return nil }
                guard let field = fields["cornerRadius"] else {
                    d.error("'RoundedRectangle' needs 'cornerRadius'", at: d.location(entry.value))
                    return nil
                }
                radius = field.value
                radiusKey = d.location(field.key)
            }
            return d.number(radius, for: "cornerRadius", keyLocation: radiusKey, i.context)
                .map { .modifier(ClipShape(.roundedRectangle(cornerRadius: $0))) }
        }
        return d.named(value, clipShapes, kind: "shape", for: "clipShape", keyLocation: i.location)
            .map { .modifier(ClipShape($0)) }
    }

    static func clipped(_ i: ModifierInput) -> Modification? {
        guard let on = i.decoding.bool(i.value, for: "clipped", keyLocation: i.location, default: true) else { return nil }
        guard on else {
            i.decoding.error("'clipped: false' is not a modifier; remove it", at: i.decoding.location(of: i.value, key: i.location))
            return nil
        }
        return .modifier(Clipped())
    }

    /// `lineLimit: 2`; `lineLimit: nil` removes a limit set above.
    static func lineLimit(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        if let value = i.value, case .scalar(let scalar) = value, scalar.string == "nil" {
            return .modifier(LineLimit(nil))
        }
        guard let lines = d.integer(i.value, for: "lineLimit", keyLocation: i.location, i.context) else { return nil }
        guard lines >= 1 else {
            d.valueError("'lineLimit' must be at least 1, found \(lines)", at: d.location(of: i.value, key: i.location), i.context)
            return nil
        }
        return .modifier(LineLimit(lines))
    }

    static func multilineTextAlignment(_ i: ModifierInput) -> Modification? {
        let alignments = Dictionary(uniqueKeysWithValues: TextAlignment.allCases.map { ($0.rawValue, $0) })
        return i.decoding.named(i.value, alignments, kind: "text alignment", for: "multilineTextAlignment", keyLocation: i.location)
            .map { .modifier(MultilineTextAlignment($0)) }
    }
}
