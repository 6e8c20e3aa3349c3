import Foundation
import LayoutDraw
import MCP
import Testing

@testable import LayoutDrawMCP

/// The tools called through the official Swift SDK's client, over its in-memory transport, on
/// a server in this process: the limits each call keeps to, the folders it may read, calls at
/// once. (The stdio transport and its limits: AgentSessionTests and StressTests.)
@Suite struct ToolCallTests {
    /// A connected client, and the task serving it.
    struct Session {
        var client: MCP.Client
        var serving: Task<Void, Error>

        func call(_ name: String, _ arguments: [String: MCP.Value]) async throws -> CallTool.Result {
            try await client.send(CallTool.request(.init(name: name, arguments: arguments))).value
        }

        func text(_ result: CallTool.Result) -> [String] {
            result.content.compactMap { content in
                if case .text(let text, _, _) = content { return text }
                return nil
            }
        }

        func png(_ result: CallTool.Result) throws -> [UInt8] {
            for content in result.content {
                if case .image(let data, _, _, _) = content { return [UInt8](try #require(Data(base64Encoded: data))) }
            }
            throw MCPTestSupport.Failure("no image in the result")
        }

        func end() async {
            await client.disconnect()
            serving.cancel()
        }
    }

    static func session(_ options: MCPServerOptions = MCPServerOptions(), roots: [Root]? = nil) async throws -> Session {
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = try MCPServer(options: options)
        let serving = Task { try await server.serve(on: serverSide) }
        let client = MCP.Client(
            name: "tests", version: "1", capabilities: roots == nil ? .init() : .init(roots: .init(listChanged: true)))
        if let roots { await client.withRootsHandler { roots } }
        try await client.connect(transport: clientSide)
        return Session(client: client, serving: serving)
    }

    static func number(_ value: MCP.Value) -> Double? {
        value.doubleValue ?? value.intValue.map(Double.init)
    }

    static let readerListing = MCPTestSupport.root.appendingPathComponent("Fixtures/000-reader-in-hstack.swift")

    @Test func eachCallKeepsToTheLimits() async throws {
        var options = MCPServerOptions()
        options.workingFolder = MCPTestSupport.root.path
        options.limits.maximumFileSize = 200
        options.limits.maximumSteps = 1_000
        let session = try await Self.session(options)
        defer { Task { await session.end() } }
        // The listing is over a 200-byte --max-file-size, by path and inline.
        let size = try Data(contentsOf: Self.readerListing).count
        let byPath = try await session.call("draw", ["path": "Fixtures/000-reader-in-hstack.swift"])
        #expect(byPath.isError == true)
        #expect(session.text(byPath) == ["layoutdraw: error: Fixtures/000-reader-in-hstack.swift: the scene is \(size) bytes, more than 200 (limit --max-file-size)"])
        let source = String(repeating: "// padding\n", count: 20) + "Text(\"a\")\n"  // 230 bytes
        let inline = try await session.call("draw", ["source": .string(source)])
        #expect(session.text(inline) == ["layoutdraw: error: View.swift: the scene is 230 bytes, more than 200 (limit --max-file-size)"])
        // A loop without end stops at --max-steps, at the line it was running.
        let loop = "// layoutdraw: --size 100x100\nstruct V: View {\n    var n: Int { var i = 0; while true { i += 1 }; return i }\n    var body: some View { Text(\"\\(n)\") }\n}\n"
        #expect(loop.utf8.count <= 200)
        let stopped = try await session.call("validate", ["source": .string(loop)])
        let report = try #require(stopped.structuredContent?.objectValue)
        #expect(report["valid"] == .bool(false))
        let message = try #require(report["diagnostics"]?.arrayValue?.first?.objectValue?["message"]?.stringValue)
        #expect(message.contains("--max-steps"))
    }

    @Test func readsOnlyInsideTheWorkingFolderAndTheClientsRoots() async throws {
        let folder = try MCPTestSupport.temporaryFolder()
        let work = folder.appendingPathComponent("work"), notes = folder.appendingPathComponent("notes"), secret = folder.appendingPathComponent("secret")
        for url in [work, notes, secret] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let card = "// layoutdraw: --size 100x50\nText(\"Card\")\n"
        try card.write(to: work.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try card.write(to: notes.appendingPathComponent("Note.swift"), atomically: true, encoding: .utf8)
        try card.write(to: secret.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        // A link inside the working folder to a file outside it, and one to the secret folder.
        try FileManager.default.createSymbolicLink(
            atPath: work.appendingPathComponent("Link.swift").path, withDestinationPath: secret.appendingPathComponent("Secret.swift").path)
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("secrets").path, withDestinationPath: secret.path)
        var options = MCPServerOptions()
        options.workingFolder = work.path
        let session = try await Self.session(options, roots: [Root(uri: "file://" + notes.path, name: "notes")])
        defer { Task { await session.end() } }

        #expect(try await session.call("draw", ["path": "Card.swift"]).isError != true)
        #expect(try await session.call("draw", ["path": .string(notes.appendingPathComponent("Note.swift").path)]).isError != true)
        for path in ["../secret/Secret.swift", secret.appendingPathComponent("Secret.swift").path, "Link.swift", "secrets/Secret.swift", "/etc/passwd"] {
            let refused = try await session.call("draw", ["path": .string(path)])
            #expect(refused.isError == true, "\(path)")
            #expect(session.text(refused).first?.contains("outside the folders this server may read") == true, "\(path)")
        }
        let missing = try await session.call("draw", ["path": "Missing.swift"])
        #expect(session.text(missing) == ["layoutdraw: error: Missing.swift: no such file"])
        let folderPath = try await session.call("draw", ["path": "."])
        #expect(session.text(folderPath) == ["layoutdraw: error: .: not a regular file"])
        // An inline source's images stay in its folder too.
        let image = try await session.call("draw", ["source": "view:\n  Image: ../secret/x.png\n", "language": "yaml"])
        #expect(image.isError == true)
        #expect(session.text(image).first?.contains("leaves the scene's folder") == true)
    }

    @Test func aServerStartedInTheRootFolderReadsNothingButTheClientsRoots() throws {
        let access = FolderAccess(workingFolder: "/")
        #expect(access.roots.isEmpty)
        #expect(throws: ToolFailure.self) { try access.read("etc/passwd", limit: 1 << 20) }
        access.setClientRoots([Root(uri: "file://" + MCPTestSupport.root.path + "/Fixtures")])
        let file = try access.read(Self.readerListing.path, limit: 1 << 20)
        #expect(file.text.contains("GeometryReader"))
        #expect(file.folder == MCPTestSupport.root.resolvingSymlinksInPath().path + "/Fixtures")
    }

    @Test func callsAtOnceDrawTheSamePicture() async throws {
        var options = MCPServerOptions()
        options.workingFolder = MCPTestSupport.root.path
        let session = try await Self.session(options)
        defer { Task { await session.end() } }
        let pictures = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask { try session.png(await session.call("draw", ["path": "Fixtures/000-reader-in-hstack.swift"])) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let golden = [UInt8](try Data(contentsOf: MCPTestSupport.root.appendingPathComponent("Output/000-reader-in-hstack.png")))
        #expect(pictures.count == 8 && pictures.allSatisfy { $0 == golden })
    }

    /// Agents.md shows what `draw` and `explain` return for an article listing with pictures
    /// `make docs` draws from the listing and from its YAML twin with the overlays as canvas
    /// keys: the tools return those very bytes.
    @Test func theToolsReturnThePicturesTheDocumentationShows() async throws {
        var options = MCPServerOptions()
        options.workingFolder = MCPTestSupport.root.path
        let session = try await Self.session(options)
        defer { Task { await session.end() } }
        let listing = ["path": MCP.Value.string("Fixtures/000-proposed-size-readout.swift")]
        let images = MCPTestSupport.root.appendingPathComponent("Docs/Images")
        let drawn = try session.png(await session.call("draw", listing))
        #expect(drawn == [UInt8](try Data(contentsOf: images.appendingPathComponent("agents-draw.png"))))
        let explained = try await session.call("explain", listing)
        #expect(try session.png(explained) == [UInt8](try Data(contentsOf: images.appendingPathComponent("agents-explain.png"))))
        // The reader takes the 320 × 200 canvas less 16 points of padding on each side.
        let tree = session.text(explained)[1].split(separator: "\n")
        #expect(tree[2] == "    GeometryReader  proposed 288.0 × 168.0 → 288.0 × 168.0 at (16.0, 16.0)  Fixtures/000-proposed-size-readout.swift:5:1")
        #expect(tree.contains { $0.hasSuffix("\"288.0 x 168.0\"") })
    }

    @Test func argumentsAreCheckedAsTheCommandLineChecksItsOptions() async throws {
        let session = try await Self.session()
        defer { Task { await session.end() } }
        let cases: [([String: MCP.Value], String)] = [
            ([:], "give the scene: 'source' (SwiftUI source or a YAML scene, as text) or 'path' (a file under the working folder or a root)"),
            (["source": "Text(\"a\")", "path": "a.swift"], "give 'source' or 'path', not both"),
            (["source": "Text(\"a\")", "sise": "10x10"], "unknown argument 'sise'; did you mean 'size'? (the arguments are source, path, name, language, view, device, size, appearance, scale, margin, set, seed, date)"),
            (["source": "Text(\"a\")", "size": "10by10"], "'size' takes WIDTHxHEIGHT in points (such as 400x300) or 'fit', not '10by10'"),
            (["source": "Text(\"a\")", "device": "iPhone SF"], "unknown device 'iPhone SF'; did you mean 'iPhone SE'? (list_devices lists them)"),
            (["source": "Text(\"a\")", "device": "iPhone SE", "size": "fit"], "'device' and 'size' both set the canvas; give one"),
            (["source": "Text(\"a\")", "appearance": "dusk"], "'appearance' is 'light' or 'dark', not 'dusk'"),
            (["source": "Text(\"a\")", "scale": 0], "'scale' takes a number greater than 0 and at most 16, such as 2"),
            (["source": "Text(\"a\")", "scale": "2"], "'scale' must be a number"),
            (["source": "Text(\"a\")", "set": ["1x": 3]], "'set': '1x' is not a property name"),
            (["source": 12], "'source' must be a string"),
        ]
        for (arguments, message) in cases {
            let result = try await session.call("draw", arguments)
            #expect(result.isError == true)
            #expect(session.text(result) == ["layoutdraw: error: " + message])
        }
        let overlays = try await session.call("explain", ["source": "Text(\"a\")", "overlays": "frames,sises"])
        #expect(session.text(overlays).first?.hasPrefix("layoutdraw: error: 'overlays': unknown overlay 'sises'; did you mean 'sizes'?") == true)
    }

    @Test func setAndViewChooseWhatIsDrawn() async throws {
        let session = try await Self.session()
        defer { Task { await session.end() } }
        let source = """
            struct Badge: View {
                var count = 1
                var body: some View { Text("\\(count) new").frame(width: 120, height: 40) }
            }
            """
        let result = try await session.call("explain", ["source": .string(source), "set": ["count": 42], "size": "fit", "overlays": ["frames"]])
        #expect(result.isError != true)
        let tree = try #require(result.structuredContent?.objectValue?["tree"]?.arrayValue)
        #expect(tree.contains { $0.objectValue?["text"] == .string("42 new") })
        let root = try #require(tree.first?.objectValue)
        #expect(root["kind"] == .string("frame"))
        // Numbers cross the transport as JSON: 120.0 comes back as the integer 120.
        let size = try #require(root["size"]?.objectValue)
        #expect(size["width"].flatMap(Self.number) == 120 && size["height"].flatMap(Self.number) == 40)
    }
}
