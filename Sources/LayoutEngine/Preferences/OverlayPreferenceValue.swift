import LayoutDrawCore

/// `.overlayPreferenceValue(_:alignment:_:)` over anchors. Rule: lays out as `overlay`
/// (layout-rules §3.7): the primary decides the size, the secondary is proposed it, aligned by
/// `alignment` and drawn in front. The secondary is built after the primary is placed, and the
/// anchors the primary published under `key` reach the `GeometryReader`s in it.
public struct OverlayPreferenceValue: SecondaryLayerModifier, AnchorPreferenceReader {
    public var kind: String { "overlayPreferenceValue" }
    public var isDrawnBehind: Bool { false }
    public var key: String
    public var alignment: Alignment

    public init(key: String, alignment: Alignment = .center) {
        self.key = key
        self.alignment = alignment
    }

    public var preferenceKey: String { key }
}
