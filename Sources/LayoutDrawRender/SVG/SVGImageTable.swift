internal import CCairo
import LayoutDrawCore

/// Images in an SVG document: each file drawn once, at its natural size, by cairo's own SVG
/// writer (a PNG as an embedded `<image>`, an SVG image as the paths librsvg draws), kept in
/// the defs as `<g id="…-iN">` and placed with a `<use>` and a transform wherever it is drawn.
/// cairo's ids in the fragment are renumbered and prefixed with the document's prefix and the
/// image's number, so they are unique in the document.
struct SVGImageTable {
    private var numbers: [String: Int] = [:]
    private(set) var definitions = SVGOutput()

    mutating func number(of image: LoadedImage, path: String) throws(RenderError) -> Int {
        if let known = numbers[path] { return known }
        let number = numbers.count
        let size = image.naturalSize
        let surface = try CairoSurface(svgOfSize: size)
        do {
            let context = try CairoContext(drawingOn: surface)
            try image.draw(in: Rect(origin: .zero, size: size), context: context)
            try context.checkStatus("drawing an image into SVG")
        }
        try surface.finish()
        var idPrefix = SVGOutput()
        idPrefix.appendID(UInt8(ascii: "i"), number)
        idPrefix.append("-")
        let fragment = SVGIdentifiers.canonicalized(surface.writtenBytes, prefix: idPrefix.bytes)
        definitions.append("<g id=\"")
        definitions.appendID(UInt8(ascii: "i"), number)
        definitions.append("\">")
        definitions.append(Array(Self.content(of: fragment)))
        definitions.append("</g>\n")
        numbers[path] = number
        return number
    }

    /// What is inside the fragment's `<svg …>` element.
    private static func content(of svg: [UInt8]) -> ArraySlice<UInt8> {
        let open = Array("<svg".utf8), close = Array("</svg>".utf8)
        guard let start = firstIndex(of: open, in: svg[...]),
            let tagEnd = svg[start...].firstIndex(of: UInt8(ascii: ">")),
            let end = lastIndex(of: close, in: svg)
        else { return [] }
        return svg[(tagEnd + 1)..<end]
    }

    private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = haystack.startIndex
        while i + needle.count <= haystack.endIndex {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        var i = haystack.count - needle.count
        while i >= 0 {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i -= 1
        }
        return nil
    }
}
