import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// The YAML front end: a scene file's text → its YAML tree (`YAMLTreeBuilder`, which checks the
/// limits) → the call tree the compiler reads.
///
/// The lowering knows the scene format's shape, not its vocabulary (scene-format §2):
/// - a mapping whose first key starts with an upper-case letter is a view: the first key names
///   the view and its value is the view's argument; every following key is a modifier, in
///   order, and `modifiers: [...]` splices its items in where it stands;
/// - the argument of a view or modifier: nothing (`padding:`) is no argument; a mapping of
///   parameters (`{width: 70, height: 80}`) is labelled arguments, as Swift's
///   `frame(width: 70, height: 80)`; any other value is one unlabelled argument;
/// - inside arguments, scalars stay text (what they mean depends on what the compiler expects
///   there), lists are lists and other mappings are records.
public enum YAMLFrontEnd {
    /// Reads a scene. `modifierNames` lets a key repeated in a view's chain suggest `modifiers:`.
    public static func parse(_ source: String, file: String, limits: SceneLimits = .standard, modifierNames: Set<String> = []) -> YAMLDocumentSyntax {
        let parsed = YAMLSource.parse(source, file: file, limits: limits, modifierNames: modifierNames)
        if let problem = parsed.limitCrossed {
            return YAMLDocumentSyntax(root: .empty, limitCrossed: problem)
        }
        var lowering = Lowering(file: file)
        var views = YAMLLowering(file: file, text: source, limits: limits)
        let root: YAMLDocumentSyntax.Root
        if let node = parsed.root {
            if case .mapping(let mapping) = node {
                var fields = lowering.fields(of: mapping, records: true)
                // The root view, as the Swift it stands for; a list of views is a view builder.
                for (index, pair) in mapping.enumerated() where pair.key.string == "view" && !pair.value.isNull {
                    guard let field = fields.firstIndex(where: { $0.label == "view" && $0.labelLocation == lowering.location(mapping[index].key) })
                    else { continue }
                    let view = pair.value.sequence != nil ? views.viewBuilder(pair.value) : views.view(pair.value)
                    fields[field].value = views.syntax(view)
                }
                root = .fields(fields)
            } else {
                root = node.isNull ? .empty : .other(lowering.value(node))
            }
        } else {
            root = .empty
        }
        return YAMLDocumentSyntax(root: root, diagnostics: parsed.diagnostics + lowering.diagnostics + views.diagnostics)
    }
}

/// One lowering pass: where its diagnostics collect.
struct Lowering {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func location(_ node: YAMLNode) -> SourceLocation {
        let mark = node.position
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    // MARK: Values

    /// A value inside an argument.
    mutating func value(_ node: YAMLNode) -> ValueSyntax {
        switch node {
        case .scalar(let scalar):
            return .literal(literal(scalar))
        case .sequence(let sequence):
            return .list(ListSyntax(sequence.map { value($0) }, location: location(node)))
        case .mapping(let mapping):
            if let name = Self.viewName(mapping) {
                return .view(view(mapping, named: name, at: location(node)))
            }
            return .record(RecordSyntax(fields(of: mapping, records: false), location: location(node)))
        }
    }

    func literal(_ scalar: YAMLScalar) -> LiteralSyntax {
        let style: LiteralSyntax.Style =
            switch scalar.style {
            case .plain: .plain
            case .singleQuoted: .singleQuoted
            case .doubleQuoted: .doubleQuoted
            case .literal: .literal
            case .folded: .folded
            }
        let reading: LiteralSyntax.Scalar =
            switch CoreScalar(scalar) {
            case .null: .null
            case .bool(let b): .bool(b)
            case .int(let i): .int(i)
            case .double(let d): .double(d)
            case .string(let s): .string(s)
            }
        return LiteralSyntax(
            text: scalar.string, style: style, scalar: reading,
            location: SourceLocation(file: file, line: scalar.mark.line, column: scalar.mark.column))
    }

    static func viewName(_ mapping: YAMLMapping) -> YAMLScalar? { YAMLLowering.viewName(mapping) }

    /// The fields of a mapping, in order: a key that is not a scalar is reported and skipped,
    /// as is a repeated key (reported when the tree was built). `records` (the document's top
    /// level) lowers `canvas:` and `params:` as records of parameters even when their first key
    /// is capitalised.
    mutating func fields(of mapping: YAMLMapping, records: Bool) -> [ArgumentSyntax] {
        var result: [ArgumentSyntax] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                diagnostics.append(.error("a key must be a name, not \(describeKind(key))", at: location(key)))
                continue
            }
            if YAMLSource.isRenamedDuplicate(scalar.string) { continue }
            let lowered: ValueSyntax =
                if records, scalar.string == "canvas" || scalar.string == "params", case .mapping(let inner) = value {
                    .record(RecordSyntax(fields(of: inner, records: false), location: location(value)))
                } else {
                    self.value(value)
                }
            result.append(ArgumentSyntax(label: scalar.string, labelLocation: location(key), value: lowered))
        }
        return result
    }

    // MARK: Views

    /// A view entry: its first key (`name`) names the view.
    mutating func view(_ mapping: YAMLMapping, named name: YAMLScalar, at location: SourceLocation) -> ViewSyntax {
        let base = call(name: name.string, at: self.location(mapping[0].key), argument: mapping[0].value)
        var modifiers: [CallSyntax] = []
        for pair in mapping.dropFirst() {
            guard case .scalar(let key) = pair.key else {
                diagnostics.append(.error("a key must be a name, not \(describeKind(pair.key))", at: self.location(pair.key)))
                continue
            }
            if YAMLSource.isRenamedDuplicate(key.string) { continue }
            if key.string == "modifiers" {
                modifiers += modifierList(pair.value, at: self.location(pair.key))
            } else {
                modifiers.append(call(name: key.string, at: self.location(pair.key), argument: pair.value))
            }
        }
        return ViewSyntax(base: base, modifiers: modifiers, location: location)
    }

    /// A view or modifier with its argument (see `YAMLFrontEnd`).
    mutating func call(name: String, at location: SourceLocation, argument: YAMLNode) -> CallSyntax {
        if argument.isNull {
            return CallSyntax(name: name, location: location, isBare: true)
        }
        if case .mapping(let mapping) = argument, Self.viewName(mapping) == nil, !mapping.isEmpty {
            return CallSyntax(name: name, location: location, arguments: fields(of: mapping, records: false), argumentsLocation: self.location(argument))
        }
        let lowered = value(argument)
        return CallSyntax(name: name, location: location, arguments: [ArgumentSyntax(label: nil, labelLocation: self.location(argument), value: lowered)])
    }

    /// `modifiers: [font: caption, padding: 6, fixedSize]`: each item a one-key mapping or a
    /// bare name, applied in order where the list stands.
    mutating func modifierList(_ value: YAMLNode, at key: SourceLocation) -> [CallSyntax] {
        if value.isNull {
            diagnostics.append(.error("expected a list of modifiers for 'modifiers'", at: key))
            return []
        }
        guard case .sequence(let sequence) = value else {
            diagnostics.append(.error("expected a list of modifiers for 'modifiers', found \(describeKind(value))", at: location(value)))
            return []
        }
        var calls: [CallSyntax] = []
        for item in sequence {
            switch item {
            case .scalar(let scalar):
                guard case .string(let name) = CoreScalar(scalar) else {
                    diagnostics.append(.error("expected a modifier, found \(describeKind(item))", at: location(item)))
                    continue
                }
                calls.append(CallSyntax(name: name, location: location(item), isBare: true))
            case .mapping(let mapping):
                for (key, argument) in mapping {
                    guard case .scalar(let scalar) = key else {
                        diagnostics.append(.error("a key must be a name, not \(describeKind(key))", at: location(key)))
                        continue
                    }
                    if YAMLSource.isRenamedDuplicate(scalar.string) { continue }
                    calls.append(call(name: scalar.string, at: location(key), argument: argument))
                }
            default:
                diagnostics.append(.error("expected a modifier, found \(describeKind(item))", at: location(item)))
            }
        }
        return calls
    }
}
