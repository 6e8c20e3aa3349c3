import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// The YAML front end: a scene file's text → its YAML tree (`YAMLTreeBuilder`, which checks the
/// limits) → the scene the compiler reads (`SceneSyntax`): the view lowered to the SwiftUI it
/// stands for (`YAMLLowering`), with the canvas, the params and the custom alignments the file
/// writes beside it as `SceneSettings`.
public enum YAMLFrontEnd {
    /// The keys a scene file's top level may have (scene-format §1).
    public static let topLevelKeys = ["canvas", "params", "alignments", "view"]

    /// Reads a scene. `modifierNames` lets a key repeated in a view's chain suggest `modifiers:`.
    public static func parse(_ source: String, file: String, limits: SceneLimits = .standard, modifierNames: Set<String> = []) -> SceneSyntax {
        let parsed = YAMLSource.parse(source, file: file, limits: limits, modifierNames: modifierNames)
        var lowering = YAMLLowering(file: file, text: source, limits: limits)
        var scene = SceneSyntax(file: lowering.source, shape: .expression)
        scene.checksNamesFirst = false
        scene.settings = SceneSettings()
        if let problem = parsed.limitCrossed {
            scene.limitCrossed = problem
            return scene
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        let missingView = "'view:' is required: it holds the root view of the scene"
        switch parsed.root {
        case .mapping(let mapping)?:
            var hasView = false
            for (keyNode, value) in mapping {
                guard case .scalar(let key) = keyNode else {
                    lowering.error("a key must be a name, not \(describeKind(keyNode))", at: lowering.location(keyNode))
                    continue
                }
                if YAMLSource.isRenamedDuplicate(key.string) { continue }
                let keyOffset = lowering.offset(key.mark)
                switch key.string {
                case "view":
                    hasView = true
                    if value.isNull {
                        lowering.error(missingView, at: lowering.location(key.mark))
                    } else {
                        // A list of views is a view builder: its views in an implicit VStack.
                        scene.statements = [.expression(value.sequence != nil ? lowering.viewBuilder(value) : lowering.view(value))]
                    }
                case "canvas":
                    scene.settings?.canvas = lowering.canvas(value)
                    scene.settings?.canvasOffset = keyOffset
                case "params":
                    scene.settings?.params = lowering.params(value, at: key)
                    scene.settings?.paramsOffset = keyOffset
                case "alignments":
                    scene.settings?.alignments = lowering.alignments(value)
                    scene.settings?.alignmentsOffset = keyOffset
                default:
                    lowering.error(
                        "unknown top-level key '\(key.string)'\(Suggestions.didYouMean(key.string, in: topLevelKeys))",
                        at: lowering.location(key.mark))
                    // (A misspelt 'view:' is reported as such, with its suggestion.)
                    if Suggestions.closest(to: key.string, in: ["view"]) != nil { hasView = true }
                }
            }
            if !hasView { lowering.error(missingView, at: start) }
        case let node?:
            if node.isNull {
                if parsed.diagnostics.isEmpty { lowering.error(missingView, at: start) }
            } else {
                lowering.error(
                    "a scene is a mapping with 'view:' (and optionally 'canvas:', 'params:' and 'alignments:'), not \(describeKind(node))",
                    at: lowering.location(node))
            }
        case nil:
            if parsed.diagnostics.isEmpty { lowering.error(missingView, at: start) }
        }
        scene.diagnostics = parsed.diagnostics + lowering.diagnostics
        return scene
    }
}

/// A YAML file read as data, for the files that are not scenes (a project's `layoutdraw.yaml`):
/// its top-level keys with their values, or the one value it is.
public struct YAMLDataDocument: Sendable {
    public enum Root: Sendable {
        /// The document's top-level keys with their values.
        case fields([ArgumentSyntax])
        /// A document that is not a mapping.
        case other(ValueSyntax)
        /// An empty document.
        case empty
    }

    public var root: Root
    /// Problems found while reading the text (syntax errors, repeated keys, a limit crossed).
    public var diagnostics: [Diagnostic]
}

extension YAMLFrontEnd {
    /// Reads a YAML file that is not a scene as data: scalars, lists and mappings as written.
    public static func parseData(_ source: String, file: String, limits: SceneLimits = .standard) -> YAMLDataDocument {
        let parsed = YAMLSource.parse(source, file: file, limits: limits, modifierNames: [])
        if let problem = parsed.limitCrossed { return YAMLDataDocument(root: .empty, diagnostics: [problem]) }
        var lowering = Lowering(file: file)
        let root: YAMLDataDocument.Root
        switch parsed.root {
        case .mapping(let mapping)?: root = .fields(lowering.fields(of: mapping, records: false))
        case let node? where !node.isNull: root = .other(lowering.value(node))
        default: root = .empty
        }
        return YAMLDataDocument(root: root, diagnostics: parsed.diagnostics + lowering.diagnostics)
    }
}

/// One reading of a YAML file as data: where its diagnostics collect.
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
