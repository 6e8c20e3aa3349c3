import Foundation
import LayoutDraw
import Testing

/// Fonts for every script, on the command line: Japanese and Korean from the shipped Noto Sans
/// CJK, a character no font has reported at its `Text`, `--font-dir` adding fonts, clear
/// errors for a wrong folder or family, and `--version` naming what decides the pixels.
@Suite struct FontCommandLineTests {
    private func scene(_ yaml: String) throws -> URL {
        let url = try temporaryFolder().appendingPathComponent("scene.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The fixture's Japanese and Korean lines all have glyphs (no warning), and a line of it
    /// is as high as Noto Sans CJK's ascender and descender (hhea: 1160 + 288 per 1000 units),
    /// taller than SF Pro's line box, with body's leading between lines (22 less SF Pro's
    /// 17 × 2444 / 2048 = 20.287: 1.713): the 3-line Japanese sentence at 17 points is
    /// 3 × 17 × 1.448 + 2 × 1.713 = 77.27, rounded up to the half point (display scale 2): 77.5;
    /// the headline, now on one line, 24.616 → 25; the Korean sentence's two lines
    /// 2 × 24.616 + 1.713 = 50.945 → 51; the 12-point caption 17.376 → 17.5. The reader reads the
    /// 288 points the padding leaves of the 320-point canvas, by its 60-point frame.
    @Test func japaneseAndKoreanFixtureHasEveryGlyph() throws {
        let result = try runLayoutdraw([Repository.fixture("fonts-japanese-korean.yaml").path, "--dump", "json", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let tree = try layOutFixture("fonts-japanese-korean.yaml")
        let texts = tree.nodes.filter { $0.kind == "Text" }
        #expect(texts.map(\.frame.height) == [25, 77.5, 17.5, 51])
        #expect(texts[2].text == "크기: 288.0 x 60.0")
    }

    /// An emoji (no shipped font has one) draws as a box with its code: a warning naming the
    /// character at the Text, exit 0, once for the two Texts of one ForEach.
    @Test func aCharacterWithoutGlyphIsAWarningAtTheText() throws {
        let url = try scene("""
            view:
              VStack:
                - ForEach:
                    count: 2
                    content:
                      - Text: 'Done 😀'
                - Text: 学ぶ
            """)
        let result = try runLayoutdraw([url.path, "-o", url.deletingLastPathComponent().appendingPathComponent("a.png").path])
        #expect(result.status == 0)
        let warnings = result.standardError.components(separatedBy: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(result.standardError)")
        #expect(warnings.first?.hasPrefix("\(url.path):6:") == true, "\(result.standardError)")
        #expect(warnings.first?.contains("U+1F600 '😀' has no glyph in the fonts") == true, "\(result.standardError)")
    }

    /// `--font-dir` adds a folder to the shipped fonts: Hebrew, which neither Inter nor Noto Sans
    /// CJK has, is found in DejaVu Sans; with `--font-family` the text is set in DejaVu Sans
    /// and its Japanese still falls back to Noto Sans CJK.
    @Test func fontDirAddsToTheShippedFonts() throws {
        let dejaVu = "/usr/share/fonts/truetype/dejavu"
        try #require(FileManager.default.fileExists(atPath: dejaVu + "/DejaVuSans.ttf"), "fonts-dejavu-core is needed")
        let url = try scene("view:\n  Text: 'שלום 学ぶ'\n")
        let out = url.deletingLastPathComponent().appendingPathComponent("a.png").path
        let shipped = try runLayoutdraw([url.path, "-o", out])
        #expect(shipped.status == 0)
        #expect(shipped.standardError.contains("U+05E9 'ש'"), "\(shipped.standardError)")
        let added = try runLayoutdraw([url.path, "-o", out, "--font-dir", dejaVu])
        #expect(added.status == 0)
        #expect(added.standardError.isEmpty, "\(added.standardError)")
        let family = try runLayoutdraw([url.path, "-o", out, "--font-dir", dejaVu, "--font-family", "DejaVu Sans"])
        #expect(family.status == 0)
        // DejaVu Sans has no Display cut: said once, the text drawn in DejaVu Sans.
        #expect(family.standardError.hasPrefix("layoutdraw: warning: font family 'DejaVu Sans' has no Display cut"), "\(family.standardError)")
        #expect(family.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(family.standardError)")
    }

    @Test func aMissingFontFolderExits66() throws {
        let url = try scene("view:\n  Text: Hello\n")
        let result = try runLayoutdraw([url.path, "-o", "/tmp/never.png", "--font-dir", "/nonexistent/fonts"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("cannot read font folder /nonexistent/fonts: no such folder"), "\(result.standardError)")
        #expect(!result.standardError.contains("internal error"))
    }

    @Test func aMissingFontFamilyExits64WithASuggestion() throws {
        let url = try scene("view:\n  Text: Hello\n")
        let result = try runLayoutdraw([url.path, "-o", "/tmp/never.png", "--font-family", "Intr"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("no font of family \"Intr\""), "\(result.standardError)")
        #expect(result.standardError.contains("did you mean \"Inter\"?"), "\(result.standardError)")
    }

    /// A family without a Display cut ("Noto Sans CJK JP Display" does not exist) draws, with
    /// one warning that names the cut it looked for; the picture is written (exit 0).
    @Test func aFamilyWithoutADisplayCutIsAWarning() throws {
        let url = try scene("view:\n  VStack:\n    - Text: Hello\n    - Text: Title\n      font: largeTitle\n")
        let output = try temporaryFolder().appendingPathComponent("out.png")
        let result = try runLayoutdraw([url.path, "-o", output.path, "--font-family", "Noto Sans CJK JP"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.components(separatedBy: "warning:").count - 1 == 1, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "font family 'Noto Sans CJK JP' has no Display cut ('Noto Sans CJK JP Display' is not among the fonts)"),
            "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: output.path))
        // Inter has one: no warning.
        let inter = try runLayoutdraw([url.path, "-o", output.path])
        #expect(inter.standardError.isEmpty, "\(inter.standardError)")
    }

    /// A Dynamic Type size that does not exist is a usage error (64) with the size meant.
    @Test func anUnknownDynamicTypeSizeExits64WithASuggestion() throws {
        let url = try scene("view:\n  Text: Hello\n")
        let result = try runLayoutdraw([url.path, "-o", "/tmp/never.png", "--dynamic-type-size", "AX6"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--dynamic-type-size: 'AX6' is not a Dynamic Type size; did you mean 'AX1'?"), "\(result.standardError)")
        let check = try runLayoutdraw(["check", url.path, "--dynamic-type-size", "large,xxlarg"])
        #expect(check.status == 64)
        #expect(check.standardError.contains("'xxlarg' is not a Dynamic Type size; did you mean 'xxLarge'?"), "\(check.standardError)")
    }

    /// `--version` names cairo, Pango, librsvg and every font file with its revision (the
    /// OpenType head table's fontRevision: Inter 3.019 in fonts-inter 4.0~beta7, Noto Sans CJK
    /// 2.004 in fonts-noto-cjk 20220127).
    @Test func versionNamesTheLibrariesAndFonts() throws {
        let result = try runLayoutdraw(["--version"])
        #expect(result.status == 0)
        let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "layoutdraw 0.1.0")
        // A build in the package's .build folder has no fonts installed beside it.
        #expect(
            lines.count > 1 && lines[1].hasPrefix("fonts from Debian's fonts-inter and fonts-noto-cjk (none installed in /")
                && lines[1].hasSuffix("/share/layoutdraw/fonts)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("cairo 1.") })
        #expect(lines.contains { $0.hasPrefix("pango 1.") })
        #expect(lines.contains { $0.hasPrefix("librsvg 2.") })
        #expect(lines.contains { $0.hasPrefix("font /usr/share/fonts/opentype/inter: Inter 3.019") })
        #expect(lines.contains { $0.hasPrefix("font /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc:") && $0.contains("Noto Sans CJK JP 2.004") })
    }

    /// The goldens were recorded with these font revisions; another revision moves glyphs, and
    /// this test says why the goldens then fail.
    @Test func shippedFontsAreTheRecordedRevisions() throws {
        let versions = try LibraryVersions.current()
        let families = versions.fonts.flatMap(\.families)
        #expect(families.contains(.init(family: "Inter", version: "3.019")), "the goldens were recorded with Inter 3.019 (fonts-inter 4.0~beta7+ds-1)")
        #expect(
            families.contains(.init(family: "Noto Sans CJK JP", version: "2.004")),
            "the goldens were recorded with Noto Sans CJK 2.004 (fonts-noto-cjk 1:20220127+repack1-1)")
    }

    /// The locale does not choose fonts or line breaks: Pango's language is fixed.
    @Test func renderingIgnoresTheLocale() throws {
        let folder = try temporaryFolder()
        let scene = Repository.fixture("fonts-japanese-korean.yaml").path
        var outputs: [Data] = []
        for language in ["C", "ja_JP.UTF-8", "zh_CN.UTF-8", "ko_KR.UTF-8"] {
            let out = folder.appendingPathComponent("\(language).png")
            let result = try GoldenSupport.run(
                [scene, "-o", out.path], environment: ["LANG": language, "LC_ALL": language, "LANGUAGE": language, "PANGO_LANGUAGE": language])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try Data(contentsOf: out))
        }
        #expect(Set(outputs).count == 1)
    }
}
