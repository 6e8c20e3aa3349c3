import ArgumentParser
import LayoutDraw

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw SCENE -o OUT`: render a scene to PNG or SVG, or dump its layout as JSON.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene to PNG or SVG, or write its layout dump (the default command).")

    @Argument(help: "The scene file (YAML), or '-' for standard input.")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "The output file: .png, .svg or .json, or '-' for standard output (needs --format). Default: the scene's name with .png, beside it.")
    var output: String?

    @Option(help: "The output format: png, svg or json. Default: from the output file's extension.")
    var format: OutputFormat?

    @Option(help: "Write the layout dump instead of a picture (only 'json').")
    var dump: DumpFormat?

    @Option(help: "Output pixels per point for PNG (overrides canvas.scale).")
    var scale: Double?

    @Option(name: .customLong("color-scheme"), help: "light or dark (overrides canvas.colorScheme).")
    var colorScheme: ColorSchemeOption?

    @Option(name: .customLong("font-dir"), help: "A folder of fonts to add to the shipped Inter and Noto Sans CJK (repeatable).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("font-family"), help: "The family to draw text in (default Inter); the shipped fonts stay as fallbacks.")
    var fontFamily: String?

    @Flag(help: "Outline every view with its kind and size (as canvas.debug: true).")
    var debug = false

    @OptionGroup var sceneOptions: SceneOptions

    enum DumpFormat: String, ExpressibleByArgument { case json }

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16")
        }
        if output == "-" && format == nil && dump == nil {
            throw ValidationError("writing to standard output needs --format png|svg|json")
        }
        if let output, output != "-", format == nil, dump == nil, OutputFormat(pathExtension: output) == nil {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .json name, or --format")
        }
    }

    func run() throws {
        let printer = sceneOptions.printer
        let outputFormat: OutputFormat =
            dump != nil ? .json : format ?? output.flatMap(OutputFormat.init(pathExtension:)) ?? .png
        let destination = output ?? SceneInput.defaultOutput(for: scene, format: outputFormat)

        let fonts = FontConfiguration.standard(adding: fontDirectories, family: fontFamily)
        var options = sceneOptions.decodingOptions(colorScheme: colorScheme?.scheme, scale: scale)
        options.showsDebugOutlines = debug
        let (pipeline, checked) = try SceneRun.run(
            scene, pipeline: PendingPipeline(fonts: fonts), options: options, printer: printer)
        let bytes: [UInt8]
        do {
            bytes = try pipeline.render(checked.tree, as: outputFormat)
        } catch {
            throw SceneRun.report(error, file: checked.input.name, source: checked.input.text, printer: printer)
        }
        if destination == "-" {
            OutputFile.writeToStandardOutput(bytes)
            Self.exitNow()
        }
        do {
            try OutputFile.writeAtomically(bytes, to: destination)
        } catch {
            printer.printProblem(error.description, file: nil)
            throw ExitStatus.cannotWrite
        }
        if output == nil { print(destination) }
        Self.exitNow()
    }

    /// Ends the process at once, successfully: the scene's frames, the fonts and the picture are
    /// not freed piece by piece when `run` returns (a few milliseconds for a large scene); the
    /// system takes the memory back whole. Standard output is flushed by `exit`.
    static func exitNow() -> Never {
        Glibc.exit(0)
    }
}

enum ColorSchemeOption: String, ExpressibleByArgument {
    case light, dark
    var scheme: ColorScheme { self == .light ? .light : .dark }
}

extension OutputFormat: ExpressibleByArgument {}

/// Prints a line to standard error.
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    OutputFile.writeAll(Array(line.utf8), to: STDERR_FILENO)
}
