import Foundation
import LayoutDraw

/// Paths and helpers shared by the end-to-end tests.
enum Repository {
    /// The package root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> URL { root.appendingPathComponent("Fixtures/\(name)") }

    /// Every scene in `Fixtures/`.
    static func fixtureNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The `.swift` scenes in `Fixtures/` without a YAML twin (a custom `Layout`, which YAML
    /// cannot declare): each is held to a golden of its own.
    static func swiftOnlyFixtureNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures").path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !names.contains(String($0.dropLast(".swift".count)) + ".yaml") }.sorted()
    }

    /// Every scene with a golden of its own: the YAML scenes and the Swift-only ones.
    static func goldenFixtureNames() -> [String] { fixtureNames() + swiftOnlyFixtureNames() }

    static func source(_ name: String) throws -> String {
        try String(contentsOf: fixture(name), encoding: .utf8)
    }
}

/// One shared pipeline (Pango set-up is not free).
let sharedPipeline: Pipeline = {
    do {
        return try Pipeline()
    } catch {
        fatalError("cannot set up the pipeline: \(error)")
    }
}()

/// Decodes and lays out a fixture.
func layOutFixture(_ name: String) throws -> FrameTree {
    let pipeline = sharedPipeline
    return try pipeline.layout(pipeline.decode(Repository.source(name), file: "Fixtures/\(name)"))
}

/// The result of running the `layoutdraw` executable.
struct CommandResult {
    var status: Int32
    var standardOutput: Data
    var standardError: String
}

/// Runs the built `layoutdraw` with `arguments`, feeding `input` on standard input.
func runLayoutdraw(_ arguments: [String], input: Data? = nil, in directory: URL? = nil) throws -> CommandResult {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layoutdraw")
    let candidates = [binary, Repository.root.appendingPathComponent(".build/debug/layoutdraw")]
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: binary.path])
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? Repository.root
    let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, standardOutput: out, standardError: String(decoding: err, as: UTF8.self))
}

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A project folder (marked by `.git`, as a repository is) with `files` written into it, by
/// path, and the empty folders `folders` names.
func temporaryProject(_ files: [String: String], folders: [String] = []) throws -> URL {
    let folder = try temporaryFolder()
    for name in [".git"] + folders {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    for (name, text) in files {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}

extension RGBAImage {
    /// The red, green and blue of the pixel at (`x`, `y`), 0…255.
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return pixels[i..<(i + 3)].map(Int.init)
    }
}
