import ArgumentParser
import LayoutDraw
import LayoutDrawCheck
import Synchronization

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

    @Option(name: .customLong("scene-root"), help: ArgumentHelp("The folder goldens are named from: a scene's golden is its path below DIR (ch1/card.swift → GOLDENS/ch1/card.png). Default: the project's scene folder holding the scene, else the folder given.", valueName: "DIR"))
    var sceneRoot: String?

    @Option(name: [.customLong("appearance"), .customLong("color-scheme")], help: "Appearances to check: light, dark or light,dark (chooses among the project's variants when they set appearances, else adds them).")
    var appearance: String?

    @Option(help: "Scales to check: 1,2,3 (chooses among the project's variants when they set scales, else adds them).")
    var scale: String?

    @Option(help: "A device to check on, such as 'iPhone 15 Pro' (repeatable; chooses among the project's variants when they set devices, else adds it).")
    var device: [String] = []

    @Option(
        name: .customLong("dynamic-type-size"),
        help: ArgumentHelp(
            "Dynamic Type sizes to check: large,AX3 (chooses among the project's variants when they set dynamicTypeSizes, else adds them; the golden's name carries the size as written: card-ax3).",
            valueName: "SIZES"))
    var dynamicTypeSize: String?

    @Option(name: .customLong("variant"), help: ArgumentHelp("Check exactly this variant: its device, appearance and scale separated by commas, such as 'iPhone SE,dark,@2x' or dark,@3x, or 'as written' (repeatable; replaces the project's variants).", valueName: "parts"))
    var variant: [String] = []

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
        for text in variant {
            do { _ = try CheckVariant(selector: text) } catch { throw ValidationError("--variant \(text): \(error.message)") }
        }
        for size in dynamicTypeSizes where DynamicTypeSize(named: size) == nil {
            throw ValidationError("--dynamic-type-size: " + DynamicTypeSize.unknownMessage(size))
        }
        if !variant.isEmpty && (appearance != nil || scale != nil || !device.isEmpty || dynamicTypeSize != nil) {
            throw ValidationError("--variant names whole variants: give it without --device, --appearance and --scale (write the parts in it: --variant 'iPhone SE,dark,@2x')")
        }
        if let shard, CheckShard(shard) == nil {
            throw ValidationError("--shard takes i/n with 1 ≤ i ≤ n, such as 1/4, not '\(shard)'")
        }
        if update, let record, record != .failed {
            throw ValidationError("--update records missing and changed goldens; it cannot be combined with --record \(record.rawValue)")
        }
        if project != nil && noProject { throw ValidationError("--project and --no-project contradict each other") }
    }

    /// `--dynamic-type-size` values, separated by commas.
    fileprivate var dynamicTypeSizes: [String] {
        (dynamicTypeSize ?? "").split(separator: ",").map { String($0.trimmingCharacters()) }.filter { !$0.isEmpty }
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
        // A SwiftUI scene is read with its project, as `layoutdraw FILE.swift` reads it (each
        // project file parsed once for all the scenes: `ProjectIndex.FileEntry`).
        runner.decodingOptions.project = ProjectOptions(root: .automatic)
        runner.recordingPasses = update
        // A failure's pictures are made only for what writes them: artifacts and the report.
        runner.keepsFailurePictures = setup.artifacts != nil || setup.report != nil
        let showsProgress = FileAccess.isTerminal(STDERR_FILENO)

        // Goldens and artifacts are written as each result comes, and its pictures dropped
        // unless the HTML report, written at the end, shows them; so memory does not grow with
        // the number of failures. Twins share a golden: theirs are written at the end, in
        // order (the YAML last), as before.
        let writer = CheckOutputs()
        let artifacts = setup.artifacts, sharded = setup.shard != nil, keepsPictures = setup.report != nil
        var result = runner.run(plan, progress: showsProgress ? Self.showProgress : nil) { check in
            if check.recordsGolden, !check.scene.hasTwin, let png = check.actualPNG {
                _ = writer.write(png, to: check.goldenPath)
            }
            if let artifacts { writer.writeArtifacts(of: &check, in: artifacts, sharded: sharded) }
            if !keepsPictures {
                check.expectedPNG = nil
                check.diffPNG = nil
                if !(check.recordsGolden && check.scene.hasTwin) { check.actualPNG = nil }
            }
        }
        result.shard = setup.shard
        if showsProgress { Self.writeToStandardError("\r\u{1B}[2K") }

        for scene in result.scenes where scene.recordsGolden && scene.scene.hasTwin {
            if let png = scene.actualPNG { _ = writer.write(png, to: scene.goldenPath) }
        }
        if let artifacts, !sharded { writer.removeStaleArtifacts(in: artifacts) }
        for index in result.scenes.indices where !result.scenes[index].passed && !result.scenes[index].recordsGolden {
            if result.scenes[index].outcome.isComparison || result.scenes[index].goldenIsUnreadable {
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
        /// A TOML project file, which is not read: its name gets a message, not "no scenes".
        static let tomlProjectFileName = "layoutdraw.toml"
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
            if let projectPath, projectPath.hasSuffix(".toml") {
                printError("layoutdraw: error: \(projectPath): the project file is YAML (layoutdraw.yaml), and TOML is not read; rename it to layoutdraw.yaml and write its settings in YAML (scenes: Docs/Scenes, one per line; see 'layoutdraw help check')")
                throw ExitStatus.usage
            }
            if projectPath == nil, !command.noProject, FileAccess.isRegularFile(Self.tomlProjectFileName) {
                let message = "\(Self.tomlProjectFileName) is not read: the project file is \(SceneDiscovery.projectFileName), in YAML (TOML is not read); rename it to \(SceneDiscovery.projectFileName) and write its settings in YAML (scenes: Docs/Scenes, one per line; see 'layoutdraw help check')"
                if command.scenes.isEmpty {
                    printError("layoutdraw: error: \(message)")
                    throw ExitStatus.usage
                }
                printError("layoutdraw: warning: \(message)")
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
            // The folders goldens are named from: a scene given on the command line inside the
            // project's scene folder is named as a run over the whole folder names it.
            if let sceneRoot = command.sceneRoot {
                guard FileAccess.isDirectory(sceneRoot) else {
                    if FileAccess.exists(sceneRoot) {
                        printError("layoutdraw: error: --scene-root \(sceneRoot): not a folder (give the folder golden names start from)")
                        throw ExitStatus.usage
                    }
                    printError("layoutdraw: error: --scene-root \(sceneRoot): no such folder")
                    throw ExitStatus.missingInput
                }
                for path in roots where FileAccess.exists(path) && SceneDiscovery.enclosingRoot(of: path, among: [sceneRoot]) == nil {
                    printError("layoutdraw: error: \(path) is not inside --scene-root \(sceneRoot): golden names are a scene's path below it")
                    throw ExitStatus.usage
                }
                namingRoots = [sceneRoot]
            } else {
                namingRoots = project?.scenes.filter(FileAccess.isDirectory) ?? []
            }
            let found: [CheckScene]
            do {
                found = try SceneDiscovery.scenes(in: roots, include: include, exclude: exclude, roots: namingRoots)
            } catch {
                printError("layoutdraw: error: \(error.message)")
                throw ExitStatus.missingInput
            }

            // Variants: --variant names them exactly; --device, --appearance and --scale choose
            // among the project's (or add a part none of them sets).
            var variants: [CheckVariant]
            if !command.variant.isEmpty {
                variants = []
                for text in command.variant {
                    let variant = try CheckVariant(selector: text)
                    if !variants.contains(variant) { variants.append(variant) }
                }
            } else {
                let appearances = try command.appearance.map { list in try VariantName.appearances(from: list) }
                let scales = try command.scale.map { list in try VariantName.scales(from: list) }
                let devices = command.devices
                do {
                    variants = try CheckVariant.chosen(
                        from: project?.variants ?? [.asWritten], devices: devices.isEmpty ? nil : devices, appearances: appearances,
                        scales: scales, dynamicTypeSizes: command.dynamicTypeSize == nil ? nil : command.dynamicTypeSizes)
                } catch {
                    var asked: [String] = []
                    for device in devices { asked.append("--device \(Self.shellQuoted(device))") }
                    if let appearance = command.appearance { asked.append("--appearance \(appearance)") }
                    if let scale = command.scale { asked.append("--scale \(scale)") }
                    if let size = command.dynamicTypeSize { asked.append("--dynamic-type-size \(size)") }
                    printError("layoutdraw: error: \(asked.joined(separator: " ")): \(error.message)")
                    throw ExitStatus.usage
                }
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
            if let size = command.dynamicTypeSize { variantArguments += ["--dynamic-type-size", size] }
            for text in command.variant { variantArguments += ["--variant", text] }
            if let shard = command.shard { variantArguments += ["--shard", shard] }
            for glob in command.include { variantArguments += ["--include", glob] }
            for glob in command.exclude { variantArguments += ["--exclude", glob] }
            if let path = command.project { sharedArguments += ["--project", path] }
            if command.noProject { sharedArguments.append("--no-project") }
            if let golden = command.golden { sharedArguments += ["--golden", golden] }
            if let sceneRoot = command.sceneRoot { sharedArguments += ["--scene-root", sceneRoot] }
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
        /// The folders goldens are named from: `--scene-root`, else the project's scene folders.
        var namingRoots: [String] = []

        /// `layoutdraw check docs/card.swift --appearance dark --scale 2 -u`: records this
        /// variant's golden (and passes, if nothing else is wrong).
        func updateCommand(for check: SceneCheck) -> String {
            var arguments = ["layoutdraw", "check", check.scenePath] + sharedArguments
            // The file by itself is named from the project's scene folder (or --scene-root);
            // a scene found in another folder names that folder, so that the command records
            // this very golden (`scenes/a/b/x.yaml --scene-root scenes` → GOLDENS/a/b/x.png).
            if SceneDiscovery.scene(ofFile: check.scenePath, roots: namingRoots).goldenBase != check.scene.goldenBase,
                let root = check.scene.root
            {
                arguments += ["--scene-root", root]
            }
            // The variant by name: --appearance and friends would choose every variant of the
            // project with those parts (or add parts to them), --variant this one alone.
            if plan.variants != [.asWritten] { arguments += ["--variant", check.variant.selector] }
            arguments.append("-u")
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

/// Goldens, artifacts and reports written by `check`, atomically, from any thread; any failure
/// is printed and remembered (exit 73).
final class CheckOutputs: Sendable {
    private struct State {
        var failed = false
        var writtenArtifacts = Set<String>()
    }

    private let state = Mutex(State())

    /// Whether a file could not be written.
    var failed: Bool { state.withLock { $0.failed } }

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
        state.withLock { $0.failed = true }
        return false
    }

    /// Writes `NAME.actual.png`, `NAME.expected.png` and `NAME.diff.png` for a result that did
    /// not pass (naming them in its `artifacts`), and removes this result's artifacts of
    /// earlier runs: all of them when it passed, and (`sharded`) those it does not write now,
    /// as a shard's run cannot tell other shards' artifacts from stale ones.
    func writeArtifacts(of check: inout SceneCheck, in folder: String, sharded: Bool) {
        for (kind, png) in [("actual", check.actualPNG), ("expected", check.expectedPNG), ("diff", check.diffPNG)] {
            let path = FileAccess.join(folder, check.name + "." + kind + ".png")
            if sharded || check.passed { _ = FileAccess.removeFile(path) }
            guard !check.passed, let png, !png.isEmpty else { continue }
            if write(png, to: path) {
                check.artifacts[kind] = path
                state.withLock { _ = $0.writtenArtifacts.insert(path) }
            }
        }
    }

    /// Removes every artifact in `folder` this run did not write (other files are left alone).
    func removeStaleArtifacts(in folder: String) {
        let written = state.withLock { $0.writtenArtifacts }
        for stale in FileAccess.files(under: folder) where Self.isArtifact(stale) && !written.contains(stale) {
            _ = FileAccess.removeFile(stale)
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
