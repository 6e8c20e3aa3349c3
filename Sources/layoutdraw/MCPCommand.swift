import ArgumentParser
import LayoutDraw
import LayoutDrawMCP
import Dispatch
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw mcp`: the Model Context Protocol server for coding agents (Docs/Agents.md).
/// Thin: the server is `LayoutDrawMCP.MCPServer`; this reads its options and runs it.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol on standard input and output, for coding agents.",
        discussion: """
            Tools: draw (a SwiftUI source, inline or a file, drawn as a PNG with its diagnostics), \
            explain (the layout tree of proposals and sizes, and the explained picture), validate \
            (diagnostics as data) and list_devices. Each call keeps to the limits below, as a \
            render does. Files are read only under the working folder (unless it is /) and the \
            roots the client declares. Add it to an agent as the command 'layoutdraw mcp' \
            (Docs/Agents.md). Standard output carries only the protocol; the server's own \
            messages go to standard error.

            Exit status: 0 when the client closes its end, 64 usage error (also a --font-family \
            no font has), 66 a --font-dir folder cannot be read.
            """)

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var limitOptions: LimitOptions

    @Option(name: .customLong("max-request-size"), help: "The longest message a client may send, in bytes (a longer one is refused unread).")
    var maxRequestSize = MCPServerOptions().maximumMessageBytes

    @Option(name: .customLong("concurrent-draws"), help: "How many scenes are drawn at once (default: one per core, at most 4).")
    var concurrentDraws = MCPServerOptions().concurrentDraws

    @Flag(help: "Log every refused or malformed message on standard error.")
    var verbose = false

    func validate() throws {
        if maxRequestSize < 1024 { throw ValidationError("--max-request-size must be at least 1024") }
        if concurrentDraws < 1 { throw ValidationError("--concurrent-draws must be at least 1") }
    }

    func run() throws {
        // A client that goes away makes writes fail (EPIPE) rather than end the process.
        signal(SIGPIPE, SIG_IGN)
        ProcessHeap.configureForServer()
        var options = MCPServerOptions()
        options.limits = limitOptions.limits
        options.fonts = fontOptions.fonts
        options.maximumMessageBytes = maxRequestSize
        options.concurrentDraws = concurrentDraws
        options.version = LayoutDrawVersion.current
        let printer = DiagnosticPrinter(format: .text)
        let server: MCPServer
        do {
            server = try MCPServer(options: options)
        } catch {
            throw SceneRun.report(error, file: nil, source: nil, printer: printer)
        }
        var logger = Logger(label: "layoutdraw.mcp", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = verbose ? .notice : .critical
        // The command line's root command is synchronous: the server runs in a task, and the
        // main thread serves the main queue until the task ends the process.
        Task { [logger] in
            do {
                try await server.serveStandardIO(logger: logger)
                Glibc.exit(0)
            } catch {
                printError("layoutdraw: error: \(InternalError.message("\(error)"))")
                Glibc.exit(ExitStatus.internalError.rawValue)
            }
        }
        dispatchMain()
    }
}
