import ArgumentParser
import LayoutDraw

/// The options `render` and `validate` share: how diagnostics are printed, the limits a scene
/// must keep to, and whether images may come from anywhere.
struct SceneOptions: ParsableArguments {
    @Option(help: "Print errors and warnings as 'text' (with the source line and a caret) or 'json' (one JSON object per line: file, line, column, severity, message), on standard error.")
    var diagnostics: DiagnosticFormat = .text

    @Flag(name: .customLong("allow-any-path"), help: "Let Image paths leave the scene's folder (absolute paths, '..', symbolic links).")
    var allowAnyPath = false

    @Option(name: .customLong("max-file-size"), help: "The largest scene file, in bytes.")
    var maxFileSize = SceneLimits.standard.maximumFileSize

    @Option(name: .customLong("max-yaml-nodes"), help: "The most YAML nodes a scene may stand for, with every alias expanded.")
    var maxYAMLNodes = SceneLimits.standard.maximumYAMLNodes

    @Option(name: .customLong("max-depth"), help: "How deeply YAML collections, and views with their modifiers, may nest.")
    var maxDepth = SceneLimits.standard.maximumDepth

    @Option(name: .customLong("max-nodes"), help: "The most views and modifiers a scene may make (after ForEach).")
    var maxNodes = SceneLimits.standard.maximumNodes

    @Option(name: .customLong("max-expression-length"), help: "The longest expression, in characters.")
    var maxExpressionLength = SceneLimits.standard.maximumExpressionLength

    @Option(name: .customLong("max-expression-depth"), help: "How deeply an expression's parentheses and calls may nest.")
    var maxExpressionDepth = SceneLimits.standard.maximumExpressionDepth

    @Option(name: .customLong("max-canvas-side"), help: "The widest or tallest picture, in pixels.")
    var maxCanvasSide = SceneLimits.standard.maximumCanvasSide

    @Option(name: .customLong("max-canvas-pixels"), help: "The most pixels in a picture.")
    var maxCanvasPixels = SceneLimits.standard.maximumCanvasPixels

    @Option(name: .customLong("max-labels"), help: "The most diagram labels (annotations, debug outlines).")
    var maxLabels = SceneLimits.standard.maximumLabels

    func validate() throws {
        let values = [
            ("--max-file-size", maxFileSize), ("--max-yaml-nodes", maxYAMLNodes), ("--max-depth", maxDepth),
            ("--max-nodes", maxNodes), ("--max-expression-length", maxExpressionLength),
            ("--max-expression-depth", maxExpressionDepth), ("--max-canvas-side", maxCanvasSide),
            ("--max-canvas-pixels", maxCanvasPixels), ("--max-labels", maxLabels),
        ]
        for (name, value) in values where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }

    var limits: SceneLimits {
        SceneLimits(
            maximumFileSize: maxFileSize, maximumYAMLNodes: maxYAMLNodes, maximumDepth: maxDepth, maximumNodes: maxNodes,
            maximumExpressionLength: maxExpressionLength, maximumExpressionDepth: maxExpressionDepth,
            maximumCanvasSide: maxCanvasSide, maximumCanvasPixels: maxCanvasPixels, maximumLabels: maxLabels)
    }

    /// Decoding options for the scene read from `input`.
    func decodingOptions(colorScheme: ColorScheme? = nil, scale: Double? = nil) -> SceneDecodingOptions {
        var options = SceneDecodingOptions(colorScheme: colorScheme, scale: scale)
        options.limits = limits
        options.allowsAnyImagePath = allowAnyPath
        return options
    }

    var printer: DiagnosticPrinter { DiagnosticPrinter(format: diagnostics) }
}

enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
