import ArgumentParser
import Dispatch
import LayoutDraw
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw watch SCENE`: draws the scene, then again every time it or a file it uses (an
/// image, an asset catalogue's image) is saved, writes the picture, and serves a page on
/// 127.0.0.1 that swaps the new picture in without reloading and shows errors in place, as
/// D2's `--watch` does.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Redraw a scene on every save and show it on a local web page that updates itself.",
        discussion: """
            Prints the page's address (http://127.0.0.1:PORT/, a free port unless --port says) and \
            runs until interrupted (Ctrl-C). Every drawing is also written, as 'layoutdraw SCENE' \
            writes it (NAME.png beside the scene, or -o). Errors are printed and shown on the page \
            over the last good picture.

            Exit status: 64 usage error (also a --port that is taken, or a --font-family no font \
            has), 66 the scene's folder or a --font-dir folder does not exist, 70 internal error.
            """)

    @Argument(help: "The scene file (.swift or .yaml).")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "Where each drawing is written: .png or .svg. Default: NAME.png beside the scene.")
    var output: String?

    @Option(help: "The port to serve the page on (default: a free one).")
    var port: UInt16 = 0

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    @Option(help: "Output pixels per point (overrides canvas.scale).")
    var scale: Double?

    @Option(name: .customLong("color-scheme"), help: "light or dark (overrides canvas.colorScheme); dark without -o writes NAME~dark.png.")
    var colorScheme: ColorSchemeOption?

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup var sceneOptions: SceneOptions

    func validate() throws {
        if scene == "-" { throw ValidationError("watch needs a scene file, not standard input") }
        if let scale, !(scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be a number greater than 0 and at most 16")
        }
        if let output, ![OutputFormat.png, .svg].contains(OutputFormat(pathExtension: output)) {
            throw ValidationError("watch writes .png or .svg, not '\(output)'")
        }
    }

    /// Where each drawing is written.
    var destination: String {
        if let output { return output }
        let name = VariantName(base: Render.baseName(of: scene), appearance: colorScheme?.scheme).fileName(extension: "png")
        return scene.contains("/") ? FileAccess.join(FileAccess.folder(of: scene), name) : name
    }

    func run() throws {
        Self.unblockStopSignals()
        let printer = sceneOptions.printer
        guard FileContents.isDirectory(FileAccess.folder(of: scene)) else {
            printer.printProblem("the scene's folder does not exist", file: scene)
            throw ExitStatus.missingInput
        }
        // The fonts are set up once, before anything is served: a --font-dir that cannot be
        // read (66) or a --font-family no font has (64) ends the watch as it ends a render.
        let pipeline = try SceneRun.pipeline(fonts: drawing.fonts, printer: printer)
        let watcher: FolderWatcher
        let server: PreviewServer
        do {
            watcher = try FolderWatcher()
        } catch {
            printer.printProblem(InternalError.message(error.description), file: nil)
            throw ExitStatus.internalError
        }
        do {
            server = try PreviewServer(port: port)
        } catch {
            printer.printProblem(error.description + (port == 0 ? "" : ": give another --port, or none for a free one"), file: nil)
            throw ExitStatus.usage
        }
        var session = WatchSession(command: self, server: server, pipeline: pipeline)
        server.start()
        print("Watching \(scene): \(server.url) (Ctrl-C to stop)")
        fflush(nil)
        session.draw(changed: [])
        if open { Self.openInBrowser(server.url) }
        while true {
            let failed = watcher.watch(session.watchedFolders)
            for folder in failed { printer.printProblem("cannot watch this folder", file: folder, severity: .warning) }
            let changed = watcher.nextChanges { session.matters($0) }
            session.draw(changed: changed)
        }
    }

    /// Lets Ctrl-C, `kill` and a closed terminal stop the watch even when it was started with
    /// those signals blocked (a process inherits its parent's mask: some test runners and
    /// process supervisors block them). Called before any thread starts, which then inherit it.
    private static func unblockStopSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// `xdg-open URL`, if there is one; the page's address is printed either way.
    private static func openInBrowser(_ url: String) {
        var pid: pid_t = 0
        let arguments = ["xdg-open", url]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        _ = posix_spawnp(&pid, "xdg-open", nil, nil, &pointers, environ)
    }
}

/// The drawings of one `watch`: which files matter, the pipeline, the page's state.
struct WatchSession {
    let command: Watch
    let server: PreviewServer
    /// The scene and every file the last drawing read (images), as absolute paths.
    private var scenePath: String
    private var usedFiles: Set<String> = []
    /// Whether the last drawing failed.
    private var failed = false
    /// Set up once, with the fonts, when the watch starts.
    private var pipeline: Pipeline

    init(command: Watch, server: PreviewServer, pipeline: Pipeline) {
        self.command = command
        self.server = server
        self.pipeline = pipeline
        scenePath = FileAccess.absolute(command.scene)
    }

    /// The folders to watch: the scene's and each used file's.
    var watchedFolders: Set<String> {
        Set(([scenePath] + usedFiles).map(FileAccess.folder(of:)))
    }

    /// Whether a change to `path` calls for a new drawing: the scene, a file it used, or an
    /// asset catalogue's `Contents.json` beside an image it used.
    func matters(_ path: String) -> Bool {
        let path = FileAccess.absolute(path)
        if path == scenePath || usedFiles.contains(path) { return true }
        if failed && path.hasSuffix(".swift") { return true }
        return path.hasSuffix("/Contents.json") && usedFiles.contains { FileAccess.folder(of: $0) == FileAccess.folder(of: path) }
    }

    /// Draws the scene, writes the picture and tells the page; errors are printed and shown.
    mutating func draw(changed: Set<String>) {
        let start = Self.now()
        let lines = Mutex<[String]>([])
        var printer = command.sceneOptions.printer
        printer.copy = { line in lines.withLock { $0.append(line) } }
        // An image that changed must be read again: a pipeline caches the images it drew (the
        // fonts are kept).
        if changed.contains(where: { FileAccess.absolute($0) != scenePath }) { pipeline = pipeline.withFreshImages() }
        let used = Mutex<Set<String>>([])
        var options = command.sceneOptions.decodingOptions(colorScheme: command.colorScheme?.scheme, scale: command.scale)
        options.showsDebugOutlines = command.drawing.debug
        options.imageSize = { path throws(ImageSizeError) in
            used.withLock { _ = $0.insert(FileAccess.absolute(path)) }
            return try Pipeline.imageSize(path)
        }
        // The project's files the view's declarations came from (the last compile's).
        let projectFiles = Mutex<[String]>([])
        options.projectFilesRead = { files in projectFiles.withLock { $0 = files.map(FileAccess.absolute) } }
        var drawn: (bytes: [UInt8], png: [UInt8], width: Double, height: Double)?
        do {
            let pipeline = self.pipeline
            let checked = try SceneRun.run(
                command.scene, pipeline: pipeline, options: options, explanation: command.drawing.explanation, printer: printer)
            do {
                let png = try pipeline.render(checked.tree, as: .png)
                let format = OutputFormat(pathExtension: command.destination) ?? .png
                let bytes = format == .png ? png : try pipeline.render(checked.tree, as: format)
                // The picture's size in points: its pixels (the PNG header's width and height,
                // big-endian at bytes 16 and 20) over the scale.
                func word(_ at: Int) -> Double { Double(png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }) }
                let scale = checked.tree.canvas.scale
                drawn = (bytes, png, word(16) / scale, word(20) / scale)
            } catch {
                throw SceneRun.report(error, file: checked.input.name, source: checked.input.text, printer: printer)
            }
        } catch {
            // Reported through the printer.
        }
        let usedNow = used.withLock { $0 }.union(projectFiles.withLock { $0 })
        if drawn != nil || !usedNow.isEmpty { usedFiles = usedNow }
        // A picture that failed may be mended by any Swift file of the folders watched (a new
        // file that declares what the view misses).
        failed = drawn == nil
        if let drawn {
            do {
                try FileAccess.makeDirectories(FileAccess.folder(of: command.destination))
                // Replaced whole, as by `render`, but not flushed to the disk: the page waits for
                // the write, and the fsyncs wait for whatever else the disk has queued.
                try OutputFile.writeAtomically(drawn.bytes, to: command.destination, durable: false)
            } catch let failure as FileAccess.Failure {
                printer.printProblem(failure.description, file: nil)
            } catch let failure as OutputFile.WriteError {
                printer.printProblem(failure.description, file: nil)
            } catch {}
        }
        let milliseconds = (Self.now() - start) * 1000
        let messages = lines.withLock { $0.joined(separator: "\n") }
        let scene = command.scene
        server.publish { state in
            state.version += 1
            state.scene = scene
            state.messages = messages
            state.milliseconds = milliseconds
            state.ok = drawn != nil
            if let drawn {
                state.picture = drawn.png
                state.width = drawn.width
                state.height = drawn.height
            }
        }
        let outcome = drawn != nil ? "drawn in \(Int(milliseconds.rounded())) ms, \(command.destination)" : "has errors (the page shows them)"
        print("\(Self.clock()) \(scene) \(outcome)")
        fflush(nil)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `14:03:27`, local time.
    private static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
