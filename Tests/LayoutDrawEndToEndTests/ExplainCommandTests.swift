import Foundation
import LayoutDraw
import Testing

/// `layoutdraw explain`, `render --vary` and `markdown`'s `vary=` and `--docc`, run as a user
/// runs them: what they write, and what they refuse, with its message and exit status, leaving
/// nothing half-written.
@Suite struct ExplainCommandTests {
    private func copyFixture(_ name: String, to folder: URL) throws -> URL {
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Repository.fixture(name), to: target)
        return target
    }

    private func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    @Test func explainWritesAPageBesideTheScene() throws {
        let folder = try temporaryFolder()
        _ = try copyFixture("000-reader-in-hstack.swift", to: folder)
        let result = try runLayoutdraw(["explain", "000-reader-in-hstack.swift"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "000-reader-in-hstack.html\n")
        let page = try String(contentsOf: folder.appendingPathComponent("000-reader-in-hstack.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<script type=\"application/json\" id=\"layoutdraw-data\">"))
        #expect(page.contains(">reader: 212.0 x 176.0</text>"))  // the scene as written, in the page itself
        // The same scene and options give the same page.
        let again = try runLayoutdraw(["explain", "000-reader-in-hstack.swift", "-o", "again.html"], in: folder)
        #expect(again.status == 0)
        #expect(try bytes(folder.appendingPathComponent("again.html")) == bytes(folder.appendingPathComponent("000-reader-in-hstack.html")))
    }

    /// A range of 10⁹ steps and a NaN bound are usage errors, before anything is drawn; no
    /// page is left behind.
    @Test func aBillionStepsOrANaNBoundIsAClearError() throws {
        let folder = try temporaryFolder()
        _ = try copyFixture("controls.swift", to: folder)
        let billion = try runLayoutdraw(["explain", "controls.swift", "--vary", "count=0...1000000000,step=1", "-o", "page.html"], in: folder)
        #expect(billion.status == 64)
        #expect(
            billion.standardError.contains(
                "--vary count=0...1000000000,step=1 makes 1,000,000,001 values, more than 1000 (limit --max-frames): take a larger step (step=10000000 makes 101)"
            ), "\(billion.standardError)")
        let nan = try runLayoutdraw(["explain", "controls.swift", "--vary", "volume=nan...1", "-o", "page.html"], in: folder)
        #expect(nan.status == 64)
        #expect(nan.standardError.contains("--vary volume=nan...1: the lower bound 'nan' is not a finite number"), "\(nan.standardError)")
        let moving = try runLayoutdraw(["controls.swift", "--vary", "width=1...100000,step=0.0001", "-o", "x.png"], in: folder)
        #expect(moving.status == 64)
        #expect(moving.standardError.contains("values, more than 1000 (limit --max-frames)"), "\(moving.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["controls.swift"], "\(files)")
    }

    @Test func badVaryRequestsAreUsageErrors() throws {
        let folder = try temporaryFolder()
        _ = try copyFixture("003-rotation-geometry-30deg.swift", to: folder)
        let scene = "003-rotation-geometry-30deg.swift"
        let cases: [([String], String)] = [
            (["explain", scene, "--vary", "degre=0...10"], "no stored property is named 'degre'; did you mean 'degree'?"),
            ([scene, "--vary", "degree=0...90", "--vary", "x=0...50", "-o", "x.png"], "a moving picture steps through one thing, and --vary gives 2 (degree, x)"),
            ([scene, "--vary", "degree=0...90", "-o", "x.svg"], "'x.svg': a moving picture is written as .png (animated PNG) or .gif"),
            ([scene, "--vary", "degree=0...90", "--dump", "json"], "a layout dump does not move"),
            (["explain", scene, "-o", "page.txt"], "the page is HTML: name it with .html, such as -o page.html"),
            ([scene, "--frame-duration", "100"], "--frame-duration and --hold time a moving picture: add --vary"),
            (["explain", scene, "--vary", "width=400...200"], "the range runs backwards: write width=200...400"),
        ]
        for (arguments, message) in cases {
            let result = try runLayoutdraw(arguments, in: folder)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [scene])
    }

    /// `--vary width=200...400,step=100`: 200, 300, 400 and back to 300, as an animated PNG
    /// (`acTL` says 4 frames, played forever) or a GIF.
    @Test func renderVaryWritesAMovingPicture() throws {
        let folder = try temporaryFolder()
        _ = try copyFixture("000-reader-in-hstack.swift", to: folder)
        let arguments = ["000-reader-in-hstack.swift", "--vary", "width=200...400,step=100"]
        let apng = try runLayoutdraw(arguments + ["-o", "sweep.png", "-o", "sweep.gif"], in: folder)
        #expect(apng.status == 0, "\(apng.standardError)")
        let png = try bytes(folder.appendingPathComponent("sweep.png"))
        #expect(Array(png[37..<41]) == Array("acTL".utf8))
        #expect(Array(png[41..<49]) == [0, 0, 0, 4, 0, 0, 0, 0])
        // The first frame is the picture at 200 points on the 400-point canvas's 800 × 400 pixels.
        let first = try PNGCodec.decode(png)
        #expect(first.width == 800 && first.height == 400)
        let gif = try bytes(folder.appendingPathComponent("sweep.gif"))
        #expect(Array(gif[0..<6]) == Array("GIF89a".utf8))
        // Without -o: NAME.png beside the scene, its path printed; the same bytes every run.
        let named = try runLayoutdraw(arguments, in: folder)
        #expect(String(decoding: named.standardOutput, as: UTF8.self) == "000-reader-in-hstack.png\n")
        #expect(try bytes(folder.appendingPathComponent("000-reader-in-hstack.png")) == png)
    }

    @Test func markdownDrawsVaryBlocksAsMovingPicturesAndDocCVariants() throws {
        let folder = try temporaryFolder()
        let text = """
            # Guide

            ```swift layoutdraw name=row vary=width=200...300,step=50 alt="A row narrowing"
            // layoutdraw: --size 300x60
            HStack {
                Text("Fixed")
                Color.blue
            }
            ```

            """
        try text.write(to: folder.appendingPathComponent("Guide.md"), atomically: true, encoding: .utf8)
        let result = try runLayoutdraw(["markdown", "Guide.md"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let png = try bytes(folder.appendingPathComponent("Images/row.png"))
        #expect(Array(png[37..<41]) == Array("acTL".utf8))
        #expect(try String(contentsOf: folder.appendingPathComponent("Guide.md"), encoding: .utf8).contains("![A row narrowing](Images/row.png)"))
        #expect(try runLayoutdraw(["markdown", "--check", "Guide.md"], in: folder).status == 0)

        // For DocC: both appearances at 2x under DocC's names, linked by name.
        try text.write(to: folder.appendingPathComponent("Article.md"), atomically: true, encoding: .utf8)
        let docc = try runLayoutdraw(["markdown", "--docc", "--images", "Cat.docc/Resources", "Article.md"], in: folder)
        #expect(docc.status == 0, "\(docc.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Cat.docc/Resources").path).sorted()
        #expect(names == ["row@2x.png", "row~dark@2x.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Article.md"), encoding: .utf8).contains("![A row narrowing](row.png)"))
        #expect(try runLayoutdraw(["markdown", "--docc", "--check", "--images", "Cat.docc/Resources", "Article.md"], in: folder).status == 0)

        // A bad vary= is reported at its block.
        try "```swift layoutdraw vary=width=nan...1\nText(\"a\")\n```\n".write(
            to: folder.appendingPathComponent("Bad.md"), atomically: true, encoding: .utf8)
        let bad = try runLayoutdraw(["markdown", "Bad.md"], in: folder)
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("Bad.md:1:1: error: vary=width=nan...1: the lower bound 'nan' is not a finite number"), "\(bad.standardError)")
    }
}
