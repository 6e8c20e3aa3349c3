import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import LayoutDrawCheck
import Synchronization
import Testing

/// `layoutdraw diff` and `layoutdraw check`: outputs, exit statuses, recording, artifacts,
/// the JSON summary and the HTML report.
@Suite struct CheckAndDiffCommandTests {
    // MARK: diff

    /// 16×16 white, and the same with one black pixel at (5, 7), written as PNGs.
    private func onePixelPair(in folder: URL) throws -> (a: String, b: String) {
        let a = RGBAImage(width: 16, height: 16, filledWith: (255, 255, 255, 255))
        var b = a
        b.pixels.replaceSubrange(((7 * 16 + 5) * 4)..<((7 * 16 + 5) * 4 + 4), with: [0, 0, 0, 255])
        let urlA = folder.appendingPathComponent("a.png"), urlB = folder.appendingPathComponent("b.png")
        try GoldenSupport.writePNG(a, to: urlA)
        try GoldenSupport.writePNG(b, to: urlB)
        return (urlA.path, urlB.path)
    }

    @Test func diffOfIdenticalImagesExitsZero() throws {
        let folder = try temporaryFolder()
        let pair = try onePixelPair(in: folder)
        let result = try GoldenSupport.run(["diff", pair.a, pair.a])
        #expect(result.status == 0)
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == """
            mismatched: 0 of 256 pixels (0%)
            anti-aliased: 0 pixels (not counted)
            within tolerance

            """)
    }

    @Test func diffOfOneChangedPixelExitsOneAndDrawsIt() throws {
        let folder = try temporaryFolder()
        let pair = try onePixelPair(in: folder)
        let diffURL = folder.appendingPathComponent("diff.png")
        let result = try GoldenSupport.run(["diff", pair.a, pair.b, "-o", diffURL.path])
        #expect(result.status == 1)
        let text = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(text.contains("mismatched: 1 of 256 pixels (0.39%)"))
        #expect(text.hasSuffix("different\n"))
        // The diff image: the white base faded stays white, the changed pixel is red.
        let diff = try GoldenSupport.readPNG(diffURL)
        let red = diff.pixel(x: 5, y: 7), base = diff.pixel(x: 0, y: 0)
        #expect([red.r, red.g, red.b, red.a] == [255, 0, 0, 255])
        #expect([base.r, base.g, base.b, base.a] == [255, 255, 255, 255])
    }

    @Test func diffToleranceOptions() throws {
        let folder = try temporaryFolder()
        let pair = try onePixelPair(in: folder)
        #expect(try GoldenSupport.run(["diff", pair.a, pair.b, "--max-diff-pixels", "1"]).status == 0)
        #expect(try GoldenSupport.run(["diff", pair.a, pair.b, "--max-diff-ratio", "0.004"]).status == 0)  // 1/256 = 0.0039
        #expect(try GoldenSupport.run(["diff", pair.a, pair.b, "--max-diff-ratio", "0.003"]).status == 1)
        // Both limits: the stricter decides.
        #expect(try GoldenSupport.run(["diff", pair.a, pair.b, "--max-diff-pixels", "5", "--max-diff-ratio", "0.003"]).status == 1)
    }

    @Test func diffJSON() throws {
        let folder = try temporaryFolder()
        let pair = try onePixelPair(in: folder)
        let result = try GoldenSupport.run(["diff", pair.a, pair.b, "--json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(json["mismatchedPixels"] as? Int == 1)
        #expect(json["antialiasedPixels"] as? Int == 0)
        #expect(json["totalPixels"] as? Int == 256)
        #expect(json["status"] as? String == "different")
    }

    @Test func diffOfDifferentSizesExitsTwo() throws {
        let folder = try temporaryFolder()
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try GoldenSupport.writePNG(RGBAImage(width: 16, height: 16, filledWith: (255, 255, 255, 255)), to: a)
        try GoldenSupport.writePNG(RGBAImage(width: 16, height: 17, filledWith: (255, 255, 255, 255)), to: b)
        let diffURL = folder.appendingPathComponent("diff.png")
        let result = try GoldenSupport.run(["diff", a.path, b.path, "-o", diffURL.path])
        #expect(result.status == 2)
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "sizes differ: \(a.path) is 16×16, \(b.path) is 16×17 pixels\n")
        #expect(!FileManager.default.fileExists(atPath: diffURL.path))
    }

    @Test func diffOfMissingOrUnreadableFileExits66() throws {
        let folder = try temporaryFolder()
        let pair = try onePixelPair(in: folder)
        let missing = try GoldenSupport.run(["diff", pair.a, folder.appendingPathComponent("nope.png").path])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("nope.png: no such file"))
        let text = folder.appendingPathComponent("text.png")
        try Data("not a png".utf8).write(to: text)
        let unreadable = try GoldenSupport.run(["diff", text.path, pair.a])
        #expect(unreadable.status == 66)
        #expect(unreadable.standardError.contains("text.png: not a readable PNG"))
    }

    @Test func diffUsageErrorsExit64() throws {
        #expect(try GoldenSupport.run(["diff", "only-one.png"]).status == 64)
        #expect(try GoldenSupport.run(["diff", "a.png", "b.png", "--threshold", "1.5"]).status == 64)
        #expect(try GoldenSupport.run(["diff", "a.png", "b.png", "--max-diff-pixels", "-1"]).status == 64)
    }

    // MARK: check

    /// A folder with scene `name.yaml`: a 20 × 10 point rectangle of `color` at scale 1.
    private func writeScene(_ name: String, color: String, in folder: URL, width: Int = 20) throws -> URL {
        let url = folder.appendingPathComponent("\(name).yaml")
        try """
            canvas:
              size: [\(width), 10]
              scale: 1
            view:
              Color: \(color)
            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func output(_ result: CommandResult) -> String { String(decoding: result.standardOutput, as: UTF8.self) }

    /// The CLI over reviewed fixtures (GoldenTests covers every fixture through CheckRunner).
    @Test func checkOfFixturesAgainstOutputPasses() throws {
        let scenes = ["000-measure-through-overlay", "000-proposed-size-readout", "000-reader-in-hstack", "demo"]
        let result = try GoldenSupport.run(["check"] + scenes.map { "Fixtures/\($0).yaml" } + ["--golden", "Output"])
        let count = scenes.count
        #expect(result.status == 0, "\(output(result))\(result.standardError)")
        let lines = output(result).split(separator: "\n")
        #expect(lines.count == count + 1)
        #expect(lines.filter { $0.hasPrefix("PASS  ") }.count == count)
        #expect(lines.last == "\(count) passed, 0 failed")
        // No progress line without a terminal.
        #expect(!result.standardError.contains("\r"))
    }

    @Test func checkFailsOnADifferenceAndWritesArtifactsReportAndJSON() throws {
        let folder = try temporaryFolder()
        let scenes = folder.appendingPathComponent("scenes"), goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let same = try writeScene("same", color: "red", in: scenes)
        _ = try writeScene("changed", color: "blue", in: scenes)
        // Goldens: `same` as it renders, `changed` rendered red instead of blue.
        #expect(try GoldenSupport.run([same.path, "-o", goldens.appendingPathComponent("same.png").path]).status == 0)
        let red = try writeScene("red", color: "red", in: folder)
        #expect(try GoldenSupport.run([red.path, "-o", goldens.appendingPathComponent("changed.png").path]).status == 0)

        let artifacts = folder.appendingPathComponent("artifacts"), report = folder.appendingPathComponent("report.html")
        let json = folder.appendingPathComponent("summary.json")
        let result = try GoldenSupport.run([
            "check", scenes.path, "--golden", goldens.path, "--artifacts", artifacts.path, "--report", report.path,
            "--json", json.path,
        ])
        #expect(result.status == 1)
        // Scenes in name order; 20 × 10 pixels, every one changed from red to blue.
        #expect(output(result) == """
            FAIL  changed: 200 of 200 pixels differ (100%)
                  update: layoutdraw check \(scenes.path)/changed.yaml --golden \(goldens.path) -u
            PASS  same
            1 passed, 1 failed

            """)
        let actual = try GoldenSupport.readPNG(artifacts.appendingPathComponent("changed.actual.png"))
        let pixel = actual.pixel(x: 3, y: 3)
        #expect([pixel.r, pixel.g, pixel.b] == [0x00, 0x7A, 0xFF])
        let diff = try GoldenSupport.readPNG(artifacts.appendingPathComponent("changed.diff.png"))
        let diffPixel = diff.pixel(x: 3, y: 3)
        #expect([diffPixel.r, diffPixel.g, diffPixel.b] == [255, 0, 0])
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("same.actual.png").path))

        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        #expect(summary["passed"] as? Int == 1 && summary["failed"] as? Int == 1)
        let entries = try #require(summary["scenes"] as? [[String: Any]])
        #expect(entries.map { $0["status"] as? String } == ["differs", "passed"])
        #expect(entries[0]["mismatchedPixels"] as? Int == 200)
        let written = try #require(entries[0]["artifacts"] as? [String: String])
        #expect(written["diff"] == artifacts.appendingPathComponent("changed.diff.png").path)

        try ReportChecks.expectSelfContained(String(contentsOf: report, encoding: .utf8), failures: ["changed"], passes: ["same"])
    }

    /// A failure's pictures are made only when something will write them: without artifacts
    /// or a report, `check` runs the runner with `keepsFailurePictures` off, and a failing
    /// result then holds no PNG but the rendering of a golden it records. `finished` sees each
    /// result once, and what it changes is kept.
    @Test func failuresKeepNoPicturesUnlessAskedTo() throws {
        let folder = try temporaryFolder()
        let scene = try writeScene("box", color: "blue", in: folder)
        let red = try writeScene("red", color: "red", in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        #expect(try GoldenSupport.run([red.path, "-o", goldens.appendingPathComponent("box.png").path]).status == 0)
        let plan = CheckPlan(
            scenes: [CheckScene(path: scene.path, goldenBase: "box")], variants: [CheckVariant(appearance: .light), CheckVariant(appearance: .dark)],
            goldenDirectory: goldens.path)

        var runner = CheckRunner(pipeline: sharedPipeline)
        let kept = runner.run(plan).scenes[0]
        #expect(kept.outcome.name == "differs")
        #expect(kept.actualPNG != nil && kept.expectedPNG != nil && kept.diffPNG != nil)

        runner.keepsFailurePictures = false
        let seen = Mutex(0)
        let report = runner.run(plan, finished: { check in
            seen.withLock { $0 += 1 }
            check.updateCommand = "seen"
        })
        #expect(seen.withLock { $0 } == 2)
        // box~dark has no golden: missing, not recorded (the runner's default record mode is never).
        #expect(report.scenes.map(\.outcome.name) == ["differs", "missing"])
        #expect(report.scenes.map(\.updateCommand) == ["seen", "seen"])
        for check in report.scenes {
            #expect(check.actualPNG == nil && check.expectedPNG == nil && check.diffPNG == nil, "\(check.name)")
        }

        // A golden to record keeps its rendering (20 × 10 pixels at scale 1), and only that.
        runner.policy.recordMode = .failed
        let recorded = runner.run(plan).scenes[0]
        #expect(recorded.recordsGolden && recorded.expectedPNG == nil && recorded.diffPNG == nil)
        let png = try PNGCodec.decode(try #require(recorded.actualPNG))
        #expect(png.width == 20 && png.height == 10)
    }

    /// Twins record one golden; when both record it, the YAML is written last, whatever order
    /// the parallel run finishes in.
    @Test func twinsRecordTheirGoldenYAMLLast() throws {
        let folder = try temporaryFolder()
        let scenes = folder.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = try writeScene("twin", color: "red", in: scenes)
        try "// layoutdraw: --size 20x10 --scale 1\nColor.blue\n".write(to: scenes.appendingPathComponent("twin.swift"), atomically: true, encoding: .utf8)
        let result = try GoldenSupport.run(["check", scenes.path, "--golden", folder.appendingPathComponent("G").path, "-u"])
        #expect(result.status == 0, "\(output(result))\(result.standardError)")
        #expect(output(result).hasSuffix("2 passed, 0 failed (2 updated)\n"))
        let golden = try GoldenSupport.readPNG(folder.appendingPathComponent("G/twin.png"))
        let pixel = golden.pixel(x: 3, y: 3)
        #expect([pixel.r, pixel.g, pixel.b] == [0xFF, 0x3B, 0x30])  // system red: the YAML's
    }

    @Test func checkWithJSONOnStandardOutputMovesTheLinesToStandardError() throws {
        let result = try GoldenSupport.run(["check", "Fixtures/demo.yaml", "--golden", "Output", "--json", "-"])
        #expect(result.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(result.standardError.contains("PASS  demo"))
    }

    @Test func missingGoldenFailsAndIsNotRecordedByDefaultWithoutATerminal() throws {
        let folder = try temporaryFolder()
        let scene = try writeScene("new", color: "green", in: folder)
        let goldens = folder.appendingPathComponent("goldens")
        for ci: String? in [nil, "true"] {
            let result = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path], environment: ["CI": ci])
            #expect(result.status == 1)
            #expect(output(result).hasPrefix("FAIL  new: no golden at \(goldens.path)/new.png\n"))
            #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("new.png").path))
        }
    }

    @Test func recordingAMissingGoldenFailsTheRunThenPasses() throws {
        let folder = try temporaryFolder()
        let scene = try writeScene("new", color: "green", in: folder)
        let goldens = folder.appendingPathComponent("goldens/nested")
        let recording = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path, "--record", "missing"])
        #expect(recording.status == 1)
        #expect(output(recording) == "FAIL  new: no golden; recorded \(goldens.path)/new.png\n0 passed, 1 failed (1 recorded)\n")
        let golden = goldens.appendingPathComponent("new.png")
        let rendered = try GoldenSupport.readPNG(golden)
        #expect(rendered.width == 20 && rendered.height == 10)
        // Now it matches.
        let again = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path, "--record", "missing"])
        #expect(again.status == 0)
        #expect(output(again) == "PASS  new\n1 passed, 0 failed\n")
        // `--record missing` never overwrites a differing golden; `--record failed` does.
        _ = try writeScene("new", color: "orange", in: folder)
        let differs = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path, "--record", "missing"])
        #expect(differs.status == 1)
        #expect(try GoldenSupport.readPNG(golden) == rendered)
        let rerecord = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path, "--record", "failed"])
        #expect(rerecord.status == 1)
        #expect(output(rerecord).hasPrefix("FAIL  new: 200 of 200 pixels differ (100%); recorded "))
        #expect(try GoldenSupport.readPNG(golden) != rendered)
        #expect(try GoldenSupport.run(["check", scene.path, "--golden", goldens.path]).status == 0)
        // `--record all` rewrites even a matching golden, and fails.
        let all = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path, "--record", "all"])
        #expect(all.status == 1)
        #expect(output(all).hasPrefix("FAIL  new: re-recorded "))
    }

    @Test func sizeMismatchIsReportedAsSuch() throws {
        let folder = try temporaryFolder()
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let wide = try writeScene("box", color: "red", in: folder, width: 30)
        #expect(try GoldenSupport.run([wide.path, "-o", goldens.appendingPathComponent("box.png").path]).status == 0)
        let scene = try writeScene("box", color: "red", in: folder, width: 20)
        let result = try GoldenSupport.run(["check", scene.path, "--golden", goldens.path])
        #expect(result.status == 1)
        #expect(output(result).hasPrefix("FAIL  box: size differs: golden 30×10, rendered 20×10 pixels\n"))
    }

    @Test func invalidSceneIsAnErrorWithItsDiagnostics() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("bad.yaml")
        try "view:\n  Text: Hello\n  paddding: 10\n".write(to: scene, atomically: true, encoding: .utf8)
        let result = try GoldenSupport.run(["check", scene.path, "--golden", folder.path, "--record", "all"])
        #expect(result.status == 65)
        #expect(output(result).contains("ERROR bad:\n\(scene.path):3:3: error: unknown modifier 'paddding'"))
        // Nothing to record for a scene that does not render.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.png").path))
    }

    @Test func checkPathAndUsageErrors() throws {
        let missing = try GoldenSupport.run(["check", "Fixtures/nope.yaml", "--golden", "Output"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("Fixtures/nope.yaml: no such scene file or folder"))
        #expect(try GoldenSupport.run(["check"]).status == 64)  // no scenes, no layoutdraw.yaml
        #expect(try GoldenSupport.run(["check", "Fixtures", "--golden", "Output", "--record", "sometimes"]).status == 64)
        #expect(try GoldenSupport.run(["check", "--golden", "Output"]).status == 64)
    }
}

/// Checks on the HTML report.
enum ReportChecks {
    /// Every image is inline (a `data:image/png;base64,` URI that decodes to a PNG), nothing
    /// else is referenced but anchors on the page, each failure has its expected, actual and
    /// diff images and a slider, and passes are listed.
    static func expectSelfContained(_ html: String, failures: [String], passes: [String]) throws {
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let references = matches(of: #"(?:src|href)="([^"]*)""#, in: html) + matches(of: #"url\(([^)]*)\)"#, in: html)
        var images = 0
        for reference in references {
            if reference.hasPrefix("#") {
                #expect(html.contains("id=\"\(reference.dropFirst())\""), "dangling anchor \(reference)")
                continue
            }
            let prefix = "data:image/png;base64,"
            #expect(reference.hasPrefix(prefix), "external reference \(reference.prefix(60))")
            let data = try #require(Data(base64Encoded: String(reference.dropFirst(prefix.count))), "bad base64")
            let image = try PNGCodec.decode(Array(data))
            #expect(image.width > 0 && image.height > 0)
            images += 1
        }
        // Expected, actual, diff, and the slider's two images, for each differing scene.
        #expect(images == 5 * failures.count)
        for name in failures {
            #expect(html.contains("<section class=\"failure\" id=\"scene-\(name)\">"))
            #expect(html.contains("type=\"range\""))
        }
        for name in passes {
            #expect(html.contains("<td>\(name)</td><td class=\"pass\">passed</td>"))
        }
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
