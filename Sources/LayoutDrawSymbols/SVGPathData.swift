#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine

/// Reads SVG path data (the `d` attribute: `M 1 2 L …`, every command of SVG 1.1, absolute
/// and relative) into absolute `PathCommand`s: lines, cubic curves (quadratic ones raised to
/// cubic, elliptical arcs split into cubic quarters as SVG's implementation notes F.6
/// describe) and closes. It reads the shipped icons' paths; a malformed path ends at the
/// first thing it cannot read.
public struct SVGPathData {
    private let bytes: [UInt8]
    private var index = 0

    public static func commands(_ d: String) -> [PathCommand] {
        var parser = SVGPathData(bytes: Array(d.utf8))
        return parser.parse()
    }

    /// The commands of `d`, and the byte offset of the first thing that could not be read
    /// (nil when all of it was): for a path a scene writes, where stopping early must be said.
    public static func read(_ d: String) -> (commands: [PathCommand], unread: Int?) {
        var parser = SVGPathData(bytes: Array(d.utf8))
        let commands = parser.parse()
        parser.skipSeparators()
        return (commands, parser.index < parser.bytes.count ? parser.index : nil)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parse() -> [PathCommand] {
        var result: [PathCommand] = []
        var current = Point.zero, start = Point.zero
        var lastControl: Point?  // the last cubic's second control point (for S)
        var lastQuadratic: Point?  // the last quadratic's control point (for T)
        var command: UInt8 = 0
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            if isCommand(bytes[index]) {
                command = bytes[index]
                index += 1
            } else if command == 0 {
                break
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // coordinates after a moveto are linetos
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            let relative = command >= UInt8(ascii: "a")
            func point(_ x: Double, _ y: Double) -> Point {
                relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var keepControl = false, keepQuadratic = false
            switch command | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                guard let x = number(), let y = number() else { return result }
                current = point(x, y)
                start = current
                result.append(.move(current))
            case UInt8(ascii: "l"):
                guard let x = number(), let y = number() else { return result }
                current = point(x, y)
                result.append(.line(current))
            case UInt8(ascii: "h"):
                guard let x = number() else { return result }
                current = Point(x: relative ? current.x + x : x, y: current.y)
                result.append(.line(current))
            case UInt8(ascii: "v"):
                guard let y = number() else { return result }
                current = Point(x: current.x, y: relative ? current.y + y : y)
                result.append(.line(current))
            case UInt8(ascii: "c"):
                guard let x1 = number(), let y1 = number(), let x2 = number(), let y2 = number(), let x = number(), let y = number()
                else { return result }
                let c1 = point(x1, y1), c2 = point(x2, y2), end = point(x, y)
                result.append(.curve(c1, c2, end))
                lastControl = c2
                keepControl = true
                current = end
            case UInt8(ascii: "s"):
                guard let x2 = number(), let y2 = number(), let x = number(), let y = number() else { return result }
                let c1 = lastControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = point(x2, y2), end = point(x, y)
                result.append(.curve(c1, c2, end))
                lastControl = c2
                keepControl = true
                current = end
            case UInt8(ascii: "q"):
                guard let x1 = number(), let y1 = number(), let x = number(), let y = number() else { return result }
                let q = point(x1, y1), end = point(x, y)
                result.append(Self.cubic(from: current, quadratic: q, to: end))
                lastQuadratic = q
                keepQuadratic = true
                current = end
            case UInt8(ascii: "t"):
                guard let x = number(), let y = number() else { return result }
                let q = lastQuadratic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = point(x, y)
                result.append(Self.cubic(from: current, quadratic: q, to: end))
                lastQuadratic = q
                keepQuadratic = true
                current = end
            case UInt8(ascii: "a"):
                guard let rx = number(), let ry = number(), let rotation = number(), let large = flag(), let sweep = flag(),
                    let x = number(), let y = number()
                else { return result }
                let end = point(x, y)
                result += Self.arc(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                result.append(.close)
                current = start
                command = 0
            default:
                return result
            }
            if !keepControl { lastControl = nil }
            if !keepQuadratic { lastQuadratic = nil }
        }
        return result
    }

    // MARK: Tokens

    private func isCommand(_ c: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c)
    }

    private mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || (0x09...0x0D).contains(bytes[index]) {
            index += 1
        }
    }

    /// A number: sign, digits, a fraction, an exponent (`-.386`, `1e-3`); a second `.` starts
    /// the next number, as SVG allows (`.386.198`).
    private mutating func number() -> Double? {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0, sawDot = false
        while index < bytes.count {
            let c = bytes[index]
            if (0x30...0x39).contains(c) {
                digits += 1
            } else if c == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else {
            index = begin
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var look = index + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < bytes.count, (0x30...0x39).contains(bytes[look]) {
                index = look
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            }
        }
        return Double(String(decoding: bytes[begin..<index], as: UTF8.self))
    }

    /// An arc flag: a single `0` or `1` (flags may be written without separators: `011`).
    private mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    // MARK: Curves

    /// A quadratic curve from `p0` through control `q` to `p`, raised to the same cubic.
    public static func cubic(from p0: Point, quadratic q: Point, to p: Point) -> PathCommand {
        .curve(
            Point(x: p0.x + 2 / 3 * (q.x - p0.x), y: p0.y + 2 / 3 * (q.y - p0.y)),
            Point(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y)), p)
    }

    /// An elliptical arc as cubic curves of at most a quarter turn each (SVG 1.1, F.6.5
    /// endpoint to centre parameterisation, radii scaled up when too small, F.6.6).
    static func arc(from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) -> [PathCommand] {
        var rx = abs(rx), ry = abs(ry)
        if p0 == p1 { return [] }
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4 / 3 * tan(step / 4)
        func onEllipse(_ t: Double) -> Point {
            let x = rx * cos(t), y = ry * sin(t)
            return Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t), y = ry * cos(t)
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var result: [PathCommand] = []
        var t = theta1
        for i in 0..<segments {
            let t2 = t + step
            let a = onEllipse(t), b = i == segments - 1 ? p1 : onEllipse(t2)
            let da = derivative(t), db = derivative(t2)
            result.append(.curve(Point(x: a.x + k * da.x, y: a.y + k * da.y), Point(x: b.x - k * db.x, y: b.y - k * db.y), b))
            t = t2
        }
        return result
    }
}
