import LayoutDrawCore

/// `trim(from:to:)`'s geometry: the part of a path between two fractions of its length.
///
/// Rule: the path's length is the sum of its segments' — a closed subpath counts its closing
/// line, the jump of a `move` counts nothing — and the part drawn runs from `from × length` to
/// `to × length` along it, in the order the path was drawn. Fractions are clamped to 0…1; an
/// empty range (`from ≥ to`) draws nothing; the whole range returns the path as it was (closed
/// subpaths stay closed, so their joins are drawn); a closed subpath cut anywhere becomes open.
///
/// Evidence: Apple's `Shape.trim(from:to:)` ("draw a portion of a shape by ignoring portions of
/// the beginning and ending of the shape's path"; the fractions are "of the way through drawing
/// this shape"), and `Path.trimmedPath(from:to:)` ("a partial copy of the path, containing the
/// region between from and to, both of which must be fractions between zero and one").
///
/// Curves are measured by 32 chords each and cut by de Casteljau's construction at the
/// parameter where the chords reach the length: within 0.01 % of the exact length for a
/// quarter circle, far below a pixel for any shape a view draws.
public enum PathTrimming {
    /// The part of `commands` between `from` and `to` (fractions of its length).
    public static func trimmed(_ commands: [PathCommand], from: Double, to: Double) -> [PathCommand] {
        let start = from.isNaN ? 0 : min(max(from, 0), 1), end = to.isNaN ? 0 : min(max(to, 0), 1)
        if start <= 0 && end >= 1 { return commands }
        guard start < end else { return [] }
        let subpaths = Subpath.split(commands)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return [] }
        let low = start * total, high = end * total
        var result: [PathCommand] = []
        var offset = 0.0
        for subpath in subpaths {
            defer { offset += subpath.length }
            guard offset + subpath.length > low, offset < high else { continue }
            if subpath.isClosed, offset >= low, offset + subpath.length <= high {
                result += subpath.commands
                continue
            }
            var drawing = false
            var position = offset
            for segment in subpath.segments {
                let length = segment.length
                defer { position += length }
                let a = max(low - position, 0), b = min(high - position, length)
                guard length > 0, a < b else { continue }
                let t0 = segment.parameter(atLength: a), t1 = segment.parameter(atLength: b)
                if !drawing || a > 0 {
                    result.append(.move(segment.point(at: t0)))
                    drawing = true
                }
                result.append(segment.command(from: t0, to: t1))
            }
        }
        return result
    }

    /// The length of a path (its closing lines included).
    public static func length(of commands: [PathCommand]) -> Double {
        Subpath.split(commands).reduce(0) { $0 + $1.length }
    }

    /// One subpath: its segments from its first point, and whether it was closed.
    struct Subpath {
        var commands: [PathCommand]
        var segments: [Segment]
        var isClosed: Bool
        var length: Double { segments.reduce(0) { $0 + $1.length } }

        /// The subpaths of `commands`. A line or curve with no current point starts at its own
        /// end (as a `Path`'s first `addLine` does); after a `close`, the next segment starts a
        /// new subpath at the closed one's first point, as in cairo and Core Graphics.
        static func split(_ commands: [PathCommand]) -> [Subpath] {
            var result: [Subpath] = []
            var current = Subpath(commands: [], segments: [], isClosed: false)
            var first: Point?, point: Point?
            func finish() {
                if !current.segments.isEmpty { result.append(current) }
                current = Subpath(commands: [], segments: [], isClosed: false)
            }
            for command in commands {
                switch command {
                case .move(let p):
                    finish()
                    first = p
                    point = p
                    current.commands = [.move(p)]
                case .line(let p), .curve(_, _, let p):
                    guard let from = point else {
                        first = p
                        point = p
                        current.commands = [.move(p)]
                        continue
                    }
                    if current.isClosed {
                        finish()
                        current.commands = [.move(from)]
                    }
                    if case .curve(let c1, let c2, _) = command {
                        current.segments.append(.curve(from, c1, c2, p))
                    } else {
                        current.segments.append(.line(from, p))
                    }
                    current.commands.append(command)
                    point = p
                case .close:
                    guard let start = first, let from = point, !current.isClosed, !current.segments.isEmpty else { continue }
                    current.segments.append(.line(from, start))
                    current.commands.append(.close)
                    current.isClosed = true
                    point = start
                }
            }
            finish()
            return result
        }
    }

    /// A straight line or a cubic Bézier curve between two points.
    enum Segment {
        case line(Point, Point)
        case curve(Point, Point, Point, Point)

        static let chords = 32

        var length: Double {
            switch self {
            case .line(let a, let b): return distance(a, b)
            case .curve:
                var total = 0.0
                var previous = point(at: 0)
                for i in 1...Self.chords {
                    let next = point(at: Double(i) / Double(Self.chords))
                    total += distance(previous, next)
                    previous = next
                }
                return total
            }
        }

        func point(at t: Double) -> Point {
            switch self {
            case .line(let a, let b): return lerp(a, b, t)
            case .curve(let p0, let p1, let p2, let p3):
                let u = 1 - t
                let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                return Point(
                    x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                    y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
            }
        }

        /// The parameter at which the segment has run `target` points (0 ≤ target ≤ length).
        func parameter(atLength target: Double) -> Double {
            switch self {
            case .line(let a, let b):
                let length = distance(a, b)
                return length > 0 ? min(max(target / length, 0), 1) : 0
            case .curve:
                guard target > 0 else { return 0 }
                var run = 0.0
                var previous = point(at: 0)
                for i in 1...Self.chords {
                    let next = point(at: Double(i) / Double(Self.chords))
                    let chord = distance(previous, next)
                    if run + chord >= target {
                        let within = chord > 0 ? (target - run) / chord : 0
                        return (Double(i - 1) + within) / Double(Self.chords)
                    }
                    run += chord
                    previous = next
                }
                return 1
            }
        }

        /// The command drawing the segment from parameter `t0` to `t1` (its start is where the
        /// path already is).
        func command(from t0: Double, to t1: Double) -> PathCommand {
            switch self {
            case .line:
                return .line(point(at: t1))
            case .curve(let p0, let p1, let p2, let p3):
                // The part before t1, then the part of that after t0 (rescaled to it).
                var part = t1 < 1 ? Self.split(p0, p1, p2, p3, at: t1).left : (p0, p1, p2, p3)
                if t0 > 0 { part = Self.split(part.0, part.1, part.2, part.3, at: t0 / t1).right }
                return .curve(part.1, part.2, part.3)
            }
        }

        typealias Cubic = (Point, Point, Point, Point)

        /// De Casteljau's construction: the curve cut at `t` into two curves.
        static func split(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (left: Cubic, right: Cubic) {
            let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
            let d = lerp(a, b, t), e = lerp(b, c, t)
            let m = lerp(d, e, t)
            return ((p0, a, d, m), (m, e, c, p3))
        }
    }
}

private func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

private func distance(_ a: Point, _ b: Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}
