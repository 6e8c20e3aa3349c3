import LayoutDrawCore
import LayoutEngine

/// A decoded scene: the canvas, the root of the view tree, and any warnings.
public struct Scene: Sendable {
    public var canvas: CanvasSpec
    public var root: ViewNode
    public var warnings: [Diagnostic]
    /// The limits the scene was decoded under; layout and drawing keep to them too.
    public var limits: SceneLimits
    /// Where `canvas:` is written, for problems with the canvas as a whole (nil: not written).
    public var canvasLocation: SourceLocation?

    public init(
        canvas: CanvasSpec, root: ViewNode, warnings: [Diagnostic] = [], limits: SceneLimits = .standard,
        canvasLocation: SourceLocation? = nil
    ) {
        self.canvas = canvas
        self.root = root
        self.warnings = warnings
        self.limits = limits
        self.canvasLocation = canvasLocation
    }
}

/// Settings from outside the file (the command line) that override the scene's own.
public struct SceneDecodingOptions: Sendable {
    /// Overrides `canvas.colorScheme`.
    public var colorScheme: ColorScheme?
    /// Overrides `canvas.scale`.
    public var scale: Double?
    /// Outlines every node with its kind and size (`--debug`, as `canvas.debug: true`).
    public var showsDebugOutlines = false
    /// The folder `Image` paths are relative to; nil → the scene file's folder.
    public var sceneDirectory: String?
    /// Measures image files for `Image` (natural size in points); without it `Image` is an error.
    public var imageSize: ImageSizeProvider?
    /// How much the scene may ask for (`--max-…`).
    public var limits = SceneLimits.standard
    /// Lets `Image` paths leave the scene's folder (`--allow-any-path`).
    public var allowsAnyImagePath = false

    public init(
        colorScheme: ColorScheme? = nil, scale: Double? = nil, sceneDirectory: String? = nil, imageSize: ImageSizeProvider? = nil
    ) {
        self.colorScheme = colorScheme
        self.scale = scale
        self.sceneDirectory = sceneDirectory
        self.imageSize = imageSize
    }
}

/// Reads a scene file (scene-format.md) into a view tree.
public enum SceneDecoder {
    static let topLevelKeys = ["canvas", "params", "view"]

    /// Decodes a scene; throws every problem of the file at once (errors, and any warnings,
    /// in file order), each positioned at the offending key or value.
    public static func decode(
        _ source: String, file: String, options: SceneDecodingOptions = .init()
    ) throws(DiagnosticList) -> Scene {
        let limits = options.limits
        let start = SourceLocation(file: file, line: 1, column: 1)
        let size = source.utf8.count
        if size > limits.maximumFileSize {
            throw DiagnosticList([
                .error("the scene is \(size) bytes, more than the limit of \(limits.maximumFileSize) (--max-file-size)", at: start)
            ])
        }
        let parsed = YAMLSource.parse(source, file: file, limits: limits, modifierNames: Modifiers.names)
        if let problem = parsed.limitCrossed {
            throw DiagnosticList([problem])
        }
        let decoding = SceneDecoding(file: file, source: source, limits: limits)
        decoding.append(parsed.diagnostics)
        let missingView = "'view:' is required: it holds the root view of the scene"

        var canvas = CanvasSpec()
        var canvasLocation: SourceLocation?
        var root = ViewNode(EmptyView(), source: start)
        if let document = parsed.root {
            if case .mapping(let mapping) = document {
                var fields: [String: Field] = [:]
                for field in decoding.fields(of: mapping) {
                    if topLevelKeys.contains(field.name) {
                        fields[field.name] = field
                    } else {
                        decoding.error(
                            "unknown top-level key '\(field.name)'\(Suggestions.didYouMean(field.name, in: topLevelKeys))",
                            at: decoding.location(field.key))
                    }
                }
                var context = DecodingContext(scope: EvaluationScope(), limits: limits)
                context.images = ImageLookup(options: options, file: file)
                let params = decoding.params(fields["params"], context)
                context.scope = context.scope.binding("params", to: .namespace(params))
                canvasLocation = fields["canvas"].map { decoding.location($0.key) }
                canvas = decoding.canvas(
                    fields["canvas"]?.value, keyLocation: fields["canvas"].map { decoding.location($0.key) } ?? start, context,
                    options: options)
                if let view = fields["view"] {
                    if view.value.isNull {
                        decoding.error(missingView, at: decoding.location(view.key))
                    } else {
                        root = decoding.singleView(view.value, context) { views, at in
                            // A list of views at the root gets an implicit VStack.
                            ViewNode(VStack(), subviews: views, source: at)
                        }
                    }
                } else if !mapping.keys.contains(where: { key in key.string.map { Suggestions.closest(to: $0, in: ["view"]) != nil } ?? false }) {
                    // (A misspelt 'view:' is reported as such, with its suggestion.)
                    decoding.error(missingView, at: start)
                }
            } else if !document.isNull {
                decoding.error(
                    "a scene is a mapping with 'view:' (and optionally 'canvas:' and 'params:'), not \(describeKind(document))",
                    at: decoding.location(document))
            } else {
                decoding.error(missingView, at: start)
            }
        } else if parsed.diagnostics.isEmpty {
            decoding.error(missingView, at: start)
        }

        let diagnostics = decoding.sortedDiagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticList(diagnostics)
        }
        return Scene(canvas: canvas, root: root, warnings: diagnostics, limits: limits, canvasLocation: canvasLocation)
    }
}

extension SceneDecoding {
    /// `params:`: named numbers for expressions. A value may be an expression over the
    /// params written before it. Params are `Double`s (as a `CGFloat` constant would be).
    func params(_ field: Field?, _ context: DecodingContext) -> [String: Value] {
        guard let field, !field.value.isNull else { return [:] }
        guard case .mapping(let mapping) = field.value else {
            error("expected a mapping of names to numbers for 'params', found \(describeKind(field.value))", at: location(field.value))
            return [:]
        }
        var params: [String: Value] = [:]
        let entries = fields(of: mapping)
        for (position, entry) in entries.enumerated() {
            let name = entry.name
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                error("'\(name)' is not a valid param name: use letters, digits and '_'", at: location(entry.key))
                continue
            }
            var scope = context
            scope.scope = context.scope.binding("params", to: .namespace(params))
            if let n = number(entry.value, for: name, keyLocation: location(entry.key), scope, allowInfinity: true) {
                params[name] = .double(n)
            } else {
                let later = entries.dropFirst(position + 1).map(\.name)
                amendLastMessage { message in
                    guard let named = later.first(where: { message.hasPrefix("unknown param '\($0)'") }) else { return message }
                    return "unknown param '\(named)' here: a param may use only the params written before it"
                }
            }
        }
        return params
    }
}
