/// SwiftUI's `CoordinateSpace` as an expression names it.
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
    case global
    case local
    case named(String)

    /// iOS 17's `.scrollView`: the innermost scroll view's space, which every `ScrollView` names
    /// under a name no listing can write.
    public static let scrollView = CoordinateSpace.named(scrollViewName)
    public static let scrollViewName = " scrollView"

    public var description: String {
        switch self {
        case .global: "global"
        case .local: "local"
        case .named(let name): name == Self.scrollViewName ? "scrollView" : "named(\"\(name)\")"
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
    public var anchors: [String: [ResolvedAnchor]]

    public init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, globalFrame: Rect,
        namedSpaceOrigins: [String: Point] = [:], anchors: [String: [ResolvedAnchor]] = [:]
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

/// An anchor (`Anchor<CGRect>` or `Anchor<CGPoint>`) as layout resolved it: a rect or a point,
/// in canvas coordinates until a reader resolves it in its own space.
public enum ResolvedAnchor: Hashable, Sendable {
    case rect(Rect)
    case point(Point)

    /// The anchor in the space of a reader whose frame, as geometry queries see it, has
    /// `origin`.
    public func relative(to origin: Point) -> ResolvedAnchor {
        switch self {
        case .rect(let rect): .rect(rect.offsetBy(Point(x: -origin.x, y: -origin.y)))
        case .point(let point): .point(point - origin)
        }
    }
}
