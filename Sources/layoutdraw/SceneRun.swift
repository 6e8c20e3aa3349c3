import ArgumentParser
import Dispatch
import LayoutDraw

/// Reading, decoding and laying out one scene for `render` and `validate`, with every problem
/// printed and turned into the exit status the README promises.
enum SceneRun {
    /// A scene that decoded and laid out: what to draw, and where it came from.
    struct Checked {
        var input: SceneInput
        var tree: FrameTree
        /// The decoded scene, kept as long as the tree: `render` ends the process without
        /// freeing either, so freeing the scene's views is not on its way to the picture.
        var scene: Scene
    }

    /// The pipeline, or exit 66 (64) when the fonts (the font family) cannot be set up.
    static func pipeline(fonts: FontConfiguration = .standard, printer: DiagnosticPrinter) throws -> Pipeline {
        do {
            return try Pipeline(fonts: fonts)
        } catch {
            throw report(error, file: nil, source: nil, printer: printer)
        }
    }

    /// Reads, decodes and lays out the scene at `path`; prints its warnings (decoding and
    /// layout, in file order), or its errors and throws the exit status.
    static func run(
        _ path: String, pipeline: Pipeline, options: SceneDecodingOptions, explanation: Explanation? = nil, printer: DiagnosticPrinter
    ) throws -> Checked {
        let input = read(path, options: options)
        return try check(input, decoded: decode(input, options: options, explanation: explanation), pipeline: pipeline, printer: printer)
    }

    /// `run(_:pipeline:options:printer:)` for a scene already in memory (a Markdown file's block).
    static func run(
        _ input: SceneInput, pipeline: Pipeline, options: SceneDecodingOptions, explanation: Explanation? = nil, printer: DiagnosticPrinter
    ) throws -> Checked {
        let read = Result<SceneInput, SceneInput.ReadError>.success(input)
        return try check(read, decoded: decode(read, options: options, explanation: explanation), pipeline: pipeline, printer: printer)
    }

    /// `run(_:pipeline:options:printer:)` while `pending` is still being set up on another
    /// thread: the scene is read and decoded meanwhile (decoding needs no fonts), and every
    /// problem is reported once the pipeline is ready, in the same order (fonts first).
    static func run(
        _ path: String, pipeline pending: PendingPipeline, options: SceneDecodingOptions, explanation: Explanation? = nil,
        printer: DiagnosticPrinter
    ) throws -> (pipeline: Pipeline, checked: Checked) {
        let input = read(path, options: options)
        let decoded = decode(input, options: options, explanation: explanation)
        let pipeline = try pending.pipeline(printer: printer)
        return (pipeline, try check(input, decoded: decoded, pipeline: pipeline, printer: printer))
    }

    private static func read(_ path: String, options: SceneDecodingOptions) -> Result<SceneInput, SceneInput.ReadError> {
        Result { () throws(SceneInput.ReadError) in try SceneInput.read(path, limit: options.limits.maximumFileSize) }
    }

    /// Decodes a scene that was read, with `explanation`'s overlays added to its canvas.
    private static func decode(
        _ input: Result<SceneInput, SceneInput.ReadError>, options: SceneDecodingOptions, explanation: Explanation?
    ) -> Result<Scene, LayoutDrawError>? {
        guard case .success(let input) = input else { return nil }
        return Result { () throws(LayoutDrawError) in
            var scene = try Pipeline.decode(input.text, file: input.name, options: options)
            explanation?.apply(to: &scene)
            return scene
        }
    }

    /// Reports a read or decoding failure, or lays the decoded scene out and prints its warnings.
    private static func check(
        _ read: Result<SceneInput, SceneInput.ReadError>, decoded: Result<Scene, LayoutDrawError>?, pipeline: Pipeline,
        printer: DiagnosticPrinter
    ) throws -> Checked {
        let input: SceneInput
        switch read {
        case .success(let text):
            input = text
        case .failure(let error):
            if error.isTooLarge {
                printer.print([.error(error.message, at: SourceLocation(file: error.file, line: 1, column: 1))], source: nil)
            } else {
                printer.printProblem(error.message, file: error.file)
            }
            throw error.status
        }
        do {
            guard let decoded else { preconditionFailure("a scene that was read is decoded") }
            let scene = try decoded.get()
            let tree = try pipeline.layout(scene)
            let warnings = (scene.warnings + pipeline.warnings(for: tree)).enumerated().sorted { a, b in
                switch (a.element.location, b.element.location) {
                case let (x?, y?) where x != y: return x < y
                default: return a.offset < b.offset
                }
            }.map(\.element)
            printer.print(warnings, source: input.text, file: input.name)
            return Checked(input: input, tree: tree, scene: scene)
        } catch {
            throw report(error, file: input.name, source: input.text, printer: printer)
        }
    }

    /// Prints `error` and returns the exit status it calls for: 65 for an invalid scene, 66 for
    /// an image or font that could not be read, 64 for a font family no font has, 70 (with a request to report it) for
    /// anything that is layoutdraw's fault.
    static func report(_ error: LayoutDrawError, file: String?, source: String?, printer: DiagnosticPrinter) -> ExitCode {
        switch error {
        case .invalidScene(let list):
            printer.print(list.diagnostics, source: source, file: file)
            return ExitStatus.invalidScene
        case .rendering(.imageUnreadable(let path, let reason)):
            printer.printProblem("cannot read image \(path): \(reason)", file: file)
            return ExitStatus.missingInput
        case .rendering(let fontError) where fontError.isAboutFonts:
            // Not layoutdraw's fault: a missing font package (66), a --font-dir folder that
            // cannot be read (66), a --font-family no font has (64).
            printer.printProblem(fontError.message, file: nil)
            if case .fontFamilyMissing = fontError { return ExitStatus.usage }
            return ExitStatus.missingInput
        case .rendering(let other):
            printer.printProblem(InternalError.message(other.message), file: file)
            return ExitStatus.internalError
        }
    }
}

/// A `Pipeline` being set up on another thread: loading the fonts takes a few milliseconds,
/// which reading and decoding a scene can use.
final class PendingPipeline: @unchecked Sendable {  // `result` is written before `ready` is signalled, read after
    private var result: Result<Pipeline, LayoutDrawError>?
    private var warnedOfDisplayFamily = false
    private let ready = DispatchSemaphore(value: 0)

    /// Starts setting up a pipeline drawing text with `fonts`.
    init(fonts: FontConfiguration) {
        DispatchQueue.global().async { [self] in
            result = Result { () throws(LayoutDrawError) in
                let pipeline = try Pipeline(fonts: fonts)
                // Loads the regular face and shapes a few glyphs, which the first text of
                // nearly every scene would otherwise wait for during layout.
                _ = pipeline.textMeasurer.measure(TextRequest(string: "0", font: Font(size: 17)))
                return pipeline
            }
            ready.signal()
        }
    }

    /// Whether setting up the pipeline failed (after `pipeline(printer:)` has reported it).
    var hasFailed: Bool {
        ready.wait()
        ready.signal()
        if case .failure? = result { return true }
        return false
    }

    /// The pipeline, once it is set up; exit 66 or 64 (reported) when the fonts cannot be loaded.
    func pipeline(printer: DiagnosticPrinter) throws -> Pipeline {
        ready.wait()
        ready.signal()  // for any later call
        switch result {
        case .success(let pipeline)?:
            if let missing = pipeline.textMeasurer.missingDisplayFamily, !warnedOfDisplayFamily {
                // Once per process: a --font-family without a Display cut.
                warnedOfDisplayFamily = true
                printer.printProblem(FontConfiguration.missingDisplayFamilyMessage(missing, family: pipeline.textMeasurer.fonts.family), file: nil, severity: .warning)
            }
            return pipeline
        case .failure(let error)?: throw SceneRun.report(error, file: nil, source: nil, printer: printer)
        case nil: preconditionFailure("the pipeline's result is set before it is signalled")
        }
    }
}

/// How layoutdraw reports its own failures.
enum InternalError {
    static func message(_ detail: String) -> String {
        "internal error: \(detail). This is a bug in layoutdraw: please report it, with the scene that caused it."
    }
}
