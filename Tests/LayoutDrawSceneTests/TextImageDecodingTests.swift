import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// An `Image` inside a `Text` (`TextImage`), through the whole compiler in both front ends:
/// canvas 400 × 400, the fixed-advance measurer (a 17-point body character is 0.6 × 17 = 10.2
/// wide, a line 1.2 × 17 = 20.4 high), sizes rounded up to the canvas's 2x pixel grid. A symbol is one character
/// 1.2 × 17 = 20.4 wide that keeps its font's line; an image file is its natural size on the
/// baseline.
@Suite("Images in text, decoded")
struct TextImageDecodingTests {
    func layOut(_ source: String, file: String = "S.swift") throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: file, options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    func problems(_ source: String, file: String = "S.swift") -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: file)
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    func size(_ tree: FrameTree, _ id: String) throws -> Size {
        try #require(tree.node(id: id)).frame.size
    }

    @Test func aSymbolInALiteralIsOneCharacterOfItsWidth() throws {
        let tree = try layOut(#"""
            VStack {
                Text("ab\(Image(systemName: "star.fill"))c").id("t")
                Text("abc").id("plain")
            }
            """#)
        // 3 × 10.2 + 20.4 = 51, on the line of "abc" (20.4, on the grid 20.5).
        #expect(try size(tree, "t") == Size(width: 51, height: 20.5))
        #expect(try size(tree, "t").height == size(tree, "plain").height)
        #expect(tree.node(id: "t")?.text == "ab\u{FFFC}c")
    }

    @Test func aTextWrapsAroundASymbol() throws {
        // Proposed 60: "aa ★" is 3 × 10.2 + 20.4 = 51, and " bb" would take it to 81.6, so
        // "bb" goes to a second line: 51 × 40.8 (on the grid 41).
        let tree = try layOut(#"Text("aa \(Image(systemName: "star")) bb").frame(width: 60).id("f")"#)
        let text = try #require(tree.node(id: "f").flatMap { tree.nodes[$0.children[0]] })
        #expect(text.frame.size == Size(width: 51, height: 41))
    }

    @Test func aSymbolFollowsTheImageScale() throws {
        // `.large`: 1.3 × 20.4 = 26.52 wide (on the grid 27).
        let tree = try layOut(#"Text(Image(systemName: "star")).imageScale(.large).id("t")"#)
        #expect(try size(tree, "t").width == 27)
    }

    @Test func aConcatenatedSymbolIsDrawnInItsPartsColour() throws {
        let tree = try layOut(#"(Text(Image(systemName: "heart.fill")).foregroundStyle(.red) + Text(" Favourites")).id("t")"#)
        // 20.4 + 11 × 10.2 = 132.6 (on the grid 133).
        #expect(try size(tree, "t").width == 133)
        guard case .text(let paint)? = tree.node(id: "t")?.paint else {
            Issue.record("not a text")
            return
        }
        #expect(paint.request.runs.first?.attachment?.width == 20.4)
        guard case .vector(let heart)? = paint.attachments.first else {
            Issue.record("no symbol drawn")
            return
        }
        #expect(!heart.elements.isEmpty && heart.elements.allSatisfy { $0.style == .fill(.color(ColorStyle.named["red"]!)) })
    }

    @Test func anImageFileSitsOnTheBaselineAndGrowsTheLine() throws {
        // A missing asset is a 100 × 100 placeholder: 10.2 + 100 = 110.2 wide (110.5 on the
        // grid); the line reaches 100 above the baseline and the font's 0.3 × 17 = 5.1 below:
        // 105.1 (105.5).
        let tree = try layOut(#"Text("a\(Image("missing-photo"))").id("t")"#)
        #expect(try size(tree, "t") == Size(width: 110.5, height: 105.5))
    }

    @Test func aNameHoldingAnImageIsSetInTheText() throws {
        let tree = try layOut(#"""
            struct Row: View {
                let star = Image(systemName: "star.fill")
                var body: some View {
                    Text("x \(star)").id("t")
                }
            }
            """#)
        // 2 × 10.2 + 20.4 = 40.8 (on the grid 41).
        #expect(try size(tree, "t").width == 41)
    }

    @Test func yamlSetsTheSameSymbol() throws {
        let yaml = try layOut("""
            view:
              Text: 'ab\\(Image(systemName: "star.fill"))c'
              id: t
            """, file: "s.yaml")
        #expect(try size(yaml, "t") == Size(width: 51, height: 20.5))
    }

    @Test func anImageWithViewModifiersIsAnError() {
        #expect(
            problems(#"Text("a \(Image(systemName: "star").padding())")"#) == [
                "S.swift:1:11: error: an Image inside a Text is set as a character, so it takes no view modifiers ('padding' here); apply them to the Text, or put the Image and the Text in an HStack"
            ])
    }
}
