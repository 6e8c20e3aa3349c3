import Foundation
import LayoutDraw
import Testing

/// `MarkdownScenes` (which blocks are scenes, where their links are) and `layoutdraw markdown`.
@Suite struct MarkdownScenesTests {
    private func scenes(_ text: String) -> MarkdownScenes {
        MarkdownScenes(text) { $0.hasPrefix("Images/") }
    }

    @Test func findsSceneBlocksByTheirInfoString() {
        let text = """
            # Title

            ```swift layoutdraw name=card alt="A card, drawn"
            Text("Hi")
            ```

            ```yaml
            view: {Text: not a scene block}
            ```

            ~~~yml layoutdraw
            view: {Text: tilde}
            ~~~

            ````markdown
            ```yaml layoutdraw
            view: {Text: an example inside a longer fence}
            ```
            ````

            """
        let blocks = scenes(text).blocks
        #expect(blocks.count == 2)
        #expect(blocks[0].language == .swift && blocks[0].name == "card" && blocks[0].alt == "A card, drawn")
        #expect(blocks[0].source == "Text(\"Hi\")\n")
        #expect(blocks[0].fenceLine == 3 && blocks[0].closingLine == 5 && blocks[0].number == 1)
        #expect(blocks[1].language == .yaml && blocks[1].name == nil && blocks[1].number == 2)
        #expect(blocks[1].source == "view: {Text: tilde}\n")
    }

    @Test func insertsALinkUnderEachBlockAndRewritesItAfterwards() {
        let text = "Intro\n```yaml layoutdraw\nview: {Text: A}\n```\nNext paragraph\n"
        let first = scenes(text)
        #expect(first.blocks[0].link == nil)
        let linked = first.updatingLinks([(alt: "A", target: "Images/a.png")])
        #expect(linked == "Intro\n```yaml layoutdraw\nview: {Text: A}\n```\n\n![A](Images/a.png)\nNext paragraph\n")
        // The link is found again: the same links leave the text as it is.
        let second = scenes(linked)
        #expect(second.blocks[0].link == MarkdownScenes.ImageLink(alt: "A", target: "Images/a.png", line: 6))
        #expect(second.updatingLinks([(alt: "A", target: "Images/a.png")]) == linked)
        // A new name rewrites the line in place.
        #expect(
            second.updatingLinks([(alt: "A", target: "Images/b.png")])
                == "Intro\n```yaml layoutdraw\nview: {Text: A}\n```\n\n![A](Images/b.png)\nNext paragraph\n")
        // nil leaves the block alone.
        #expect(second.updatingLinks([nil]) == linked)
    }

    @Test func anUnrelatedImageUnderABlockIsNotTaken() {
        let text = "```yaml layoutdraw\nview: {Text: A}\n```\n![Logo](logo.png)\n"
        let document = scenes(text)
        #expect(document.blocks[0].link == nil)
        #expect(
            document.updatingLinks([(alt: "A", target: "Images/a.png")])
                == "```yaml layoutdraw\nview: {Text: A}\n```\n\n![A](Images/a.png)\n![Logo](logo.png)\n")
    }

    @Test func keepsWindowsLineEndsAndAFileWithoutAFinalNewline() {
        let crlf = "```yaml layoutdraw\r\nview: {Text: A}\r\n```"
        let linked = scenes(crlf).updatingLinks([(alt: "A", target: "Images/a.png")])
        #expect(linked == "```yaml layoutdraw\r\nview: {Text: A}\r\n```\r\n\r\n![A](Images/a.png)\r\n")
        #expect(scenes(linked).updatingLinks([(alt: "A", target: "Images/a.png")]) == linked)
    }

    @Test func anOpenBlockAndUnknownAttributesAreReported() {
        let open = scenes("```swift layoutdraw\nText(\"A\")\n")
        #expect(open.blocks.count == 1 && !open.blocks[0].isClosed)
        let attributes = scenes("```yaml layoutdraw nmae=x dark\nview: {Text: A}\n```\n")
        #expect(attributes.blocks[0].unknownAttributes == ["nmae=x", "dark"])
    }

    /// A link to the block's picture in another folder (drawn with another `--images`) is the
    /// block's link, rewritten in place; a picture of another name there is not.
    @Test func aLinkToTheBlocksPictureElsewhereIsTheBlocksLink() {
        let text = "```yaml layoutdraw name=card\nview: {Text: A}\n```\n\n![A card](old/card.png)\n\n```yaml layoutdraw\nview: {Text: B}\n```\n\n![B](old/logo.png)\n"
        let document = MarkdownScenes(text, isImagePath: { $0.hasPrefix("Images/") }, pictureName: { $0.name ?? "guide-\($0.number)" })
        #expect(document.blocks[0].link == MarkdownScenes.ImageLink(alt: "A card", target: "old/card.png", line: 5))
        #expect(document.blocks[1].link == nil)
        #expect(
            document.updatingLinks([(alt: "A card", target: "Images/card.png"), (alt: "B", target: "Images/guide-2.png")])
                == "```yaml layoutdraw name=card\nview: {Text: A}\n```\n\n![A card](Images/card.png)\n\n```yaml layoutdraw\nview: {Text: B}\n```\n\n![B](Images/guide-2.png)\n\n![B](old/logo.png)\n")
        // Without pictureName, only the images folder counts (as before).
        #expect(scenes(text).blocks[0].link == nil)
    }

    /// An indented fence's indentation is removed from its lines, as CommonMark does.
    @Test func indentedFencesLoseTheirIndentation() {
        let document = scenes("  ```yaml layoutdraw\n  view:\n    Text: A\n  ```\n")
        #expect(document.blocks[0].source == "view:\n  Text: A\n")
    }
}

@Suite struct MarkdownCommandTests {
    static let guide = """
        # Guide

        ```swift layoutdraw name=stack
        HStack(spacing: 12) {
            Text("Hello")
            Color.blue.frame(width: 40, height: 20)
        }
        .padding()
        ```

        ```yaml layoutdraw
        canvas: {size: [40, 20], scale: 1}
        view:
          Color: blue
          frame: {width: 20, height: 10}
        ```

        """

    private func guideFolder() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Self.guide.write(to: folder.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        return folder
    }

    private func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func drawsEveryBlockAndASecondRunChangesNothing() throws {
        let folder = try guideFolder()
        let first = try runLayoutdraw(["markdown", "docs/guide.md"], in: folder)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(String(decoding: first.standardOutput, as: UTF8.self) == "docs/Images/stack.png\ndocs/Images/guide-2.png\ndocs/guide.md\n")
        let markdown = try read(folder, "docs/guide.md")
        #expect(markdown.contains("```\n\n![stack](Images/stack.png)\n"))
        #expect(markdown.contains("```\n\n![guide-2](Images/guide-2.png)\n"))
        // The YAML block: 40 × 20 points at scale 1.
        let image = try PNGCodec.decode(Array(try Data(contentsOf: folder.appendingPathComponent("docs/Images/guide-2.png"))))
        #expect(image.width == 40 && image.height == 20)
        // The listing is drawn as `layoutdraw` draws the same source from a file.
        let listing = folder.appendingPathComponent("stack.swift")
        let swift = "HStack(spacing: 12) {\n    Text(\"Hello\")\n    Color.blue.frame(width: 40, height: 20)\n}\n.padding()\n"
        try swift.write(to: listing, atomically: true, encoding: .utf8)
        #expect(try runLayoutdraw(["stack.swift", "-o", "stack.png"], in: folder).status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("stack.png"))
                == Data(contentsOf: folder.appendingPathComponent("docs/Images/stack.png")))

        let modified = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("docs/Images/stack.png").path)[.modificationDate] as? Date
        let second = try runLayoutdraw(["markdown", "docs/guide.md"], in: folder)
        #expect(second.status == 0)
        #expect(second.standardOutput.isEmpty)
        #expect(try read(folder, "docs/guide.md") == markdown)
        let after = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("docs/Images/stack.png").path)[.modificationDate] as? Date
        #expect(modified == after)
        let check = try runLayoutdraw(["markdown", "--check", "docs/guide.md"], in: folder)
        #expect(check.status == 0)
        #expect(String(decoding: check.standardOutput, as: UTF8.self) == "2 up to date, 0 stale\n")
    }

    @Test func checkFailsOnAStalePictureAMissingOneAndAMissingLink() throws {
        let folder = try guideFolder()
        // Nothing drawn yet: both pictures are missing, and the links too; nothing is written.
        let fresh = try runLayoutdraw(["markdown", "--check", "docs/guide.md"], in: folder)
        #expect(fresh.status == 1)
        #expect(fresh.standardError.contains("docs/guide.md:3:1: error: docs/Images/stack.png is missing"))
        #expect(fresh.standardError.contains("docs/guide.md:9:1: error: the image links under the scene blocks are not up to date"))
        #expect(String(decoding: fresh.standardOutput, as: UTF8.self) == "0 up to date, 3 stale\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/Images").path))
        #expect(try read(folder, "docs/guide.md") == Self.guide)

        #expect(try runLayoutdraw(["markdown", "docs/guide.md"], in: folder).status == 0)
        let edited = try read(folder, "docs/guide.md").replacingOccurrences(of: "Color: blue", with: "Color: red")
        try edited.write(to: folder.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        let stale = try runLayoutdraw(["markdown", "--check", "docs/guide.md"], in: folder)
        #expect(stale.status == 1)
        // The YAML block's fence was line 11; the first block's link (a blank line and the
        // image) moved it to 13.
        #expect(stale.standardError.contains("docs/guide.md:13:1: error: docs/Images/guide-2.png is out of date"))
        #expect(String(decoding: stale.standardOutput, as: UTF8.self) == "1 up to date, 1 stale\n")
    }

    @Test func anErrorInABlockIsReportedAtItsLineInTheMarkdownFile() throws {
        let folder = try guideFolder()
        let broken = Self.guide.replacingOccurrences(of: "  Color: blue", with: "  Color: bleu")
        try broken.write(to: folder.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        let result = try runLayoutdraw(["markdown", "docs/guide.md"], in: folder)
        #expect(result.status == 65)
        // Line 14 of the Markdown file, column 10 of `  Color: bleu`.
        #expect(result.standardError.contains("docs/guide.md:14:10: error: unknown colour 'bleu'; did you mean 'blue'?"))
        #expect(result.standardError.contains("  Color: bleu\n         ^"))
        // The other block is drawn and linked; the broken one gets no link.
        let markdown = try read(folder, "docs/guide.md")
        #expect(markdown.contains("![stack](Images/stack.png)") && !markdown.contains("guide-2.png"))
    }

    @Test func imagesFolderAndDuplicateNames() throws {
        let folder = try guideFolder()
        let result = try runLayoutdraw(["markdown", "docs/guide.md", "--images", "pictures"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try read(folder, "docs/guide.md").contains("![stack](../pictures/stack.png)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/guide-2.png").path))

        let twice = "```yaml layoutdraw name=a\nview: {Text: A}\n```\n\n```yaml layoutdraw name=a\nview: {Text: B}\n```\n"
        try twice.write(to: folder.appendingPathComponent("twice.md"), atomically: true, encoding: .utf8)
        let duplicate = try runLayoutdraw(["markdown", "twice.md"], in: folder)
        #expect(duplicate.status == 64)
        #expect(duplicate.standardError.contains("twice.md:5:1: error: this block and the one at twice.md:1 both draw Images/a.png"))
    }

    /// The audit's case: drawn into docs/Images, then with --images pictures: each block keeps
    /// one link, moved to the new folder, and the pictures left in docs/Images are named.
    @Test func anotherImagesFolderMovesTheLinksAndNamesTheLeftovers() throws {
        let folder = try guideFolder()
        #expect(try runLayoutdraw(["markdown", "docs/guide.md"], in: folder).status == 0)
        let moved = try runLayoutdraw(["markdown", "docs/guide.md", "--images", "pictures"], in: folder)
        #expect(moved.status == 0, "\(moved.standardError)")
        let markdown = try read(folder, "docs/guide.md")
        #expect(markdown.components(separatedBy: "![stack](").count == 2, "\(markdown)")
        #expect(markdown.components(separatedBy: "![guide-2](").count == 2, "\(markdown)")
        #expect(markdown.contains("```\n\n![stack](../pictures/stack.png)\n") && markdown.contains("```\n\n![guide-2](../pictures/guide-2.png)\n"))
        #expect(!markdown.contains("Images/"))
        // The second block's fence is at line 13 once the first block's link is under it.
        let warnings = moved.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings == [
            "layoutdraw: warning: docs/Images/guide-2.png is left over: the block at docs/guide.md:13 linked to it and now links to its new picture; delete it if nothing else uses it",
            "layoutdraw: warning: docs/Images/stack.png is left over: the block at docs/guide.md:3 linked to it and now links to its new picture; delete it if nothing else uses it",
        ], "\(moved.standardError)")
        // Idempotent: a second run changes nothing and has nothing to say.
        let again = try runLayoutdraw(["markdown", "docs/guide.md", "--images", "pictures"], in: folder)
        #expect(again.status == 0 && again.standardOutput.isEmpty && again.standardError.isEmpty, "\(again.standardError)")
        #expect(try read(folder, "docs/guide.md") == markdown)
    }

    /// A picture in the images folder that no block draws (a block renamed, removed) is named
    /// in a warning and left alone; the run succeeds, with --check too.
    @Test func aPictureNoBlockDrawsIsALeftover() throws {
        let folder = try guideFolder()
        #expect(try runLayoutdraw(["markdown", "docs/guide.md"], in: folder).status == 0)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("docs/Images/stack.png"), to: folder.appendingPathComponent("docs/Images/old-stack.png"))
        let check = try runLayoutdraw(["markdown", "--check", "docs/guide.md"], in: folder)
        #expect(check.status == 0)
        #expect(
            check.standardError
                == "layoutdraw: warning: docs/Images/old-stack.png is left over: no scene block of the Markdown files given draws it; delete it if nothing else uses it\n")
        let run = try runLayoutdraw(["markdown", "docs/guide.md"], in: folder)
        #expect(run.status == 0 && run.standardError.contains("docs/Images/old-stack.png is left over"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/Images/old-stack.png").path))
    }
}
