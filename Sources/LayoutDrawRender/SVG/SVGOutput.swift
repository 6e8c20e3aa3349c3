import LayoutDrawCore

/// Bytes of an SVG document being written, with the few formatting rules layoutdraw keeps:
/// numbers with at most three decimals (a thousandth of a point: invisible at any scale a
/// picture is drawn at) and no trailing zeros, colours as cairo rounds them, text escaped.
struct SVGOutput {
    var bytes: [UInt8] = []

    /// Stands for the document's id prefix until the document is complete: ids are derived
    /// from a hash of the finished document (see `SVGCanvas.finish`). Bytes 0x01 never occur
    /// in an SVG otherwise (they are not allowed in XML; text is filtered).
    static let prefixPlaceholder = [UInt8](repeating: 0x01, count: SVGCanvas.prefixLength)

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// An id: the document's prefix (a placeholder for now), a dash, `kind` and `number`.
    mutating func appendID(_ kind: UInt8, _ number: Int) {
        bytes.append(contentsOf: Self.prefixPlaceholder)
        bytes.append(UInt8(ascii: "-"))
        bytes.append(kind)
        appendInteger(number)
    }

    mutating func appendInteger(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            appendInteger(value == .min ? .max : -value)
            return
        }
        if value >= 10 { appendInteger(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// ` x="…" y="…" width="…" height="…"`: the box of a `<rect>`, a clip, a pattern's tile or
    /// an effect's region.
    mutating func appendBox(x: Double, y: Double, width: Double, height: Double) {
        append(" x=\"")
        appendNumber(x)
        append("\" y=\"")
        appendNumber(y)
        append("\" width=\"")
        appendNumber(width)
        append("\" height=\"")
        appendNumber(height)
        append("\"")
    }

    mutating func appendBox(_ r: Rect) {
        appendBox(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    /// `value` rounded to thousandths, without trailing zeros (`12`, `12.5`, `-0.125`). Values
    /// beyond ±10¹² (never a coordinate of a drawable picture) are clamped.
    mutating func appendNumber(_ value: Double) {
        appendNumber(value, decimals: 3)
    }

    /// `value` rounded to `decimals` (1 to 6) decimals, without trailing zeros.
    mutating func appendNumber(_ value: Double, decimals: Int) {
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        let clamped = value.isFinite ? min(max(value, -1e12), 1e12) : 0
        var scaled = Int((clamped * Double(unit)).rounded())
        if scaled < 0 {
            bytes.append(UInt8(ascii: "-"))
            scaled = -scaled
        }
        appendInteger(scaled / unit)
        var fraction = scaled % unit
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// `#rrggbb` with the channel values cairo draws for the colour: a component is stored
    /// in 16 bits (`c × 65535 + 0.5`) and drawn as its top 8 bits, so a rasterised SVG has the
    /// PNG's exact colours in solid areas.
    mutating func appendColor(_ color: RGBA) {
        bytes.append(UInt8(ascii: "#"))
        for component in [color.red, color.green, color.blue] {
            let unit = component.isNaN ? 0 : min(max(component, 0), 1)
            let byte = Int(unit * 65535 + 0.5) >> 8
            bytes.append(Self.hexDigits[byte >> 4])
            bytes.append(Self.hexDigits[byte & 15])
        }
    }

    /// An opacity in 0…1, to four decimals.
    mutating func appendOpacity(_ value: Double) {
        let unit = value.isNaN ? 0 : min(max(value, 0), 1)
        let tenThousandths = Int((unit * 10000).rounded())
        if tenThousandths == 10000 {
            bytes.append(UInt8(ascii: "1"))
            return
        }
        bytes.append(UInt8(ascii: "0"))
        guard tenThousandths > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var fraction = tenThousandths, digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// ` transform="matrix(a b c d e f)"`: the linear part to six decimals (its error is
    /// multiplied by the coordinates), the translation to three.
    mutating func appendTransform(_ t: AffineTransform) {
        append(" transform=\"matrix(")
        for (i, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: " ")) }
            appendNumber(value, decimals: i < 4 ? 6 : 3)
        }
        append(")\"")
    }

    /// Text escaped for an attribute value or element content; characters XML does not allow
    /// (controls other than tab, newline and return) are left out.
    mutating func appendEscaped<S: Sequence>(_ utf8: S) where S.Element == UInt8 {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            case 0x09, 0x0A, 0x0D: bytes.append(byte)
            case 0..<0x20, 0x7F: continue
            default: bytes.append(byte)
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
