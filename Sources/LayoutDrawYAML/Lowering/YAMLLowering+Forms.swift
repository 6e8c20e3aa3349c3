import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// The scene format's own forms, which say in YAML what SwiftUI says another way (scene-format
/// §2): a list of `Text` parts is a concatenation, an `Image` is a file beside the scene, a
/// `ForEach` counts or lists its items and names them `index` and `item`, a reader names its
/// proxy with `proxy:`, and a few modifiers take a form SwiftUI has no spelling for.
/// What a call written in one of the scene format's own forms lowers to.
enum SpecialArguments {
    /// These arguments.
    case arguments([Expression.Argument])
    /// Nothing: the call is left out, its problem reported.
    case leftOut
}

extension YAMLLowering {
    /// The arguments of a call written in one of these forms; nil when the call is written as
    /// any other.
    mutating func specialArguments(of name: String, _ value: YAMLNode, at key: YAMLScalar) -> SpecialArguments? {
        switch name {
        case "Image":
            // A file beside the scene: `Image(path:)`, which the compiler reads as the scene
            // format says (Views.image); `{systemName: star}` is SwiftUI's.
            guard case .scalar(let scalar) = value, !scalar.isNull else { return nil }
            return .arguments([Expression.Argument(label: "path", .string(scalar.string, offset: offset(scalar.mark)), labelOffset: offset(scalar.mark))])
        case "Path":
            guard case .scalar(let scalar) = value, !scalar.isNull else { return nil }
            return .arguments([Expression.Argument(label: "svg", .string(scalar.string, offset: offset(scalar.mark)), labelOffset: offset(scalar.mark))])
        case "ForEach", "List":
            return forEachArguments(value)
        case "GeometryReader":
            return readerArguments(value)
        case "frame" where value.isNull:
            error("'frame' needs arguments, such as frame: {width: 100, height: 50} or {maxWidth: infinity}", at: location(key.mark))
            return .leftOut
        case "aspectRatio":
            return aspectRatioArguments(value, at: key)
        case "ignoresSafeArea":
            return ignoresSafeAreaArguments(value)
        case "lineLimit":
            guard case .sequence(let bounds) = value else { return nil }
            guard bounds.count == 2 else {
                error("'lineLimit' takes a number of lines, or a range of lines as [lowest, highest]: [2, 4]", at: location(value))
                return .leftOut
            }
            return .arguments([Expression.Argument(range(value, for: "lineLimit", key: key))])
        case "dynamicTypeSize":
            return .arguments([Expression.Argument(dynamicTypeSizes(value))])
        default:
            return nil
        }
    }

    // MARK: Dynamic Type

    /// `dynamicTypeSize: AX3` (the short names, SwiftUI's and `ContentSizeCategory`'s) as
    /// `.accessibility3`; `[small, AX2]` as `.small ... .accessibility2`. A word that is no size
    /// is reported as written, with the closest size.
    mutating func dynamicTypeSizes(_ node: YAMLNode) -> Expression {
        guard case .sequence(let bounds) = node else { return dynamicTypeSize(node) }
        guard bounds.count == 2 else {
            return invalid("'dynamicTypeSize' takes a size, or a range of sizes as [smallest, largest]: [large, AX2]", at: node)
        }
        return .binary(.closedRange, dynamicTypeSize(bounds[0]), dynamicTypeSize(bounds[1]), offset: offset(node))
    }

    /// One size, as SwiftUI names it (`AX3` is `.accessibility3`).
    mutating func dynamicTypeSize(_ node: YAMLNode) -> Expression {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            return invalid("expected a Dynamic Type size such as xxxLarge or AX3 for 'dynamicTypeSize', found \(describeKind(node))", at: node)
        }
        let text = scalar.string.trimmingSpaces
        guard let size = DynamicTypeSize(named: text) else { return invalid(DynamicTypeSize.unknownMessage(text), at: node) }
        return .implicitMember(size.name, offset: offset(scalar.mark))
    }

    // MARK: Text

    /// `Text: ['a ', {Text: b, bold: true}]`: `Text("a ") + Text("b").bold(true)`.
    mutating func concatenation(_ parts: YAMLSequence, at node: YAMLNode) -> Expression {
        guard !parts.isEmpty else {
            return invalid("'Text' needs a string, or a list of parts to join such as ['a ', {Text: b, bold: true}]", at: node)
        }
        var joinedParts: [Expression] = []
        for part in parts {
            let lowered: Expression
            switch part {
            case .scalar(let scalar):
                guard case .string = CoreScalar(scalar) else {
                    lowered = invalid("expected a string or a Text for a part of 'Text', found \(describeKind(part))", at: part)
                    break
                }
                // A string part stands for `Text("…")`, a literal.
                let at = offset(scalar.mark)
                lowered = .call(.name("Text", offset: at), [Expression.Argument(text(scalar))], offset: at)
            case .sequence:
                lowered = invalid("expected a string or a Text for a part of 'Text', found a list", at: part)
            case .mapping:
                lowered = view(part)
            }
            joinedParts.append(lowered)
        }
        return Self.joined(joinedParts[...])
    }

    /// `a + b + c …` as a balanced tree, so that a long list of parts nests only as deep as its
    /// logarithm (the compiler reads the operands in order whatever the grouping).
    private static func joined(_ parts: ArraySlice<Expression>) -> Expression {
        if parts.count == 1 { return parts.first! }
        let middle = parts.startIndex + parts.count / 2
        let right = joined(parts[middle...])
        return .binary(.add, joined(parts[..<middle]), right, offset: right.offset)
    }

    // MARK: ForEach and GeometryReader

    /// `{count: N, content}`, `{range: [a, b], content}`, `{items: […], content}`: the content is a
    /// closure of the element's `index` and `item` (for a count or a range both are the number).
    private mutating func forEachArguments(_ value: YAMLNode) -> SpecialArguments? {
        guard case .mapping(let mapping) = value, Self.viewName(mapping) == nil else { return nil }
        let counted = mapping.keys.contains { ["count", "range", "items"].contains($0.string ?? "") }
        guard counted else { return nil }
        var arguments: [Expression.Argument] = []
        for (labelNode, argument) in mapping {
            guard case .scalar(let label) = labelNode else {
                error("a key must be a name, not \(describeKind(labelNode))", at: location(labelNode))
                continue
            }
            if YAMLSource.isRenamedDuplicate(label.string) { continue }
            let lowered: Expression
            if label.string == "content" {
                lowered = viewBuilder(argument, parameters: counted ? ["index", "item"] : nil)
            } else if argument.isNull {
                lowered = .nil(offset: offset(label.mark))
            } else {
                lowered = self.value(argument, YAMLVocabulary.kind(of: label.string, in: "ForEach"), for: label.string, key: label)
            }
            arguments.append(Expression.Argument(label: label.string, lowered, labelOffset: offset(label.mark)))
        }
        return .arguments(arguments)
    }

    /// `GeometryReader: [views]` or `{proxy: NAME, content}`: `GeometryReader { NAME in … }`, the
    /// proxy called `proxy` unless named.
    private mutating func readerArguments(_ value: YAMLNode) -> SpecialArguments? {
        var proxy = "proxy"
        var content: YAMLNode = value
        if case .mapping(let mapping) = value, Self.viewName(mapping) == nil {
            var rest: [Expression.Argument] = []
            var contentNode: YAMLNode?
            for (labelNode, argument) in mapping {
                guard case .scalar(let label) = labelNode else { continue }
                if YAMLSource.isRenamedDuplicate(label.string) { continue }
                switch label.string {
                case "proxy":
                    guard case .scalar(let scalar) = argument, !scalar.isNull else {
                        error("expected a value for 'proxy'", at: location(label.mark))
                        return .leftOut
                    }
                    guard Self.word(scalar.string) == scalar.string else {
                        error("'\(scalar.string)' is not a valid proxy name: use letters, digits and '_'", at: location(argument))
                        return .leftOut
                    }
                    proxy = scalar.string
                case "content":
                    contentNode = argument
                default:
                    rest.append(Expression.Argument(label: label.string, expression(argument, for: label.string), labelOffset: offset(label.mark)))
                }
            }
            guard let contentNode else { return .arguments(rest) }
            return .arguments(rest + [Expression.Argument(viewBuilder(contentNode, parameters: [proxy]))])
        }
        content = value
        return .arguments([Expression.Argument(viewBuilder(content, parameters: [proxy]))])
    }

    // MARK: Modifiers

    /// `aspectRatio: fit` or `{ratio, contentMode}`: SwiftUI's content mode is not optional.
    private mutating func aspectRatioArguments(_ value: YAMLNode, at key: YAMLScalar) -> SpecialArguments? {
        let usage = "write aspectRatio: fit, or {ratio: 0.667, contentMode: fill}"
        switch value {
        case .scalar(let scalar) where scalar.isNull:
            error("'aspectRatio' needs a content mode: \(usage)", at: location(key.mark))
            return .leftOut
        case .scalar(let scalar):
            switch CoreScalar(scalar) {
            case .int, .double:
                error("'aspectRatio' needs a content mode with its ratio, as in SwiftUI: write {ratio: \(scalar.string), contentMode: fit}", at: location(value))
                return .leftOut
            default:
                return .arguments([Expression.Argument(label: "contentMode", member(value, for: "aspectRatio"), labelOffset: offset(scalar.mark))])
            }
        case .mapping(let mapping) where Self.viewName(mapping) == nil:
            if !mapping.keys.contains(where: { $0.string == "contentMode" }),
                mapping.keys.allSatisfy({ ["ratio", "contentMode"].contains($0.string ?? "") })
            {
                error("'aspectRatio' needs 'contentMode' (fit or fill), as in SwiftUI", at: location(value))
                return .leftOut
            }
            return nil
        default:
            return nil
        }
    }

    /// `ignoresSafeArea: true` (or bare), `{edges, regions}`, or a region's name; edges are named
    /// under `edges:`.
    private mutating func ignoresSafeAreaArguments(_ value: YAMLNode) -> SpecialArguments? {
        let edgeNames: Set<String> = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
        switch value {
        case .sequence:
            error("write the edges as ignoresSafeArea: {edges: [top, bottom]}", at: location(value))
            return .leftOut
        case .scalar(let scalar) where edgeNames.contains(scalar.string):
            error("write the edges as ignoresSafeArea: {edges: [\(scalar.string)]}", at: location(value))
            return .leftOut
        default:
            return nil
        }
    }

    // MARK: Annotations

    /// Diagram items (scene-format §3): a kind's name is `.kind`; `{kind: K, color, label,
    /// placement, space}` and `{K: {color, …}}` are `Annotation(kind: .K, color: …)` with the
    /// labels as written; `{label: TEXT}` is a free label. A single item may stand alone.
    mutating func annotations(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        let items: [YAMLNode]
        if case .sequence(let sequence) = node { items = Array(sequence) } else { items = [node] }
        return .array(items.map { annotation($0) }, offset: offset(node))
    }

    private mutating func annotation(_ item: YAMLNode) -> Expression {
        let at = offset(item)
        switch item {
        case .scalar:
            return member(item, for: "kind")
        case .mapping(let mapping):
            // `KIND: {color, …}` or `label: TEXT`.
            if mapping.count == 1, case .scalar(let only) = mapping[0].key, only.string != "kind",
                !["color", "placement", "space"].contains(only.string)
            {
                let value = mapping[0].value
                if only.string == "label", case .scalar(let scalar) = value, !scalar.isNull {
                    return .call(
                        .name("Annotation", offset: at),
                        [
                            Expression.Argument(label: "kind", .implicitMember("label", offset: offset(only.mark)), labelOffset: offset(only.mark)),
                            Expression.Argument(label: "label", annotationValue("label", value), labelOffset: offset(only.mark)),
                        ], offset: offset(only.mark))
                }
                var arguments = [Expression.Argument(label: "kind", .implicitMember(only.string, offset: offset(only.mark)), labelOffset: offset(only.mark))]
                if case .mapping(let inner) = value {
                    for (keyNode, inside) in inner {
                        guard case .scalar(let label) = keyNode else { continue }
                        arguments.append(Expression.Argument(label: label.string, annotationValue(label.string, inside), labelOffset: offset(label.mark)))
                    }
                } else if !value.isNull {
                    return invalid("expected a mapping of parameters for '\(only.string)' annotation', found \(describeKind(value))", at: value)
                }
                return .call(.name("Annotation", offset: at), arguments, offset: offset(only.mark))
            }
            return typedCall("Annotation", mapping, at: at) { l, label, value in l.annotationValue(label, value) }
        case .sequence:
            return invalid("expected an annotation (frame, size, origin, …) or {kind: …}, found a list", at: item)
        }
    }

    /// A value of an annotation item: its label is text, its colour a palette name or a colour,
    /// its space a name.
    private mutating func annotationValue(_ label: String, _ value: YAMLNode) -> Expression {
        switch label {
        case "label":
            guard case .scalar(let scalar) = value, !scalar.isNull else { return expression(value, for: "label") }
            return text(scalar)
        case "space":
            return selection(value)
        case "color":
            if case .scalar(let scalar) = value, case .string(let text) = CoreScalar(scalar), let word = Self.word(text) {
                return .implicitMember(word, offset: offset(scalar.mark))
            }
            return color(value, for: label)
        default:
            return member(value, for: label)
        }
    }
}
