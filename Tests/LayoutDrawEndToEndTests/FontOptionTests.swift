import Foundation
import LayoutDraw
import LayoutDrawCheck
import Testing

/// `--font-dir` and `--font-family` beyond `render`: `watch` sets the fonts up before serving
/// and exits as a render does; `validate` and `check` (and the project file's `fontDirs` and
/// `fontFamily`) measure and draw with them, so goldens drawn with extra fonts can be checked.
@Suite struct FontOptionTests {
    private static let dejaVu = "/usr/share/fonts/truetype/dejavu"

    /// A folder with `scenes/hebrew.yaml` (a Latin and a Hebrew word, the second in none of the
    /// shipped fonts) and
    /// `fonts/DejaVuSans.ttf`.
    private func repository() throws -> URL {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu + "/DejaVuSans.ttf"), "fonts-dejavu-core is needed")
        let root = try temporaryFolder()
        for folder in ["scenes", "fonts"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: Self.dejaVu + "/DejaVuSans.ttf", toPath: root.appendingPathComponent("fonts/DejaVuSans.ttf").path)
        try "canvas: {size: [120, 30], scale: 1}\nview:\n  Text: 'Hi שלום'\n".write(
            to: root.appendingPathComponent("scenes/hebrew.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    /// Runs `layoutdraw`, stopping it if it is still running after 30 seconds (a `watch` that
    /// did not exit); `exited` says whether it ended by itself.
    private func runToEnd(_ arguments: [String], in folder: URL) throws -> (result: CommandResult, exited: Bool) {
        let process = Process()
        process.executableURL = try GoldenSupport.executable()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let exited = !process.isRunning
        if !exited { process.terminate() }
        process.waitUntilExit()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        let result = CommandResult(status: process.terminationStatus, standardOutput: out, standardError: String(decoding: err, as: UTF8.self))
        return (result, exited)
    }

    /// The audit's case: `watch --font-dir /nope` printed "has errors" and kept serving.
    @Test func watchExits66ForAFontFolderItCannotReadBeforeServing() throws {
        let root = try repository()
        let (result, exited) = try runToEnd(["watch", "scenes/hebrew.yaml", "--font-dir", "/nonexistent/fonts"], in: root)
        #expect(exited, "watch kept running: \(result.standardError)")
        #expect(result.status == 66)
        #expect(result.standardError.contains("cannot read font folder /nonexistent/fonts: no such folder"), "\(result.standardError)")
        // Nothing was served or drawn.
        #expect(!String(decoding: result.standardOutput, as: UTF8.self).contains("Watching"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("scenes/hebrew.png").path))
    }

    @Test func watchExits64ForAFamilyNoFontHasWithASuggestion() throws {
        let root = try repository()
        let (result, exited) = try runToEnd(["watch", "scenes/hebrew.yaml", "--font-family", "Intr"], in: root)
        #expect(exited, "watch kept running: \(result.standardError)")
        #expect(result.status == 64)
        #expect(result.standardError.contains("no font of family \"Intr\""), "\(result.standardError)")
        #expect(result.standardError.contains("did you mean \"Inter\"?"), "\(result.standardError)")
        #expect(!String(decoding: result.standardOutput, as: UTF8.self).contains("Watching"))
    }

    /// `validate` measures with the added fonts: the Hebrew word has glyphs in DejaVu Sans
    /// (no warning), none in the shipped fonts (a warning naming its letters, shin among them).
    @Test func validateTakesTheFontOptions() throws {
        let root = try repository()
        let shipped = try GoldenSupport.run(["validate", "scenes/hebrew.yaml"], in: root)
        #expect(shipped.status == 0)
        #expect(shipped.standardError.contains("U+05E9 'ש'") && shipped.standardError.contains("have no glyph in the fonts"), "\(shipped.standardError)")
        let added = try GoldenSupport.run(["validate", "scenes/hebrew.yaml", "--font-dir", "fonts"], in: root)
        #expect(added.status == 0)
        #expect(added.standardError.isEmpty, "\(added.standardError)")
        let family = try GoldenSupport.run(["validate", "scenes/hebrew.yaml", "--font-dir", "fonts", "--font-family", "DejaVu Sans"], in: root)
        #expect(family.status == 0)
        #expect(family.standardError.isEmpty, "\(family.standardError)")
        let missing = try GoldenSupport.run(["validate", "scenes/hebrew.yaml", "--font-dir", "/nonexistent/fonts"], in: root)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("cannot read font folder /nonexistent/fonts: no such folder"), "\(missing.standardError)")
        let typo = try GoldenSupport.run(["validate", "scenes/hebrew.yaml", "--font-family", "Intr"], in: root)
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("did you mean \"Inter\"?"), "\(typo.standardError)")
    }

    /// A golden drawn with an added font passes `check --font-dir` and fails without it (the
    /// Hebrew word is then four boxes); the update command repeats the font options.
    @Test func checkTakesTheFontOptions() throws {
        let root = try repository()
        let recorded = try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "--font-dir", "fonts", "-u"], in: root)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        // The golden is what `layoutdraw` draws with the same font folder.
        #expect(try GoldenSupport.run(["scenes/hebrew.yaml", "-o", "rendered.png", "--font-dir", "fonts"], in: root).status == 0)
        #expect(
            try GoldenSupport.readPNG(root.appendingPathComponent("goldens/hebrew.png"))
                == GoldenSupport.readPNG(root.appendingPathComponent("rendered.png")))

        let same = try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "--font-dir", "fonts"], in: root)
        #expect(same.status == 0, "\(String(decoding: same.standardOutput, as: UTF8.self))")
        let without = try GoldenSupport.run(["check", "scenes", "--golden", "goldens"], in: root)
        #expect(without.status == 1)

        // Recorded without the font, checked with it: the update command keeps --font-dir.
        #expect(try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "-u"], in: root).status == 0)
        let failed = try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "--font-dir", "fonts", "--font-family", "DejaVu Sans"], in: root)
        #expect(failed.status == 1)
        #expect(
            String(decoding: failed.standardOutput, as: UTF8.self).contains(
                "update: layoutdraw check scenes/hebrew.yaml --golden goldens --font-dir fonts --font-family 'DejaVu Sans' -u"),
            "\(String(decoding: failed.standardOutput, as: UTF8.self))")

        let missing = try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "--font-dir", "/nonexistent/fonts"], in: root)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("cannot read font folder /nonexistent/fonts: no such folder"), "\(missing.standardError)")
        let typo = try GoldenSupport.run(["check", "scenes", "--golden", "goldens", "--font-family", "Intr"], in: root)
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("did you mean \"Inter\"?"), "\(typo.standardError)")
    }

    /// The project file's `fontDirs` (relative to the file) and `fontFamily` are the options'
    /// defaults; the command line replaces them.
    @Test func theProjectFileNamesTheFonts() throws {
        let root = try repository()
        try "scenes: scenes\ngoldens: goldens\nfontDirs: fonts\nfontFamily: DejaVu Sans\n".write(
            to: root.appendingPathComponent("layoutdraw.yaml"), atomically: true, encoding: .utf8)
        let recorded = try GoldenSupport.run(["check", "-u"], in: root)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(
            try GoldenSupport.run(["scenes/hebrew.yaml", "-o", "rendered.png", "--font-dir", "fonts", "--font-family", "DejaVu Sans"], in: root)
                .status == 0)
        #expect(
            try GoldenSupport.readPNG(root.appendingPathComponent("goldens/hebrew.png"))
                == GoldenSupport.readPNG(root.appendingPathComponent("rendered.png")))
        #expect(try GoldenSupport.run(["check"], in: root).status == 0)
        // The command line's family replaces the project's: "Hi" in Inter (the Hebrew still in
        // DejaVu Sans, the only font with it) differs from "Hi" in DejaVu Sans.
        #expect(try GoldenSupport.run(["check", "--font-family", "Inter"], in: root).status == 1)
    }

    @Test func theProjectFilesFontSettingsAreRead() throws {
        let project = try CheckProject.parse("fontDirs: [fonts, /usr/share/fonts/extra]\nfontFamily: DejaVu Sans\n", path: "docs/layoutdraw.yaml")
        #expect(project.fontDirectories == ["docs/fonts", "/usr/share/fonts/extra"])
        #expect(project.fontFamily == "DejaVu Sans")
        let none = try CheckProject.parse("goldens: Images\n", path: "layoutdraw.yaml")
        #expect(none.fontDirectories == nil && none.fontFamily == nil)
        do {
            _ = try CheckProject.parse("fontFamily: [Inter]\nfontDir: fonts\n", path: "layoutdraw.yaml")
            Issue.record("a list as the family and a misspelt key were accepted")
        } catch {
            #expect(error.message.contains("layoutdraw.yaml:1:13: error: 'fontFamily' takes a font family's name, not a list"), "\(error.message)")
            #expect(error.message.contains("layoutdraw.yaml:2:1: error: unknown setting 'fontDir'; did you mean 'fontDirs'?"), "\(error.message)")
        }
    }
}
