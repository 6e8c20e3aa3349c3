import ArgumentParser
import LayoutDraw

/// The fonts text is measured and drawn with, for every command that lays text out (`render`,
/// `markdown`, `watch`, `validate`, `check`).
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: "A folder of fonts to add to the shipped Inter and Noto Sans CJK (repeatable).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("font-family"), help: "The family to draw text in (default Inter); the shipped fonts stay as fallbacks.")
    var fontFamily: String?

    /// The fonts text is drawn with.
    var fonts: FontConfiguration {
        FontConfiguration.standard(adding: fontDirectories, family: fontFamily)
    }
}

/// How a scene is drawn, for every command that draws (`render`, `markdown`, `watch`): the
/// fonts, the debug outlines and the explaining overlays.
struct DrawingOptions: ParsableArguments {
    @OptionGroup var fontOptions: FontOptions

    @Flag(help: "Outline every view with its kind and size (as canvas.debug: true).")
    var debug = false

    @Option(
        help: ArgumentHelp(
            "Add the explaining overlays without editing the scene: frames, sizes, proposals, origins, tree, safe-area, debug or all, comma-separated. '--explain' alone: frames,sizes,tree,safe-area.",
            valueName: "OVERLAYS"),
        transform: ExplainOption.parse)
    var explain: ExplainOption?

    /// The fonts text is drawn with.
    var fonts: FontConfiguration { fontOptions.fonts }

    /// The overlays `--explain` and `--debug` add.
    var explanation: Explanation? {
        var parts = explain?.explanation.parts ?? []
        if debug { parts.append(.debug) }
        return parts.isEmpty ? nil : Explanation(parts)
    }

    /// `--explain` with no list, as the command line is rewritten before parsing (see
    /// `CommandLineRewriting`).
    static let standardExplainValue = "standard"
}

/// `--explain frames,tree`.
struct ExplainOption {
    var explanation: Explanation

    static func parse(_ argument: String) throws -> ExplainOption {
        switch Explanation.parse(argument) {
        case .success(let explanation): return ExplainOption(explanation: explanation)
        case .failure(let error): throw ValidationError(error.message)
        }
    }
}
