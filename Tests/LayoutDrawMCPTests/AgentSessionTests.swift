import Foundation
import LayoutDraw
import Testing

/// A coding agent's session with `layoutdraw mcp`, as the agent's client runs it: the official
/// MCP Python SDK starts the built binary over stdio (Python/agent_session.py) and this test
/// checks what came back. The numbers are the article's: in a 400 × 200 canvas with 12 points
/// of padding, the HStack has 376 × 176; two 70-point frames and two 12-point gaps leave the
/// GeometryReader 376 − 140 − 24 = 212 by 176, at x = 12 + 70 + 12 = 94.
@Suite(.serialized) struct AgentSessionTests {
    struct Call: Decodable {
        struct Image: Decodable {
            var path: String
            var mimeType: String
        }

        var isError: Bool
        var texts: [String]
        var images: [Image]
    }

    /// The report agent_session.py printed (JSON), made once for the suite.
    static let reportJSON: Result<Data, MCPTestSupport.Failure> = {
        do {
            let folder = try MCPTestSupport.temporaryFolder()
            let root = folder.appendingPathComponent("notes"), out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            // A file outside the working folder, readable only through the client's root.
            try "// layoutdraw: --size fit\nText(\"Card\")\n    .padding(20)\n    .background(.yellow)\n"
                .write(to: root.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
            let script = MCPTestSupport.root.appendingPathComponent("Tests/LayoutDrawMCPTests/Python/agent_session.py")
            let run = try MCPTestSupport.run(
                MCPTestSupport.python(),
                [script.path, try MCPTestSupport.layoutdraw().path, MCPTestSupport.root.path, root.path, out.path], timeout: 300)
            guard run.status == 0 else {
                return .failure(MCPTestSupport.Failure("agent_session.py exited \(run.status):\n\(run.error)"))
            }
            return .success(Data(run.output.utf8))
        } catch let error as MCPTestSupport.Failure {
            return .failure(error)
        } catch {
            return .failure(MCPTestSupport.Failure("\(error)"))
        }
    }()

    /// The report, read.
    static func report() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: reportJSON.get()) as? [String: Any])
    }

    func call(_ name: String) throws -> Call {
        let report = try Self.report()
        let value = try #require(report[name] as? [String: Any], "no call \(name) in the report")
        return try JSONDecoder().decode(Call.self, from: JSONSerialization.data(withJSONObject: value))
    }

    func structured(_ name: String) throws -> [String: Any] {
        let report = try Self.report()
        return try #require((report[name] as? [String: Any])?["structured"] as? [String: Any])
    }

    func png(_ image: Call.Image) throws -> (bytes: [UInt8], image: RGBAImage) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: image.path)))
        return (bytes, try PNGCodec.decode(bytes))
    }

    @Test func initializesAndListsTheTools() throws {
        let report = try Self.report()
        let server = try #require(report["server"] as? [String: Any])
        #expect(server["name"] as? String == "layoutdraw")
        #expect(server["protocol"] as? String == "2025-11-25")
        let tools = try #require(report["tools"] as? [String: [String]])
        #expect(Set(tools.keys) == ["draw", "explain", "validate", "list_devices"])
        #expect(tools["draw"]?.contains("source") == true && tools["draw"]?.contains("path") == true)
        #expect(tools["explain"]?.contains("overlays") == true)
        #expect(tools["list_devices"] == [])
    }

    @Test func drawsTheArticleListingAsTheCommandLineDoes() throws {
        let drawn = try call("drawPath")
        #expect(!drawn.isError)
        let image = try #require(drawn.images.first)
        #expect(image.mimeType == "image/png")
        let picture = try png(image)
        // `// layoutdraw: --size 400x200` at the default scale of 2.
        #expect(picture.image.width == 800 && picture.image.height == 400)
        // The same bytes as the golden `swift test` holds the command line to.
        let golden = try Data(contentsOf: MCPTestSupport.root.appendingPathComponent("Output/000-reader-in-hstack.png"))
        #expect(picture.bytes == [UInt8](golden))
        #expect(drawn.texts.first == "Drew Fixtures/000-reader-in-hstack.swift: 400.0 × 200.0 points at scale 2: 800 × 400 pixels.")
        // The listing given inline draws the same picture.
        let inline = try call("drawInline")
        #expect(try png(#require(inline.images.first)).bytes == picture.bytes)
    }

    @Test func explainsTheLayoutWithTheReadersNumbers() throws {
        let explained = try call("explain")
        #expect(!explained.isError)
        let tree = try #require(explained.texts.dropFirst().first)
        let lines = tree.split(separator: "\n").map(String.init)
        #expect(lines.first == "padding  proposed 400.0 × 200.0 → 400.0 × 200.0 at (0.0, 0.0)  Fixtures/000-reader-in-hstack.swift:23:2")
        #expect(lines.contains("  HStack  proposed 376.0 × 176.0 → 376.0 × 176.0 at (12.0, 12.0)  Fixtures/000-reader-in-hstack.swift:4:1"))
        #expect(
            lines.contains("      GeometryReader  proposed 212.0 × 176.0 → 212.0 × 176.0 at (94.0, 12.0)  Fixtures/000-reader-in-hstack.swift:8:5"))
        #expect(lines.contains { $0.hasPrefix("                  Text  proposed nil × nil") && $0.hasSuffix("\"reader: 212.0 x 176.0\"") })
        // The same tree as data.
        let rows = try #require(structured("explain")["tree"] as? [[String: Any]])
        let reader = try #require(rows.first { $0["kind"] as? String == "GeometryReader" })
        #expect((reader["size"] as? [String: Double]) == ["width": 212, "height": 176])
        #expect((reader["origin"] as? [String: Double]) == ["x": 94, "y": 12])
        #expect(reader["depth"] as? Int == 3)
        // The explained picture: the canvas and the layout tree beside it, wider than the 800 × 400 drawing.
        let picture = try png(#require(explained.images.first))
        #expect(picture.image.width > 800 && picture.image.height >= 400)
    }

    @Test func aBadSourceIsAnErrorResultWithPositionedDiagnostics() throws {
        // `        .paddding(8)`: eight spaces, the dot in column 9, the name from column 10.
        let drawn = try call("drawBad")
        #expect(drawn.isError && drawn.images.isEmpty)
        #expect(
            drawn.texts == ["View.swift:3:10: error: unknown modifier 'paddding'; did you mean 'padding'?\n        .paddding(8)\n         ^"])
        let validated = try call("validateBad")
        #expect(!validated.isError)
        let result = try structured("validateBad")
        #expect(result["valid"] as? Bool == false)
        #expect(result["errors"] as? Int == 1 && result["warnings"] as? Int == 0)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["file"] as? String == "View.swift")
        #expect(diagnostic["line"] as? Int == 3 && diagnostic["column"] as? Int == 10)
        #expect(diagnostic["severity"] as? String == "error")
    }

    @Test func readsThroughTheClientsRootButNothingOutside() throws {
        let card = try call("throughRoot")
        #expect(!card.isError)
        // A fitted one-line Text in body is SF Pro's line box, 17 × 2444 / 2048 = 20.29 points,
        // 20.5 on a 2x pixel grid; padded 20 on each side.
        let points = try #require(structured("throughRoot")["points"] as? [String: Double])
        #expect(points["height"] == 20.5 + 2 * 20)
        let outside = try call("outside")
        #expect(outside.isError)
        #expect(outside.texts.first?.hasPrefix("layoutdraw: error: /etc/passwd: outside the folders this server may read") == true)
    }

    @Test func drawsOnADeviceInDarkAtThreeTimes() throws {
        let drawn = try call("device")
        let picture = try png(#require(drawn.images.first))
        // iPhone SE: 375 × 667 points, at 3 pixels a point.
        #expect(picture.image.width == 375 * 3 && picture.image.height == 667 * 3)
        // Dark: the canvas's background is black.
        #expect(Array(picture.image.pixels[0..<4]) == [0, 0, 0, 255])
        let devices = try #require(structured("devices")["devices"] as? [[String: Any]])
        let se = try #require(devices.first { $0["name"] as? String == "iPhone SE" })
        #expect(se["width"] as? Double == 375 && se["height"] as? Double == 667)
    }

    @Test func anUnknownToolIsAProtocolErrorAndTheServerStaysUp() throws {
        let report = try Self.report()
        #expect((report["unknownTool"] as? String)?.contains("unknown tool 'nonexistent_tool'") == true)
        #expect(report["pingAfter"] as? Bool == true)
    }
}
