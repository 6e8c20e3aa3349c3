import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

extension YAMLLowering {
    /// A value as the Swift expression it stands for where a `kind` is expected; `name` names it
    /// in messages (the parameter, or the view or modifier it is the value of).
    mutating func value(_ node: YAMLNode, _ kind: YAMLKind, for name: String, key: YAMLScalar) -> Expression {
        switch kind {
        case .expression: return expression(node, for: name)
        case .number: return number(node, for: name, key: key)
        case .lengthOrEdges:
            if case .sequence = node { return members(node, for: name) }
            return number(node, for: name, key: key)
        case .textOrNumber:
            if case .scalar(let scalar) = node {
                switch CoreScalar(scalar) {
                case .int, .double: return number(node, for: name, key: key)
                default: break
                }
            }
            return textValue(node, for: name)
        case .bool: return bool(node, for: name, key: key)
        case .text: return textValue(node, for: name)
        case .name: return member(node, for: name)
        case .names: return members(node, for: name)
        case .color: return color(node, for: name)
        case .style: return style(node, for: name)
        case .styleOrView: return styleOrView(node, for: name)
        case .font: return font(node, for: name, key: key)
        case .view: return viewValue(node)
        case .views: return viewBuilder(node)
        case .closure(let parameters): return closure(node, parameters: parameters, for: name)
        case .unitPoint: return unitPoint(node, for: name, key: key)
        case .angle: return angle(node, for: name, key: key)
        case .ratio: return pair(node, type: "CGSize", labels: ("width", "height"), for: name, key: key, what: "a CGSize ratio is [width, height]")
        case .scale: return pair(node, type: "CGSize", labels: ("width", "height"), for: name, key: key, what: "a CGSize scale is [x, y]")
        case .alignment: return alignment(node, for: name)
        case .gridItems: return gridItems(node, for: name, key: key)
        case .strokeStyle: return strokeStyle(node, for: name, key: key)
        case .colors: return list(node, of: .color, for: name, key: key)
        case .stops: return stops(node, for: name, key: key)
        case .gradient: return gradient(node, for: name, key: key)
        case .shape: return shape(node, for: name)
        case .range: return range(node, for: name, key: key)
        case .selection: return selection(node)
        case .annotations: return annotations(node, for: name, key: key)
        case .list(let element): return list(node, of: element, for: name, key: key)
        }
    }

    // MARK: Scalars

    /// Read as Swift reads it: a number, `true`/`false`, `nil`, a name (`.name`), an expression,
    /// or else text; a list is an array, a view entry a view, another mapping a labelled tuple.
    mutating func expression(_ node: YAMLNode, for name: String) -> Expression {
        switch node {
        case .scalar(let scalar):
            let at = offset(scalar.mark)
            switch CoreScalar(scalar) {
            case .null: return .nil(offset: at)
            case .bool(let b): return .bool(b, offset: at)
            case .int(let i): return .number(Double(i), isInteger: true, offset: at)
            case .double(let d): return .number(d, isInteger: false, offset: at)
            case .string(let text):
                if scalar.style == .plain, let word = Self.word(text) { return .implicitMember(word, offset: at) }
                if case .success(let parsed) = parseExpression(scalar) { return atScalar(parsed, scalar) }
                return self.text(scalar)
            }
        case .sequence(let sequence):
            return .array(sequence.map { expression($0, for: name) }, offset: offset(node))
        case .mapping(let mapping):
            if Self.viewName(mapping) != nil { return view(node) }
            var elements: [Expression.Argument] = []
            for (key, value) in mapping {
                guard case .scalar(let label) = key else { continue }
                elements.append(Expression.Argument(label: label.string, expression(value, for: label.string), labelOffset: offset(label.mark)))
            }
            return .tuple(elements, offset: offset(node))
        }
    }

    /// A plain scalar that is one name (`caption`, `.caption`): the name.
    static func word(_ text: String) -> String? {
        var name = Substring(text)
        if name.first == "." { name = name.dropFirst() }
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return String(name)
    }

    /// A number, `infinity` (`.infinity`, `.inf`, and their negatives), or an expression.
    mutating func number(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        guard case .scalar(let scalar) = node else {
            return invalid("expected a number for '\(name)', found \(describeKind(node))", at: node)
        }
        let at = offset(scalar.mark)
        switch CoreScalar(scalar) {
        case .int(let i): return .number(Double(i), isInteger: true, offset: at)
        case .double(let d): return .number(d, isInteger: false, offset: at)
        case .null:
            error("expected a number for '\(name)'", at: location(key.mark))
            return .invalid(offset: at)
        case .bool:
            return invalid("expected a number for '\(name)', found \(describeKind(node))", at: node)
        case .string(let text):
            switch text.trimmingSpaces {
            case ".infinity", "infinity", ".inf": return .implicitMember("infinity", offset: at)
            case "-.infinity", "-infinity", "-.inf": return .negate(.implicitMember("infinity", offset: at), offset: at)
            default: break
            }
            switch parseExpression(scalar) {
            case .success(let parsed): return atScalar(parsed, scalar)
            case .failure(let problem):
                error("expected a number for '\(name)', found \(describeKind(node)): \(problem.message)", at: source.location(ofUTF8: problem.offset))
                return .invalid(offset: at)
            }
        }
    }

    /// `true` or `false`.
    mutating func bool(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        if case .scalar(let scalar) = node {
            switch CoreScalar(scalar) {
            case .bool(let b): return .bool(b, offset: offset(scalar.mark))
            case .null:
                error("expected true or false for '\(name)'", at: location(key.mark))
                return .invalid(offset: offset(scalar.mark))
            default: break
            }
        }
        var message = "expected true or false for '\(name)', found \(describeKind(node))"
        if case .scalar(let scalar) = node, ["yes", "no", "on", "off", "y", "n"].contains(scalar.string.lowercased()) {
            message += " (YAML 1.2 reads it as a string)"
        }
        return invalid(message, at: node)
    }

    /// Text with `\(…)` readouts; a number or a Boolean as it is written.
    mutating func textValue(_ node: YAMLNode, for name: String) -> Expression {
        guard case .scalar(let scalar) = node else {
            // Views where text goes (`Button: {Circle: }`, `header: {Text: A, bold: true}`,
            // `Section: [rows]`).
            if case .mapping(let mapping) = node, Self.viewName(mapping) != nil { return viewBuilder(node) }
            if case .sequence = node { return viewBuilder(node) }
            return invalid("expected a string for '\(name)', found \(describeKind(node))", at: node)
        }
        return text(scalar)
    }

    /// A case or static member of the type expected (`leading` is `.leading`); `nil`, or an
    /// expression (`HorizontalAlignment.center`).
    mutating func member(_ node: YAMLNode, for name: String) -> Expression {
        guard case .scalar(let scalar) = node else {
            return invalid("expected a name for '\(name)', found \(describeKind(node))", at: node)
        }
        let at = offset(scalar.mark)
        switch CoreScalar(scalar) {
        case .null: return .nil(offset: at)
        case .bool(let b): return .bool(b, offset: at)
        case .int(let i): return .number(Double(i), isInteger: true, offset: at)
        case .double(let d): return .number(d, isInteger: false, offset: at)
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if trimmed == "nil" { return .nil(offset: at) }
            if let word = Self.word(trimmed) { return .implicitMember(word, offset: at) }
            if case .success(let parsed) = parseExpression(scalar) { return atScalar(parsed, scalar) }
            // A name the compiler reports as unknown, as written.
            return .implicitMember(trimmed, offset: at)
        }
    }

    /// A name or a list of names: an option set.
    mutating func members(_ node: YAMLNode, for name: String) -> Expression {
        // `none`: the empty set.
        if case .scalar(let scalar) = node, scalar.string.trimmingSpaces == "none" { return .array([], offset: offset(node)) }
        if case .sequence(let sequence) = node {
            return .array(sequence.map { member($0, for: name) }, offset: offset(node))
        }
        return member(node, for: name)
    }

    /// A selection tag: a number, a Boolean, or text.
    mutating func selection(_ node: YAMLNode) -> Expression {
        guard case .scalar(let scalar) = node else { return expression(node, for: "tag") }
        let at = offset(scalar.mark)
        switch CoreScalar(scalar) {
        case .null: return .nil(offset: at)
        case .bool(let b): return .bool(b, offset: at)
        case .int(let i): return .number(Double(i), isInteger: true, offset: at)
        case .double(let d): return .number(d, isInteger: false, offset: at)
        case .string(let s): return .string(s, offset: at)
        }
    }

    // MARK: Lists

    /// A list of values of one kind: an array.
    mutating func list(_ node: YAMLNode, of kind: YAMLKind, for name: String, key: YAMLScalar) -> Expression {
        guard case .sequence(let sequence) = node else { return value(node, kind, for: name, key: key) }
        return .array(sequence.map { value($0, kind, for: name, key: key) }, offset: offset(node))
    }

    /// `[lower, upper]`: `lower...upper`.
    mutating func range(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        guard case .sequence(let sequence) = node, sequence.count == 2 else { return expression(node, for: name) }
        let at = offset(node)
        return .binary(.closedRange, number(sequence[0], for: name, key: key), number(sequence[1], for: name, key: key), offset: at)
    }

    /// `[a, b]` or `{labels.0: a, labels.1: b}` as `type(labels.0: a, labels.1: b)`; anything
    /// else is a number.
    mutating func pair(
        _ node: YAMLNode, type: String, labels: (String, String), for name: String, key: YAMLScalar, what: String
    ) -> Expression {
        guard case .sequence(let sequence) = node else { return number(node, for: name, key: key) }
        guard sequence.count == 2 else { return invalid("\(what), found \(sequence.count) values", at: node) }
        let at = offset(node)
        return .call(
            .name(type, offset: at),
            [
                Expression.Argument(label: labels.0, number(sequence[0], for: name, key: key)),
                Expression.Argument(label: labels.1, number(sequence[1], for: name, key: key)),
            ], offset: at)
    }

    // MARK: Code

    /// A string is the expression a closure of `parameters` returns (`value: 'd.width / 2'` is
    /// `{ d in d.width / 2 }`).
    mutating func closure(_ node: YAMLNode, parameters: [String], for name: String) -> Expression {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            return invalid("expected a number or an expression for '\(name)', found \(describeKind(node))", at: node)
        }
        let at = offset(scalar.mark)
        if case .int(let i) = CoreScalar(scalar) {
            return .closure(Closure(parameters: parameters, body: [.expression(.number(Double(i), isInteger: true, offset: at))]), offset: at)
        }
        if case .double(let d) = CoreScalar(scalar) {
            return .closure(Closure(parameters: parameters, body: [.expression(.number(d, isInteger: false, offset: at))]), offset: at)
        }
        switch parseExpression(scalar) {
        case .success(let parsed):
            return .closure(Closure(parameters: parameters, body: [.expression(parsed)]), offset: at)
        case .failure(let problem):
            error("expected a number or an expression for '\(name)': \(problem.message)", at: source.location(ofUTF8: problem.offset))
            return .invalid(offset: at)
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
