import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Reading names from a table (alignments, edges, axes, …), alignments and edge sets.
extension CompileSession {
    /// A name from `table`, with an optional leading `.`; `kind` names it in messages
    /// ("alignment"). `hint` explains a name that exists but does not fit here. A Swift
    /// expression names it as a member (`.leading`, `HorizontalAlignment.center`).
    func named<T>(
        _ node: ValueSyntax?, _ table: [String: T], kind: String, for name: String, keyLocation: SourceLocation,
        context: CompileContext? = nil, hint: (String) -> String? = { _ in nil }
    ) -> T? {
        if case .expression(let syntax)? = node {
            let key: String
            var written = syntax.written(at: syntax.expression.offset)
            switch syntax.expression {
            // A name written on its own (`.leading`, YAML's `leading`) is read as written.
            case .implicitMember(let member, _):
                key = member
            // A name given as a string (`device: "iPhone SE"`).
            case .string(let text, _):
                key = text
                written = .asText
            case .member(.name(let type, _), let member, let offset) where table["\(type).\(member)"] != nil || context == nil:
                key = table["\(type).\(member)"] != nil ? "\(type).\(member)" : member
                written = syntax.written(at: offset)
            default:
                guard let context else {
                    error("expected \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) for '\(name)', found \(syntax.text)", at: syntax.location)
                    return nil
                }
                guard let value = evaluate(syntax, context) else { return nil }
                switch value {
                case .symbol(let symbol) where symbol.path.count == 1 && symbol.path[0].arguments == nil:
                    if let type = symbol.type, table["\(type).\(symbol.name)"] != nil {
                        key = "\(type).\(symbol.name)"
                    } else {
                        key = symbol.name
                    }
                case .string(let s):
                    key = s
                    written = .asText
                case .coordinateSpace(let space):
                    key = space.description
                default:
                    error("expected \(kind.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(kind) for '\(name)', found \(value.interpolationDescription)", at: syntax.location)
                    return nil
                }
            }
            if let value = table[key] { return value }
            if let hint = hint(key) {
                error(hint, at: syntax.location)
            } else {
                error("unknown \(kind) '\(written.name(key))'\(written.didYouMean(key, in: table.keys))", at: syntax.location)
            }
            return nil
        }
        guard let text = string(node, for: name, keyLocation: keyLocation) else { return nil }
        var key = text.trimmingSpaces
        if key.hasPrefix(".") { key.removeFirst() }
        if let value = table[key] { return value }
        let at = location(of: node, key: keyLocation)
        if let hint = hint(key) {
            error(hint, at: at)
        } else {
            error("unknown \(kind) '\(text)'\(Suggestions.didYouMean(key, in: table.keys))", at: at)
        }
        return nil
    }

    func alignment(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil) -> Alignment? {
        var table = Alignment.named
        if let context, !context.program.alignments.isEmpty {
            if let composed = composedAlignment(node, context) { return composed }  // (nil inside: reported)
            table.merge(context.program.alignments.twoDimensional) { a, _ in a }
        }
        return named(node, table, kind: "alignment", for: name, keyLocation: keyLocation, context: context) { key in
            ["firstTextBaseline", "lastTextBaseline"].contains(key)
                ? "'\(key)' is a vertical alignment for an HStack; here a 2-D alignment is needed (center, topLeading, …)"
                : nil
        }
    }

    /// `Alignment(horizontal: .myLeading, vertical: .top)` (Swift) or `{horizontal: myLeading,
    /// vertical: top}` (YAML), in a scene with custom alignments: nil when the value is not
    /// written so; `.some(nil)` when it is, with a problem (reported).
    private func composedAlignment(_ node: ValueSyntax?, _ context: CompileContext) -> Alignment?? {
        let customs = context.program.alignments
        var horizontal: ValueSyntax?, vertical: ValueSyntax?
        var at = node.map(location) ?? SourceLocation(file: "", line: 1, column: 1)
        switch node {
        case .expression(let syntax)?:
            guard case .call(let callee, let arguments, _) = syntax.expression, arguments.count == 2,
                arguments[0].label == "horizontal", arguments[1].label == "vertical"
            else { return nil }
            switch callee {
            case .name("Alignment", _), .implicitMember("init", _): break
            default: return nil
            }
            horizontal = .expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin))
            vertical = .expression(ExpressionSyntax(arguments[1].value, origin: syntax.origin))
            at = syntax.location
        case .record(let record)?:
            let labels = record.fields.compactMap(\.label)
            guard labels.sorted() == ["horizontal", "vertical"] else { return nil }
            horizontal = record.fields.first { $0.label == "horizontal" }?.value
            vertical = record.fields.first { $0.label == "vertical" }?.value
        default:
            return nil
        }
        let h = named(horizontal, customs.horizontalNames, kind: "horizontal alignment", for: "horizontal", keyLocation: at, context: context)
        let v = named(vertical, customs.verticalNames, kind: "vertical alignment", for: "vertical", keyLocation: at, context: context)
        guard let h, let v else { return .some(nil) }
        return Alignment(horizontal: h, vertical: v)
    }

    static let edgeNames: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// An edge set: `top`, `horizontal`, `all`, or a list of them (`[.top, .trailing]`).
    func edges(_ node: ValueSyntax?, for name: String, keyLocation: SourceLocation, _ context: CompileContext? = nil) -> EdgeSet? {
        if let node, let context, let items = items(node, context) {
            var set: EdgeSet = []
            var ok = true
            for item in items {
                if let edge = named(item, Self.edgeNames, kind: "edge", for: name, keyLocation: item.location, context: context) {
                    set.formUnion(edge)
                } else {
                    ok = false
                }
            }
            return ok ? set : nil
        }
        if let node, case .list(let list) = node {
            var set: EdgeSet = []
            var ok = true
            for item in list.items {
                if let edge = named(item, Self.edgeNames, kind: "edge", for: name, keyLocation: location(item)) {
                    set.formUnion(edge)
                } else {
                    ok = false
                }
            }
            return ok ? set : nil
        }
        return named(node, Self.edgeNames, kind: "edge", for: name, keyLocation: keyLocation, context: context)
    }
}
