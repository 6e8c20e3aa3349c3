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
        case fields([YAMLField])
        /// A document that is not a mapping.
        case other(YAMLValue)
        /// An empty document.
        case empty
    }

    public var root: Root
    /// Problems found while reading the text (syntax errors, repeated keys, a limit crossed).
    public var diagnostics: [Diagnostic]
}

/// A value of a YAML file read as data: a scalar (with its core-schema reading), a list or a
/// mapping, each where it is written.
public indirect enum YAMLValue: Sendable {
    case scalar(YAMLScalarValue)
    case list(YAMLListValue)
    case mapping(YAMLMappingValue)

    public var location: SourceLocation {
        switch self {
        case .scalar(let s): s.location
        case .list(let l): l.location
        case .mapping(let m): m.location
        }
    }

    /// What the value is, for messages: "a list", "the number 3", "'text'".
    public var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .list: return "a list"
        case .scalar(let literal):
            switch literal.scalar {
            case .null: return "nothing"
            case .bool(let b): return "'\(b)'"
            case .int, .double: return "the number \(literal.text)"
            case .string(let s): return "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
            }
        }
    }
}

/// A scalar with its YAML 1.2 core-schema reading (quoted scalars are strings).
public struct YAMLScalarValue: Sendable {
    public enum Scalar: Equatable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
    }

    public let text: String
    public let scalar: Scalar
    public let location: SourceLocation
}

public struct YAMLListValue: Sendable {
    public let items: [YAMLValue]
    public let location: SourceLocation
}

public struct YAMLMappingValue: Sendable {
    public let fields: [YAMLField]
    public let location: SourceLocation
}

/// A key of a mapping with its value.
public struct YAMLField: Sendable {
    public let label: String?
    public let labelLocation: SourceLocation
    public let value: YAMLValue
}

extension YAMLFrontEnd {
    /// Reads a YAML file that is not a scene as data: scalars, lists and mappings as written.
    public static func parseData(_ source: String, file: String, limits: SceneLimits = .standard) -> YAMLDataDocument {
        let parsed = YAMLSource.parse(source, file: file, limits: limits, modifierNames: [])
        if let problem = parsed.limitCrossed { return YAMLDataDocument(root: .empty, diagnostics: [problem]) }
        var reading = DataReading(file: file)
        let root: YAMLDataDocument.Root
        switch parsed.root {
        case .mapping(let mapping)?: root = .fields(reading.fields(of: mapping))
        case let node? where !node.isNull: root = .other(reading.value(node))
        default: root = .empty
        }
        return YAMLDataDocument(root: root, diagnostics: parsed.diagnostics + reading.diagnostics)
    }
}

/// One reading of a YAML file as data: where its diagnostics collect.
struct DataReading {
    let file: String
    var diagnostics: [Diagnostic] = []

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file, line: node.position.line, column: node.position.column)
    }

    mutating func value(_ node: YAMLNode) -> YAMLValue {
        switch node {
        case .scalar(let scalar):
            let reading: YAMLScalarValue.Scalar =
                switch CoreScalar(scalar) {
                case .null: .null
                case .bool(let b): .bool(b)
                case .int(let i): .int(i)
                case .double(let d): .double(d)
                case .string(let s): .string(s)
                }
            return .scalar(YAMLScalarValue(text: scalar.string, scalar: reading, location: location(node)))
        case .sequence(let sequence):
            return .list(YAMLListValue(items: sequence.map { value($0) }, location: location(node)))
        case .mapping(let mapping):
            return .mapping(YAMLMappingValue(fields: fields(of: mapping), location: location(node)))
        }
    }

    /// The fields of a mapping, in order: a key that is not a scalar is reported and skipped,
    /// as is a repeated key (reported when the tree was built).
    mutating func fields(of mapping: YAMLMapping) -> [YAMLField] {
        var result: [YAMLField] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                diagnostics.append(.error("a key must be a name, not \(describeKind(key))", at: location(key)))
                continue
            }
            if YAMLSource.isRenamedDuplicate(scalar.string) { continue }
            result.append(YAMLField(label: scalar.string, labelLocation: location(key), value: self.value(value)))
        }
        return result
    }
}
