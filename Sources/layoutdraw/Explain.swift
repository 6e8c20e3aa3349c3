import ArgumentParser
import LayoutDraw
import LayoutDrawExplainer

/// `layoutdraw explain SCENE -o PAGE.html`: a self-contained HTML page that explains a
/// scene — the picture as inline SVG, the layout tree beside it, each view's proposal, size
/// and origin where the reader points, and sliders for the canvas and the scene's states,
/// every combination laid out ahead.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Write a self-contained HTML page that explains a scene: its picture, its layout tree, and sliders that lay it out again.",
        discussion: """
            The page needs no network and no file beside it: every combination of the sliders' \
            values is laid out and drawn ahead. Pointing at a view in the picture or the tree \
            (or tabbing to a row) outlines its frame and shows what it was proposed, the size \
            it chose and its origin. Sliders: the canvas width (half to one and a half times \
            the canvas's), and every stored property a Slider, Stepper, Picker or Toggle of the \
            source sets; --vary adds or replaces one (--vary height=150...300, --vary \
            angle=0...45,step=5, --vary width=320 holds the width still). The page follows the \
            reader's light or dark appearance unless --color-scheme picks one.

            Exit status: 0 written, 64 usage error (a --vary that cannot be done), 65 invalid \
            scene (or a page over --max-page-size), 66 missing input, 70 internal error, \
            73 the page could not be written.
            """)

    @Argument(help: "A scene file (.swift or .yaml).")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "The page to write. Default: NAME.html beside the scene.")
    var output: String?

    @OptionGroup var vary: VaryOptions

    @Option(name: .customLong("color-scheme"), help: "Draw only this appearance (light or dark). Default: both, the page shows the reader's.")
    var colorScheme: ColorSchemeOption?

    @Option(name: .customLong("max-page-size"), help: "The largest page, in bytes.")
    var maxPageSize = ExplainerPage.standardMaximumBytes

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var sceneOptions: SceneOptions

    func validate() throws {
        if scene == "-" { throw ValidationError("explain reads a scene file, not standard input: its name titles the page") }
        if let output, !output.hasSuffix(".html") && !output.hasSuffix(".htm") {
            throw ValidationError("the page is HTML: name it with .html, such as -o \(Render.baseName(of: output)).html")
        }
        if maxPageSize < 1 { throw ValidationError("--max-page-size must be at least 1") }
    }

    func run() throws {
        let printer = sceneOptions.printer
        let pending = PendingPipeline(fonts: fontOptions.fonts)
        let options = sceneOptions.decodingOptions(colorScheme: colorScheme?.scheme)
        let (pipeline, checked) = try SceneRun.run(scene, pipeline: pending, options: options, printer: printer)
        let states = SceneDecoder.states(checked.input.text, file: checked.input.name, options: options)
        let isSwift = (options.language ?? SourceLanguage(file: checked.input.name, text: checked.input.text)) == .swift
        let dimensions: [VariedDimension]
        do throws(VariationError) {
            dimensions = try vary.planner.pageDimensions(
                vary.varyRequests, states: states, canvas: VariedScene.baseCanvas(checked), isSwift: isSwift)
        } catch {
            throw VariedScene.report(error, file: checked.input.name, printer: printer)
        }
        // Both appearances, unless one is asked for or the scene is dark by itself.
        let appearances: [ColorScheme]
        if let colorScheme {
            appearances = [colorScheme.scheme]
        } else if checked.scene.canvas.colorScheme == .dark {
            appearances = [.dark]
        } else {
            appearances = [.light, .dark]
        }
        let steps = VariedScene.steps(checked, pipeline: pipeline, options: options, dimensions: dimensions)
        let page = ExplainerPage(title: scene.split(separator: "/").last.map(String.init) ?? scene, appearances: appearances, maximumBytes: maxPageSize)
        let html: String
        do throws(ExplainerPage.Failure) {
            html = try page.html(for: steps)
        } catch {
            switch error {
            case .step(let failure):
                throw VariedScene.report(failure, checked: checked, printer: printer)
            case .tooLarge(let bytes, let limit, let pictures):
                printer.printProblem(
                    "the page would be about \(VariationPlanner.format(Double(bytes))) bytes (\(pictures) pictures), more than "
                        + "\(VariationPlanner.format(Double(limit))) (limit --max-page-size): take larger steps, hold a slider still "
                        + "(--vary NAME=VALUE), or draw one appearance (--color-scheme light)",
                    file: checked.input.name)
                throw ExitStatus.invalidScene
            }
        }
        let path = output ?? (scene.contains("/") ? FileAccess.join(FileAccess.folder(of: scene), Render.baseName(of: scene) + ".html") : Render.baseName(of: scene) + ".html")
        do {
            try FileAccess.makeDirectories(FileAccess.folder(of: path))
            try OutputFile.writeAtomically(Array(html.utf8), to: path)
        } catch let failure as FileAccess.Failure {
            printer.printProblem(failure.description, file: nil)
            throw ExitStatus.cannotWrite
        } catch let failure as OutputFile.WriteError {
            printer.printProblem(failure.description, file: nil)
            throw ExitStatus.cannotWrite
        }
        if output == nil { print(path) }
        Render.exitNow()
    }
}
