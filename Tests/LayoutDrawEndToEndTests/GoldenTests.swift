import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import LayoutDrawCheck
import Testing

/// Every scene in `Fixtures/` against its goldens in `Output/`, through `CheckRunner`, the code
/// `layoutdraw check` runs.
///
/// Goldens are recorded only when `LAYOUTDRAW_RECORD` is set: `1` (or `failed`) records the
/// missing and differing ones, `missing` only the missing ones, `all` every one. The PNG and
/// the SVG golden of each recorded scene are written, and the test then fails, so that a
/// recording run is never green. Look at every recorded picture before committing it.
@Suite struct GoldenTests {
    static let outputFolder = Repository.root.appendingPathComponent("Output")
    /// Where the actual and diff images of failures go (ignored by git).
    static let failureFolder = Repository.root.appendingPathComponent("out/golden-failures")

    static var recordMode: RecordMode {
        switch ProcessInfo.processInfo.environment["LAYOUTDRAW_RECORD"] {
        case nil, "", "0": .never
        case "1": .failed
        case let value?: RecordMode(rawValue: value) ?? .failed
        }
    }

    /// Our own goldens are compared at threshold 0: layoutdraw draws the same pixels on every
    /// machine with the recorded libraries and fonts, so any difference is a change. pixelmatch's
    /// default threshold (0.1, what `check` uses) hid one: a 30 % yellow over the red-on-blue of
    /// 001-grid-circles-under-reader (YIQ distance 282, under the 352 that 0.1 allows) when
    /// scroll views began to draw their content into the safe area they touch.
    static var strict: PixelMatchOptions {
        var options = PixelMatchOptions()
        options.threshold = 0
        return options
    }

    @Test func everyFixtureMatchesItsGolden() throws {
        let scenes = try CheckRunner.sceneFiles(in: [Repository.root.appendingPathComponent("Fixtures").path])
        #expect(scenes.count == Repository.fixtureNames().count + SwiftTwinTests.twins.count + Repository.swiftOnlyFixtureNames().count)
        let runner = CheckRunner(
            pipeline: sharedPipeline, goldenDirectory: Self.outputFolder.path,
            policy: GoldenPolicy(comparison: Self.strict, recordMode: Self.recordMode))
        let report = runner.run(scenePaths: scenes)
        #expect(report.scenes.count == scenes.count)

        for scene in report.goldensToRecord {
            try record(scene)
            Issue.record("\(scene.summary)\nRecorded \(scene.goldenPath) and its .svg: look at them, then run the tests again without LAYOUTDRAW_RECORD.")
        }
        for scene in report.scenes where !scene.passed && !scene.recordsGolden {
            let artifacts = try writeArtifacts(scene)
            Issue.record("""
                \(scene.summary)
                \(artifacts.isEmpty ? "" : "Rendered images: \(artifacts.joined(separator: ", "))\n")\
                If the change is intended, record with LAYOUTDRAW_RECORD=1 swift test --filter GoldenTests, \
                or layoutdraw check Fixtures --golden Output --record failed.
                """)
        }
    }

    /// The SVG golden, rasterised by librsvg at the PNG golden's pixel size, matches the PNG
    /// golden within the default tolerance (threshold 0.1, no mismatched pixel; anti-aliasing
    /// differences are allowed).
    @Test(arguments: Repository.goldenFixtureNames())
    func svgGoldenMatchesPNGGolden(_ fixture: String) throws {
        let name = String(fixture[..<(fixture.lastIndex(of: ".") ?? fixture.endIndex)])
        let pngURL = Self.outputFolder.appendingPathComponent("\(name).png")
        let svgURL = Self.outputFolder.appendingPathComponent("\(name).svg")
        guard FileManager.default.fileExists(atPath: pngURL.path), FileManager.default.fileExists(atPath: svgURL.path) else {
            Issue.record("\(name): Output/\(name).png and Output/\(name).svg must both exist (record them with LAYOUTDRAW_RECORD=1)")
            return
        }
        let png = try GoldenSupport.readPNG(pngURL)
        let svg = try SVGRasterizer.rasterize(Array(Data(contentsOf: svgURL)), width: png.width, height: png.height)
        let result = try pixelMatch(png, svg, options: PixelMatchOptions())
        #expect(
            DiffTolerance.exact.accepts(result),
            "\(name): the SVG golden rasterised at \(png.width)×\(png.height) differs from the PNG golden: \(result.mismatchedPixels) of \(result.totalPixels) pixels (\(result.antialiasedPixels) anti-aliased not counted)")
    }

    /// The same scene rendered twice gives the same bytes.
    @Test(arguments: Repository.goldenFixtureNames())
    func renderingTwiceGivesIdenticalBytes(_ fixture: String) throws {
        let source = try Repository.source(fixture)
        let file = "Fixtures/\(fixture)"
        for format in [OutputFormat.png, .svg] {
            let first = try sharedPipeline.run(source, file: file, format: format)
            let second = try Pipeline().run(source, file: file, format: format)
            #expect(first == second, "\(fixture): two \(format.rawValue) renderings differ")
            #expect(!first.isEmpty)
        }
    }

    /// fontconfig's own configuration (other fonts, other defaults, even an alias replacing
    /// Inter) does not change what layoutdraw draws: it uses a private configuration.
    @Test func renderingIgnoresTheSystemFontConfiguration() throws {
        let folder = try temporaryFolder()
        let config = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts/truetype</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
              <alias binding="strong"><family>Inter</family><prefer><family>DejaVu Serif</family></prefer></alias>
              <match target="pattern">
                <edit name="family" mode="prepend" binding="strong"><string>DejaVu Sans Mono</string></edit>
              </match>
              <match target="font">
                <edit name="antialias" mode="assign"><bool>false</bool></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="rgba" mode="assign"><const>rgb</const></edit>
                <edit name="autohint" mode="assign"><bool>true</bool></edit>
              </match>
            </fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        #expect(FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype"), "the extra fonts this test installs are missing")

        for fixture in ["demo.yaml", "000-measure-through-overlay.yaml"] {
            for format in ["png", "svg"] {
                let normal = folder.appendingPathComponent("normal-\(fixture).\(format)")
                let configured = folder.appendingPathComponent("configured-\(fixture).\(format)")
                let scene = Repository.fixture(fixture).path
                let plain = try GoldenSupport.run([scene, "-o", normal.path], environment: ["FONTCONFIG_FILE": nil])
                #expect(plain.status == 0, "\(plain.standardError)")
                let other = try GoldenSupport.run(
                    [scene, "-o", configured.path], environment: ["FONTCONFIG_FILE": config.path])
                #expect(other.status == 0, "\(other.standardError)")
                let a = try Data(contentsOf: normal), b = try Data(contentsOf: configured)
                #expect(!a.isEmpty && a == b, "\(fixture) as \(format) changes with FONTCONFIG_FILE=\(config.path)")
            }
        }
    }

    private func record(_ scene: SceneCheck) throws {
        let png = try #require(scene.actualPNG)
        try Data(png).write(to: URL(fileURLWithPath: scene.goldenPath), options: .atomic)
        // The scene itself (a Swift-only fixture has no YAML twin; a twin's YAML draws the same).
        // Named after the golden: a twin's report name carries its '.swift'.
        let base = URL(fileURLWithPath: scene.goldenPath).deletingPathExtension().lastPathComponent
        let file = Repository.fixtureNames().contains(base + ".yaml") ? base + ".yaml" : base + ".swift"
        let svg = try sharedPipeline.run(Repository.source(file), file: "Fixtures/\(file)", format: .svg)
        try Data(svg).write(to: Self.outputFolder.appendingPathComponent("\(base).svg"), options: .atomic)
    }

    /// Writes NAME.actual.png and NAME.diff.png to `out/golden-failures/`.
    private func writeArtifacts(_ scene: SceneCheck) throws -> [String] {
        try FileManager.default.createDirectory(at: Self.failureFolder, withIntermediateDirectories: true)
        var written: [String] = []
        for (suffix, bytes) in [("actual", scene.actualPNG), ("diff", scene.diffPNG)] {
            guard let bytes else { continue }
            let url = Self.failureFolder.appendingPathComponent("\(scene.name).\(suffix).png")
            try Data(bytes).write(to: url, options: .atomic)
            written.append(url.path)
        }
        return written
    }
}
