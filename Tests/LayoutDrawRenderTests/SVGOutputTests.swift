import LayoutDrawCore
import Testing
@testable import LayoutDrawRender

@Suite struct SVGOutputTests {
    private func number(_ value: Double, decimals: Int = 3) -> String {
        var out = SVGOutput()
        out.appendNumber(value, decimals: decimals)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Thousandths, no trailing zeros, no "-0"; the linear part of a transform to millionths.
    @Test func numbers() {
        #expect(number(12) == "12")
        #expect(number(12.5) == "12.5")
        #expect(number(-0.125) == "-0.125")
        #expect(number(56.46875) == "56.469")
        #expect(number(0.0004) == "0")
        #expect(number(-0.0004) == "0")
        #expect(number(.nan) == "0")
        #expect(number(1e300) == "1000000000000")
        #expect(number(0.8660254, decimals: 6) == "0.866025")
    }

    /// A component is drawn by cairo as the top byte of `c × 65535 + 0.5`: 0.5 → 32768 → 0x80;
    /// 0x7A / 255 → 0x7A7A → 0x7A.
    @Test func coloursAreTheBytesCairoDraws() {
        var out = SVGOutput()
        out.appendColor(RGBA(red: 0.5, green: Double(0x7A) / 255, blue: 1))
        #expect(String(decoding: out.bytes, as: UTF8.self) == "#807aff")
    }

    @Test func opacities() {
        for (value, text) in [(0.4, "0.4"), (1.0, "1"), (0.0, "0"), (0.12345, "0.1235"), (2.0, "1")] {
            var out = SVGOutput()
            out.appendOpacity(value)
            #expect(String(decoding: out.bytes, as: UTF8.self) == text)
        }
    }

    /// The placeholder of the id prefix becomes `ld` and eight hexadecimal digits of the
    /// document's hash: the same for the same document, another for another.
    @Test func idPrefixComesFromTheDocumentsHash() {
        var a = SVGOutput()
        a.append("<g id=\"")
        a.appendID(UInt8(ascii: "n"), 12)
        a.append("\"/><use xlink:href=\"#")
        a.appendID(UInt8(ascii: "n"), 12)
        a.append("\"/>")
        let first = String(decoding: SVGCanvas.resolvingPrefix(in: a.bytes), as: UTF8.self)
        #expect(first == String(decoding: SVGCanvas.resolvingPrefix(in: a.bytes), as: UTF8.self))
        let prefix = String(first.dropFirst(7).prefix(10))
        #expect(prefix.hasPrefix("ld") && prefix.dropFirst(2).allSatisfy { "0123456789abcdef".contains($0) }, "\(first)")
        #expect(first == "<g id=\"\(prefix)-n12\"/><use xlink:href=\"#\(prefix)-n12\"/>")
        var b = a
        b.append(" ")
        #expect(!String(decoding: SVGCanvas.resolvingPrefix(in: b.bytes), as: UTF8.self).contains(prefix))
    }

    /// cairo's ids in an image fragment are renumbered and prefixed.
    @Test func fragmentIdentifiersArePrefixed() {
        let svg = Array(##"<g id="surface18" clip-path="url(#clip3)"><clipPath id="clip3"/></g><use xlink:href="#surface18"/><filter id="alpha"/>"##.utf8)
        let expected = ##"<g id="P-surface0" clip-path="url(#P-clip0)"><clipPath id="P-clip0"/></g><use xlink:href="#P-surface0"/><filter id="P-alpha"/>"##
        #expect(String(decoding: SVGIdentifiers.canonicalized(svg, prefix: Array("P-".utf8)), as: UTF8.self) == expected)
    }
}
