import ArgumentParser
import LayoutDraw

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw check [SCENES…]`: render scenes in their variants and compare each with its
/// golden; `layoutdraw.yaml` says which scenes, goldens and variants, the options override it.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes in every variant and compare each with its golden PNG.",
        discussion: """
            Without scene arguments, checks what ./layoutdraw.yaml (or --project FILE) names; \
            options override the project file. A folder is searched recursively for .yaml and \
            .swift scenes. Goldens are named as DocC names images (NAME~dark@2x.png), in \
            --golden DIR or beside each scene. Prints one line per scene and variant, the \
            command that updates each failure, and a summary. Renders run in parallel on all \
            cores. Recording a golden with --record makes the run fail; --update records every \
            changed or missing golden and passes.

            Exit status: 0 every variant matches (or was updated), 1 a picture differs, is \
            missing or was recorded, 64 usage error, 65 a scene is invalid, 66 a scene, image \
            or golden cannot be read, 70 internal error, 73 a file could not be written.
            """)

    @Argument(help: "Scene files (.yaml, .swift) or folders of scenes (searched recursively). Default: the project file's scenes.")
    var scenes: [String] = []

    @Option(help: "The project file. Default: ./layoutdraw.yaml when it exists.")
    var project: String?

    @Flag(name: .customLong("no-project"), help: "Ignore ./layoutdraw.yaml.")
    var noProject = false

    @Option(help: "The folder of goldens (NAME.png for each scene NAME.yaml, mirroring subfolders). Default: the project's, else beside each scene.")
    var golden: String?

    @Option(name: [.customLong("appearance"), .customLong("color-scheme")], help: "Appearances to check: light, dark or light,dark (replaces the project's).")
    var appearance: String?

    @Option(help: "Scales to check: 1,2,3 (replaces the project's).")
    var scale: String?

    @Option(help: "A device to check on, such as 'iPhone 15 Pro' (repeatable; replaces the project's).")
    var device: [String] = []

    @Option(help: ArgumentHelp("Scenes in folders to check: a glob such as '**/*.swift' (repeatable; replaces the project's include).", valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp("Scenes in folders to skip: a glob such as 'drafts' or '**/*-wip.yaml' (repeatable; replaces the project's exclude).", valueName: "glob"))
    var exclude: [String] = []

    @Flag(name: [.customShort("u"), .customLong("update"), .customLong("update-snapshots")], help: "Record every missing or changed golden; recorded goldens pass.")
    var update = false

    @Option(help: "Write the rendering as the golden for: all, failed (or changed), missing or never; recorded goldens fail the run. Default: missing on a terminal, never when CI is set or without a terminal.")
    var record: RecordMode?

    @Option(help: "Write NAME.actual.png, NAME.expected.png and NAME.diff.png for every failure into this folder (earlier runs' are removed).")
    var artifacts: String?

    @Option(help: "Write a self-contained HTML report (variants side by side; expected, actual, diff and a slider per failure).")
    var report: String?

    @Option(help: "Write JUnit XML (one test case per scene and variant) for CI systems to show.")
    var junit: String?

    @Option(help: "Write a JSON summary to this file, or '-' for standard output (merge-reports reads it).")
    var json: String?

    @Option(help: ArgumentHelp("Check the i-th of n contiguous parts of the sorted scenes, of about equal work (1/4, 2/4, …).", valueName: "i/n"))
    var shard: String?

    @OptionGroup var comparison: ComparisonOptions

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        if let appearance {
            do { _ = try VariantName.appearances(from: appearance) } catch { throw ValidationError("--appearance: \(error.message)") }
        }
        if let scale {
            do { _ = try VariantName.scales(from: scale) } catch { throw ValidationError("--scale: \(error.message)") }
        }
        for name in devices where DevicePreset.named[name] == nil {
            throw ValidationError("unknown device '\(name)'\(Suggestions.didYouMean(name, in: DevicePreset.named.keys)); the devices are \(DevicePreset.named.keys.sorted().joined(separator: ", "))")
        }
        if let shard, CheckShard(shard) == nil {
            throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, such as 1/4, not '\(shard)'")
        }
        if update, let record, record != .failed {
            throw ValidationError("--update records missing and changed goldens; it cannot be combined with --record \(record.rawValue)")
        }
        if project != nil && noProject { throw ValidationError("--project and --no-project contradict each other") }
    }

    /// `--device` values, each of which may list several names separated by commas.
    private var devices: [String] {
        device.flatMap { $0.split(separator: ",").map { String($0.trimmingCharacters()) } }.filter { !$0.isEmpty }
    }

    func run() throws {
        let setup = try CheckSetup(self)
        let plan = setup.plan
        let recordMode = update ? .failed : record ?? RecordMode.defaultMode(
            environment: FileAccess.environment("CI").map { ["CI": $0] } ?? [:],
            isTerminal: FileAccess.isTerminal(STDIN_FILENO))
        let policy = GoldenPolicy(comparison: setup.comparison, tolerance: setup.tolerance, recordMode: recordMode)

        // The fonts, before any scene: a --font-dir that cannot be read exits 66, a
        // --font-family no font has 64, as for a render.
        let pipeline = try SceneRun.pipeline(fonts: setup.fonts, printer: DiagnosticPrinter(format: .text))
        var runner = CheckRunner(pipeline: pipeline, policy: policy)
        runner.recordingPasses = update
        let showsProgress = FileAccess.isTerminal(STDERR_FILENO)
        var result = runner.run(plan, progress: showsProgress ? Self.showProgress : nil)
        result.shard = setup.shard
        if showsProgress { Self.writeToStandardError("\r\u{1B}[2K") }

        var writer = CheckOutputs()
        for scene in result.goldensToRecord {
            if let png = scene.actualPNG { _ = writer.write(png, to: scene.goldenPath) }
        }
        if let artifacts = setup.artifacts {
            writer.writeArtifacts(of: &result, in: artifacts, sharded: setup.shard != nil)
        }
        for index in result.scenes.indices where !result.scenes[index].passed && !result.scenes[index].recordsGolden {
            if result.scenes[index].outcome.isComparison || result.scenes[index].goldenUnreadable {
                result.scenes[index].updateCommand = setup.updateCommand(for: result.scenes[index])
            }
        }
        if let report = setup.report { _ = writer.write(Array(result.html().utf8), to: report) }
        if let junit = setup.junit { _ = writer.write(Array(result.junitXML().utf8), to: junit) }

        // With the JSON on standard output, the human-readable lines go to standard error.
        let jsonToStandardOutput = setup.json == "-"
        let say: (String) -> Void = jsonToStandardOutput ? { printError($0) } : { print($0) }
        if plan.scenes.isEmpty, let shard = setup.shard {
            say("shard \(shard) has no scenes: there are fewer scenes than shards")
        }
        var lastError: (scenePath: String, message: String, name: String)?
        for scene in result.scenes {
            // A scene's errors are the same in every variant, most of the time: printed once.
            if let message = scene.outcome.message, let last = lastError, last.scenePath == scene.scenePath, last.message == message {
                say("ERROR \(scene.name): the errors of \(last.name)")
                continue
            }
            say(scene.summary)
            if let message = scene.outcome.message { lastError = (scene.scenePath, message, scene.name) }
            if let command = scene.updateCommand { say("      update: \(command)") }
        }
        say(result.summary)
        if result.scenes.filter({ $0.updateCommand != nil }).count > 1 {
            say("To update every missing or changed golden: \(setup.updateAllCommand)")
        }
        if let json = setup.json {
            let text = result.json().serialized() + "\n"
            if jsonToStandardOutput {
                OutputFile.writeToStandardOutput(Array(text.utf8))
            } else {
                _ = writer.write(Array(text.utf8), to: json)
            }
        }

        if writer.failed { throw ExitStatus.cannotWrite }
        if result.verdict != .passed { throw ExitCode(result.verdict.rawValue) }
    }

    /// `[3/12] scene-name` on one rewritten line of standard error.
    @Sendable private static func showProgress(_ progress: CheckProgress) {
        writeToStandardError("\r\u{1B}[2K[\(progress.completed)/\(progress.total)] \(progress.sceneName)")
    }

    private static func writeToStandardError(_ text: String) {
        OutputFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// The project file, the scenes, variants and settings, command line over project file.
    struct CheckSetup {
        var plan: CheckPlan
        var shard: CheckShard?
        var comparison: PixelMatchOptions
        var tolerance: DiffTolerance
        var artifacts: String?
        var report: String?
        var junit: String?
        var json: String?
        /// The fonts: `--font-dir` and `--font-family`, else the project's `fontDirs` and `fontFamily`.
        var fonts: FontConfiguration
        /// The arguments every update command repeats (project, golden folder, comparison).
        var sharedArguments: [String] = []

        init(_ command: Check) throws {
            var project: CheckProject?
            var projectPath = command.project
            if projectPath == nil, !command.noProject, FileAccess.isRegularFile(SceneDiscovery.projectFileName) {
                projectPath = SceneDiscovery.projectFileName
            }
            if let projectPath {
                do {
                    project = try CheckProject.read(projectPath)
                } catch {
                    printError(error.message)
                    if case .unreadable = error { throw ExitStatus.missingInput }
                    throw ExitStatus.usage
                }
            }
            if command.scenes.isEmpty && project == nil {
                printError("layoutdraw: error: give scene files or folders to check, or write a layoutdraw.yaml naming them (see 'layoutdraw help check')")
                throw ExitStatus.usage
            }
            let roots = command.scenes.isEmpty ? project?.scenes ?? [] : command.scenes
            let include = command.include.isEmpty ? project?.include ?? SceneDiscovery.defaultInclude : command.include
            let exclude = command.exclude.isEmpty ? project?.exclude ?? [] : command.exclude
            let found: [CheckScene]
            do {
                found = try SceneDiscovery.scenes(in: roots, include: include, exclude: exclude)
            } catch {
                printError("layoutdraw: error: \(error.message)")
                throw ExitStatus.missingInput
            }

            // Variants: the command line's parts replace the project's.
            var variants = project?.variants ?? [.asWritten]
            let appearances = try command.appearance.map { list in try VariantName.appearances(from: list) }
            let scales = try command.scale.map { list in try VariantName.scales(from: list) }
            let devices = command.devices
            if appearances != nil || scales != nil || !devices.isEmpty {
                var replaced: [CheckVariant] = []
                for variant in variants {
                    for device in devices.isEmpty ? [variant.device] : devices.map(Optional.some) {
                        for appearance in appearances.map({ $0.map(Optional.some) }) ?? [variant.appearance] {
                            for scale in scales.map({ $0.map(Optional.some) }) ?? [variant.scale] {
                                let new = CheckVariant(device: device, appearance: appearance, scale: scale)
                                if !replaced.contains(new) { replaced.append(new) }
                            }
                        }
                    }
                }
                variants = replaced
            }

            plan = CheckPlan(scenes: found, variants: variants, goldenDirectory: command.golden ?? project?.goldens)
            do {
                try plan.checkGoldensAreDistinct()
            } catch {
                printError("layoutdraw: error: \(error.message); give them different names or check them against different golden folders")
                throw ExitStatus.usage
            }
            if let text = command.shard, let shard = CheckShard(text) {
                self.shard = shard
                plan = plan.sharded(shard)
            }

            comparison = PixelMatchOptions(
                threshold: command.comparison.threshold ?? project?.threshold ?? 0.1,
                includesAntialiasing: command.comparison.includeAntialiasing || project?.includesAntialiasing == true)
            tolerance = DiffTolerance(
                maximumMismatchedPixels: command.comparison.maxDiffPixels ?? project?.maxDiffPixels,
                maximumMismatchRatio: command.comparison.maxDiffRatio ?? project?.maxDiffRatio)
            artifacts = command.artifacts ?? project?.artifacts
            report = command.report ?? project?.report
            junit = command.junit ?? project?.junit
            json = command.json ?? project?.json
            fonts = FontConfiguration.standard(
                adding: command.fontOptions.fontDirectories.isEmpty ? project?.fontDirectories ?? [] : command.fontOptions.fontDirectories,
                family: command.fontOptions.fontFamily ?? project?.fontFamily)

            commandScenes = command.scenes
            if let appearance = command.appearance { variantArguments += ["--appearance", appearance] }
            if let scale = command.scale { variantArguments += ["--scale", scale] }
            for device in command.device { variantArguments += ["--device", device] }
            if let shard = command.shard { variantArguments += ["--shard", shard] }
            for glob in command.include { variantArguments += ["--include", glob] }
            for glob in command.exclude { variantArguments += ["--exclude", glob] }
            if let path = command.project { sharedArguments += ["--project", path] }
            if command.noProject { sharedArguments.append("--no-project") }
            if let golden = command.golden { sharedArguments += ["--golden", golden] }
            if let threshold = command.comparison.threshold { sharedArguments += ["--threshold", Self.number(threshold)] }
            if command.comparison.includeAntialiasing { sharedArguments.append("--include-aa") }
            if let pixels = command.comparison.maxDiffPixels { sharedArguments += ["--max-diff-pixels", String(pixels)] }
            if let ratio = command.comparison.maxDiffRatio { sharedArguments += ["--max-diff-ratio", Self.number(ratio)] }
            for folder in command.fontOptions.fontDirectories { sharedArguments += ["--font-dir", folder] }
            if let family = command.fontOptions.fontFamily { sharedArguments += ["--font-family", family] }
        }

        /// The command that updates every missing or changed golden of this run's scenes.
        var updateAllCommand: String {
            (["layoutdraw", "check"] + commandScenes + sharedArguments + variantArguments + ["-u"]).map(Self.shellQuoted).joined(separator: " ")
        }
        /// The scenes and folders given on the command line.
        var commandScenes: [String] = []
        /// The variant options given on the command line.
        var variantArguments: [String] = []

        /// `layoutdraw check docs/card.swift --appearance dark --scale 2 -u`: records this
        /// variant's golden (and passes, if nothing else is wrong).
        func updateCommand(for check: SceneCheck) -> String {
            let arguments = ["layoutdraw", "check", check.scenePath] + sharedArguments + check.variant.arguments + ["-u"]
            return arguments.map(Self.shellQuoted).joined(separator: " ")
        }

        static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }

        /// A word as a POSIX shell reads it: as is when it is safe, else in single quotes.
        static func shellQuoted(_ word: String) -> String {
            let safe = word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./@~%+=:,".unicodeScalars.contains(scalar)
            }
            if safe && !word.isEmpty { return word }
            return "'" + word.replacingAll("'", with: "'\\''") + "'"
        }
    }
}

extension SceneCheck {
    /// The golden exists but cannot be read: recording a new one settles it.
    var goldenUnreadable: Bool {
        if case .unreadable(let message) = outcome { return message.hasPrefix(goldenPath + ":") }
        return false
    }
}

/// Goldens, artifacts and reports written by `check`, atomically; any failure is printed and
/// remembered (exit 73).
struct CheckOutputs {
    var failed = false

    mutating func write(_ bytes: [UInt8], to path: String) -> Bool {
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
        failed = true
        return false
    }

    /// Writes `NAME.actual.png`, `NAME.expected.png` and `NAME.diff.png` for every result that
    /// did not pass, and removes the artifacts earlier runs left: in the whole folder, or
    /// (`sharded`) those of this run's scenes only, which another shard's run cannot own.
    mutating func writeArtifacts(of report: inout CheckReport, in folder: String, sharded: Bool) {
        var written = Set<String>()
        for index in report.scenes.indices {
            let scene = report.scenes[index]
            for (kind, png) in [("actual", scene.actualPNG), ("expected", scene.expectedPNG), ("diff", scene.diffPNG)] {
                let path = FileAccess.join(folder, scene.name + "." + kind + ".png")
                if sharded || scene.passed { _ = FileAccess.removeFile(path) }
                guard !scene.passed, let png, !png.isEmpty else { continue }
                if write(png, to: path) {
                    report.scenes[index].artifacts[kind] = path
                    written.insert(path)
                }
            }
        }
        if !sharded {
            for stale in FileAccess.files(under: folder) where Self.isArtifact(stale) && !written.contains(stale) {
                _ = FileAccess.removeFile(stale)
            }
        }
    }

    static func isArtifact(_ path: String) -> Bool {
        path.hasSuffix(".actual.png") || path.hasSuffix(".expected.png") || path.hasSuffix(".diff.png")
    }
}

extension Substring {
    func trimmingCharacters() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
