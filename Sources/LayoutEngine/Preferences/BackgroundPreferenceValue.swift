import LayoutDrawCore

/// `.backgroundPreferenceValue(_:alignment:_:)` over anchors. Rule: lays out as `background`
/// (layout-rules §3.7): the primary decides the size, the secondary is proposed it, aligned by
/// `alignment` and drawn behind. The secondary is built after the primary is placed, and the
/// anchors the primary published under `key` reach the `GeometryReader`s in it.
public struct BackgroundPreferenceValue: SecondaryLayerModifier, AnchorPreferenceReader {
    public var kind: String { "backgroundPreferenceValue" }
    public var isDrawnBehind: Bool { true }
    public var key: String
    public var alignment: Alignment

    public init(key: String, alignment: Alignment = .center) {
        self.key = key
        self.alignment = alignment
    }

    public var preferenceKey: String { key }
}
