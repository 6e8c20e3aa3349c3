/// Makes cairo's SVG output (an image drawn into a fragment of our SVG, see `SVGImageTable`)
/// independent of what was drawn before it in the process, and its ids unique in our document.
///
/// cairo numbers some SVG element ids from process-global counters (`surface5` in one
/// render is `surface18` in the next), so two renders of one tree differ. Renumbering every
/// id of the form *prefix + number* per prefix, in order of definition, makes the bytes depend
/// on the document alone; `prefix` is then put before every id.
enum SVGIdentifiers {
    static func canonicalized(_ svg: [UInt8], prefix: [UInt8] = []) -> [UInt8] {
        let mapping = renumbering(of: definedIdentifiers(in: svg), prefix: prefix)
        guard !mapping.isEmpty else { return svg }
        // Rewrite ids where they are defined (`id="x"`) and referenced (`"#x"`, `url(#x)`).
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var i = 0
        while i < svg.count {
            let byte = svg[i]
            out.append(byte)
            i += 1
            guard byte == quote || byte == hash else { continue }
            let end = identifierEnd(in: svg, from: i)
            guard end < svg.count, svg[end] == quote || svg[end] == closingParenthesis,
                let replacement = mapping[svg[i..<end]]
            else { continue }
            out += replacement
            i = end
        }
        return out
    }

    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    private static let closingParenthesis = UInt8(ascii: ")")
    private static let idAttribute = Array(" id=\"".utf8)

    /// The values of every `id="…"` attribute, in document order.
    private static func definedIdentifiers(in svg: [UInt8]) -> [ArraySlice<UInt8>] {
        var ids: [ArraySlice<UInt8>] = []
        var i = 0
        while i + idAttribute.count <= svg.count {
            if svg[i] == idAttribute[0] && svg[i..<(i + idAttribute.count)].elementsEqual(idAttribute) {
                let start = i + idAttribute.count
                let end = identifierEnd(in: svg, from: start)
                if end < svg.count, svg[end] == quote, end > start { ids.append(svg[start..<end]) }
                i = end
            } else {
                i += 1
            }
        }
        return ids
    }

    /// For ids ending in digits: the same prefix numbered 0, 1, 2… in order of definition.
    /// Other ids: `prefix` put before them.
    private static func renumbering(of ids: [ArraySlice<UInt8>], prefix: [UInt8]) -> [ArraySlice<UInt8>: [UInt8]] {
        var mapping: [ArraySlice<UInt8>: [UInt8]] = [:]
        var counts: [ArraySlice<UInt8>: Int] = [:]
        for id in ids where mapping[id] == nil {
            let digits = id.reversed().prefix { isDigit($0) }.count
            guard digits > 0, digits < id.count else {
                if !prefix.isEmpty { mapping[id] = prefix + Array(id) }
                continue
            }
            let stem = id.dropLast(digits)
            let number = counts[stem, default: 0]
            counts[stem] = number + 1
            mapping[id] = prefix + Array(stem) + Array(String(number).utf8)
        }
        return mapping
    }

    private static func identifierEnd(in svg: [UInt8], from start: Int) -> Int {
        var end = start
        while end < svg.count, isIdentifierByte(svg[end]) { end += 1 }
        return end
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }
}
