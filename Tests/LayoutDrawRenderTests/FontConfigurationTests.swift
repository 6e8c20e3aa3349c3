import Glibc
import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

@Suite struct FontConfigurationTests {
    private let requests = [
        TextRequest(string: "Hello world", font: Font(size: 20)),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: Font(size: 17), width: 120),
        TextRequest(string: "0123456789 → ÆØÅ", font: Font(size: 13)),
    ]

    @Test func standardIsDebiansInterThenNotoSansCJK() {
        #expect(FontConfiguration.standard.directories == ["/usr/share/fonts/opentype/inter"])
        #expect(FontConfiguration.standard.files == [
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        ])
        #expect(FontConfiguration.standard.family == "Inter")
        #expect(FontConfiguration.standard.fallbackFamilies == ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC"])
    }

    /// The CJK family of a text's language comes first: Korean for Hangul, Japanese for kana,
    /// Simplified Chinese for Han characters alone; text without CJK keeps the default order.
    @Test func cjkFamilyFollowsTheTextsScript() {
        let fonts = FontConfiguration.standard
        #expect(fonts.families(for: "Hello") == "Inter,Noto Sans CJK JP,Noto Sans CJK KR,Noto Sans CJK SC,Noto Sans CJK TC")
        #expect(fonts.families(for: "GeometryReaderの挙動") == "Inter,Noto Sans CJK JP,Noto Sans CJK KR,Noto Sans CJK SC,Noto Sans CJK TC")
        #expect(fonts.families(for: "크기 및 좌표계") == "Inter,Noto Sans CJK KR,Noto Sans CJK JP,Noto Sans CJK SC,Noto Sans CJK TC")
        #expect(fonts.families(for: "几何读取器") == "Inter,Noto Sans CJK SC,Noto Sans CJK JP,Noto Sans CJK KR,Noto Sans CJK TC")
        // Kanji with kana is Japanese, whichever comes first.
        #expect(FontConfiguration.cjkPreference(for: "挙動について") == "Noto Sans CJK JP")
    }

    /// `--font-dir` adds to the shipped fonts; `--font-family` puts its family first and keeps
    /// Inter and Noto Sans CJK behind it.
    @Test func addedFoldersKeepTheShippedFonts() {
        let fonts = FontConfiguration.standard(adding: ["/tmp/mine"], family: "DejaVu Sans")
        #expect(fonts.directories == ["/usr/share/fonts/opentype/inter", "/tmp/mine"])
        #expect(fonts.files == FontConfiguration.standard.files)
        #expect(fonts.family == "DejaVu Sans")
        #expect(fonts.fallbackFamilies.first == "Inter")
        #expect(FontConfiguration.standard(adding: []) == .standard)
    }

    /// Japanese and Korean have glyphs; an emoji has none, in any shipped font.
    @Test func missingCharactersAreThoseNoFontHas() {
        #expect(sharedMeasurer.missingCharacters(in: TextRequest(string: "挙動 크기 几何 ABC", font: Font(size: 17))).isEmpty)
        #expect(
            sharedMeasurer.missingCharacters(in: TextRequest(string: "a 😀 b 🚀 😀\tc", font: Font(size: 17)))
                == ["\u{1F600}", "\u{1F680}"])
    }

    /// A line with Japanese is as high as Noto Sans CJK's ascender plus descender (its hhea
    /// table: 1160 + 288 units of 1000), which is more than SF Pro's line box (17 × 2444 / 2048 = 20.29): 17 × 1.448 = 24.616 points, as a line of Chinese or Japanese on a device is taller than a line of Latin text (its characters come from the CJK fallback font and its taller ascent and descent).
    @Test func japaneseLineHeightIsNotoSansCJKs() {
        let size = sharedMeasurer.measure(TextRequest(string: "学ぶ", font: Font(size: 17))).size
        #expect(abs(size.height - 24.616) < 0.001)
        let mixed = sharedMeasurer.measure(TextRequest(string: "Reader の", font: Font(size: 17))).size
        #expect(abs(mixed.height - 24.616) < 0.001)
    }

    /// A directory holding nothing but copies of Inter Regular and Inter Display Regular measures
    /// exactly like the standard configuration: nothing else on the machine takes part.
    @Test func measurementsDependOnlyOnTheConfiguredFonts() throws {
        let directory = scratchDirectory("inter-regular-only")
        for name in ["Inter-Regular.otf", "InterDisplay-Regular.otf"] {
            writeFile(directory + "/" + name, readFile("/usr/share/fonts/opentype/inter/" + name))
        }
        let single = try PangoTextMeasurer(fonts: FontConfiguration(directories: [directory], family: "Inter", displayFamily: "Inter Display"))
        for request in requests {
            #expect(single.measure(request) == sharedMeasurer.measure(request))
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        do {
            _ = try PangoTextMeasurer(fonts: .standard(adding: ["/nonexistent/fonts"]))
            Issue.record("a missing folder was accepted")
        } catch {
            #expect(error == .fontFolderUnreadable(path: "/nonexistent/fonts", reason: "no such folder"))
        }
    }

    @Test func aMissingFamilySuggestsTheNearestOne() throws {
        do {
            _ = try PangoTextMeasurer(fonts: .standard(adding: [], family: "noto sans cjk jp "))
            Issue.record("a missing family was accepted")
        } catch {
            guard case .fontFamilyMissing(let family, let available) = error else {
                Issue.record("expected fontFamilyMissing, got \(error)")
                return
            }
            #expect(family == "noto sans cjk jp ")
            #expect(available.contains("Inter") && available.contains("Noto Sans CJK KR"))
            #expect(error.message.contains("did you mean \"Noto Sans CJK JP\"?"))
        }
    }

    @Test func anEmptyDirectoryHasNoFonts() throws {
        let directory = scratchDirectory("empty")
        #expect(throws: RenderError.self) {
            try PangoTextMeasurer(fonts: FontConfiguration(directories: [directory], family: "Inter"))
        }
        do {
            let fonts = FontConfiguration(directories: [directory, "/nonexistent/fonts"], family: "Inter")
            _ = try PangoTextMeasurer(fonts: fonts)
        } catch {
            guard case .fontFolderUnreadable(let path, let reason) = error else {
                Issue.record("expected fontFolderUnreadable, got \(error)")
                return
            }
            #expect(path == directory)
            #expect(reason == "it holds no font files (.otf, .ttf, .ttc)")
            #expect(error.message.hasPrefix("cannot read font folder \(directory):"))
        }
    }

    /// Other installed fonts are never a fallback for the configured family.
    @Test func aMissingFamilyIsAnErrorNotAFallback() throws {
        #expect(throws: RenderError.self) {
            try PangoTextMeasurer(fonts: FontConfiguration(directories: ["/usr/share/fonts/truetype"], family: "Inter"))
        }
        #expect(throws: RenderError.self) {
            try PangoTextMeasurer(
                fonts: FontConfiguration(directories: FontConfiguration.standard.directories, family: "Helvetica"))
        }
    }

    // MARK: Where the shipped fonts are looked for

    /// The fonts `make install` copies live in PREFIX/share/layoutdraw/fonts, PREFIX the folder
    /// above the binary's.
    @Test func installedFontsAreBesideTheBinarysFolder() {
        #expect(FontConfiguration.installedFonts(forExecutable: "/tmp/ldprefix/bin/layoutdraw") == "/tmp/ldprefix/share/layoutdraw/fonts")
        #expect(FontConfiguration.installedFonts(forExecutable: "/bin/layoutdraw") == "/share/layoutdraw/fonts")
        #expect(FontConfiguration.installedFonts(forExecutable: "/layoutdraw") == nil)
        #expect(FontConfiguration.installedFonts(forExecutable: "bin/layoutdraw") == nil)
    }

    /// First the installed copies, when their folder exists; else Debian's files. Never a mixture.
    @Test func installedFontsComeBeforeDebians() {
        let installed = FontConfiguration.shipped(executable: "/opt/ld/bin/layoutdraw") { $0 == "/opt/ld/share/layoutdraw/fonts" }
        #expect(installed.source == .installed("/opt/ld/share/layoutdraw/fonts"))
        #expect(installed.fonts.directories == ["/opt/ld/share/layoutdraw/fonts/inter"])
        #expect(installed.fonts.files == [
            "/opt/ld/share/layoutdraw/fonts/noto/NotoSansCJK-Regular.ttc", "/opt/ld/share/layoutdraw/fonts/noto/NotoSansCJK-Bold.ttc",
        ])
        #expect(installed.fonts.family == "Inter" && installed.fonts.fallbackFamilies == FontConfiguration.cjkFamilies)

        let debian = FontConfiguration.shipped(executable: "/opt/ld/bin/layoutdraw") { _ in false }
        #expect(debian.source == .debian(lookedIn: "/opt/ld/share/layoutdraw/fonts"))
        #expect(debian.fonts.directories == ["/usr/share/fonts/opentype/inter"])
        #expect(debian.fonts.files == ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"])
        // This test binary has no installed fonts beside it: Debian's.
        #expect(FontConfiguration.standard == debian.fonts)
    }

    /// An installation laid out as `make install` lays it out (here links to Debian's files)
    /// measures exactly as Debian's fonts do, Latin and Japanese alike.
    @Test func anInstalledCopyMeasuresLikeDebiansFiles() throws {
        let prefix = scratchDirectory("installed-prefix")
        for folder in ["bin", "share", "share/layoutdraw", "share/layoutdraw/fonts", "share/layoutdraw/fonts/inter", "share/layoutdraw/fonts/noto"] {
            mkdir(prefix + "/" + folder, 0o755)
        }
        let inter = "/usr/share/fonts/opentype/inter"
        for name in ["Inter-Regular.otf", "Inter-Bold.otf", "Inter-SemiBold.otf", "InterDisplay-Regular.otf", "InterDisplay-Bold.otf"] {
            unlink(prefix + "/share/layoutdraw/fonts/inter/" + name)
            symlink(inter + "/" + name, prefix + "/share/layoutdraw/fonts/inter/" + name)
        }
        for file in FontConfiguration.notoCJKFiles {
            let link = prefix + "/share/layoutdraw/fonts/noto/" + file.split(separator: "/").last!
            unlink(link)
            symlink(file, link)
        }
        let shipped = FontConfiguration.shipped(executable: prefix + "/bin/layoutdraw", isFolder: FileContents.isDirectory)
        #expect(shipped.source == .installed(prefix + "/share/layoutdraw/fonts"))
        let measurer = try PangoTextMeasurer(fonts: shipped.fonts)
        for request in requests + [TextRequest(string: "GeometryReaderの挙動について", font: Font(size: 17, weight: .bold), width: 150)] {
            #expect(measurer.measure(request) == sharedMeasurer.measure(request))
        }
    }
}
