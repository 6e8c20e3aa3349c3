import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `Link` is a button whose action opens its URL (Apple: links take the button style around
/// them). Canvas 400 × 400 without a safe area; the fixed-advance measurer: a body character is
/// 0.6 × 17 = 10.2 wide and a line 20.4 → 20.5 high, so "Help" is 40.8 → 41 wide.
@Suite("Link, decoded")
struct LinkDecodingTests {
    func layOut(_ source: String, file: String = "S.swift") throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: file, options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    func root(_ source: String, file: String = "S.swift") throws -> ViewNode {
        try SceneDecoder.decode(source, file: file).root
    }

    @Test func aLinkIsItsLabelAsAButton() throws {
        let titled = try root("Link(\"Help\", destination: URL(string: \"https://example.com\")!)")
        #expect(kinds(titled) == ["Link", "Text"])
        let labelled = try root("Link(destination: URL(string: \"https://example.com\")!) {\n    Label(\"Site\", systemImage: \"globe\")\n}")
        #expect(Array(kinds(labelled).prefix(2)) == ["Link", "Label"])
        #expect(kinds(try root("view:\n  Link: Help\n", file: "s.yaml")) == ["Link", "Text"])
        // Exactly its label, centred: ((400 − 41) / 2, (400 − 20.5) / 2).
        let tree = try layOut("Link(\"Help\", destination: URL(string: \"https://example.com\")!).accessibilityIdentifier(\"l\")")
        #expect(tree.frame("l") == Rect(x: 179.5, y: 189.75, width: 41, height: 20.5))
        // A bordered button style insets it as a button: 12 and 7 each side, 65 × 34.5.
        let bordered = try layOut("Link(\"Help\", destination: URL(string: \"https://example.com\")!).accessibilityIdentifier(\"l\").buttonStyle(.bordered)")
        #expect(bordered.frame("l").size == Size(width: 65, height: 34.5))
    }
}
