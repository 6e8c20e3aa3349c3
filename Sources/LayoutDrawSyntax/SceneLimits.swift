import LayoutDrawInterpreter

/// How much a scene may ask for. Every limit is checked before the work it bounds is done, and
/// exceeding one is an error in the scene, positioned where the limit was crossed, that names
/// the command-line option raising it. The defaults are far above what a diagram needs and far
/// below what would hurt the machine: a scene from a pull request cannot exhaust memory or the
/// stack, or run for minutes.
public struct SceneLimits: Hashable, Sendable {
    /// The largest scene file, in bytes (`--max-file-size`).
    public var maximumFileSize: Int
    /// The most YAML nodes (scalars, lists and mappings) a scene may stand for once every alias
    /// is expanded (`--max-yaml-nodes`). An alias stands for its anchor's whole subtree, so a
    /// "billion laughs" file of a few lines stands for billions of nodes; it is rejected while
    /// the file is scanned, before any tree is built.
    public var maximumYAMLNodes: Int
    /// How deeply YAML collections may nest, and views with their modifiers (each modifier wraps
    /// the view it modifies) (`--max-depth`). YAML nesting is also capped at libyaml's own limit
    /// of 1000.
    public var maximumDepth: Int
    /// The most views and modifiers a scene may make, after `ForEach` expansion and counting the
    /// content every `GeometryReader` builds during layout (`--max-nodes`).
    public var maximumNodes: Int
    /// The longest expression, in characters (`--max-expression-length`): a number written as an
    /// expression, or one `\(…)` of a string.
    public var maximumExpressionLength: Int
    /// How deeply parentheses, calls, subscripts and negations may nest in an expression
    /// (`--max-expression-depth`).
    public var maximumExpressionDepth: Int
    /// The widest or tallest picture, in pixels (`--max-canvas-side`).
    public var maximumCanvasSide: Int
    /// The most pixels in a picture (`--max-canvas-pixels`), checked before it is allocated.
    public var maximumCanvasPixels: Int
    /// The most diagram labels (annotations and debug outlines) a scene may ask for
    /// (`--max-labels`): placing labels so that they do not overlap costs about the square of
    /// their number.
    public var maximumLabels: Int
    /// How much work the code of a SwiftUI source may do, in steps: every call and every loop
    /// iteration takes one (`--max-steps`). A loop or a recursion without end stops here, at
    /// the line it was running.
    public var maximumSteps: Int

    public init(
        maximumFileSize: Int = 8 * 1024 * 1024, maximumYAMLNodes: Int = 250_000, maximumDepth: Int = 256,
        maximumNodes: Int = 100_000, maximumExpressionLength: Int = 1_000, maximumExpressionDepth: Int = 64,
        maximumCanvasSide: Int = 16_384, maximumCanvasPixels: Int = 100_000_000, maximumLabels: Int = 500,
        maximumSteps: Int = 2_000_000
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumYAMLNodes = maximumYAMLNodes
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.maximumExpressionLength = maximumExpressionLength
        self.maximumExpressionDepth = maximumExpressionDepth
        self.maximumCanvasSide = maximumCanvasSide
        self.maximumCanvasPixels = maximumCanvasPixels
        self.maximumLabels = maximumLabels
        self.maximumSteps = maximumSteps
    }

    /// The defaults.
    public static let standard = SceneLimits()

    /// Some libyaml builds refuse to nest deeper than this whatever the limit.
    public static let libYAMLNesting = 1000

    /// The YAML nesting the scanner allows.
    public var maximumYAMLDepth: Int { min(maximumDepth, Self.libYAMLNesting - 1) }

    /// The limits of expressions, for the parser.
    public var expressions: ExpressionLimits {
        ExpressionLimits(maximumLength: maximumExpressionLength, maximumNesting: maximumExpressionDepth)
    }
}

/// How long and how deeply nested an expression may be.
public struct ExpressionLimits: Hashable, Sendable {
    public var maximumLength: Int
    public var maximumNesting: Int

    public init(maximumLength: Int = 1_000, maximumNesting: Int = 64) {
        self.maximumLength = maximumLength
        self.maximumNesting = maximumNesting
    }
}
