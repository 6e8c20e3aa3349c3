import LayoutDrawCore

/// A view that publishes an anchor of itself under a preference key (`anchorPreference`).
/// Values of one key are collected in tree order, as a `PreferenceKey` whose `reduce` appends.
public protocol AnchorPreferenceWriter: ViewLayout {
    var preferenceKey: String { get }
    /// The anchor of a view with layout frame `frame` (canvas coordinates), as geometry queries
    /// see it through `queryTransform` (the effects above it that are not `ignoredByLayout`).
    func anchorValue(frame: Rect, queryTransform: AffineTransform) -> ResolvedAnchor
}

/// A view whose secondary subviews are built from the anchors its primary subview (the first)
/// published under `preferenceKey` (`backgroundPreferenceValue`, `overlayPreferenceValue`).
/// The primary is placed first; the anchors then reach every `GeometryReader` in the secondary
/// content, which reads them as `proxy[KEY]` resolved in its own space.
public protocol AnchorPreferenceReader: ViewLayout {
    var preferenceKey: String { get }
}

/// What an anchor stands for: SwiftUI's `Anchor<CGRect>.Source.bounds` or an
/// `Anchor<CGPoint>.Source` made from a unit point (`.topLeading`, `.center`, …).
public enum AnchorSource: Hashable, Sendable {
    case bounds
    case point(UnitPoint)
}
