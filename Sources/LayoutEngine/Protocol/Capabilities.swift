import LayoutDrawCore
import LayoutDrawFrames

// What a view may do besides sizing and placing its subviews. Each is a small protocol a view
// adopts only when it does that thing, as SwiftUI's own views adopt `GeometryEffect`,
// `EnvironmentModifier` or `_TraitWritingModifier`: a view that adopts none is drawn as
// nothing, sees its parent's environment, and has the default traits (Docs/Engine.md).
//
// The engine finds which of them a view's type adopts once per type, when the view is boxed
// (Evaluation/ViewType.swift), and asks a view only what its type adopts.

/// A view that draws something or changes how its subtree composites: a leaf (`Text`, `Color`,
/// a shape, a control's chrome) or a modifier such as `opacity` or `clipShape`.
public protocol DrawingLayout: ViewLayout {
    /// What the view draws and how it composites, given its size, proposal and environment.
    func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing
}

/// A view that changes the environment its subviews see (`font`, `foregroundStyle`, …;
/// SwiftUI's `EnvironmentModifier`).
public protocol EnvironmentChangingLayout: ViewLayout {
    func updateEnvironment(_ environment: inout EnvironmentValues)
}

/// A geometry effect (`offset`, `rotationEffect`, `scaleEffect`; SwiftUI's `GeometryEffect`):
/// a transform applied to the view as drawn. It never changes layout.
public protocol GeometryEffectLayout: ViewLayout {
    /// The effect for a view of `size`; nil for none.
    func geometryEffect(size: Size) -> GeometryEffect?
}

/// A view with explicit alignment guides: values for some guides that differ from their
/// defaults (a text's baselines, an `alignmentGuide`, a frame that carries its content's guides
/// up). Implement either method or both; the other answers nil (the guide's default).
public protocol ExplicitAlignmentLayout: ViewLayout {
    /// The view's value for `guide`, measured from its leading edge, for a view of `size`; nil
    /// when the guide has its default value.
    func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double?

    /// The same for a vertical guide, from the view's top edge.
    func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double?
}

extension ExplicitAlignmentLayout {
    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        nil
    }
}

/// A view that sets the traits a parent stack reads: its layout priority, its `zIndex`, how it
/// spaces itself from its neighbours (SwiftUI's `_TraitWritingModifier`, `Layout.spacing`).
/// Implement what the view sets; the others keep their defaults: a modifier passes its
/// content's through, any other view has priority 0, zIndex 0 and standard spacing.
public protocol TraitWritingLayout: ViewLayout {
    func layoutPriority(subviews: LayoutSubviews) -> Double
    func zIndex(subviews: LayoutSubviews) -> Double
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
}

extension TraitWritingLayout {
    public func layoutPriority(subviews: LayoutSubviews) -> Double { 0 }
    public func zIndex(subviews: LayoutSubviews) -> Double { 0 }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { .standard }
}

extension TraitWritingLayout where Self: ViewModifierLayout {
    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.isEmpty ? 0 : subviews[0].priority }
    public func zIndex(subviews: LayoutSubviews) -> Double { subviews.isEmpty ? 0 : subviews[0].zIndex }
    public func spacing(subviews: LayoutSubviews) -> ViewSpacing { subviews.isEmpty ? .standard : subviews[0].spacing }
}

/// A view whose subviews are the content of a stack along an axis, or are not (what a `Spacer`
/// among them sizes along). By default a modifier passes its parent's axis to its content and
/// any other view clears it.
public protocol StackAxisLayout: ViewLayout {
    /// The stack axis subview `index` sees, given the one this view sees (`inherited`).
    func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis?
}

/// A view whose subviews paint in an order other than their own (`background` behind its
/// content). By default every subview has draw order 0 and paints in subview order.
public protocol LayerOrderingLayout: ViewLayout {
    /// The painting order of subview `index` among its siblings (lower first).
    func drawOrder(ofSubview index: Int) -> Double
}

/// A view that names a coordinate space (`coordinateSpace(name:)`) for the geometry queries
/// below it.
public protocol CoordinateSpaceLayout: ViewLayout {
    var coordinateSpaceName: String? { get }
}

/// A transform a geometry effect applies to a view as drawn.
public struct GeometryEffect: Hashable, Sendable {
    /// In the view's own frame coordinates (origin at its top-leading corner).
    public var transform: AffineTransform
    /// When set, geometry queries (`proxy.frame(in:)`, anchors) do not see the effect.
    public var isIgnoredByLayout: Bool

    public init(transform: AffineTransform, isIgnoredByLayout: Bool) {
        self.transform = transform
        self.isIgnoredByLayout = isIgnoredByLayout
    }
}

/// What a node draws and how it composites its subtree.
public struct NodeDrawing: Hashable, Sendable {
    public var paint: Paint?
    public var opacity: Double
    public var clip: ShapeOutline?
    /// The string a `Text` draws, for the layout dump.
    public var text: String?
    /// A graphical effect on the subtree (`shadow`, `blur`, `mask`, `compositingGroup`).
    public var effect: DrawingEffect?

    public init(paint: Paint? = nil, opacity: Double = 1, clip: ShapeOutline? = nil, text: String? = nil, effect: DrawingEffect? = nil) {
        self.paint = paint
        self.opacity = opacity
        self.clip = clip
        self.text = text
        self.effect = effect
    }

    public static let none = NodeDrawing()
}
