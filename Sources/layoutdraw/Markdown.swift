import ArgumentParser
import LayoutDraw
import LayoutDrawExplainer

/// `layoutdraw markdown FILE.md…`: draws the ` ```swift layoutdraw ` and ` ```yaml layoutdraw `
/// blocks of Markdown files and keeps an image link under each pointing at its picture, in
/// place, as mermaid-cli's Markdown mode does (which writes a new file instead). A second run
/// changes nothing; `--check` changes nothing and fails when a picture or a link is stale.
struct Markdown: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Draw the scene blocks of Markdown files (```swift layoutdraw, ```yaml layoutdraw) and keep an image link under each.",
        discussion: """
            Each block is drawn into IMAGES/NAME.png, NAME from the block's name=NAME (else \
            FILE-N, N the block's number), and the line under the block becomes \
            ![alt](IMAGES/NAME.png). A block with vary=NAME=VALUES (vary=width=200...400) is \
            drawn as a moving picture (an animated PNG), as --vary draws one. A picture whose \
            pixels have not changed is not rewritten, and running again changes nothing. An \
            error in a block is reported at its line in the Markdown file.

            --docc draws for a DocC catalogue: each block in light and dark at --scale (2 by \
            default) under DocC's names (NAME@2x.png, NAME~dark@2x.png), linked by name \
            (![alt](NAME.png)), which DocC resolves to the variant the reader's page needs.

            Exit status: 0 done (with --check: everything up to date), 1 with --check: some \
            picture or link is stale, 64 usage error, 65 a block is not a valid scene, 66 a \
            Markdown file is missing, 73 a picture or the file could not be written.
            """)

    @Argument(help: "Markdown files.")
    var files: [String] = []

    @Option(
        name: .customLong("images"),
        help: ArgumentHelp("The folder pictures are written to. Default: Images beside each Markdown file.", valueName: "DIR"))
    var imagesDirectory: String?

    @Flag(help: "Write nothing; exit 1 if a picture or an image link is not up to date (for CI).")
    var check = false

    @Option(help: "Output pixels per point (overrides canvas.scale).")
    var scale: Double?

    @Option(name: .customLong("color-scheme"), help: "light or dark (overrides canvas.colorScheme).")
    var colorScheme: ColorSchemeOption?

    @Flag(help: "Draw for a DocC catalogue: light and dark pictures under DocC's names (NAME@2x.png, NAME~dark@2x.png), linked by name.")
    var docc = false

    @Option(name: .customLong("max-frames"), help: "The most pictures a vary= block's moving picture may draw.")
    var maxFrames = 1_000

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var sceneOptions: SceneOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Markdown file") }
        if let scale, !(scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16")
        }
        if docc && colorScheme != nil {
            throw ValidationError("--docc draws every block in light and dark (DocC shows the reader's): leave out --color-scheme")
        }
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
    }

    func run() throws {
        let printer = sceneOptions.printer
        let pipeline = try SceneRun.pipeline(fonts: drawing.fonts, printer: printer)
        var run = MarkdownRun(command: self, pipeline: pipeline, printer: printer)
        for file in files { run.process(file) }
        run.reportLeftovers()
        if check {
            let stale = run.stale
            print("\(run.upToDate) up to date, \(stale) stale")
            if run.worst == 0 && stale > 0 { throw ExitCode(1) }
        }
        if run.worst != 0 { throw ExitCode(run.worst) }
    }
}

/// One run of `layoutdraw markdown` over its files.
struct MarkdownRun {
    let command: Markdown
    let pipeline: Pipeline
    let printer: DiagnosticPrinter
    /// The worst exit status so far (0, 65, 66, 73).
    var worst: Int32 = 0
    /// Pictures and files found up to date, and found stale (`--check`).
    var upToDate = 0
    var stale = 0
    /// Which block writes each picture, so that two blocks never write one file.
    var claimed: [String: String] = [:]
    /// The images folders of the run (absolute paths), for the leftover pictures.
    var imageFolders: [String] = []
    /// Pictures a block's link pointed at before it was moved to the block's picture
    /// (absolute path → the Markdown file and the block's line).
    var unlinked: [String: String] = [:]

    init(command: Markdown, pipeline: Pipeline, printer: DiagnosticPrinter) {
        self.command = command
        self.pipeline = pipeline
        self.printer = printer
    }

    private mutating func fail(_ status: ExitCode) {
        worst = Validate.worse(worst, status.rawValue)
    }

    private func error(_ message: String, file: String, line: Int, column: Int = 1) {
        printer.print([.error(message, at: SourceLocation(file: file, line: line, column: column))], source: nil)
    }

    mutating func process(_ file: String) {
        let text: String
        do {
            text = try SceneInput.read(file, limit: command.sceneOptions.limits.maximumFileSize).text
        } catch {
            printer.printProblem(error.message, file: error.file)
            return fail(error.status)
        }
        let folder = FileAccess.folder(of: file)
        let images = command.imagesDirectory ?? (folder == "." ? "Images" : FileAccess.join(folder, "Images"))
        let imagesPrefix = FileAccess.absolute(images) + "/"
        if !imageFolders.contains(FileAccess.absolute(images)) { imageFolders.append(FileAccess.absolute(images)) }
        let stem = Render.baseName(of: file)
        let document = MarkdownScenes(
            text,
            isImagePath: { target in FileAccess.absolute(FileAccess.join(folder, target)).hasPrefix(imagesPrefix) },
            pictureName: { block in block.name ?? "\(stem)-\(block.number)" })
        var links: [(alt: String, target: String)?] = []
        for block in document.blocks {
            links.append(draw(block, file: file, text: text, stem: stem, folder: folder, images: images))
        }
        for (block, link) in zip(document.blocks, links) where !command.check {
            guard let old = block.link, let link, old.target != link.target, !old.target.contains("://") else { continue }
            unlinked[FileAccess.absolute(FileAccess.join(folder, old.target))] = "\(file):\(block.fenceLine)"
        }
        let updated = document.updatingLinks(links)
        guard updated != text else { return }
        if command.check {
            stale += 1
            let line = zip(document.blocks, links).first { block, link in
                guard let link else { return false }
                return block.link?.alt != link.alt || block.link?.target != link.target
            }?.0.closingLine ?? 1
            error("the image links under the scene blocks are not up to date: run 'layoutdraw markdown \(file)'", file: file, line: line)
            return
        }
        do {
            try OutputFile.writeAtomically(Array(updated.utf8), to: file)
            print(file)
        } catch {
            printer.printProblem(error.description, file: nil)
            fail(ExitStatus.cannotWrite)
        }
    }

    /// Draws one block into its picture (unless it is up to date) and returns the link that
    /// belongs under it; nil leaves the text under the block as it is (the block has errors).
    private mutating func draw(
        _ block: MarkdownScenes.Block, file: String, text: String, stem: String, folder: String, images: String
    ) -> (alt: String, target: String)? {
        guard block.isClosed else {
            error("this layoutdraw block is never closed: end it with a line of \(fenceHint(text, block))", file: file, line: block.fenceLine)
            fail(ExitStatus.invalidScene)
            return nil
        }
        for attribute in block.unknownAttributes {
            let key = attribute.split(separator: "=").first.map(String.init) ?? attribute
            error(
                "unknown attribute '\(attribute)' of a layoutdraw block\(Suggestions.didYouMean(key, in: ["name", "alt", "vary"])) (a block takes name=NAME, alt=\"TEXT\" and vary=NAME=VALUES)",
                file: file, line: block.fenceLine)
            fail(ExitStatus.usage)
            return nil
        }
        let name = block.name ?? "\(stem)-\(block.number)"
        guard Self.isValidName(name) else {
            error("'\(name)' cannot name a picture: use letters, digits, '-', '_' and '.' (no '/')", file: file, line: block.fenceLine)
            fail(ExitStatus.usage)
            return nil
        }
        var vary: VaryRequest?
        if let text = block.vary {
            do {
                vary = try VaryRequest.parse(text)
            } catch {
                self.error(Self.asAttribute(error.message), file: file, line: block.fenceLine)
                fail(ExitStatus.usage)
                return nil
            }
        }
        // The pictures: one, or in DocC's names a light and a dark one.
        let scale = command.scale ?? (command.docc ? 2 : nil)
        let variants: [(appearance: ColorScheme?, path: String)] =
            command.docc
            ? [ColorScheme.light, .dark].map { ($0, FileAccess.join(images, VariantName(base: name, appearance: $0 == .dark ? .dark : nil, scale: scale).fileName())) }
            : [(command.colorScheme?.scheme, FileAccess.join(images, name + ".png"))]
        let place = "\(file):\(block.fenceLine)"
        for variant in variants {
            if let other = claimed[FileAccess.absolute(variant.path)] {
                error("this block and the one at \(other) both draw \(variant.path): give one of them another name=NAME", file: file, line: block.fenceLine)
                fail(ExitStatus.usage)
                return nil
            }
        }
        for variant in variants { claimed[FileAccess.absolute(variant.path)] = place }

        // Blank lines before the block's text put every line where it is in the Markdown file,
        // so diagnostics point into it.
        let source = String(repeating: "\n", count: block.fenceLine) + block.source
        var drawn: [(path: String, bytes: [UInt8])] = []
        for variant in variants {
            var options = command.sceneOptions.decodingOptions(colorScheme: variant.appearance, scale: scale)
            options.language = block.language
            options.sceneDirectory = folder
            do {
                let input = SceneInput(name: file, text: source)
                let checked = try SceneRun.run(
                    input, pipeline: pipeline, options: options, explanation: command.drawing.explanation, printer: printer)
                if let vary {
                    drawn.append((variant.path, try movingPicture(checked, vary: vary, options: options, block: block, file: file)))
                } else {
                    do {
                        drawn.append((variant.path, try pipeline.render(checked.tree, as: .png)))
                    } catch {
                        throw SceneRun.report(error, file: file, source: source, printer: printer)
                    }
                }
            } catch let status as ExitCode {
                fail(status)
                return nil
            } catch {
                fail(ExitStatus.internalError)
                return nil
            }
        }
        let target = command.docc ? name + ".png" : FileAccess.relativePath(from: folder, to: variants[0].path)
        let link = (alt: block.alt ?? block.link?.alt ?? name, target: target)
        for (path, bytes) in drawn {
            switch Self.freshness(of: path, comparedWith: bytes, animated: vary != nil) {
            case .same:
                upToDate += 1
            case .missing, .different:
                if command.check {
                    stale += 1
                    let reason = FileAccess.exists(path) ? "is out of date: the block draws another picture" : "is missing"
                    error("\(path) \(reason); run 'layoutdraw markdown \(command.docc ? "--docc " : "")\(file)'", file: file, line: block.fenceLine)
                } else {
                    do {
                        try FileAccess.makeDirectories(images)
                        try OutputFile.writeAtomically(bytes, to: path)
                        print(path)
                    } catch let failure as FileAccess.Failure {
                        printer.printProblem(failure.description, file: nil)
                        fail(ExitStatus.cannotWrite)
                    } catch let failure as OutputFile.WriteError {
                        printer.printProblem(failure.description, file: nil)
                        fail(ExitStatus.cannotWrite)
                    } catch {
                        fail(ExitStatus.cannotWrite)
                    }
                }
            }
        }
        return link
    }

    /// A `vary=` block's moving picture, as `render --vary` draws it.
    private func movingPicture(
        _ checked: SceneRun.Checked, vary: VaryRequest, options: SceneDecodingOptions, block: MarkdownScenes.Block, file: String
    ) throws -> [UInt8] {
        let states = SceneDecoder.states(checked.input.text, file: checked.input.name, options: options)
        let dimensions: [VariedDimension]
        do throws(VariationError) {
            dimensions = try VariationPlanner(maximumFrames: command.maxFrames).movingDimensions(
                [vary], states: states, canvas: VariedScene.baseCanvas(checked), isSwift: block.language == .swift)
        } catch {
            self.error(Self.asAttribute(error.message), file: file, line: block.fenceLine)
            throw ExitStatus.usage
        }
        let steps = VariedScene.steps(checked, pipeline: pipeline, options: options, dimensions: dimensions, explanation: command.drawing.explanation)
        let picture = MovingPicture()
        do {
            return try picture.encode(try picture.frames(steps, colorScheme: nil), as: .apng)
        } catch let failure as MovingPicture.Failure {
            switch failure {
            case .step(let step): throw VariedScene.report(step, checked: checked, printer: printer)
            case .tooLarge(let frames, let width, let height, _):
                self.error("the moving picture would hold \(frames) frames of \(width) × \(height) pixels: take a larger step", file: file, line: block.fenceLine)
                throw ExitStatus.invalidScene
            case .encoding(let error):
                printer.printProblem(InternalError.message(error.message), file: file)
                throw ExitStatus.internalError
            }
        }
    }

    /// Warns about pictures no block of the run draws: PNGs in the images folders, and the
    /// pictures blocks linked to before their links were moved (another `--images`, another
    /// `name=`). They are left where they are: something else may use them.
    func reportLeftovers() {
        var leftovers: [(path: String, reason: String)] = []
        for folder in imageFolders {
            // The folder's own pictures; its subfolders are not the run's.
            let pictures = FileAccess.files(under: folder).filter { $0.hasSuffix(".png") && FileAccess.folder(of: $0) == folder }.sorted()
            for picture in pictures where claimed[picture] == nil {
                leftovers.append((picture, "no scene block of the Markdown files given draws it"))
            }
        }
        for (picture, place) in unlinked.sorted(by: { $0.key < $1.key })
        where claimed[picture] == nil && FileAccess.exists(picture) && !leftovers.contains(where: { $0.path == picture }) {
            leftovers.append((picture, "the block at \(place) linked to it and now links to its new picture"))
        }
        for (picture, reason) in leftovers {
            printer.printProblem(
                "\(FileAccess.relativePath(from: ".", to: picture)) is left over: \(reason); delete it if nothing else uses it",
                file: nil, severity: .warning)
        }
    }

    private func fenceHint(_ text: String, _ block: MarkdownScenes.Block) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[block.fenceLine - 1]
        let fence = line.drop { $0 == " " }.prefix { $0 == "`" || $0 == "~" }
        return "'\(fence)'"
    }

    enum Freshness { case same, different, missing }

    /// Whether the picture at `path` is `bytes`, or draws the same pixels (a PNG encoded
    /// otherwise is not stale). A moving picture must be the same bytes (its first frame
    /// alone says nothing of the others; its bytes depend only on its frames).
    static func freshness(of path: String, comparedWith bytes: [UInt8], animated: Bool = false) -> Freshness {
        guard FileAccess.exists(path), let existing = try? FileAccess.readBytes(path) else { return .missing }
        if existing == bytes { return .same }
        if animated { return .different }
        guard let old = try? PNGCodec.decode(existing), let new = try? PNGCodec.decode(bytes) else { return .different }
        return old == new ? .same : .different
    }

    /// `--vary x=…: …` said of a block's `vary=x=…` attribute.
    static func asAttribute(_ message: String) -> String {
        message.hasPrefix("--vary ") ? "vary=" + message.dropFirst("--vary ".count) : message
    }

    /// A picture's name: letters, digits, `-`, `_`, `.`; not starting with a dot.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}
