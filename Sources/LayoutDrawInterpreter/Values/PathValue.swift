import LayoutDrawCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's `Path` as a listing builds it: `Path { p in p.move(to: …); p.addLine(to: …) }`,
/// `var path = Path()` then its methods, or `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
/// `Path(ellipseIn:)`. It records its elements in the coordinates they are written in;
/// LayoutDrawCompile turns them into the engine's path commands.
///
/// One difference from Swift: a `Path` is a value in Swift and a shared object here, so after
/// `let b = a`, a method called on `a` changes `b` too. Listings build a path and return it,
/// where the two agree.
public final class PathValue: HostObject, @unchecked Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// The most elements one path may hold (a loop that adds lines is bounded by the step
    /// budget; this keeps one path from holding millions of them).
    public static let maximumElements = 100_000

    public init(elements: [Element] = []) {
        self.elements = elements
    }

    public var typeName: String { "Path" }

    /// The point the next element starts from, if the path has one.
    private var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    private func append(_ new: [Element], at offset: Int) throws(ExpressionError) {
        guard elements.count + new.count <= Self.maximumElements else {
            throw ExpressionError("this path has more than \(Self.maximumElements) elements, the most one path may have", at: offset)
        }
        elements += new
    }

    // MARK: Shapes, as CoreGraphics adds them

    /// A rectangle: moved to its origin, lines around it clockwise (on screen), closed.
    public static func rectangle(_ r: Rect) -> [Element] {
        [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
            .line(Point(x: r.minX, y: r.maxY)), .close,
        ]
    }

    /// An ellipse in `r` as four cubic quarters (the standard 0.5523 control distance), from its
    /// rightmost point, closed.
    static func ellipse(in r: Rect) -> [Element] {
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        return [
            .move(Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A rounded rectangle with corners of `radius` (clamped to half the shorter side), as
    /// quarter ellipses of the same control distance.
    static func roundedRectangle(_ r: Rect, radius: Double) -> [Element] {
        roundedRectangle(r, radius: radius, corners: Corners.all)
    }

    /// UIKit's `UIRectCorner`: which corners `UIBezierPath(roundedRect:byRoundingCorners:
    /// cornerRadii:)` rounds.
    public struct Corners: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let topLeft = Corners(rawValue: 1), topRight = Corners(rawValue: 2)
        public static let bottomLeft = Corners(rawValue: 4), bottomRight = Corners(rawValue: 8)
        public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        static let named: [String: Corners] = [
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight, "allCorners": .all,
        ]
    }

    /// A rectangle with `corners` rounded by `radius` (clamped to half the shorter side) and
    /// the others square, clockwise from the top left as UIKit draws it.
    static func roundedRectangle(_ r: Rect, radius: Double, corners: Corners) -> [Element] {
        let radius = max(0, min(radius, min(r.width, r.height) / 2))
        guard radius > 0, !corners.isEmpty else { return rectangle(r) }
        let k = (1 - 0.5522847498307936) * radius
        func at(_ corner: Corners) -> Double { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (at(.topLeft), at(.topRight), at(.bottomRight), at(.bottomLeft))
        var path: [Element] = [.move(Point(x: r.minX + tl, y: r.minY)), .line(Point(x: r.maxX - tr, y: r.minY))]
        if tr > 0 {
            path.append(.curve(to: Point(x: r.maxX, y: r.minY + tr), control1: Point(x: r.maxX - k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + k)))
        }
        path.append(.line(Point(x: r.maxX, y: r.maxY - br)))
        if br > 0 {
            path.append(.curve(to: Point(x: r.maxX - br, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - k), control2: Point(x: r.maxX - k, y: r.maxY)))
        }
        path.append(.line(Point(x: r.minX + bl, y: r.maxY)))
        if bl > 0 {
            path.append(.curve(to: Point(x: r.minX, y: r.maxY - bl), control1: Point(x: r.minX + k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - k)))
        }
        path.append(.line(Point(x: r.minX, y: r.minY + tl)))
        if tl > 0 {
            path.append(.curve(to: Point(x: r.minX + tl, y: r.minY), control1: Point(x: r.minX, y: r.minY + k), control2: Point(x: r.minX + k, y: r.minY)))
        }
        path.append(.close)
        return path
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, `UIBezierPath(roundedRect:
    /// cornerRadius:)`, `UIBezierPath(rect:)`, `UIBezierPath(ovalIn:)`: the path, as a `Path`
    /// (its `cgPath` is itself, and `Path(bezier.cgPath)` takes it). UIKit rounds a corner with
    /// a quarter circle of the radii's width; here a quarter ellipse of the same control
    /// distance as `Path(roundedRect:cornerRadius:)`'s.
    static func bezierPath(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> PathValue {
        func corners(_ value: Value) throws(ExpressionError) -> Corners {
            switch value {
            case .symbol(let symbol) where symbol.path.count == 1:
                if let named = Corners.named[symbol.name] { return named }
            case .array(let items):
                var all: Corners = []
                for item in items { all.formUnion(try corners(item)) }
                return all
            default: break
            }
            throw ExpressionError("byRoundingCorners takes UIRectCorner values: .topLeft, .topRight, .bottomLeft, .bottomRight, .allCorners, or a list of them", at: offset)
        }
        switch (values.map(\.label), values.first?.value) {
        case (["roundedRect", "byRoundingCorners", "cornerRadii"], .rect(let r)?):
            guard case .size(let radii) = values[2].value, radii.width.isFinite else {
                throw ExpressionError("cornerRadii takes a CGSize: CGSize(width: 8, height: 8)", at: offset)
            }
            return PathValue(elements: roundedRectangle(r, radius: radii.width, corners: try corners(values[1].value)))
        case (["roundedRect", "cornerRadius"], .rect(let r)?):
            guard let radius = values[1].value.number, radius.isFinite else { throw ExpressionError("cornerRadius takes a number of points", at: offset) }
            return PathValue(elements: roundedRectangle(r, radius: radius))
        case (["rect"], .rect(let r)?): return PathValue(elements: rectangle(r))
        case (["ovalIn"], .rect(let r)?): return PathValue(elements: ellipse(in: r))
        default:
            throw ExpressionError("UIBezierPath takes (roundedRect:byRoundingCorners:cornerRadii:), (roundedRect:cornerRadius:), (rect:) or (ovalIn:)", at: offset)
        }
    }

    /// CoreGraphics's `addArc(center:radius:startAngle:endAngle:clockwise:)`: a line from the
    /// current point to the arc's start (a move when the path is empty), then the arc as cubic
    /// pieces of at most a quarter turn. Angles are in radians, measured from the x axis
    /// towards y (downwards on screen); `clockwise` is in that flipped space, so SwiftUI's
    /// `clockwise: false` turns clockwise as the screen shows it, as Apple documents.
    static func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool, hasCurrentPoint: Bool) -> [Element] {
        var sweep = end - start
        let full = 2 * Double.pi
        if clockwise {
            // Decreasing angles: sweep in (-2π, 0].
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep > 0 { sweep -= full }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        // A whole turn asked for (end − start a multiple of 2π but not 0) draws a circle.
        if sweep == 0, end != start { sweep = clockwise ? -full : full }
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        var result: [Element] = [hasCurrentPoint ? .line(point(start)) : .move(point(start))]
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            result.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
        return result
    }

    // MARK: Making one (`Path(…)`)

    /// `Path()`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`; a
    /// `Path { p in … }` is made empty and its closure called with it (LayoutDrawCore's call).
    static func make(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> PathValue? {
        let labels = values.map(\.label)
        switch (labels, values.first?.value) {
        case ([], _): return PathValue()
        case ([nil], .rect(let r)?): return PathValue(elements: rectangle(r))
        // `Path(bezier.cgPath)`: a copy of the path.
        case ([nil], .host(let host)?) where host.object is PathValue: return PathValue(elements: (host.object as! PathValue).elements)
        case (["ellipseIn"], .rect(let r)?): return PathValue(elements: ellipse(in: r))
        case (["roundedRect", "cornerRadius"], .rect(let r)?):
            guard let radius = values[1].value.number, radius.isFinite else {
                throw ExpressionError("Path(roundedRect:cornerRadius:) takes a number of points for the radius", at: offset)
            }
            return PathValue(elements: roundedRectangle(r, radius: radius))
        default:
            return nil
        }
    }

    // MARK: Members and methods

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "isEmpty": return .bool(elements.isEmpty)
        case "cgPath": return .host(HostValue(self))
        case "currentPoint": return currentPoint.map(Value.point) ?? Value.none
        default: return nil
        }
    }

    /// The methods, each with its Swift spelling (for a call with the wrong labels).
    static let methods = [
        "move": "move(to:)", "addLine": "addLine(to:)", "addLines": "addLines(_:)", "addRect": "addRect(_:)",
        "addRects": "addRects(_:)", "addEllipse": "addEllipse(in:)", "addRoundedRect": "addRoundedRect(in:cornerSize:)",
        "addArc": "addArc(center:radius:startAngle:endAngle:clockwise:)", "addQuadCurve": "addQuadCurve(to:control:)",
        "addCurve": "addCurve(to:control1:control2:)", "closeSubpath": "closeSubpath()", "addPath": "addPath(_:)",
    ]

    public func hasMethod(_ name: String) -> Bool { Self.methods[name] != nil }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        let labels = arguments.map(\.label)
        /// `.zero` written where the type is known: the zero point or rectangle.
        func isZero(_ value: Value) -> Bool {
            guard case .symbol(let symbol) = value, symbol.type == nil, symbol.path.count == 1 else { return false }
            return symbol.name == "zero" && symbol.path[0].arguments == nil
        }
        func point(_ index: Int) throws(ExpressionError) -> Point {
            if isZero(arguments[index].value) { return .zero }
            guard case .point(let p) = arguments[index].value, p.x.isFinite, p.y.isFinite else {
                throw ExpressionError("'\(name)' takes a CGPoint with finite coordinates for '\(arguments[index].label ?? "_")'", at: offset)
            }
            return p
        }
        func rect(_ index: Int) throws(ExpressionError) -> Rect {
            if isZero(arguments[index].value) { return Rect(x: 0, y: 0, width: 0, height: 0) }
            guard case .rect(let r) = arguments[index].value, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
                throw ExpressionError("'\(name)' takes a CGRect with finite numbers", at: offset)
            }
            return r
        }
        func number(_ index: Int) throws(ExpressionError) -> Double {
            guard let n = arguments[index].value.number, n.isFinite else {
                throw ExpressionError("'\(name)' takes a finite number for '\(arguments[index].label ?? "_")'", at: offset)
            }
            return n
        }
        func angle(_ index: Int) throws(ExpressionError) -> Double {
            if case .symbol(let symbol) = arguments[index].value, let radians = symbol.knownMember("radians")?.number, radians.isFinite {
                return radians
            }
            throw ExpressionError("'\(name)' takes an Angle for '\(arguments[index].label ?? "_")': .degrees(90) or .radians(.pi / 2)", at: offset)
        }
        let done = Value.tuple([])
        switch (name, labels) {
        case ("move", ["to"]):
            try append([.move(try point(0))], at: offset)
        case ("addLine", ["to"]):
            let p = try point(0)
            try append([currentPoint == nil ? .move(p) : .line(p)], at: offset)
        case ("addLines", [nil]):
            guard case .array(let items) = arguments[0].value else { throw ExpressionError("'addLines' takes an array of CGPoints", at: offset) }
            var points: [Point] = []
            for item in items {
                guard case .point(let p) = item, p.x.isFinite, p.y.isFinite else {
                    throw ExpressionError("'addLines' takes an array of CGPoints", at: offset)
                }
                points.append(p)
            }
            guard let first = points.first else { return done }
            try append([.move(first)] + points.dropFirst().map { .line($0) }, at: offset)
        case ("addRect", [nil]):
            try append(Self.rectangle(try rect(0)), at: offset)
        case ("addRects", [nil]):
            guard case .array(let items) = arguments[0].value else { throw ExpressionError("'addRects' takes an array of CGRects", at: offset) }
            for item in items {
                guard case .rect(let r) = item else { throw ExpressionError("'addRects' takes an array of CGRects", at: offset) }
                try append(Self.rectangle(r), at: offset)
            }
        case ("addEllipse", ["in"]):
            try append(Self.ellipse(in: try rect(0)), at: offset)
        case ("addRoundedRect", ["in", "cornerSize"]):
            guard case .size(let corner) = arguments[1].value else { throw ExpressionError("'addRoundedRect' takes a CGSize for 'cornerSize'", at: offset) }
            // Elliptical corners are drawn circular, of the smaller of the two radii.
            try append(Self.roundedRectangle(try rect(0), radius: min(corner.width, corner.height)), at: offset)
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]):
            guard case .bool(let clockwise) = arguments[4].value else { throw ExpressionError("'addArc' takes true or false for 'clockwise'", at: offset) }
            let radius = try number(1)
            guard radius >= 0 else { throw ExpressionError("'addArc' takes a radius of zero or more", at: offset) }
            try append(
                Self.arc(
                    center: try point(0), radius: radius, start: try angle(2), end: try angle(3), clockwise: clockwise,
                    hasCurrentPoint: currentPoint != nil), at: offset)
        case ("addQuadCurve", ["to", "control"]):
            try append([.quadCurve(to: try point(0), control: try point(1))], at: offset)
        case ("addCurve", ["to", "control1", "control2"]):
            try append([.curve(to: try point(0), control1: try point(1), control2: try point(2))], at: offset)
        case ("closeSubpath", []):
            if !elements.isEmpty { try append([.close], at: offset) }
        case ("addPath", [nil]):
            guard case .host(let host) = arguments[0].value, let other = host.object as? PathValue else {
                throw ExpressionError("'addPath' takes a Path", at: offset)
            }
            try append(other.elements, at: offset)
        default:
            guard let spelling = Self.methods[name] else { return nil }
            throw ExpressionError("Path's '\(name)' is written \(spelling)", at: offset)
        }
        return done
    }

    public func isEqual(to other: any HostObject) -> Bool {
        (other as? PathValue)?.elements == elements
    }

    public var description: String { "Path(\(elements.count) elements)" }
}
