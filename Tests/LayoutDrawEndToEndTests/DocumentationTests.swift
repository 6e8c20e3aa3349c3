import Foundation
import LayoutDraw
import Testing

/// The README and `Docs/`: their pictures are what layoutdraw draws from the blocks above them
/// today, and every link stays inside the repository and leads somewhere.
@Suite struct DocumentationTests {
    /// README.md and every `Docs/*.md`, relative to the repository.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }

    /// `make docs` leaves nothing to do: every block's picture and link is up to date.
    @Test func picturesAreUpToDate() throws {
        let result = try runLayoutdraw(["markdown", "--check", "--images", "Docs/Images"] + Self.documents())
        #expect(result.status == 0, "run 'make docs' and look at the pictures it redraws:\n\(result.standardError)")
        // Every error would have been printed; warnings (a text overflowing its frame on
        // purpose) are allowed.
        #expect(!result.standardError.contains("error:"), "\(result.standardError)")
    }

    /// Each picture in Docs/Images belongs to a block (a renamed block leaves its old picture behind).
    @Test func everyPictureIsUsed() throws {
        let folder = Repository.root.appendingPathComponent("Docs/Images")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(!pictures.isEmpty)
        var text = ""
        for document in try Self.documents() {
            text += try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)
        }
        for picture in pictures {
            #expect(text.contains("Images/\(picture))"), "Docs/Images/\(picture) is linked from no document: remove it")
        }
    }

    /// Relative links lead to a file of the repository (and, with `#anchor`, to one of its
    /// headings); no link leaves the repository.
    @Test func linksLeadSomewhereInsideTheRepository() throws {
        var problems: [String] = []
        for document in try Self.documents() {
            let url = Repository.root.appendingPathComponent(document)
            let text = try String(contentsOf: url, encoding: .utf8)
            for link in MarkdownLinks.links(in: text) {
                let place = "\(document):\(link.line): '\(link.target)'"
                if link.target.contains("://") || link.target.hasPrefix("mailto:") || link.target.hasPrefix("//") {
                    problems.append("\(place) leaves the repository")
                    continue
                }
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].removingPercentEncoding ?? parts[0]
                let anchor = parts.count > 1 ? parts[1] : nil
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard target.path.hasPrefix(Repository.root.standardizedFileURL.path + "/") else {
                    problems.append("\(place) leaves the repository")
                    continue
                }
                guard FileManager.default.fileExists(atPath: target.path) else {
                    problems.append("\(place): no such file")
                    continue
                }
                if let anchor, target.pathExtension == "md" {
                    let headings = MarkdownLinks.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    if !headings.contains(anchor) { problems.append("\(place): no heading with the anchor '#\(anchor)'") }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The link reader itself, on the cases the documents use.
    @Test func linkReaderFindsLinksOutsideCodeOnly() {
        let text = """
            See [the format](Docs/Scenes.md#the-file) and ![a picture](Docs/Images/a.png "title").
            `[not a link](inline-code.md)` and <img src="Docs/Images/b.png" alt="">.

            ```markdown
            [inside a fence](nowhere.md)
            ```
            [reference]: Docs/Layout.md
            """
        #expect(MarkdownLinks.links(in: text).map(\.target) == ["Docs/Scenes.md#the-file", "Docs/Images/a.png", "Docs/Images/b.png", "Docs/Layout.md"])
        // GitHub's anchors: lower case, punctuation but '-' and '_' removed, spaces become '-',
        // and a repeated heading gets '-1'.
        let anchors = MarkdownLinks.anchors(in: "# The file\n## `--explain`: the overlays\n## The file\n```\n# not a heading\n```\n")
        #expect(anchors == ["the-file", "--explain-the-overlays", "the-file-1"])
    }
}

/// Links and headings of a Markdown file, as GitHub reads them (enough for our documents).
enum MarkdownLinks {
    struct Link {
        var target: String
        var line: Int
    }

    /// `[text](target)`, `![alt](target)`, `<img src="target">` and `[ref]: target`, outside
    /// fenced code blocks and inline code.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        var fence: String?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let character = trimmed.first!
                fence = String(trimmed.prefix { $0 == character })
                continue
            }
            if trimmed.hasPrefix("["), let close = trimmed.range(of: "]: ") {
                links.append(Link(target: String(trimmed[close.upperBound...]).trimmingCharacters(in: .whitespaces), line: index + 1))
                continue
            }
            // Inline code spans are not links.
            var visible = ""
            var inCode = false
            for character in line {
                if character == "`" { inCode.toggle() } else if !inCode { visible.append(character) }
            }
            var rest = Substring(visible)
            while let start = rest.range(of: "](") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                var target = String(after[..<end])
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
                if target.hasPrefix("<") && target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
                links.append(Link(target: target, line: index + 1))
                rest = after[end...]
            }
            rest = Substring(visible)
            while let start = rest.range(of: "src=\"") {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                links.append(Link(target: String(after[..<end]), line: index + 1))
                rest = after[end...]
            }
        }
        return links
    }

    /// The anchors GitHub gives the headings (outside code blocks).
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for scalar in title.lowercased().unicodeScalars {
                if scalar == " " {
                    slug += "-"
                } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    slug.unicodeScalars.append(scalar)
                }
            }
            let seen = counts[slug, default: 0]
            counts[slug] = seen + 1
            anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
        }
        return anchors
    }
}
