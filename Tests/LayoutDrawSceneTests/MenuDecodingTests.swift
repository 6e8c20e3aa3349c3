import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `Menu` drawn closed: its label as a button, its content never compiled nor shown. Canvas
/// 400 × 400 without a safe area; the fixed-advance measurer: a body (17-point) character is
/// 0.6 × 17 = 10.2 wide and a line 1.2 × 17 = 20.4 high, a text's size rounded up to the half
/// point, so "Actions" is 71.4 → 71.5 × 20.4 → 20.5.
@Suite("Menu, decoded")
struct MenuDecodingTests {
    func layOut(_ source: String, file: String = "S.swift") throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: file, options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    func root(_ source: String, file: String = "S.swift") throws -> ViewNode {
        try SceneDecoder.decode(source, file: file).root
    }

    func problems(_ source: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: "S.swift")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aMenuIsItsLabelAsABorderlessButton() throws {
        let menu = try root("Menu(\"Actions\") {\n    Button(\"Duplicate\") {}\n    Button(\"Rename\") {}\n}")
        #expect(kinds(menu) == ["Menu", "Button", "Text"])
        let tree = try layOut("Menu(\"Actions\") { Button(\"Duplicate\") {} }.accessibilityIdentifier(\"m\")")
        // Exactly its label, centred: ((400 − 71.5) / 2, (400 − 20.5) / 2).
        #expect(tree.frame("m") == Rect(x: 164.25, y: 189.75, width: 71.5, height: 20.5))
    }

    @Test func aLabelViewAndASystemImage() throws {
        let labelled = try root("Menu {\n    Button(\"Open in Preview\") {}\n} label: {\n    Label(\"PDF\", systemImage: \"doc.fill\")\n}")
        #expect(Array(kinds(labelled).prefix(3)) == ["Menu", "Button", "Label"])
        let titled = try root("Menu(\"Options\", systemImage: \"doc.fill\") { Button(\"A\") {} } primaryAction: {}")
        #expect(Array(kinds(titled).prefix(3)) == ["Menu", "Button", "Label"])
        // YAML: a title, or a label with content.
        #expect(kinds(try root("view:\n  Menu: Actions\n", file: "s.yaml")) == ["Menu", "Button", "Text"])
        #expect(
            kinds(try root("view:\n  Menu:\n    label: {Text: PDF}\n    content:\n      - Button: Open\n", file: "s.yaml"))
                == ["Menu", "Button", "Text"])
    }

    @Test func itTakesTheButtonStyleAroundItUnlessBorderless() throws {
        // .bordered: the label inset 12 and 7 (regular control size): 95.5 × 34.5.
        let bordered = try layOut("Menu(\"Actions\") { Button(\"A\") {} }.accessibilityIdentifier(\"m\").buttonStyle(.bordered)")
        #expect(bordered.frame("m").size == Size(width: 95.5, height: 34.5))
        // .menuStyle(.borderlessButton) wins over the bordered button style: the label alone.
        let borderless = try layOut(
            "Menu(\"Actions\") { Button(\"A\") {} }.accessibilityIdentifier(\"m\").menuStyle(.borderlessButton).buttonStyle(.bordered)")
        #expect(borderless.frame("m").size == Size(width: 71.5, height: 20.5))
        let button = try layOut("Menu(\"Actions\") { Button(\"A\") {} }.accessibilityIdentifier(\"m\").menuStyle(.button).buttonStyle(.bordered)")
        #expect(button.frame("m").size == Size(width: 95.5, height: 34.5))
    }

    @Test func theContentIsNeverCompiled() throws {
        // A Slider with no value is an error anywhere else; in a menu's content it is not drawn.
        #expect(problems("Slider()") .count == 1)
        #expect(problems("Menu(\"Actions\") { Slider() }").isEmpty)
    }

    @Test func aMenuWithoutTitleOrLabelIsAnError() {
        let missing = problems("Menu { Button(\"A\") {} }")
        #expect(missing.count == 1 && missing.first?.hasPrefix("S.swift:1:") == true && missing.first?.contains("'Menu' needs a title or a label") == true)
        let style = problems("Menu(\"A\") { }.menuStyle(.bogus)")
        #expect(style.count == 1 && style.first?.contains("bogus") == true)
    }
}
