import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

extension YAMLLowering {
    // MARK: Views

    /// One view: a view entry (`{Text: a, padding: 4}`), a mapping whose first key is not a
    /// view (compiled as one, so that the compiler names the problem), or a bare name (`Spacer`).
    mutating func view(_ node: YAMLNode) -> Expression {
        switch node {
        case .mapping(let mapping):
            guard let first = mapping.first, case .scalar(let name) = first.key else {
                if mapping.isEmpty { return invalid("expected a view, found an empty mapping", at: node) }
                return invalid("a key must be a name, not \(describeKind(mapping[0].key))", at: mapping[0].key)
            }
            return entry(mapping, named: name)
        case .scalar(let scalar):
            guard case .string(let name) = CoreScalar(scalar) else {
                return invalid("expected a view, found \(describeKind(node))", at: node)
            }
            let at = offset(node)
            return .call(.name(name, offset: at), [], offset: at)
        case .sequence:
            return invalid("expected a view, found a list", at: node)
        }
    }

    /// A view entry: its first key names the view, and every following key is a modifier
    /// (`modifiers: [...]` spliced in where it stands).
    mutating func entry(_ mapping: YAMLMapping, named name: YAMLScalar) -> Expression {
        let start = offset(mapping.mark)
        let nameOffset = offset(name.mark)
        var chain: Expression
        if name.string == "Text", case .sequence(let parts) = mapping[0].value {
            // `Text: [a, b]`: the parts joined, `Text("a") + Text("b")`, which modifiers follow;
            // written where `Text` is (a joined text starts where its first part does).
            chain = concatenation(parts, at: mapping[0].value).startingAt(nameOffset)
        } else if name.string == "Color", case .scalar(let scalar) = mapping[0].value, case .string(let text) = CoreScalar(scalar),
            let word = Self.word(text.trimmingSpaces), ColorStyle.uiKitOnly[word] == nil
        {
            // `Color: red`: the colour `Color.red` as a view (`Color(.red)` would be UIKit's
            // `UIColor.red`), written where `Color` is.
            let at = offset(scalar.mark)
            chain = .call(.name("Color", offset: nameOffset), [Expression.Argument(.member(.name("Color", offset: at), word, offset: at))], offset: nameOffset)
        } else if let arguments = arguments(of: name.string, mapping[0].value, at: name) {
            chain = .call(.name(callName(name.string), offset: nameOffset), arguments, offset: argumentsOffset(mapping[0].value, else: nameOffset))
        } else {
            chain = .invalid(offset: nameOffset)
        }
        // A chain longer than views may nest is reported by the compiler (views and modifiers
        // nested more than --max-depth levels): the modifiers past that are not lowered, so that
        // no one walks a chain deeper than the limit.
        var modifierCount = 0
        let maximumModifiers = maximumDepth + 1
        for pair in mapping.dropFirst() where modifierCount <= maximumModifiers {
            modifierCount += 1
            guard case .scalar(let key) = pair.key else {
                error("a key must be a name, not \(describeKind(pair.key))", at: location(pair.key))
                continue
            }
            if YAMLSource.isRenamedDuplicate(key.string) { continue }
            if key.string == "modifiers" {
                for (modifier, value) in modifierList(pair.value, at: key) where modifierCount <= maximumModifiers {
                    modifierCount += 1
                    chain = apply(modifier, value, to: chain, start: start)
                }
            } else {
                chain = apply(key, pair.value, to: chain, start: start)
            }
        }
        // The entry is where the view is written (a list item's mark), in parentheses.
        return chain.offset == start ? chain : .tuple([Expression.Argument(chain)], offset: start)
    }

    /// `chain.name(arguments)`; a modifier whose value could not be read is left out.
    private mutating func apply(_ name: YAMLScalar, _ value: YAMLNode?, to chain: Expression, start: Int) -> Expression {
        let arguments: [Expression.Argument]?
        if let value { arguments = self.arguments(of: name.string, value, at: name) } else { arguments = [] }
        guard let arguments else { return chain }
        let nameOffset = offset(name.mark)
        return .call(.member(chain, callName(name.string), offset: nameOffset), arguments, offset: value.map { argumentsOffset($0, else: nameOffset) } ?? nameOffset)
    }

    /// Where a call's arguments are written: a mapping of parameters' mark (where the compiler
    /// reports a parameter that is missing); else the call's name.
    private func argumentsOffset(_ value: YAMLNode, else nameOffset: Int) -> Int {
        if case .mapping(let mapping) = value, YAMLLowering.viewName(mapping) == nil, !mapping.isEmpty { return offset(value) }
        return nameOffset
    }

    /// The name a key calls: YAML's `id` is the view's name in the dump and the SVG, which is
    /// Swift's `accessibilityIdentifier` (Swift's `.id` is an identity; Modifiers.id).
    private func callName(_ key: String) -> String {
        key == "id" ? "accessibilityIdentifier" : key
    }

    /// `modifiers: [font: caption, padding: 6, fixedSize]`: each item a one-key mapping or a bare
    /// name, in order.
    private mutating func modifierList(_ value: YAMLNode, at key: YAMLScalar) -> [(YAMLScalar, YAMLNode?)] {
        if value.isNull {
            error("expected a list of modifiers for 'modifiers'", at: location(key.mark))
            return []
        }
        guard case .sequence(let sequence) = value else {
            error("expected a list of modifiers for 'modifiers', found \(describeKind(value))", at: location(value))
            return []
        }
        var calls: [(YAMLScalar, YAMLNode?)] = []
        for item in sequence {
            switch item {
            case .scalar(let scalar):
                guard case .string = CoreScalar(scalar) else {
                    error("expected a modifier, found \(describeKind(item))", at: location(item))
                    continue
                }
                calls.append((scalar, nil))
            case .mapping(let mapping):
                for (key, argument) in mapping {
                    guard case .scalar(let scalar) = key else {
                        error("a key must be a name, not \(describeKind(key))", at: location(key))
                        continue
                    }
                    if YAMLSource.isRenamedDuplicate(scalar.string) { continue }
                    calls.append((scalar, argument))
                }
            default:
                error("expected a modifier, found \(describeKind(item))", at: location(item))
            }
        }
        return calls
    }

    // MARK: Arguments

    /// The arguments of a view or modifier written `name: value`: nothing (`padding:`) is none;
    /// a mapping of parameters is labelled arguments, as Swift's `frame(width: 70, height: 80)`;
    /// any other value is the one unlabelled argument. Nil when the call is to be left out (its
    /// problem reported).
    mutating func arguments(of written: String, _ value: YAMLNode, at key: YAMLScalar) -> [Expression.Argument]? {
        let name = callName(written)
        let form = YAMLVocabulary.forms[name]
        switch specialArguments(of: name, value, at: key) {
        case .arguments(let arguments): return arguments
        case .leftOut: return nil
        case .none: break
        }
        if value.isNull { return [] }
        if case .mapping(let mapping) = value, mapping.isEmpty { return [] }
        if case .mapping(let mapping) = value, YAMLLowering.viewName(mapping) == nil {
            var arguments: [Expression.Argument] = []
            for (labelNode, argument) in mapping {
                guard case .scalar(let label) = labelNode else {
                    error("a key must be a name, not \(describeKind(labelNode))", at: location(labelNode))
                    continue
                }
                if YAMLSource.isRenamedDuplicate(label.string) { continue }
                let kind = YAMLVocabulary.kind(of: label.string, in: name)
                let lowered = argument.isNull && kind.leavesNullOut ? nil : self.value(argument, kind, for: label.string, key: label)
                arguments.append(Expression.Argument(label: label.string, lowered ?? .nil(offset: offset(label.mark)), labelOffset: offset(label.mark)))
            }
            return arguments
        }
        if form?.labelledOnly == true {
            error("expected a mapping of parameters for '\(name)', found \(describeKind(value))", at: location(value))
            return nil
        }
        if let form, form.isFlag, case .scalar(let scalar) = value, case .bool(let on) = CoreScalar(scalar) {
            if on { return [] }
            if let message = form.offMessage {
                error(message, at: location(value))
                return nil
            }
        }
        return [Expression.Argument(self.value(value, YAMLVocabulary.kind(of: nil, in: name), for: name, key: key))]
    }

    /// The name of the view a mapping is (its first key, when it starts with an upper-case
    /// letter); nil when the mapping is not a view.
    static func viewName(_ mapping: YAMLMapping) -> YAMLScalar? {
        guard let first = mapping.first, case .scalar(let key) = first.key, let byte = key.string.utf8.first else { return nil }
        // Most keys are ASCII: look up Unicode's properties only for the others.
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? key : nil }
        guard !YAMLSource.isRenamedDuplicate(key.string), key.string.unicodeScalars.first?.properties.isUppercase == true else { return nil }
        return key
    }

    // MARK: Views as values

    /// Views where a view builder goes: a list of views, one view, or nothing.
    mutating func viewBuilder(_ node: YAMLNode, parameters: [String]? = nil) -> Expression {
        let at = offset(node)
        var statements: [Statement] = []
        switch node {
        case .sequence(let sequence):
            for item in sequence {
                if case .sequence = item {
                    _ = invalid("expected a view, found a list inside a list", at: item)
                    continue
                }
                statements.append(.expression(view(item)))
            }
        default:
            if !node.isNull { statements.append(.expression(view(node))) }
        }
        return .closure(Closure(parameters: parameters, body: statements), offset: at)
    }
}

extension YAMLKind {
    /// Whether nothing written (`spacing:`) is the argument left out (Swift's `nil`) rather than
    /// a value to report.
    var leavesNullOut: Bool {
        switch self {
        case .views: false
        default: true
        }
    }
}
