import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// The settings a scene file writes beside its view (scene-format §1): `canvas:`, `params:`,
/// `alignments:`, each a mapping whose keys become labels and whose values become the Swift
/// values they stand for. What each setting means is the compiler's.
extension YAMLLowering {
    /// What each canvas key's value is.
    static let canvasKinds: [String: YAMLKind] = [
        "device": .text, "orientation": .name, "scale": .number, "displayScale": .number, "background": .color,
        "colorScheme": .name, "margin": .number, "annotate": .annotations, "layoutTree": .expression,
        "showSafeArea": .bool, "debug": .bool,
    ]

    /// `canvas:`: its keys as labels; nil (reported) when it is not a mapping.
    mutating func canvas(_ node: YAMLNode) -> [Expression.Argument]? {
        if node.isNull { return [] }
        guard case .mapping(let mapping) = node else {
            error("expected a mapping for 'canvas', found \(describeKind(node))", at: location(node))
            return nil
        }
        return labelled(mapping) { lowering, label, value in
            switch label.string {
            // A flag written without a value is on.
            case "showSafeArea" where value.isNull, "debug" where value.isNull: return .bool(true, offset: lowering.offset(label.mark))
            case "size": return lowering.canvasSize(value, key: label)
            case "dynamicTypeSize": return lowering.dynamicTypeSize(value)
            case "safeArea":
                guard case .mapping(let edges) = value else { return lowering.expression(value, for: "safeArea") }
                return lowering.typedCall("EdgeInsets", edges, at: lowering.offset(value)) { l, edge, length in
                    l.number(length, for: edge, key: Self.key(edge, in: edges))
                }
            default:
                return lowering.value(value, Self.canvasKinds[label.string] ?? .expression, for: label.string, key: label)
            }
        }
    }

    /// `size: fit`, `[width, height]` or `{width: W}` / `{width: W, height: H}` (`CGSize`'s labels).
    private mutating func canvasSize(_ node: YAMLNode, key: YAMLScalar) -> Expression {
        switch node {
        case .mapping(let mapping):
            return typedCall("CGSize", mapping, at: offset(node)) { l, label, value in l.number(value, for: label, key: Self.key(label, in: mapping)) }
        case .sequence(let sequence):
            return .array(sequence.map { number($0, for: "size", key: key) }, offset: offset(node))
        default:
            return member(node, for: "size")
        }
    }

    /// `params:`: each name with its number or expression; nil (reported) when it is not a
    /// mapping.
    mutating func params(_ node: YAMLNode, at key: YAMLScalar) -> [Expression.Argument]? {
        if node.isNull { return [] }
        guard case .mapping(let mapping) = node else {
            error("expected a mapping of names to numbers for 'params', found \(describeKind(node))", at: location(node))
            return nil
        }
        return labelled(mapping) { lowering, label, value in lowering.number(value, for: label.string, key: label) }
    }

    /// `alignments: {myLeading: {axis: horizontal, defaultValue: 'd[leading]'}}`: each name with
    /// `AlignmentID(axis: .horizontal, defaultValue: d[leading])`; nil (reported) when it is not
    /// a mapping.
    mutating func alignments(_ node: YAMLNode) -> [Expression.Argument]? {
        if node.isNull { return [] }
        guard case .mapping(let mapping) = node else {
            error(
                "expected a mapping of names to {axis: horizontal, defaultValue: 'd[leading]'} for 'alignments', found \(describeKind(node))",
                at: location(node))
            return nil
        }
        return labelled(mapping) { lowering, name, value in
            guard case .mapping(let fields) = value else {
                return lowering.invalid("expected a mapping of parameters for '\(name.string)', found \(describeKind(value))", at: value)
            }
            return lowering.typedCall("AlignmentID", fields, at: lowering.offset(value)) { l, label, field in
                switch label {
                case "axis": return l.member(field, for: label)
                default:
                    guard case .scalar(let scalar) = field else { return l.expression(field, for: label) }
                    switch l.parseExpression(scalar) {
                    case .success(let parsed): return parsed
                    case .failure(let problem):
                        l.error("expected a number or an expression for '\(label)': \(problem.message)", at: l.source.location(ofUTF8: problem.offset))
                        return .invalid(offset: l.offset(scalar.mark))
                    }
                }
            }
        }
    }

    /// A mapping's keys as labels, each value lowered by `lower`.
    private mutating func labelled(
        _ mapping: YAMLMapping, _ lower: (inout YAMLLowering, YAMLScalar, YAMLNode) -> Expression
    ) -> [Expression.Argument] {
        var arguments: [Expression.Argument] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else {
                error("a key must be a name, not \(describeKind(keyNode))", at: location(keyNode))
                continue
            }
            if YAMLSource.isRenamedDuplicate(key.string) { continue }
            let lowered = lower(&self, key, value)
            arguments.append(Expression.Argument(label: key.string, lowered, labelOffset: offset(key.mark)))
        }
        return arguments
    }
}
