import Foundation
import LayoutDraw
import Logging
import MCP
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// How `layoutdraw mcp` serves: the limits every call keeps to (the command line's), the fonts
/// text is drawn with, and how much a client may send at once.
public struct MCPServerOptions: Sendable {
    /// The limits every scene keeps to, as the command line's `--max-…` options set them.
    public var limits = SceneLimits.standard
    /// The fonts text is measured and drawn with (`--font-dir`, `--font-family`).
    public var fonts = FontConfiguration.standard
    /// The folder relative paths start from, which may be read besides the client's roots
    /// (unless it is `/`); nil: the process's working folder.
    public var workingFolder: String?
    /// The longest message the client may send, in bytes; a longer one is refused unread.
    public var maximumMessageBytes = 16 << 20
    /// The most JSON values one message may hold, and how deeply they may nest.
    public var maximumMessageValues = 100_000
    public var maximumMessageDepth = 64
    /// How many requests (and how many bytes of them) may wait for their answers before the
    /// server reads no more: the client's writes then wait, not the server's memory.
    public var maximumPendingRequests = 16
    public var maximumPendingBytes = 64 << 20
    /// How many scenes are drawn at once (default: one per core, at most 4).
    public var concurrentDraws = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// The version the server reports to clients.
    public var version = "0.1.0"

    public init() {}
}

/// `layoutdraw mcp`: a Model Context Protocol server (on the official Swift SDK) whose tools
/// draw a SwiftUI listing, explain its layout, validate it and list the devices, for coding
/// agents that cannot see the views they write. See Docs/Agents.md.
public struct MCPServer: Sendable {
    public let options: MCPServerOptions
    private let calls: ToolCalls
    private let folders: FolderAccess

    /// A server drawing with `options.fonts`; fails as `Pipeline.init` does when the fonts
    /// cannot be set up.
    public init(options: MCPServerOptions = MCPServerOptions()) throws(LayoutDrawError) {
        self.options = options
        let pipeline = try Pipeline(fonts: options.fonts)
        // Loads the regular face and shapes a few glyphs now, not during the first call.
        _ = pipeline.textMeasurer.measure(TextRequest(string: "0", font: Font(size: 17)))
        var cwd = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let working = options.workingFolder ?? getcwd(&cwd, cwd.count).map { String(cString: $0) } ?? "."
        folders = FolderAccess(workingFolder: working)
        calls = ToolCalls(
            pipeline: pipeline, workers: DrawingWorkers(width: options.concurrentDraws), folders: folders, limits: options.limits)
    }

    /// The folders this server may read now: the working folder (unless it is `/`) and the
    /// client's roots, resolved.
    public var readableFolders: [String] { folders.roots }

    /// Serves one client on standard input and output until it closes its end. Diagnostics of
    /// the server itself go to `logger` (standard error), never to standard output.
    public func serveStandardIO(logger: Logger = Logger(label: "layoutdraw.mcp", factory: { _ in SwiftLogNoOpLogHandler() })) async throws {
        let transport = LimitedStdioTransport(
            input: STDIN_FILENO, output: STDOUT_FILENO,
            limits: .init(
                maximumMessageBytes: options.maximumMessageBytes, maximumValues: options.maximumMessageValues,
                maximumDepth: options.maximumMessageDepth,
                pending: .init(requests: options.maximumPendingRequests, bytes: options.maximumPendingBytes)),
            logger: logger)
        try await serve(on: transport)
    }

    /// Serves one client on `transport` (the SDK's `InMemoryTransport` in tests) until its
    /// messages end.
    public func serve(on transport: any Transport) async throws {
        let server = Server(
            name: "layoutdraw", version: options.version, title: "layoutdraw",
            instructions: Self.instructions,
            capabilities: .init(tools: .init(listChanged: false)),
            // Not strict: the SDK 0.12.1 answers nothing to a request sent before `initialize`
            // in strict mode (its error is dropped), and a client would wait for ever.
            configuration: .default)
        let calls = self.calls, folders = self.folders
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: ToolCatalogue.tools) }
        await server.withMethodHandler(CallTool.self) { parameters in try await calls.call(parameters) }
        let declaresRoots = Mutex(false)
        await server.onNotification(InitializedNotification.self) { [weak server] _ in
            guard let server, declaresRoots.withLock({ $0 }) else { return }
            folders.refreshClientRoots { try await server.listRoots() }
        }
        await server.onNotification(RootsListChangedNotification.self) { [weak server] _ in
            guard let server, declaresRoots.withLock({ $0 }) else { return }
            folders.refreshClientRoots { try await server.listRoots() }
        }
        try await server.start(transport: transport) { _, capabilities in
            declaresRoots.withLock { $0 = capabilities.roots != nil }
        }
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// What the server tells the model about itself.
    static let instructions = """
        layoutdraw lays out SwiftUI listings exactly as SwiftUI does, on Linux, and draws them: use \
        'draw' to see a view you wrote, 'explain' to see why each view got its size (proposals and \
        sizes, as text and as a picture), 'validate' for errors as data, 'list_devices' for the \
        screens. Sources are given as text ('source') or as a file under the working folder ('path').
        """
}
