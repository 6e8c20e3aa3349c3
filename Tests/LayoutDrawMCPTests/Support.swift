import Foundation
import Testing

/// Paths and processes shared by the MCP tests.
enum MCPTestSupport {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `layoutdraw` beside the test bundle.
    static func layoutdraw() throws -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdraw")
        let candidates = [beside, root.appendingPathComponent(".build/debug/layoutdraw")]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Failure("the layoutdraw executable is not built (swift build --build-tests builds it)")
        }
        return found
    }

    /// The Python that `make deps` installs the MCP client SDK and pre-commit into.
    static func python() throws -> URL {
        let python = root.appendingPathComponent(".build/python/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw Failure("\(python.path) is missing: run 'make deps' (it installs the MCP client SDK and pre-commit from PyPI into .build/python)")
        }
        return python
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The result of a process.
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to this
    /// process's; it is stopped after `timeout` seconds (a hung server must not hang the suite).
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 600
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        // Both pipes are read at once, so that neither fills while the other is read.
        nonisolated(unsafe) var errorData = Data()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        timer.cancel()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh empty folder under the system's temporary folder, its path resolved.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-mcp-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }
}
