import LayoutDrawCore
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawSyntax

/// `// layoutdraw: …` lines at the top of a SwiftUI source, and telling a scene's language
/// from its text when its name does not say.
@Suite("Source directives and languages")
struct SourceDirectiveTests {
    private func directives(_ source: String) -> (SourceDirectives, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let found = SourceDirectives(source: source, file: "S.swift") { problems.append($0) }
        return (found, problems)
    }

    @Test func optionsAreReadFromTheCommentLinesThatStartTheFile() {
        let (found, problems) = directives(
            """
            // Article 001, with its device.
            // layoutdraw: --device "iPhone 11 Pro Max" --set degree=30

            // layoutdraw: --margin 24 --seed 7
            import SwiftUI
            // layoutdraw: --scale 3
            """)
        #expect(problems.isEmpty)
        #expect(found.device == DevicePreset.named["iPhone 11 Pro Max"])
        #expect(found.overrides == ["degree": "30"])
        #expect(found.margin == 24)
        #expect(found.seed == 7)
        // A directive after the code starts is a plain comment.
        #expect(found.scale == nil)
    }

    @Test func aBadDirectiveIsAnErrorAtItsLine() {
        let (_, problems) = directives("// layoutdraw: --devise x\n// layoutdraw: --size 0x10\n// layoutdraw: --device \"iPhone 11\n")
        #expect(problems.map(\.message) == [
            "unknown option '--devise' in a layoutdraw directive; did you mean '--device'?",
            "--size takes WIDTHxHEIGHT in points (such as 400x300) or 'fit', not '0x10'",
            "unterminated quote in this layoutdraw directive",
        ])
        // Columns point just past "// layoutdraw:" (15 characters), at the options.
        #expect(problems.map { $0.location?.line } == [1, 2, 3])
        #expect(problems.first?.location?.column == 16)
    }

    @Test func theCommandLineWinsOverDirectives() {
        let (found, _) = directives("// layoutdraw: --device \"iPhone SE\" --color-scheme dark --set a=1 --set b=2")
        var options = SceneDecodingOptions(colorScheme: .light)
        options.sizing = .fit
        options.overrides = ["a": "9"]
        let merged = found.applied(to: options)
        #expect(merged.sizing == .fit)
        #expect(merged.device == nil)
        #expect(merged.colorScheme == .light)
        #expect(merged.overrides == ["a": "9", "b": "2"])
    }

    @Test(arguments: [
        ("import SwiftUI\n", SourceLanguage.swift),
        ("HStack(spacing: 12) {\n  Text(\"a\")\n}", .swift),
        ("  Text(\"Hello\").padding()", .swift),
        ("#Preview {\n  Text(\"a\")\n}", .swift),
        ("struct A: View {}", .swift),
        ("# a YAML comment\nview:\n  Text: Hello", .yaml),
        ("view:\n  Text: Hello(there)", .yaml),
        ("Text: Hello", .yaml),
        ("", .yaml),
    ])
    func theLanguageOfUnnamedTextIsToldFromItsStart(_ text: String, _ language: SourceLanguage) {
        #expect(SourceLanguage(file: "<stdin>", text: text) == language)
    }

    @Test func aNameSaysTheLanguage() {
        #expect(SourceLanguage(file: "a.swift", text: "view: x") == .swift)
        #expect(SourceLanguage(file: "a.yaml", text: "import SwiftUI") == .yaml)
    }
}
