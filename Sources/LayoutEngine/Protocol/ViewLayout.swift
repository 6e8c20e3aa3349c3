import LayoutDrawCore
import LayoutDrawFrames

/// A SwiftUI view or modifier and its layout rule, in the shape of SwiftUI's `Layout` protocol.
///
/// A view tree is built from `ViewNode`s, each holding one `ViewLayout` and its subviews. A
/// modifier is a node with its content as the first subview (and, for `background`/`overlay`,
/// the secondary view as the second). Sizing is a pure function of the proposal: the engine
/// caches it per (node, proposal), so a rule may ask a subview for its size as often as it likes.
///
/// This is all a view must implement. What else a view does — draw, change the environment,
/// have explicit alignment guides, set traits, apply a geometry effect, order its layers, name a
/// coordinate space, make its subviews a stack's — it says by adopting the small protocol for
/// it (Protocol/Capabilities.swift); Docs/Engine.md shows how, with a worked example.
public protocol ViewLayout: Sendable {
    /// The SwiftUI name of the view or modifier, as the layout dump prints it.
    var kind: String { get }

    /// The size the view chooses for `proposal` (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size

    /// Places every subview in `bounds` (canvas coordinates) with `LayoutSubview.place`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext)
}

/// A modifier: a view whose first subview is the content it modifies. What a parent reads of
/// a view passes through a modifier from its content: its traits (priority, spacing, zIndex)
/// and whether it is a stack's child (for `Spacer`), unless the modifier says otherwise
/// (`TraitWritingLayout`, `StackAxisLayout`).
public protocol ViewModifierLayout: ViewLayout {}

/// A modifier that keeps its content's frame: it is the size its content chooses for the same
/// proposal, and its content's alignment guides (a text's baselines) are its own. Such a
/// modifier states only how it places its content and what else it does (`background`,
/// `overlay`, `ignoresSafeArea`, and every `TransparentModifier`).
public protocol FrameKeepingModifier: ViewModifierLayout, ExplicitAlignmentLayout {}

extension FrameKeepingModifier {
    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }
}

/// A modifier that does not change layout at all (`font`, `opacity`, effects): a
/// `FrameKeepingModifier` whose content is placed exactly on it, with its proposal.
public protocol TransparentModifier: FrameKeepingModifier {}

extension TransparentModifier {
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// A view whose subviews are made during placement from what layout learned, such as a
/// `GeometryReader`'s content, which is a function of its proxy.
public protocol DynamicContentLayout: ViewLayout {
    func makeContent(_ proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode]
}
