import ArgumentParser
import LayoutDraw
import LayoutDrawExplainer

/// `--vary NAME=…` and the limit on what it draws, for `render` (a moving picture) and
/// `explain` (a page).
struct VaryOptions: ParsableArguments {
    @Option(
        name: .customLong("vary"),
        help: ArgumentHelp(
            "Step through values: width=200...400, height=…, a stored property or param (angle=0...45, angle=0...45,step=5, flavor=.vanilla,.chocolate); repeatable.",
            valueName: "NAME=VALUES"),
        transform: VaryOption.parse)
    var requests: [VaryOption] = []

    @Option(name: .customLong("max-frames"), help: "The most pictures one moving picture or explainer page may draw.")
    var maxFrames = 1_000

    func validate() throws {
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
    }

    var varyRequests: [VaryRequest] { requests.map(\.request) }

    var planner: VariationPlanner { VariationPlanner(maximumFrames: maxFrames) }
}

/// One `--vary`, read.
struct VaryOption {
    var request: VaryRequest

    static func parse(_ text: String) throws -> VaryOption {
        do {
            return VaryOption(request: try VaryRequest.parse(text))
        } catch {
            throw ValidationError(error.message)
        }
    }
}

/// What `render --vary` and `explain` share: the scene laid out as written (the base of every
/// step), its states, and the steps.
enum VariedScene {
    /// The base canvas of a scene laid out as written.
    static func baseCanvas(_ checked: SceneRun.Checked) -> BaseCanvas {
        let fits: Bool
        switch checked.scene.canvas.sizing {
        case .fixed: fits = false
        case .fit, .width: fits = true
        }
        return BaseCanvas(size: checked.tree.canvas.size, heightFits: fits)
    }

    /// The steps of `dimensions` over the scene `checked` was laid out from.
    static func steps(
        _ checked: SceneRun.Checked, pipeline: Pipeline, options: SceneDecodingOptions, dimensions: [VariedDimension],
        explanation: Explanation? = nil
    ) -> SceneSteps {
        SceneSteps(
            pipeline: pipeline, source: checked.input.text, file: checked.input.name, options: options, canvas: checked.scene.canvas,
            baseWidth: checked.tree.canvas.size.width, dimensions: dimensions, explanation: explanation)
    }

    /// Prints why a combination of values could not be drawn; the exit status.
    static func report(_ failure: StepFailure, checked: SceneRun.Checked, printer: DiagnosticPrinter) -> ExitCode {
        printer.printProblem("drawing the scene at \(failure.values) failed:", file: checked.input.name)
        return SceneRun.report(failure.error, file: checked.input.name, source: checked.input.text, printer: printer)
    }

    /// Prints a `--vary` that cannot be done; exit 64.
    static func report(_ error: VariationError, file: String, printer: DiagnosticPrinter) -> ExitCode {
        printer.printProblem(error.message, file: file)
        return ExitStatus.usage
    }
}
