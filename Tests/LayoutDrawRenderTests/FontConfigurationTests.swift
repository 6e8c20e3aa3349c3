import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

@Suite struct FontConfigurationTests {
    private let requests = [
        TextRequest(string: "Hello world", font: Font(size: 20)),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: Font(size: 17), width: 120),
        TextRequest(string: "0123456789 → ÆØÅ", font: Font(size: 13)),
    ]

    @Test func standardIsDebiansInter() {
        #expect(FontConfiguration.standard.directories == ["/usr/share/fonts/opentype/inter"])
        #expect(FontConfiguration.standard.family == "Inter")
    }

    /// A directory holding nothing but a copy of Inter Regular measures exactly like the standard
    /// configuration: nothing else on the machine takes part.
    @Test func measurementsDependOnlyOnTheConfiguredFonts() throws {
        let directory = scratchDirectory("inter-regular-only")
        writeFile(directory + "/Inter-Regular.otf", readFile("/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        let single = try PangoTextMeasurer(fonts: FontConfiguration(directories: [directory], family: "Inter"))
        for request in requests {
            #expect(single.measure(request) == sharedMeasurer.measure(request))
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
            guard case .fontsUnavailable(let detail) = error else {
                Issue.record("expected fontsUnavailable, got \(error)")
                return
            }
            #expect(detail.contains("fonts-inter"))
            #expect(error.message.hasPrefix("fonts unavailable:"))
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
}
