import Foundation
import LayoutDraw

/// Running `layoutdraw` with a chosen environment, and small image helpers, for the golden and
/// check/diff tests.
enum GoldenSupport {
    /// The built `layoutdraw` beside the test bundle.
    static func executable() throws -> URL {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("layoutdraw")
        let candidates = [binary, Repository.root.appendingPathComponent(".build/debug/layoutdraw")]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: binary.path])
        }
        return found
    }

    /// Runs `layoutdraw` with `arguments`; `environment` entries are added to (or, with nil,
    /// removed from) this process's environment. Standard input is an empty pipe, never a
    /// terminal.
    static func run(
        _ arguments: [String], environment: [String: String?] = [:], in directory: URL? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? Repository.root
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so that neither can fill up and block the child.
        let errorData = ErrorCollector(stderr.fileHandleForReading)
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, standardOutput: out,
            standardError: String(decoding: errorData.finish(), as: UTF8.self))
    }

    /// Writes `image` as a PNG file.
    static func writePNG(_ image: RGBAImage, to url: URL) throws {
        try Data(PNGCodec.encode(image)).write(to: url)
    }

    static func readPNG(_ url: URL) throws -> RGBAImage {
        try PNGCodec.decode(Array(Data(contentsOf: url)))
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
