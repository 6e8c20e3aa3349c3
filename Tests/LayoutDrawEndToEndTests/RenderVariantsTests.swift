import Foundation
import LayoutDraw
import Testing

/// `layoutdraw` drawing several scenes, formats, appearances and scales in one run, and the
/// command line's conventions (output folders created, `~dark` beside the light picture,
/// did-you-mean for a mistyped command, `--explain`).
@Suite struct RenderVariantsTests {
    /// A 40 × 20 point scene: a blue rectangle on the canvas background (white in light, black
    /// in dark, scene-format §4).
    static let smallScene = "canvas: {size: [40, 20]}\nview:\n  Color: blue\n  frame: {width: 20, height: 10}\n"

    private func writeScene(_ text: String = smallScene, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func image(_ url: URL) throws -> RGBAImage {
        try PNGCodec.decode(Array(try Data(contentsOf: url)))
    }

    @Test func severalScenesAreEachDrawnBesideThemselves() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "a.yaml", in: folder)
        _ = try writeScene("Color.red.frame(width: 10, height: 10)\n", named: "sub/b.swift", in: folder)
        let result = try runLayoutdraw(["a.yaml", "sub/b.swift"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "a.png\nsub/b.png\n")
        // a: 40 × 20 points at the default scale 2; b: a bare expression fits its 10 × 10 frame.
        let a = try image(folder.appendingPathComponent("a.png"))
        #expect(a.width == 80 && a.height == 40)
        let b = try image(folder.appendingPathComponent("sub/b.png"))
        #expect(b.width == 20 && b.height == 20)
    }

    /// One scene that cannot be read does not stop the others; the run's status is the worst.
    @Test func aMissingSceneAmongSeveralExits66AfterDrawingTheRest() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "a.yaml", in: folder)
        _ = try writeScene("view:\n  Txet: Hi\n", named: "bad.yaml", in: folder)
        let result = try runLayoutdraw(["bad.yaml", "missing.yaml", "a.yaml"], in: folder)
        #expect(result.status == 66)
        #expect(result.standardError.contains("bad.yaml:2:3: error: unknown view 'Txet'"))
        #expect(result.standardError.contains("missing.yaml: no such file"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
    }

    /// DocC's names: `~dark` for the dark appearance, `@Nx` for scales other than 1.
    @Test func appearancesAndScalesWriteDocCNames() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "card.yaml", in: folder)
        let result = try runLayoutdraw(["card.yaml", "--appearance", "light,dark", "--scale", "1,2", "-O", "out/docc"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/docc").path).sorted()
        #expect(names == ["card.png", "card@2x.png", "card~dark.png", "card~dark@2x.png"])
        let printed = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
        #expect(printed == ["out/docc/card.png", "out/docc/card@2x.png", "out/docc/card~dark.png", "out/docc/card~dark@2x.png"])
        for (name, side) in [("card.png", 1), ("card@2x.png", 2), ("card~dark.png", 1), ("card~dark@2x.png", 2)] {
            let picture = try image(folder.appendingPathComponent("out/docc/\(name)"))
            #expect(picture.width == 40 * side && picture.height == 20 * side, "\(name)")
            // The corner is canvas background: white in light, black in dark.
            let corner = picture.pixel(x: 0, y: 0)
            let expected: UInt8 = name.contains("~dark") ? 0x00 : 0xFF
            #expect([corner.r, corner.g, corner.b] == [expected, expected, expected], "\(name)")
            // The centre is the blue rectangle: #007AFF in light, #0A84FF in dark.
            let centre = picture.pixel(x: 20 * side, y: 10 * side)
            #expect([centre.r, centre.g, centre.b] == (name.contains("~dark") ? [0x0A, 0x84, 0xFF] : [0x00, 0x7A, 0xFF]), "\(name)")
        }
    }

    /// Drawing at several scales in one run gives the bytes of one run per scale.
    @Test func severalScalesInOneRunAreTheSingleScaleRenders() throws {
        let folder = try temporaryFolder()
        let scene = Repository.fixture("000-reader-in-hstack-explained.yaml").path
        #expect(try runLayoutdraw([scene, "--scale", "1,3", "-O", folder.path]).status == 0)
        for scale in ["1", "3"] {
            let single = folder.appendingPathComponent("single-\(scale).png")
            #expect(try runLayoutdraw([scene, "--scale", scale, "-o", single.path]).status == 0)
            let name = scale == "1" ? "000-reader-in-hstack-explained.png" : "000-reader-in-hstack-explained@3x.png"
            #expect(try Data(contentsOf: single) == Data(contentsOf: folder.appendingPathComponent(name)), "scale \(scale)")
        }
    }

    /// `--color-scheme dark` without -o writes `NAME~dark.png` and leaves the light picture.
    @Test func darkWithoutOutputNeverOverwritesTheLightPicture() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "card.yaml", in: folder)
        let light = folder.appendingPathComponent("card.png")
        try Data("the light picture".utf8).write(to: light)
        let result = try runLayoutdraw(["card.yaml", "--color-scheme", "dark"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "card~dark.png\n")
        #expect(try Data(contentsOf: light) == Data("the light picture".utf8))
        #expect(try image(folder.appendingPathComponent("card~dark.png")).pixel(x: 0, y: 0).r == 0)
    }

    @Test func outputFoldersAreCreated() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "card.yaml", in: folder)
        let result = try runLayoutdraw(["card.yaml", "-o", "missing/dir/x.png", "-o", "other/x.svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // Given with -o, the paths are not printed.
        #expect(result.standardOutput.isEmpty)
        #expect(try image(folder.appendingPathComponent("missing/dir/x.png")).width == 80)
        let svg = try String(contentsOf: folder.appendingPathComponent("other/x.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    @Test func formatListWritesEachFormat() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "a.yaml", in: folder)
        _ = try writeScene(named: "b.yaml", in: folder)
        let result = try runLayoutdraw(["a.yaml", "b.yaml", "--format", "png,svg", "-O", "pictures"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path).sorted()
        #expect(names == ["a.png", "a.svg", "b.png", "b.svg"])
    }

    @Test func ambiguousOutputsAreUsageErrors() throws {
        let folder = try temporaryFolder()
        _ = try writeScene(named: "one/x.yaml", in: folder)
        _ = try writeScene(named: "two/x.yaml", in: folder)
        let clash = try runLayoutdraw(["one/x.yaml", "two/x.yaml", "-O", "out"], in: folder)
        #expect(clash.status == 64)
        #expect(clash.standardError.contains("'one/x.yaml' and 'two/x.yaml' would both be written to out/x.png"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        let severalWithO = try runLayoutdraw(["one/x.yaml", "two/x.yaml", "-o", "x.png"], in: folder)
        #expect(severalWithO.status == 64)
        #expect(severalWithO.standardError.contains("give -O DIR"))
        let variantsWithO = try runLayoutdraw(["one/x.yaml", "--appearance", "light,dark", "-o", "x.png"], in: folder)
        #expect(variantsWithO.status == 64)
        let both = try runLayoutdraw(["one/x.yaml", "--appearance", "dark", "--color-scheme", "dark"], in: folder)
        #expect(both.status == 64)
        let badFormat = try runLayoutdraw(["one/x.yaml", "--format", "png,jpg"], in: folder)
        #expect(badFormat.status == 64)
        #expect(badFormat.standardError.contains("'jpg' is not an output format"))
    }

    @Test func mistypedCommandGetsASuggestion() throws {
        let result = try runLayoutdraw(["vaildate", "Fixtures/demo.yaml"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown command 'vaildate'; did you mean 'validate'?"))
        let markdown = try runLayoutdraw(["markdwon", "README.md"])
        #expect(markdown.status == 64)
        #expect(markdown.standardError.contains("did you mean 'markdown'?"))
        // A scene file's name is not taken for a command.
        let scene = try runLayoutdraw(["chekc.yaml"])
        #expect(scene.status == 66)
        // After `help`, as everywhere else.
        let help = try runLayoutdraw(["help", "wach"])
        #expect(help.status == 64)
        #expect(help.standardError.contains("unknown command 'wach'; did you mean 'watch'?"))
        let far = try runLayoutdraw(["help", "frobnicate"])
        #expect(far.status == 64)
        #expect(far.standardError.contains("unknown command 'frobnicate' (the commands are render, validate,"))
        #expect(try runLayoutdraw(["help", "watch"]).status == 0)
    }

    /// `--explain` adds the canvas-wide overlays a scene could ask for itself: the picture is
    /// the one of the scene with those canvas keys written in.
    @Test func explainDrawsWhatTheCanvasKeysDraw() throws {
        let folder = try temporaryFolder()
        let view = "view:\n  HStack:\n    - Text: Hello\n    - Color: blue\n      frame: {width: 30, height: 20}\n  padding: 8\n"
        _ = try writeScene("canvas: {size: fit}\n" + view, named: "plain.yaml", in: folder)
        _ = try writeScene(
            "canvas: {size: fit, annotate: [frame, size], layoutTree: right, showSafeArea: true}\n" + view, named: "written.yaml", in: folder)
        _ = try writeScene("canvas: {size: fit, annotate: [proposal], debug: true}\n" + view, named: "proposals.yaml", in: folder)
        let explained = try runLayoutdraw(["plain.yaml", "--explain", "-o", "explained.png"], in: folder)
        #expect(explained.status == 0, "\(explained.standardError)")
        #expect(try runLayoutdraw(["written.yaml"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("explained.png")) == Data(contentsOf: folder.appendingPathComponent("written.png")))
        #expect(try runLayoutdraw(["--explain", "proposals,debug", "plain.yaml", "-o", "p.png"], in: folder).status == 0)
        #expect(try runLayoutdraw(["proposals.yaml"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("p.png")) == Data(contentsOf: folder.appendingPathComponent("proposals.png")))
        // And the plain picture stays plain: the overlays grow it (the layout tree's panel).
        #expect(try runLayoutdraw(["plain.yaml"], in: folder).status == 0)
        #expect(try image(folder.appendingPathComponent("plain.png")).width < image(folder.appendingPathComponent("explained.png")).width)
        let typo = try runLayoutdraw(["plain.yaml", "--explain", "framez"], in: folder)
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("unknown overlay 'framez'; did you mean 'frames'?"))
    }
}
