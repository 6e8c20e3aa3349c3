import Foundation
import LayoutDraw
import Testing

/// The `layoutdraw` executable: outputs, exit statuses and error messages.
@Suite struct CommandLineTests {
    @Test func rendersPNGAndSVGFromTheExtension() throws {
        let folder = try temporaryFolder()
        let png = folder.appendingPathComponent("a.png").path
        let svg = folder.appendingPathComponent("a.svg").path
        let scene = Repository.fixture("000-proposed-size-readout.yaml").path
        #expect(try runLayoutdraw([scene, "-o", png]).status == 0)
        #expect(try runLayoutdraw([scene, "-o", svg]).status == 0)
        let pngBytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(Array(pngBytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try PNGCodec.decode(Array(pngBytes))
        // 320 × 200 points at the default scale 2.
        #expect(image.width == 640 && image.height == 400)
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(svgText.contains("<svg"))
    }

    @Test func dumpListsEveryNodeWithItsFrame() throws {
        let scene = Repository.fixture("000-reader-in-hstack.yaml").path
        let result = try runLayoutdraw([scene, "--dump", "json", "-o", "-"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        // padding → HStack → [frame → padding → Text, border → (GeometryReader → background →
        // padding → foregroundStyle → font → Text … , Rectangle), frame → padding → Text]
        #expect(nodes.first?["kind"] as? String == "padding")
        #expect(nodes[1]["kind"] as? String == "HStack")
        for node in nodes {
            let frame = try #require(node["frame"] as? [String: Any])
            #expect(frame["x"] is NSNumber && frame["width"] is NSNumber)
            #expect(node["proposal"] is [String: Any])
            #expect(node["source"] is [String: Any])
        }
        let texts = nodes.compactMap { $0["text"] as? String }
        #expect(texts.contains("reader: 212.0 x 176.0"))
        let reader = try #require(nodes.first { $0["kind"] as? String == "GeometryReader" })
        let frame = try #require(reader["frame"] as? [String: Double])
        #expect(frame == ["x": 94, "y": 12, "width": 212, "height": 176])
    }

    @Test func standardInputAndOutput() throws {
        let scene = Data("view:\n  Color: blue\n  frame: {width: 4, height: 2}\n".utf8)
        let result = try runLayoutdraw(["-", "--format", "png", "-o", "-", "--scale", "1"], input: scene)
        #expect(result.status == 0)
        let image = try PNGCodec.decode(Array(result.standardOutput))
        #expect(image.width == 4 && image.height == 2)
        let pixel = image.pixel(x: 1, y: 1)
        #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [0x00, 0x7A, 0xFF, 0xFF])
    }

    @Test func invalidSceneExits65WithPositionedErrors() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("bad.yaml")
        try "view:\n  Text: Hello\n  paddding: 10\n".write(to: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("bad.png")
        let result = try runLayoutdraw([scene.path, "-o", output.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("bad.yaml:3:3: error: unknown modifier 'paddding'; did you mean 'padding'?"))
        #expect(result.standardError.contains("  paddding: 10\n  ^"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func failedRenderLeavesAnExistingOutputUntouched() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("bad.yaml")
        try "view:\n  Txet: Hello\n".write(to: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: output)
        #expect(try runLayoutdraw([scene.path, "-o", output.path]).status == 65)
        #expect(try Data(contentsOf: output) == Data("previous".utf8))
        // No temporary files are left behind either.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == ["bad.yaml", "keep.png"])
    }

    @Test func missingInputExits66() throws {
        let result = try runLayoutdraw(["/nonexistent/scene.yaml", "-o", "/tmp/x.png"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("/nonexistent/scene.yaml: no such file"))
    }

    @Test func directoryAsSceneExits66() throws {
        let folder = try temporaryFolder()
        let result = try runLayoutdraw([folder.path, "-o", "/tmp/x.png"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("not a regular file"))
    }

    /// The fonts are loaded on another thread while the scene is read and decoded; their
    /// failure is still the one reported (exit 66: a font folder that holds no fonts is the
    /// user's to fix, not a bug), whatever is wrong with the scene.
    @Test func unavailableFontsAreReportedBeforeAnyProblemOfTheScene() throws {
        let folder = try temporaryFolder()
        let fonts = folder.appendingPathComponent("no-fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let invalid = folder.appendingPathComponent("bad.yaml")
        try "view:\n  Text: Hello\n  paddding: 10\n".write(to: invalid, atomically: true, encoding: .utf8)
        let valid = Repository.fixture("000-proposed-size-readout.yaml").path
        for scene in [valid, invalid.path, "/nonexistent/scene.yaml"] {
            let result = try runLayoutdraw([scene, "-o", folder.appendingPathComponent("out.png").path, "--font-dir", fonts.path])
            #expect(result.status == 66, "\(scene): \(result.standardError)")
            #expect(
                result.standardError.contains("cannot read font folder \(fonts.path): it holds no font files"),
                "\(scene): \(result.standardError)")
            #expect(!result.standardError.contains("paddding") && !result.standardError.contains("no such file"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    /// The command line's PNG (drawn in a process whose heap is set up for large pictures) has
    /// the bytes the library draws.
    @Test func commandLinePNGIsTheLibrarysPNG() throws {
        let folder = try temporaryFolder()
        for fixture in ["001-grid-cells-text-fill.yaml", "000-measure-through-overlay-tree.yaml"] {
            let png = folder.appendingPathComponent("\(fixture).png")
            #expect(try runLayoutdraw([Repository.fixture(fixture).path, "-o", png.path]).status == 0)
            let expected = try Pipeline().run(Repository.source(fixture), file: "Fixtures/\(fixture)", format: .png)
            #expect(Array(try Data(contentsOf: png)) == expected, "\(fixture)")
        }
    }

    /// Without -o the picture goes beside the scene and its path is printed: standard output
    /// is flushed though the process ends without returning from the command.
    @Test func defaultOutputIsBesideTheSceneAndPrinted() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("scene.yaml")
        try "view:\n  Color: blue\n  frame: {width: 4, height: 2}\n".write(to: scene, atomically: true, encoding: .utf8)
        let result = try runLayoutdraw([scene.path])
        #expect(result.status == 0, "\(result.standardError)")
        let png = folder.appendingPathComponent("scene.png").path
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == png + "\n")
        #expect(FileManager.default.fileExists(atPath: png))
    }

    @Test func usageErrorsExit64() throws {
        let scene = Repository.fixture("000-proposed-size-readout.yaml").path
        #expect(try runLayoutdraw([scene, "-o", "out.gif"]).status == 64)
        #expect(try runLayoutdraw([scene, "-o", "-"]).status == 64)
        #expect(try runLayoutdraw([scene, "--scale", "0"]).status == 64)
        #expect(try runLayoutdraw(["--no-such-flag"]).status == 64)
    }

    @Test func versionAndHelp() throws {
        let version = try runLayoutdraw(["--version"])
        #expect(version.status == 0)
        #expect(String(decoding: version.standardOutput, as: UTF8.self).hasPrefix("layoutdraw 0."))
        let help = try runLayoutdraw(["--help"])
        #expect(help.status == 0)
        #expect(String(decoding: help.standardOutput, as: UTF8.self).contains("--dump"))
    }
}
