/// A value an expression evaluates to.
public enum Value: Hashable, Sendable {
    case double(Double)
    case int(Int)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case proxy(GeometryProxy)
    case coordinateSpace(CoordinateSpace)
    /// A bag of named values, such as `params`.
    case namespace([String: Value])
    case array([Value])

    /// The value as a number, if it is one.
    public var number: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
    }

    /// The name of the value's type as Swift would print it in a message.
    public var typeName: String {
        switch self {
        case .double: "Double"
        case .int: "Int"
        case .string: "String"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .insets: "EdgeInsets"
        case .proxy: "GeometryProxy"
        case .coordinateSpace: "CoordinateSpace"
        case .namespace: "namespace"
        case .array: "Array"
        }
    }

    /// What Swift's string interpolation `"\(value)"` prints.
    public var interpolationDescription: String {
        switch self {
        case .double(let d): SwiftFormat.double(d)
        case .int(let i): String(i)
        case .string(let s): s
        case .point(let p): "(\(SwiftFormat.double(p.x)), \(SwiftFormat.double(p.y)))"
        case .size(let s): "(\(SwiftFormat.double(s.width)), \(SwiftFormat.double(s.height)))"
        case .rect(let r):
            "(\(SwiftFormat.double(r.minX)), \(SwiftFormat.double(r.minY)), \(SwiftFormat.double(r.width)), \(SwiftFormat.double(r.height)))"
        case .insets(let i):
            "EdgeInsets(top: \(SwiftFormat.double(i.top)), leading: \(SwiftFormat.double(i.leading)), bottom: \(SwiftFormat.double(i.bottom)), trailing: \(SwiftFormat.double(i.trailing)))"
        case .proxy: "GeometryProxy"
        case .coordinateSpace(let space): space.description
        case .namespace: "namespace"
        case .array(let values): "[" + values.map(\.interpolationDescription).joined(separator: ", ") + "]"
        }
    }
}

/// SwiftUI's `CoordinateSpace` as an expression names it.
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
    case global
    case local
    case named(String)

    public var description: String {
        switch self {
        case .global: "global"
        case .local: "local"
        case .named(let name): "named(\"\(name)\")"
        }
    }
}

/// What a `GeometryReader` tells its content (SwiftUI's `GeometryProxy`), computed by layout.
public struct GeometryProxy: Hashable, Sendable {
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    /// The reader's frame in canvas coordinates as geometry queries see it (effects that are
    /// `ignoredByLayout` left out).
    public var globalFrame: Rect
    /// The canvas-coordinate origin of each named coordinate space enclosing the reader.
    public var namedSpaceOrigins: [String: Point]
    /// The anchors (rects or points) collected under each preference key by the
    /// `backgroundPreferenceValue`/`overlayPreferenceValue` above the reader, resolved in the
    /// reader's space: relative to the origin of `globalFrame`, so `proxy[K]` is the anchor as
    /// this reader sees it.
    public var anchors: [String: [Value]]

    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, globalFrame: Rect,
        namedSpaceOrigins: [String: Point] = [:], anchors: [String: [Value]] = [:]
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedSpaceOrigins = namedSpaceOrigins
        self.anchors = anchors
    }

    /// `proxy.frame(in:)`; `nil` for a named space that does not enclose the reader.
    public func frame(in space: CoordinateSpace) -> Rect? {
        switch space {
        case .global: return globalFrame
        case .local: return Rect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedSpaceOrigins[name] else { return nil }
            return globalFrame.offsetBy(Point(x: -origin.x, y: -origin.y))
        }
    }
}
