import LayoutDrawCore

/// SwiftUI's `Layout` protocol as a scene declares it (`struct EqualWidthHStack: Layout { … }`):
/// the rule a `CustomLayout` lays its subviews out by. The engine knows nothing of how the rule
/// is written or run (the compiler runs the scene's Swift with its interpreter); this is the
/// whole interface between them.
///
/// The methods are SwiftUI's, with `subviews` the engine's proxies (ask a subview its size, its
/// dimensions, its traits; place it with `LayoutSubview.place`). The cache is the rule's own
/// value (SwiftUI's associated `Cache` type): made once per layout view and evaluation by
/// `makeCache`, then passed in-out to every other call, as SwiftUI passes it.
///
/// Every method runs code a scene wrote, which can fail (a division by zero, an index out of
/// range, a loop that runs past the step budget): it throws a positioned diagnostic, which
/// the engine reports as the scene's error.
public protocol CustomLayoutRule: Sendable {
    /// The layout's name as written: the kind the layout dump shows for the view.
    var name: String { get }

    /// Where the layout is used, for the problems found around it (nesting too deep).
    var source: SourceLocation? { get }

    /// SwiftUI's `makeCache(subviews:)`: storage the other calls share (`()` for a layout
    /// without one).
    func makeCache(subviews: LayoutSubviews) throws(Diagnostic) -> any Sendable

    /// SwiftUI's `sizeThatFits(proposal:subviews:cache:)`: the container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable) throws(Diagnostic) -> Size

    /// SwiftUI's `placeSubviews(in:proposal:subviews:cache:)`: places the subviews in `bounds`
    /// (canvas coordinates). Returns warnings about the placement: a subview placed twice (the
    /// last placement wins) or never (it is centred), which SwiftUI allows but rarely means.
    func placeSubviews(
        in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout any Sendable
    ) throws(Diagnostic) -> [Diagnostic]

    /// SwiftUI's `explicitAlignment(of:in:proposal:subviews:cache:)` for a horizontal guide:
    /// its value from the container's leading edge, or nil when the layout gives it none (and
    /// when the layout does not implement the method).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout any Sendable
    ) throws(Diagnostic) -> Double?

    /// The same for a vertical guide, from the container's top edge.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout any Sendable
    ) throws(Diagnostic) -> Double?
}
