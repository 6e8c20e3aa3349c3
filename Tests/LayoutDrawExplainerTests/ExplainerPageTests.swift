import Foundation
import LayoutDraw
import LayoutDrawExplainer
import Testing

/// The explainer page's data, checked without a browser: every step's frames and readouts
/// are the layout rules' numbers, its pictures are the SVGs `layoutdraw` draws at that width,
/// and the HTML carries the data so that a script gets it back whole.
@Suite struct ExplainerPageTests {
    /// The Field Guide's "When It Causes Trouble" listing with a 24-step width slider.
    private func readerPage() throws -> (steps: SceneSteps, data: ExplainerData) {
        let steps = try Varied(fixture: "000-reader-in-hstack.swift").pageSteps(["width=200...440,step=10"])
        let data = try ExplainerPage(title: "000-reader-in-hstack.swift", appearances: [.light, .dark]).data(for: steps)
        return (steps, data)
    }

    /// A row of the page's tree: [parent, kind, id, line, column, proposal, size, origin, frame…, visual…, text].
    private func rows(_ data: ExplainerData, step: Int, appearance: Int = 0) throws -> [[Any]] {
        let tree = data.steps[step].appearances[appearance].tree
        return try data.trees[tree].map { index in
            try #require(JSONSerialization.jsonObject(with: Data(data.rows[index].utf8)) as? [Any])
        }
    }

    /// In the HStack, the reader takes what the padding (2 × 12), the two fixed frames (2 × 70)
    /// and the spacing (2 × 12) leave: W − 188 wide, and 200 − 2 × 12 = 176 high. Its text
    /// prints the numbers as Swift prints a Double.
    @Test func eachStepHoldsTheReadersFrameAndItsReadout() throws {
        let (steps, data) = try readerPage()
        #expect(data.steps.count == 25)
        for index in 0..<25 {
            let width = 200.0 + 10 * Double(index)
            #expect(steps.dimensions[0].values[steps.positions(of: index)[0]] == String(Int(width)))
            let rows = try rows(data, step: index)
            let reader = try #require(rows.first { $0[1] as? String == "GeometryReader" })
            #expect(reader[5] as? String == "\(width - 188) × 176.0")  // proposed
            #expect(reader[6] as? String == "\(width - 188) × 176.0")  // chose
            #expect(reader[10] as? Double == width - 188 && reader[11] as? Double == 176)
            // The reader's origin: 12 of padding, 70 of the first text, 12 of spacing.
            #expect(reader[7] as? String == "(94.0, 12.0)")
            let readout = try #require(rows.first { ($0.count > 16 ? $0[16] as? String : nil)?.hasPrefix("reader:") == true })
            #expect(readout[16] as? String == "reader: \(width - 188) x 176.0")
            // The picture prints the same readout (the SVG's text for search and screen readers).
            for appearance in 0..<2 {
                let svg = data.svg(data.steps[index].appearances[appearance].picture)
                #expect(svg.contains(">reader: \(width - 188) x 176.0</text>"))
            }
        }
        // The page starts at the canvas's own 400 points.
        #expect(data.start == 20)
    }

    /// Each picture is, byte for byte, the SVG `layoutdraw --size Wx200 -o x.svg` writes, but
    /// for its ids' prefix (one for the page).
    @Test func eachPictureIsTheSVGOfThatWidth() throws {
        let (steps, data) = try readerPage()
        for index in [0, 7, 20, 24] {
            let width = 200.0 + 10 * Double(index)
            var options = steps.options
            options.sizing = .fixed(Size(width: width, height: 200))
            for (appearance, scheme) in [ColorScheme.light, .dark].enumerated() {
                options.colorScheme = scheme
                let svg = String(decoding: try pipeline.run(steps.source, file: steps.file, format: .svg, options: options), as: UTF8.self)
                let own = String(svg[svg.range(of: "id=\"ld")!.upperBound...].prefix(8))
                let expected = svg.replacingOccurrences(of: "ld" + own, with: data.prefix)
                #expect(data.svg(data.steps[index].appearances[appearance].picture) == expected)
            }
        }
    }

    /// Dark pictures are drawn in dark colours; the layout is the same.
    @Test func theDarkAppearanceHasItsOwnPictureAndTheSameTree() throws {
        let (_, data) = try readerPage()
        for (index, step) in data.steps.enumerated() {
            let width = 200 + 10 * index
            #expect(step.appearances[0].tree == step.appearances[1].tree)
            // The canvas: white in light, black (SVG's default fill) in dark.
            #expect(data.svg(step.appearances[0].picture).contains("<rect width=\"\(width)\" height=\"200\" fill=\"#ffffff\"/>"))
            #expect(data.svg(step.appearances[1].picture).contains("<rect width=\"\(width)\" height=\"200\"/>"))
        }
    }

    /// A page of the Field Guide's listing with a 24-step slider stays well under 1.5 MB: the
    /// pictures share their tags (the glyphs, the texts that do not move).
    @Test func aFieldGuidePageIsSmall() throws {
        let (steps, data) = try readerPage()
        let html = try ExplainerPage(title: "000-reader-in-hstack.swift", appearances: [.light, .dark]).html(for: steps)
        #expect(html.utf8.count < 1_500_000)
        let whole = data.pictures.indices.reduce(0) { $0 + data.svg($1).utf8.count }
        let stored = data.parts.reduce(0) { $0 + $1.utf8.count }
        #expect(stored * 3 < whole)
    }

    /// The HTML holds the data as JSON a script reads back whole, even when the scene's own
    /// text would end a `<script>` element; the first picture is in the page itself.
    @Test func theHTMLCarriesTheDataSafely() throws {
        let source = """
            // layoutdraw: --size 300x100
            Text("</script><!-- not the end -->")
                .padding()
            """
        let varied = try Varied(source: source, file: "Script.swift")
        let steps = try varied.pageSteps(["width=200,300"])
        let page = ExplainerPage(title: "Script.swift", appearances: [.light])
        let html = try page.html(for: steps)
        let data = try page.data(for: steps)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"layoutdraw-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let parts = try #require(object["parts"] as? [String])
        #expect(parts == data.parts)
        #expect(parts.joined().contains("&lt;/script&gt;&lt;!-- not the end --&gt;"))
        #expect((object["dimensions"] as? [[String: Any]])?.first?["values"] as? [String] == ["200", "300"])
        // The scene as written (300 wide) is in the page without its script.
        #expect(html.contains(data.svg(data.steps[data.start].appearances[0].picture)))
        #expect(html.contains("<span data-line=\"2\">Text(&quot;&lt;/script&gt;&lt;!-- not the end --&gt;&quot;)\n</span>"))
        // No address outside the page: nothing is fetched.
        for marker in ["src=\"http", "href=\"http", "@import", "url(http"] { #expect(!html.contains(marker)) }
    }

    @Test func statesChangeWhatIsDrawn() throws {
        // pickers.swift: the segmented picker's thumb moves with the flavor.
        let steps = try Varied(fixture: "pickers.swift").pageSteps(["width=360"])
        #expect(steps.dimensions.map(\.name) == ["width", "flavor", "size"])
        #expect(steps.dimensions[1].values == [".chocolate", ".vanilla", ".strawberry"])
        #expect(steps.dimensions[2].values == ["0", "1", "2"])
        let data = try ExplainerPage(title: "pickers.swift", appearances: [.light]).data(for: steps)
        #expect(data.steps.count == 9)
        // Each flavor draws its own picture; the size picker too.
        #expect(Set(data.steps.map(\.appearances[0].picture)).count == 9)
        // The Form's menu row shows the selected size's text.
        let medium = data.svg(data.steps[steps.index(of: [0, 1, 1])].appearances[0].picture)
        let large = data.svg(data.steps[steps.index(of: [0, 1, 2])].appearances[0].picture)
        #expect(medium.contains(">Medium</text>") && !medium.contains(">Large</text>"))
        #expect(large.contains(">Large</text>"))
    }

    @Test func aPageOverItsSizeLimitIsRefused() throws {
        let steps = try Varied(fixture: "000-reader-in-hstack.swift").pageSteps(["width=200...440,step=10"])
        #expect {
            _ = try ExplainerPage(title: "x", appearances: [.light], maximumBytes: 50_000).html(for: steps)
        } throws: { error in
            guard case .tooLarge(_, let limit, _)? = error as? ExplainerPage.Failure else { return false }
            return limit == 50_000
        }
    }
}
