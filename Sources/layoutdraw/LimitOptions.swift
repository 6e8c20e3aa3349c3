import ArgumentParser
import LayoutDraw

/// The limits a scene must keep to (`--max-file-size`, `--max-nodes`, …; Docs/Bad-Input.md),
/// for every command that reads scenes: `render`, `validate`, `markdown`, `watch` (through
/// `SceneOptions`) and `mcp`, which keeps each call to them.
struct LimitOptions: ParsableArguments {
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

    @Option(name: .customLong("max-steps"), help: "How much work a SwiftUI source's code may do: every call and loop iteration is a step.")
    var maxSteps = SceneLimits.standard.maximumSteps

    func validate() throws {
        let values = [
            ("--max-file-size", maxFileSize), ("--max-yaml-nodes", maxYAMLNodes), ("--max-depth", maxDepth),
            ("--max-nodes", maxNodes), ("--max-expression-length", maxExpressionLength),
            ("--max-expression-depth", maxExpressionDepth), ("--max-canvas-side", maxCanvasSide),
            ("--max-canvas-pixels", maxCanvasPixels), ("--max-labels", maxLabels), ("--max-steps", maxSteps),
        ]
        for (name, value) in values where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }

    var limits: SceneLimits {
        SceneLimits(
            maximumFileSize: maxFileSize, maximumYAMLNodes: maxYAMLNodes, maximumDepth: maxDepth, maximumNodes: maxNodes,
            maximumExpressionLength: maxExpressionLength, maximumExpressionDepth: maxExpressionDepth,
            maximumCanvasSide: maxCanvasSide, maximumCanvasPixels: maxCanvasPixels, maximumLabels: maxLabels,
            maximumSteps: maxSteps)
    }
}
