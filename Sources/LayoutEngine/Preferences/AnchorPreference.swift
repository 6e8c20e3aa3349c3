import LayoutDrawCore

/// `.anchorPreference(key:value:transform:)` collecting `[anchor]`. Rule: no effect on layout;
/// publishes the view's bounds (a rect) or a unit point of it (a point) under `key`. Once
/// resolved, a rect anchor is the bounding box of the view's frame through every effect above
/// it that is not `ignoredByLayout` (a rotated view gives its rotated bounding box), and a point
/// anchor is that point carried through the same effects.
public struct AnchorPreference: TransparentModifier, AnchorPreferenceWriter {
    public var kind: String { "anchorPreference" }
    public var key: String
    public var source: AnchorSource

    public init(key: String, value source: AnchorSource) {
        self.key = key
        self.source = source
    }

    public var preferenceKey: String { key }

    public func anchorValue(frame: Rect, queryTransform: AffineTransform) -> ResolvedAnchor {
        switch source {
        case .bounds:
            return .rect(queryTransform.boundingBox(of: frame))
        case .point(let unit):
            return .point(queryTransform.apply(to: frame.origin + unit.point(in: frame.size)))
        }
    }
}
