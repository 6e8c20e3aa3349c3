import ArgumentParser
import LayoutDraw

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw check SCENES… --golden DIR`: render scenes and compare them with their goldens.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes and compare each with its golden PNG (GOLDEN_DIR/NAME.png).",
        discussion: """
            Prints one line per scene and a summary. Renders run in parallel on all cores. \
            Recording a golden (--record) makes the run fail, so that a recording run is never \
            mistaken for a passing one.

            Exit status: 0 every scene matches, 1 any scene differs, is missing, fails to \
            render or is recorded, 64 usage error, 66 a scene path does not exist, 73 a file \
            could not be written.
            """)

    @Argument(help: "Scene files (.yaml) or folders of scenes.")
    var scenes: [String]

    @Option(help: "The folder of goldens: NAME.png for each scene NAME.yaml.")
    var golden: String

    @Option(help: "Write the rendering as the golden for: all, failed, missing or never. Default: missing on a terminal, never when CI is set or without a terminal.")
    var record: RecordMode?

    @Option(help: "Write NAME.actual.png and NAME.diff.png for every failure into this folder.")
    var artifacts: String?

    @Option(help: "Write a self-contained HTML report (expected, actual, diff and a slider per failure).")
    var report: String?

    @Option(help: "Write a JSON summary to this file, or '-' for standard output.")
    var json: String?

    @OptionGroup var comparison: ComparisonOptions

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file or folder") }
    }

    func run() throws {
        let sceneFiles: [String]
        do {
            sceneFiles = try CheckRunner.sceneFiles(in: scenes)
        } catch {
            printError("layoutdraw: error: \(error.message)")
            if case .duplicateSceneName = error { throw ExitStatus.usage }
            throw ExitStatus.missingInput
        }
        let recordMode = record ?? RecordMode.defaultMode(
            environment: FileAccess.environment("CI").map { ["CI": $0] } ?? [:],
            isTerminal: FileAccess.isTerminal(STDIN_FILENO))
        let policy = GoldenPolicy(comparison: comparison.pixelMatchOptions, tolerance: comparison.tolerance, recordMode: recordMode)

        let pipeline: Pipeline
        do {
            pipeline = try Pipeline()
        } catch {
            printError(error.formatted(source: nil))
            if case .rendering(let failure) = error, failure.isAboutFonts { throw ExitStatus.missingInput }
            throw ExitStatus.internalError
        }
        let runner = CheckRunner(pipeline: pipeline, goldenDirectory: golden, policy: policy)
        let showsProgress = FileAccess.isTerminal(STDERR_FILENO)
        let result = runner.run(scenePaths: sceneFiles, progress: showsProgress ? Self.showProgress : nil)
        if showsProgress { Self.writeToStandardError("\r\u{1B}[2K") }

        var failedWrite = false
        func write(_ bytes: [UInt8], to path: String) -> Bool {
            do {
                try FileAccess.makeDirectories(FileAccess.folder(of: path))
                try OutputFile.writeAtomically(bytes, to: path)
                return true
            } catch let error as FileAccess.Failure {
                printError("layoutdraw: error: \(error.description)")
            } catch let error as OutputFile.WriteError {
                printError("layoutdraw: error: \(error.description)")
            } catch {
                printError("layoutdraw: error: \(error)")
            }
            failedWrite = true
            return false
        }

        for scene in result.goldensToRecord {
            if let png = scene.actualPNG { _ = write(png, to: scene.goldenPath) }
        }
        var artifactPaths: [String: [String: String]] = [:]
        if let artifacts {
            for scene in result.scenes where !scene.passed {
                if let png = scene.actualPNG {
                    let path = FileAccess.join(artifacts, scene.name + ".actual.png")
                    if write(png, to: path) { artifactPaths[scene.name, default: [:]]["actual"] = path }
                }
                if let png = scene.diffPNG {
                    let path = FileAccess.join(artifacts, scene.name + ".diff.png")
                    if write(png, to: path) { artifactPaths[scene.name, default: [:]]["diff"] = path }
                }
            }
        }
        if let report {
            _ = write(Array(result.html().utf8), to: report)
        }

        // With the JSON on standard output, the human-readable lines go to standard error.
        let jsonToStandardOutput = json == "-"
        for scene in result.scenes {
            jsonToStandardOutput ? printError(scene.summary) : print(scene.summary)
        }
        jsonToStandardOutput ? printError(result.summary) : print(result.summary)
        if let json {
            let text = result.json(artifacts: artifactPaths).serialized() + "\n"
            if jsonToStandardOutput {
                OutputFile.writeToStandardOutput(Array(text.utf8))
            } else {
                _ = write(Array(text.utf8), to: json)
            }
        }

        if failedWrite { throw ExitStatus.cannotWrite }
        if !result.succeeded { throw ExitCode(1) }
    }

    /// `[3/12] scene-name` on one rewritten line of standard error.
    @Sendable private static func showProgress(_ progress: CheckProgress) {
        writeToStandardError("\r\u{1B}[2K[\(progress.completed)/\(progress.total)] \(progress.sceneName)")
    }

    private static func writeToStandardError(_ text: String) {
        OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
