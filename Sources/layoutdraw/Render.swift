import ArgumentParser
import LayoutDraw
import LayoutDrawExplainer

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw SCENE… [-o OUT…] [-O DIR]`: render scenes to PNG or SVG, or dump their layout
/// as JSON; several formats, appearances and scales in one run.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes to PNG or SVG, or write their layout dump (the default command).",
        discussion: """
            Without -o each picture is written beside its scene (or into -O DIR) as NAME.png and \
            its path printed. --format png,svg writes both. --appearance light,dark and \
            --scale 1,2,3 write every combination under DocC's names: NAME.png, NAME@2x.png, \
            NAME~dark.png, NAME~dark@2x.png (a name says @Nx when --scale is given). \
            --color-scheme dark alone writes NAME~dark.png. Missing output folders are created.

            --vary width=200...400 (or a stored property: --vary angle=0...45) draws a moving \
            picture instead: the scene at each value, through the values and back, looping, \
            as an animated PNG (-o sweep.png, or NAME.png) or a GIF (-o sweep.gif).

            Exit status: 0 success, 64 usage error, 65 invalid scene, 66 missing input, \
            70 internal error, 73 output not writable; with several scenes, the worst.
            """)

    @Argument(help: "Scene files (.swift or .yaml), or '-' for standard input.")
    var scenes: [String] = []

    @Option(
        name: [.short, .customLong("output")],
        help: "An output file: .png, .svg or .json, or '-' for standard output (needs --format); repeatable, one scene only. Default: NAME.png beside the scene.")
    var outputs: [String] = []

    @Option(
        name: [.customShort("O"), .customLong("output-dir")],
        help: ArgumentHelp("Write every output into this folder (created if missing), named after its scene.", valueName: "DIR"))
    var outputDirectory: String?

    @Option(
        help: ArgumentHelp("The output format: png, svg or json; several comma-separated (png,svg). Default: from -o's extension, else png.", valueName: "FORMATS"),
        transform: FormatList.parse)
    var format: [FormatList] = []

    @Option(help: "Write the layout dump instead of a picture (only 'json').")
    var dump: DumpFormat?

    @Option(
        help: ArgumentHelp("Output pixels per point for PNG (overrides canvas.scale); several comma-separated (1,2,3) write NAME.png, NAME@2x.png, NAME@3x.png.", valueName: "SCALES"),
        transform: ScaleList.parse)
    var scale: [ScaleList] = []

    @Option(name: .customLong("color-scheme"), help: "light or dark (overrides canvas.colorScheme); dark without -o writes NAME~dark.png.")
    var colorScheme: ColorSchemeOption?

    @Option(
        help: ArgumentHelp("Draw each appearance: light, dark or light,dark (NAME.png and NAME~dark.png, DocC's names).", valueName: "APPEARANCES"),
        transform: AppearanceList.parse)
    var appearance: [AppearanceList] = []

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var vary: VaryOptions

    @Option(name: .customLong("frame-duration"), help: "With --vary: the milliseconds each value is shown (20 to 10000).")
    var frameDuration = MovingPicture().frameMilliseconds

    @Option(name: .customLong("hold"), help: "With --vary: the milliseconds the first and the last value are shown (20 to 60000).")
    var hold = MovingPicture().holdMilliseconds

    @OptionGroup var sceneOptions: SceneOptions

    enum DumpFormat: String, ExpressibleByArgument { case json }

    func validate() throws {
        _ = try plan()
    }

    func run() throws {
        var printer = sceneOptions.printer
        let plans = try plan()
        let pending = PendingPipeline(fonts: drawing.fonts)
        if !vary.requests.isEmpty {
            try drawMoving(plans[0], pending: pending, printer: printer)
            Self.exitNow()
        }
        var worst: Int32 = 0
        for scenePlan in plans {
            do {
                try draw(scenePlan, pending: pending, printer: &printer)
            } catch let status as ExitCode {
                // Without fonts nothing can be drawn: that is reported once, and ends the run.
                if pending.hasFailed { throw status }
                worst = Validate.worse(worst, status.rawValue)
            }
        }
        if worst != 0 { throw ExitCode(worst) }
        Self.exitNow()
    }

    /// Draws one scene in each of its variants and writes every output.
    private func draw(_ plan: ScenePlan, pending: PendingPipeline, printer: inout DiagnosticPrinter) throws {
        let appearances = plan.outputs.reduce(into: [ColorScheme?]()) { list, output in
            if !list.contains(output.appearance) { list.append(output.appearance) }
        }
        // Laid out at the largest scale asked for, so that the picture-size limits are checked
        // for the largest picture; each scale then only changes the tree's canvas scale.
        let largestScale = plan.outputs.compactMap(\.scale).max()
        for (index, appearance) in appearances.enumerated() {
            var options = sceneOptions.decodingOptions(colorScheme: appearance, scale: largestScale)
            options.showsDebugOutlines = drawing.debug
            printer.printsWarnings = index == 0
            defer { printer.printsWarnings = true }
            let (pipeline, checked) = try SceneRun.run(
                plan.scene, pipeline: pending, options: options, explanation: drawing.explanation, printer: printer)
            for output in plan.outputs where output.appearance == appearance {
                var tree = checked.tree
                if let scale = output.scale { tree.canvas.scale = scale }
                let bytes: [UInt8]
                do {
                    bytes = try pipeline.render(tree, as: output.format)
                } catch {
                    throw SceneRun.report(error, file: checked.input.name, source: checked.input.text, printer: printer)
                }
                try write(bytes, to: output, printer: printer)
            }
        }
    }

    /// Draws the moving picture of `--vary` and writes it in each format asked for.
    private func drawMoving(_ plan: ScenePlan, pending: PendingPipeline, printer: DiagnosticPrinter) throws {
        let first = plan.outputs[0]
        var options = sceneOptions.decodingOptions(colorScheme: first.appearance, scale: first.scale)
        options.showsDebugOutlines = drawing.debug
        let (pipeline, checked) = try SceneRun.run(plan.scene, pipeline: pending, options: options, explanation: drawing.explanation, printer: printer)
        let states = SceneDecoder.states(checked.input.text, file: checked.input.name, options: options)
        let isSwift = (options.language ?? SourceLanguage(file: checked.input.name, text: checked.input.text)) == .swift
        let dimensions: [VariedDimension]
        do throws(VariationError) {
            dimensions = try vary.planner.movingDimensions(
                vary.varyRequests, states: states, canvas: VariedScene.baseCanvas(checked), isSwift: isSwift)
        } catch {
            throw VariedScene.report(error, file: checked.input.name, printer: printer)
        }
        let steps = VariedScene.steps(
            checked, pipeline: pipeline, options: options, dimensions: dimensions, explanation: drawing.explanation)
        var picture = MovingPicture()
        picture.frameMilliseconds = frameDuration
        picture.holdMilliseconds = hold
        do {
            let frames = try picture.frames(steps, colorScheme: nil)
            for output in plan.outputs {
                try write(try picture.encode(frames, as: output.animation ?? .apng), to: output, printer: printer)
            }
        } catch let failure as MovingPicture.Failure {
            switch failure {
            case .step(let step):
                throw VariedScene.report(step, checked: checked, printer: printer)
            case .tooLarge(let frames, let width, let height, let limit):
                printer.printProblem(
                    "the moving picture would hold \(frames) frames of \(width) × \(height) pixels, more than "
                        + "\(limit >> 20) MB of pixels: take a larger step, or a smaller --scale",
                    file: checked.input.name)
                throw ExitStatus.invalidScene
            case .encoding(let error):
                printer.printProblem(InternalError.message(error.message), file: checked.input.name)
                throw ExitStatus.internalError
            }
        }
    }

    private func write(_ bytes: [UInt8], to output: PlannedOutput, printer: DiagnosticPrinter) throws {
        if output.path == "-" {
            OutputFile.writeToStandardOutput(bytes)
            return
        }
        do {
            try FileAccess.makeDirectories(FileAccess.folder(of: output.path))
        } catch {
            printer.printProblem(error.description, file: nil)
            throw ExitStatus.cannotWrite
        }
        do {
            try OutputFile.writeAtomically(bytes, to: output.path)
        } catch {
            printer.printProblem(error.description, file: nil)
            throw ExitStatus.cannotWrite
        }
        if output.isPrinted { print(output.path) }
    }

    // MARK: What to write

    /// One file to write.
    struct PlannedOutput: Equatable {
        var path: String
        var format: OutputFormat
        /// The appearance the scene is drawn in; nil: as the scene says.
        var appearance: ColorScheme?
        /// The scale; nil: the scene's.
        var scale: Double?
        /// Whether the path is printed when written (it was not given with -o).
        var isPrinted: Bool
        /// With `--vary`: the moving picture's format (`format` is then `.png`).
        var animation: MovingPicture.Format? = nil
    }

    /// A scene and the files it is drawn into.
    struct ScenePlan {
        var scene: String
        var outputs: [PlannedOutput]
    }

    /// Every file of the run, or the usage error that prevents it.
    func plan() throws -> [ScenePlan] {
        guard !scenes.isEmpty else {
            throw ValidationError("give a scene file (.swift or .yaml), or '-' for standard input")
        }
        if scenes.count > 1 && scenes.contains("-") {
            throw ValidationError("standard input ('-') can only be drawn alone")
        }
        if !outputs.isEmpty && outputDirectory != nil {
            throw ValidationError("-o names a file and -O a folder: give one")
        }
        if colorScheme != nil && !appearance.isEmpty {
            throw ValidationError("--color-scheme and --appearance both choose the appearance: give one")
        }
        if !vary.requests.isEmpty { return [try planMoving()] }
        if frameDuration != MovingPicture().frameMilliseconds || hold != MovingPicture().holdMilliseconds {
            throw ValidationError("--frame-duration and --hold time a moving picture: add --vary NAME=VALUES (such as --vary width=200...400)")
        }
        let formats = unique(dump != nil ? [.json] : format.flatMap(\.formats))
        let scales: [Double?] = scale.isEmpty ? [nil] : unique(scale.flatMap(\.scales)).map(Optional.some)
        let appearances: [ColorScheme?] =
            appearance.isEmpty ? [colorScheme?.scheme] : unique(appearance.flatMap(\.appearances)).map(Optional.some)
        if !outputs.isEmpty {
            return [try planExplicitOutputs(formats: formats, scales: scales, appearances: appearances)]
        }
        var plans: [ScenePlan] = []
        var writers: [String: String] = [:]  // output path → the scene that writes it
        for scene in scenes {
            let pictureFormats = formats.isEmpty ? [OutputFormat.png] : formats
            if scene == "-" {
                guard outputDirectory == nil else {
                    throw ValidationError("standard input has no name to write into -O: give -o FILE")
                }
                guard pictureFormats.count == 1, scales.count == 1, appearances.count == 1 else {
                    throw ValidationError("standard input is drawn to standard output, one picture: give -o FILE for each output")
                }
                let output = PlannedOutput(
                    path: "-", format: pictureFormats[0], appearance: appearances[0], scale: scales[0], isPrinted: false)
                plans.append(ScenePlan(scene: scene, outputs: [output]))
                continue
            }
            let folder = outputDirectory ?? FileAccess.folder(of: scene)
            let base = Self.baseName(of: scene)
            var outputs: [PlannedOutput] = []
            for appearance in appearances {
                for format in pictureFormats {
                    // SVG and the dump are the same at every scale: one each.
                    for scale in format == .png ? scales : [scales[0]] {
                        let name = VariantName(base: base, appearance: appearance, scale: format == .png ? scale : nil)
                        let path = Self.path(folder: folder, name: name.fileName(extension: format.rawValue), besideScene: outputDirectory == nil, scene: scene)
                        if let other = writers[path] {
                            throw ValidationError("'\(other)' and '\(scene)' would both be written to \(path): draw them into different folders")
                        }
                        writers[path] = scene
                        outputs.append(PlannedOutput(path: path, format: format, appearance: appearance, scale: scale, isPrinted: true))
                    }
                }
            }
            plans.append(ScenePlan(scene: scene, outputs: outputs))
        }
        return plans
    }

    /// `-o FILE` (repeatable): one scene, one variant, each file's format from its extension
    /// (or from `--format` when it names one format).
    private func planExplicitOutputs(formats: [OutputFormat], scales: [Double?], appearances: [ColorScheme?]) throws -> ScenePlan {
        guard scenes.count == 1 else {
            throw ValidationError("-o names one output file; to draw several scenes, give -O DIR (or no -o: each picture goes beside its scene)")
        }
        guard scales.count == 1, appearances.count == 1 else {
            throw ValidationError("several appearances or scales make several files: give -O DIR (or no -o) instead of -o")
        }
        if formats.count > 1 {
            throw ValidationError("--format with several formats names the files itself: give -O DIR (or no -o), or one -o per format")
        }
        var planned: [PlannedOutput] = []
        for output in outputs {
            let fromName = output == "-" ? nil : OutputFormat(pathExtension: output)
            guard let format = formats.first ?? fromName else {
                if output == "-" { throw ValidationError("writing to standard output needs --format png|svg|json") }
                throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .json name, or --format")
            }
            if planned.contains(where: { $0.path == output }) {
                throw ValidationError("'\(output)' is given twice with -o")
            }
            planned.append(PlannedOutput(path: output, format: format, appearance: appearances[0], scale: scales[0], isPrinted: false))
        }
        if planned.filter({ $0.path == "-" }).count > 1 {
            throw ValidationError("only one output can go to standard output")
        }
        return ScenePlan(scene: scenes[0], outputs: planned)
    }

    /// With `--vary`: one scene, one appearance and scale, written as an animated PNG (`.png`)
    /// or a GIF (`.gif`).
    private func planMoving() throws -> ScenePlan {
        guard scenes.count == 1, scenes[0] != "-" else {
            throw ValidationError("--vary draws one scene file into a moving picture: give one scene (a folder of pictures: run it once per scene)")
        }
        if dump != nil { throw ValidationError("a layout dump does not move: --vary draws a moving picture (-o sweep.png or sweep.gif)") }
        let formats = format.flatMap(\.formats)
        if formats.contains(where: { $0 != .png }) {
            throw ValidationError("a moving picture is an animated PNG (-o NAME.png) or a GIF (-o NAME.gif); for an SVG that moves, make a page: layoutdraw explain \(scenes[0]) --vary …")
        }
        guard scale.flatMap(\.scales).count <= 1, appearance.flatMap(\.appearances).count <= 1 else {
            throw ValidationError("a moving picture is drawn in one appearance and at one scale: give --color-scheme and one --scale")
        }
        if !(20...10_000).contains(frameDuration) { throw ValidationError("--frame-duration takes 20 to 10000 milliseconds") }
        if !(20...60_000).contains(hold) { throw ValidationError("--hold takes 20 to 60000 milliseconds") }
        let appearance = self.appearance.first?.appearances.first ?? colorScheme?.scheme
        let scale = self.scale.first?.scales.first
        var planned: [PlannedOutput] = []
        if outputs.isEmpty {
            let folder = outputDirectory ?? FileAccess.folder(of: scenes[0])
            let name = Self.baseName(of: scenes[0]) + ".png"
            planned.append(
                PlannedOutput(
                    path: Self.path(folder: folder, name: name, besideScene: outputDirectory == nil, scene: scenes[0]), format: .png,
                    appearance: appearance, scale: scale, isPrinted: true, animation: .apng))
        }
        for output in outputs {
            let lowered = output.lowercased()
            let animation: MovingPicture.Format
            if lowered.hasSuffix(".png") || (output == "-" && !formats.isEmpty) {
                animation = .apng
            } else if lowered.hasSuffix(".gif") {
                animation = .gif
            } else if output == "-" {
                throw ValidationError("writing a moving picture to standard output needs --format png")
            } else {
                throw ValidationError("'\(output)': a moving picture is written as .png (animated PNG) or .gif; for a page that moves: layoutdraw explain")
            }
            if planned.contains(where: { $0.path == output }) { throw ValidationError("'\(output)' is given twice with -o") }
            planned.append(PlannedOutput(path: output, format: .png, appearance: appearance, scale: scale, isPrinted: false, animation: animation))
        }
        return ScenePlan(scene: scenes[0], outputs: planned)
    }

    /// `dir/card.yaml` → `card`.
    static func baseName(of path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }

    /// `folder/name`, without a leading `./` for a scene given without a folder (as
    /// `layoutdraw scene.yaml` always printed `scene.png`).
    private static func path(folder: String, name: String, besideScene: Bool, scene: String) -> String {
        if besideScene && !scene.contains("/") { return name }
        return FileAccess.join(folder, name)
    }

    private func unique<T: Equatable>(_ values: [T]) -> [T] {
        var result: [T] = []
        for value in values where !result.contains(value) { result.append(value) }
        return result
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

/// `--format png,svg`.
struct FormatList {
    var formats: [OutputFormat]

    static func parse(_ text: String) throws -> FormatList {
        var formats: [OutputFormat] = []
        for word in text.split(separator: ",").map({ $0.trimmingCharacters(in: " ") }) where !word.isEmpty {
            guard let format = OutputFormat(rawValue: word.lowercased()) else {
                let names = OutputFormat.allCases.map(\.rawValue)
                throw ValidationError("'\(word)' is not an output format\(Suggestions.didYouMean(word, in: names)): use png, svg or json")
            }
            formats.append(format)
        }
        guard !formats.isEmpty else { throw ValidationError("name a format: png, svg or json") }
        return FormatList(formats: formats)
    }
}

/// `--scale 1,2,3`.
struct ScaleList {
    var scales: [Double]

    static func parse(_ text: String) throws -> ScaleList {
        do {
            return ScaleList(scales: try VariantName.scales(from: text))
        } catch {
            throw ValidationError("--scale: \(error.message)")
        }
    }
}

/// `--appearance light,dark`.
struct AppearanceList {
    var appearances: [ColorScheme]

    static func parse(_ text: String) throws -> AppearanceList {
        do {
            return AppearanceList(appearances: try VariantName.appearances(from: text))
        } catch {
            throw ValidationError("--appearance: \(error.message)")
        }
    }
}

extension Substring {
    /// Without leading and trailing `characters`.
    func trimmingCharacters(in characters: Character) -> String {
        String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
    }
}

/// Prints a line to standard error.
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    OutputFile.writeAll(Array(line.utf8), to: STDERR_FILENO)
}
