import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// A compiled scene: the canvas, the root of the view tree, and any warnings.
public struct Scene: Sendable {
    public var canvas: CanvasSpec
    public var root: ViewNode
    public var warnings: [Diagnostic]
    /// The limits the scene was compiled under; layout and drawing keep to them too.
    public var limits: SceneLimits
    /// Where the canvas is written (`canvas:`, `#Preview`), for problems with the canvas as a
    /// whole (nil: not written).
    public var canvasLocation: SourceLocation?
    /// The scene as it is after its appear actions (`.onAppear`, `.task`: `AppearActions`)
    /// and its `onPreferenceChange` closures have run with what the layout published
    /// (`ValuePreferences`), or nil when nothing they set changed, with warnings for the actions
    /// that could not run: call it after laying the scene out, and lay out what it returns.
    /// Nil for a scene without any.
    public var settle: (@Sendable () throws(DiagnosticList) -> Settled)?

    /// What `settle` found: the next scene to lay out, if any state changed, and warnings.
    public struct Settled: Sendable {
        public var next: Scene?
        public var warnings: [Diagnostic]

        public init(next: Scene?, warnings: [Diagnostic] = []) {
            self.next = next
            self.warnings = warnings
        }
    }

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

extension SceneDecodingOptions {
    /// A `--date` value (`2024-06-10T09:41:00Z`, `2024-06-10`, UTC) in seconds since 1970;
    /// nil when it is not one.
    public static func date(_ text: String) -> Double? { SourceDirectives.date(text) }
}

/// Settings from outside the file (the command line) that override the scene's own.
public struct SceneDecodingOptions: Sendable {
    /// Values for stored properties that the scene's own `onPreferenceChange` closures set
    /// (see `Scene.settle`); they win over `overrides`.
    public var stateOverrides: [String: Value] = [:]
    /// Whether the views' `.onAppear` and `.task` actions run once the scene is laid out
    /// (`--no-appear`: false, the first frame is drawn).
    public var runsAppearActions = true
    /// Where the appear actions that have run are written (see `Scene.settle`): each runs once.
    public var appeared: Set<SourceLocation> = []
    /// Overrides `canvas.colorScheme` / `.preferredColorScheme`.
    public var colorScheme: ColorScheme?
    /// Overrides `canvas.scale`.
    public var scale: Double?
    /// Overrides `canvas.dynamicTypeSize` (`--dynamic-type-size`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// Overrides the canvas's size and safe area (`--device`).
    public var device: DevicePreset?
    /// Overrides the canvas's size (`--size WxH`, `--size fit`).
    public var sizing: CanvasSpec.Sizing?
    /// Outlines every node with its kind and size (`--debug`, as `canvas.debug: true`).
    public var showsDebugOutlines = false
    /// The folder `Image` paths are relative to; nil → the scene file's folder.
    public var sceneDirectory: String?
    /// Measures image files for `Image` (natural size in points); without it `Image` is an error.
    public var imageSize: ImageSizeProvider?
    /// Told the other files of the project whose declarations a SwiftUI source used (paths as
    /// messages name them), each time it is read: what `watch` redraws for.
    public var projectFilesRead: (@Sendable ([String]) -> Void)?
    /// How much the scene may ask for (`--max-…`).
    public var limits = SceneLimits.standard
    /// Lets `Image` paths leave the scene's folder (`--allow-any-path`).
    public var allowsAnyImagePath = false
    /// `--set NAME=VALUE`: the value of a YAML param, or of a stored property (`@State var
    /// degree = 0`) of the Swift source, as Swift would read the literal.
    public var overrides: [String: String] = [:]
    /// The view a Swift source draws (`--view NAME`): a `View` struct or a `#Preview`'s name.
    public var viewName: String?
    /// The seed of `Int.random(in:)` and friends (`--seed N`); nil: 0, unless the source says.
    public var seed: UInt64?
    /// "Now" for `Date()` and `Date.now` in a SwiftUI source, in seconds since 1970 UTC
    /// (`--date`); nil: 2024-06-10 09:41 UTC (`EvaluationContext.defaultNow`), unless the
    /// source's directives say.
    public var now: Double?
    /// Points of empty canvas around a fitted scene (`--margin N`).
    public var margin: Double?
    /// The scene's language; nil: from the file name, else from the text.
    public var language: SourceLanguage?
    /// The project a SwiftUI source is read with, and `#if`'s conditions (read by the Swift
    /// front end, before compiling).
    public var project = ProjectOptions()
    /// The folder whose files are the app's bundled resources (`Bundle.main.url(…)`): the
    /// project's, when the file is read with one; nil for none.
    public var resourceFolder: String?
    /// The folders of the package targets the view's target imports, read with it: their asset
    /// catalogues are read after the project's (`Image(name, bundle: .module)` in a
    /// `Styleguide` target).
    public var importedFolders: [String] = []

    public init(
        colorScheme: ColorScheme? = nil, scale: Double? = nil, sceneDirectory: String? = nil, imageSize: ImageSizeProvider? = nil
    ) {
        self.colorScheme = colorScheme
        self.scale = scale
        self.sceneDirectory = sceneDirectory
        self.imageSize = imageSize
    }

    /// `--set` values as Swift reads literals: `30` an `Int`, `0.5` a `Double`, `true` a `Bool`,
    /// anything else (quoted or not) a `String`.
    var overrideValues: [String: Value] {
        overrides.mapValues { text in
            if let i = Int(text) { return .int(i) }
            if let d = Double(text), d.isFinite { return .double(d) }
            if text == "true" || text == "false" { return .bool(text == "true") }
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return .string(String(text.dropFirst().dropLast())) }
            // An enum case: `--set flavor=.chocolate` or `--set flavor=Flavor.chocolate`.
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            func isName(_ s: String) -> Bool { s.first.map { $0.isLetter || $0 == "_" } == true && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            if parts.count == 2, parts[1].count > 0, isName(parts[1]), parts[0].isEmpty || (isName(parts[0]) && parts[0].first!.isUppercase) {
                return .symbol(Symbol(type: parts[0].isEmpty ? nil : parts[0], path: [.init(parts[1])]))
            }
            return .string(text)
        }
    }
}

/// The compiler: the call tree of either front end → the engine's view tree, with every
/// SwiftUI rule about what the code means (views and modifiers, ViewBuilder, declared views,
/// limits, ids, warnings) applied once.
public enum SceneCompiler {
    static func finish(
        _ session: CompileSession, canvas: CanvasSpec, root: ViewNode, limits: SceneLimits, canvasLocation: SourceLocation?
    ) throws(DiagnosticList) -> Scene {
        let diagnostics = session.sortedDiagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticList(diagnostics)
        }
        return Scene(canvas: canvas, root: root, warnings: diagnostics, limits: limits, canvasLocation: canvasLocation)
    }
}

extension CompileSession {
    /// `params:`: named numbers for expressions. A value may be an expression over the
    /// params written before it. Params are `Double`s (as a `CGFloat` constant would be);
    /// `--set` replaces a param's value.
    func params(_ field: Field?, _ context: CompileContext, overrides: [String: Value]) -> [String: Value] {
        guard let field, !field.value.isNull else { return [:] }
        guard case .record(let record) = field.value else {
            error("expected a mapping of names to numbers for 'params', found \(field.value.kindDescription)", at: location(field.value))
            return [:]
        }
        var params: [String: Value] = [:]
        let entries = fields(of: record)
        for (position, entry) in entries.enumerated() {
            let name = entry.name
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                error("'\(name)' is not a valid param name: use letters, digits and '_'", at: entry.key)
                continue
            }
            if let override = overrides[name]?.number {
                params[name] = .double(override)
                continue
            }
            var scope = context
            scope.scope = context.scope.binding("params", to: .namespace(params))
            if let n = number(entry.value, for: name, keyLocation: entry.key, scope, allowInfinity: true) {
                params[name] = .double(n)
            } else {
                let later = entries.dropFirst(position + 1).map(\.name)
                amendLastMessage { message in
                    guard let named = later.first(where: { message.hasPrefix("unknown param '\($0)'") }) else { return message }
                    return "unknown param '\(named)' here: a param may use only the params written before it"
                }
            }
        }
        for name in overrides.keys where params[name] == nil && record.fields.contains(where: { $0.label == name }) == false {
            error("--set \(name): the scene has no param '\(name)'\(Suggestions.didYouMean(name, in: params.keys))", at: field.key)
        }
        return params
    }
}

extension SceneCompiler {
    /// Every modifier name, for the YAML front end's hint on a repeated key.
    public static var modifierNames: Set<String> { Modifiers.names }
}

extension SceneCompiler {
    /// Every view name, for estimating a scene's size from its text (`check --shard`).
    public static var viewNames: Set<String> { Set(MappingTable.views.keys) }
}
