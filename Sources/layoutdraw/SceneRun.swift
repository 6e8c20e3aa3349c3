import ArgumentParser
import LayoutDraw

/// Reading, decoding and laying out one scene for `render` and `validate`, with every problem
/// printed and turned into the exit status the README promises.
enum SceneRun {
    /// A scene that decoded and laid out: what to draw, and where it came from.
    struct Checked {
        var input: SceneInput
        var tree: FrameTree
    }

    /// The pipeline, or exit 70 when the fonts cannot be set up.
    static func pipeline(fonts: FontConfiguration = .standard, printer: DiagnosticPrinter) throws -> Pipeline {
        do {
            return try Pipeline(fonts: fonts)
        } catch {
            throw report(error, file: nil, source: nil, printer: printer)
        }
    }

    /// Reads, decodes and lays out the scene at `path`; prints its warnings (decoding and
    /// layout, in file order), or its errors and throws the exit status.
    static func run(_ path: String, pipeline: Pipeline, options: SceneDecodingOptions, printer: DiagnosticPrinter) throws -> Checked {
        let input: SceneInput
        do {
            input = try SceneInput.read(path, limit: options.limits.maximumFileSize)
        } catch {
            if error.isTooLarge {
                printer.print([.error(error.message, at: SourceLocation(file: error.file, line: 1, column: 1))], source: nil)
            } else {
                printer.printProblem(error.message, file: error.file)
            }
            throw error.status
        }
        do {
            let scene = try pipeline.decode(input.text, file: input.name, options: options)
            let tree = try pipeline.layout(scene)
            let warnings = (scene.warnings + pipeline.warnings(for: tree)).enumerated().sorted { a, b in
                switch (a.element.location, b.element.location) {
                case let (x?, y?) where x != y: return x < y
                default: return a.offset < b.offset
                }
            }.map(\.element)
            printer.print(warnings, source: input.text)
            return Checked(input: input, tree: tree)
        } catch {
            throw report(error, file: input.name, source: input.text, printer: printer)
        }
    }

    /// Prints `error` and returns the exit status it calls for: 65 for an invalid scene, 66 for
    /// an image that could not be read while drawing, 70 (with a request to report it) for
    /// anything that is layoutdraw's fault.
    static func report(_ error: LayoutDrawError, file: String?, source: String?, printer: DiagnosticPrinter) -> ExitCode {
        switch error {
        case .invalidScene(let list):
            printer.print(list.diagnostics, source: source)
            return ExitStatus.invalidScene
        case .rendering(.imageUnreadable(let path, let reason)):
            printer.printProblem("cannot read image \(path): \(reason)", file: file)
            return ExitStatus.missingInput
        case .rendering(.fontsUnavailable(let detail)):
            printer.printProblem("fonts unavailable: \(detail)", file: file)
            return ExitStatus.internalError
        case .rendering(let other):
            printer.printProblem(InternalError.message(other.message), file: file)
            return ExitStatus.internalError
        }
    }
}

/// How layoutdraw reports its own failures.
enum InternalError {
    static func message(_ detail: String) -> String {
        "internal error: \(detail). This is a bug in layoutdraw: please report it, with the scene that caused it."
    }
}
