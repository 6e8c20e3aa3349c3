import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import Testing

/// The SVG layoutdraw writes: ids unique to each file, references that resolve inside it, group
/// opacity without masks and filters, views that say what they are, and text that is there
/// for search and screen readers besides its outlines.
@Suite struct SVGStructureTests {
    /// Every `id="…"` of an SVG, in order.
    static func ids(in svg: String) -> [String] {
        matches(of: #" id="([^"]+)""#, in: svg)
    }

    /// Every id referenced (`xlink:href="#x"`, `url(#x)`).
    static func references(in svg: String) -> [String] {
        matches(of: ##"(?:href="#|url\(#)([^")]+)"##, in: svg)
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func svg(_ yaml: String) throws -> String {
        String(decoding: try sharedPipeline.run(yaml, file: "scene.yaml", format: .svg), as: UTF8.self)
    }

    /// In every SVG golden: each id is defined once, starts with the file's own prefix (`ld` and
    /// eight hexadecimal digits of the file's hash, then a dash), and every reference names an
    /// id of the same file. No two different goldens share a prefix, so no two share an id: any
    /// two can be inlined in one HTML page.
    @Test func idsAreUniqueToEachFileAndReferencesResolveInIt() throws {
        var prefixes: [String: String] = [:]
        for fixture in Repository.fixtureNames() {
            let name = String(fixture.dropLast(".yaml".count))
            let svg = try String(contentsOf: GoldenTests.outputFolder.appendingPathComponent("\(name).svg"), encoding: .utf8)
            let ids = Self.ids(in: svg)
            #expect(Set(ids).count == ids.count, "\(name): an id is defined twice")
            let filePrefixes = Set(ids.map { String($0.prefix(11)) })
            #expect(filePrefixes.count <= 1, "\(name): ids with several prefixes \(filePrefixes)")
            if let prefix = filePrefixes.first {
                #expect(prefix.range(of: #"^ld[0-9a-f]{8}-$"#, options: .regularExpression) != nil, "\(name): prefix \(prefix)")
                if let other = prefixes[prefix] {
                    // The same picture (two scenes can draw one) has the same ids, harmlessly.
                    let otherSVG = try String(contentsOf: GoldenTests.outputFolder.appendingPathComponent("\(other).svg"), encoding: .utf8)
                    #expect(otherSVG == svg, "\(name) and \(other) differ but share the prefix \(prefix)")
                }
                prefixes[prefix] = name
            }
            let defined = Set(ids)
            for reference in Self.references(in: svg) {
                #expect(defined.contains(reference), "\(name): #\(reference) is not defined in the file")
            }
        }
        #expect(prefixes.count > Repository.fixtureNames().count / 2)
    }

    /// No golden uses a mask or a filter (cairo made every group opacity a mask with a filter),
    /// unless its scene asks for an effect that is one: a shadow, a blur, a mask, a material — a
    /// tab bar with a list under it is drawn with the bar material (`tabview.yaml`).
    @Test func groupOpacityIsNeverAMaskOrAFilter() throws {
        var withEffects = 0
        for fixture in Repository.fixtureNames() {
            let name = String(fixture.dropLast(".yaml".count))
            let svg = try String(contentsOf: GoldenTests.outputFolder.appendingPathComponent("\(name).svg"), encoding: .utf8)
            let source = try Repository.source(fixture)
            if ["shadow:", "blur:", "mask:", "Material", "TabView:"].contains(where: { source.contains($0) }) {
                withEffects += 1
                #expect(svg.contains("<filter"), "\(name)")
                continue
            }
            #expect(!svg.contains("<mask") && !svg.contains("<filter"), "\(name)")
        }
        #expect(withEffects == 2)
    }

    /// An effect is a filter or a mask, once each: a shadow's filter blurs the alpha of what
    /// casts it (`SourceAlpha`), in sRGB as the PNG blurs; a mask takes the alpha of its content
    /// (`mask-type="alpha"`); a group opacity in the same scene is still no mask.
    @Test func effectsAreFiltersAndMasksOnlyWhereAsked() throws {
        let svg = try Self.svg("""
            canvas: {size: [200, 120]}
            view:
              VStack:
                - Text: Shadow
                  shadow: {radius: 3, y: 2}
                - Text: Blur
                  blur: 2
                - Rectangle:
                  fill: blue
                  frame: {width: 80, height: 20}
                  mask: Capsule
                - Text: Faded
                  opacity: 0.5
            """)
        #expect(svg.components(separatedBy: "<filter ").count - 1 == 2)
        #expect(svg.contains(#"<feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dx="0" dy="2""#))
        #expect(svg.contains(#"color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="2"/>"#))
        // One mask, the Capsule's: the faded text's opacity is a fill-opacity, no mask.
        #expect(svg.components(separatedBy: "<mask ").count - 1 == 1)
        #expect(svg.contains(#"mask-type="alpha""#))
        #expect(svg.contains(#"fill-opacity="0.5""#))
    }

    /// A group opacity over one shape is that shape's opacity: the translucent background is a
    /// path with `fill-opacity="0.4"`, and no group has an `opacity`. ("Hi" in body text is
    /// 16.18 × 20.29, on the 2x grid 16.5 × 20.5; padded by 4, 24.5 × 28.5.)
    @Test func opacityOfOneShapeIsItsFillOpacity() throws {
        let svg = try Self.svg("""
            canvas: {size: fit}
            view:
              Text: Hi
              padding: 4
              background:
                Rectangle:
                fill: yellow
                opacity: 0.4
            """)
        #expect(svg.contains(##"data-kind="Rectangle" d="M0 0L24.5 0L24.5 28.5L0 28.5Z" fill="#ffcc00" fill-opacity="0.4"/>"##), "\(svg)")
        #expect(!svg.contains(" opacity="))
    }

    /// A group opacity over parts that overlap (text over its background), drawn over one
    /// opaque colour (here the canvas's white), is folded into the colours: each is mixed with
    /// the colour under it, `0.5 × c + 0.5 × white`, so no layer is needed. Yellow #ffcc00
    /// becomes (255, 229.5, 127.5), written as cairo rounds a channel (c × 65535 + 0.5, its top
    /// 8 bits): #ffe680; the black text #808080. librsvg draws it as the PNG is drawn.
    @Test func opacityOverOneColourIsFoldedIntoTheColours() throws {
        let yaml = """
            canvas: {size: fit}
            view:
              Text: Hi
              padding: 4
              background: yellow
              opacity: 0.5
            """
        let svg = try Self.svg(yaml)
        #expect(svg.contains(##"fill="#ffe680""##), "\(svg)")
        #expect(svg.contains(##"fill="#808080""##), "\(svg)")
        #expect(!svg.contains(" opacity=") && !svg.contains("fill-opacity") && !svg.contains("<clipPath"), "\(svg)")
        try Self.expectRasterMatchesPNG(yaml, svg)

        // On a card of one colour (gray #8e8e93, filling the canvas): mixed with the card.
        // Yellow: ((255 + 142) / 2, (204 + 142) / 2, (0 + 147) / 2) → #c7ad49; black: #474749.
        let card = """
            canvas: {size: [60, 60]}
            view:
              ZStack:
                - Color: gray
                - Text: Hi
                  padding: 4
                  background: yellow
                  opacity: 0.5
            """
        let onCard = try Self.svg(card)
        #expect(onCard.contains(##"fill="#c7ad49""##) && onCard.contains(##"fill="#474749""##), "\(onCard)")
        #expect(!onCard.contains(" opacity="), "\(onCard)")
        try Self.expectRasterMatchesPNG(card, onCard)
    }

    /// Over something that is not one colour (the edge of a circle), the faded parts must be
    /// composited first: a group with `opacity="0.5"`, inside a clip to the group's bounds
    /// grown by a point and rounded out. The 25 × 29 cell is centred on the 40 × 40 circle at
    /// (7.5, 5.5): its clip is x 6.5 → 6, y 4.5 → 4, to 33.5 → 34 and 35.5 → 36.
    @Test func opacityOfOverlappingPartsIsALayerClippedToItsBounds() throws {
        let yaml = """
            canvas: {size: fit}
            view:
              ZStack:
                - Circle:
                  fill: blue
                  frame: {width: 40, height: 40}
                - Text: Hi
                  padding: 4
                  background: yellow
                  opacity: 0.5
            """
        let svg = try Self.svg(yaml)
        let clip = try #require(Self.matches(of: #"<clipPath id="(ld[0-9a-f]{8}-k0)"><rect x="6" y="4" width="28" height="32"/></clipPath>"#, in: svg).first, "\(svg)")
        #expect(svg.contains("<g clip-path=\"url(#\(clip))\"><g opacity=\"0.5\">"), "\(svg)")
        try Self.expectRasterMatchesPNG(yaml, svg)

        // A card that is itself translucent is no single colour under the cell (the canvas
        // shows through it): a layer too.
        let translucent = """
            canvas: {size: [60, 60]}
            view:
              ZStack:
                - Color: gray
                  opacity: 0.5
                - Text: Hi
                  padding: 4
                  background: yellow
                  opacity: 0.5
            """
        let onTranslucent = try Self.svg(translucent)
        #expect(onTranslucent.contains("<g opacity=\"0.5\">"), "\(onTranslucent)")
        try Self.expectRasterMatchesPNG(translucent, onTranslucent)
    }

    /// The SVG, rasterised by librsvg at the PNG's size, has the PNG's pixels (pixelmatch's
    /// default threshold, no pixel over it).
    static func expectRasterMatchesPNG(_ yaml: String, _ svg: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let png = try PNGCodec.decode(try sharedPipeline.run(yaml, file: "scene.yaml", format: .png))
        let raster = try SVGRasterizer.rasterize(Array(svg.utf8), width: png.width, height: png.height)
        let result = try pixelMatch(png, raster, options: PixelMatchOptions())
        #expect(DiffTolerance.exact.accepts(result), "\(result.mismatchedPixels) pixels differ", sourceLocation: sourceLocation)
    }

    /// A view is a group (or, drawing one part, that part) with `id` = prefix + `n` + its index
    /// in the layout dump and `data-kind` = its kind; the scene's `id` is its `<title>`. A view
    /// that draws nothing is still there when the scene named it.
    @Test func viewsSayWhatTheyAre() throws {
        let yaml = try Repository.source("001-hello-world-in-reader.yaml")
        let tree = try layOutFixture("001-hello-world-in-reader.yaml")
        let svg = String(decoding: try sharedPipeline.run(yaml, file: "Fixtures/001-hello-world-in-reader.yaml", format: .svg), as: UTF8.self)
        let reader = try #require(tree.nodes.first { $0.id == "reader" })
        let text = try #require(tree.nodes.first { $0.id == "text" })
        #expect(reader.kind == "GeometryReader" && text.kind == "Text")
        #expect(svg.range(of: #"<g id="ld[0-9a-f]{8}-n\#(reader.index)" data-kind="GeometryReader"><title>reader</title>"#, options: .regularExpression) != nil, "\(svg)")
        #expect(svg.range(of: #"<g id="ld[0-9a-f]{8}-n\#(text.index)" data-kind="Text"><title>text</title>"#, options: .regularExpression) != nil, "\(svg)")

        let empty = try Self.svg("view:\n  Spacer: {}\n  id: gap\n  frame: {width: 10, height: 10}\n")
        #expect(empty.range(of: #"<g id="ld[0-9a-f]{8}-n\d+" data-kind="Spacer"><title>gap</title></g>"#, options: .regularExpression) != nil, "\(empty)")

        // Swift's `.id("dot")` names the view too (Fonts-and-SVG.md); `.id(3)` names nothing.
        let swift = "HStack {\n    Circle().fill(.blue).frame(width: 10, height: 10).id(\"dot\")\n    Color.red.frame(width: 10, height: 10).id(3)\n}\n"
        let named = String(decoding: try sharedPipeline.run(swift, file: "dot.swift", format: .svg), as: UTF8.self)
        #expect(named.range(of: #"<g id="ld[0-9a-f]{8}-n\d+" data-kind="frame"><title>dot</title>"#, options: .regularExpression) != nil, "\(named)")
        #expect(named.components(separatedBy: "<title>").count == 2, "\(named)")
    }

    /// An SF Symbol with no drawing is a placeholder that names the symbol: its `<title>`
    /// always, and, when it is big enough to write it (60 points), the name as drawn text
    /// (outlines and the invisible `<text>`). A symbol that is drawn has no title of its own.
    @Test func aPlaceholderSymbolNamesItsSymbol() throws {
        let small = try Self.svg("canvas: {size: fit}\nview:\n  Image: {systemName: star.fil}\n")
        #expect(small.range(of: #"data-kind="Image"><title>star.fil</title>"#) != nil, "\(small)")
        #expect(!small.contains("<text "), "\(small)")
        let large = try Self.svg(
            "canvas: {size: fit}\nview:\n  Image: {systemName: star.fil}\n  modifiers: [resizable, {frame: {width: 80, height: 80}}]\n")
        #expect(large.range(of: #"data-kind="Image"><title>star.fil</title>"#) != nil, "\(large)")
        #expect(large.range(of: #"<text [^>]*>star\.fil</text>"#, options: .regularExpression) != nil, "\(large)")
        let drawn = try Self.svg("canvas: {size: fit}\nview:\n  Image: {systemName: star.fill}\n")
        #expect(!drawn.contains("<title>"), "\(drawn)")
    }

    /// Text is drawn as glyph outlines and is also each line's characters, escaped, in an
    /// invisible `<text>` (no fill) at the line's baseline, as wide as the drawn line.
    @Test func textIsThereForSearchAndScreenReaders() throws {
        let svg = try Self.svg("canvas: {size: fit}\nview:\n  Text: 'a < b & \"c\" 学ぶ'\n")
        let line = try #require(Self.matches(of: #"(<text [^>]*>[^<]*</text>)"#, in: svg).first, "\(svg)")
        #expect(line.hasSuffix(#" lengthAdjust="spacingAndGlyphs" fill="none">a &lt; b &amp; &quot;c&quot; 学ぶ</text>"#), "\(line)")
        #expect(line.hasPrefix(#"<text x="0" y=""#), "\(line)")
        let width = sharedPipeline.textMeasurer.measure(TextRequest(string: "a < b & \"c\" 学ぶ", font: Font(size: 17))).size.width
        #expect(line.contains("textLength=\"\(SwiftFormat.double((width * 1000).rounded() / 1000))\""), "\(line) for width \(width)")
        #expect(svg.contains("<use xlink:href=\"#"))
    }

    /// An image is drawn once into the defs and placed by a `<use>`; the ids cairo wrote for it
    /// carry the file's prefix.
    @Test func imagesAreDefinedOnceAndPlaced() throws {
        let svg = try String(contentsOf: GoldenTests.outputFolder.appendingPathComponent("002-image-half-size-in-reader.svg"), encoding: .utf8)
        #expect(svg.range(of: #"<g id="ld[0-9a-f]{8}-i0">"#, options: .regularExpression) != nil)
        #expect(svg.range(of: ##"<use xlink:href="#ld[0-9a-f]{8}-i0" transform="matrix\("##, options: .regularExpression) != nil)
    }

    /// A scale so small (1e-320) that the picture's one pixel comes to infinitely many points:
    /// the SVG keeps the canvas's own size, 100 × 100 points, where it trapped converting the
    /// infinite width to cells of what is drawn (SVGDrawnShapes).
    @Test func aVanishingScaleKeepsTheCanvasSize() throws {
        let svg = try Self.svg(
            """
            canvas: {size: [100, 100], scale: 1e-320}
            view:
              Color: red
            """)
        #expect(svg.contains("viewBox=\"0 0 100 100\""), "\(svg.prefix(300))")
    }
}
