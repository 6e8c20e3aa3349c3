import LayoutDrawCore
import LayoutDrawFrames

/// A node's view in the arena, boxed once so that the engine calls its rules without copying it.
///
/// Calling a method on an `any ViewLayout` stored in memory makes Swift copy the existential
/// first (a reference count up and down on every view larger than three words, and on every
/// `Text`'s string), and the engine calls a rule about ten times per node. The arena instead
/// keeps each view in a `ViewBox` it owns and calls it through an unretained reference
/// (`Unmanaged._withUnsafeGuaranteedRef`): no copy, no reference counting. The box forwards
/// the rules the engine calls often; the others go through `view`.
class AnyViewBox {
    /// The view itself (a copy), for the rules called once per node and for casts.
    var view: any ViewLayout { fatalError("abstract") }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        fatalError("abstract")
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        fatalError("abstract")
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        fatalError("abstract")
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        fatalError("abstract")
    }

    func traits(subviews: LayoutSubviews) -> LayoutEvaluation.Traits { fatalError("abstract") }

    func geometryEffect(size: Size) -> GeometryEffect? { fatalError("abstract") }

    var coordinateSpaceName: String? { fatalError("abstract") }

    func drawOrder(ofSubview index: Int) -> Double { fatalError("abstract") }

    func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { fatalError("abstract") }
}

final class ViewBox<View: ViewLayout>: AnyViewBox {
    let content: View

    init(_ content: View) {
        self.content = content
    }

    override var view: any ViewLayout { content }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        content.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        content.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        content.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        content.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    override func traits(subviews: LayoutSubviews) -> LayoutEvaluation.Traits {
        LayoutEvaluation.Traits(
            priority: content.layoutPriority(subviews: subviews), zIndex: content.zIndex(subviews: subviews),
            spacing: content.spacing(subviews: subviews))
    }

    override func geometryEffect(size: Size) -> GeometryEffect? { content.geometryEffect(size: size) }

    override var coordinateSpaceName: String? { content.coordinateSpaceName }

    override func drawOrder(ofSubview index: Int) -> Double { content.drawOrder(ofSubview: index) }

    override func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? {
        content.stackAxis(forSubview: index, inherited: inherited)
    }
}

/// Boxes a view of whatever type it is (the existential is opened here, once).
func makeViewBox(_ view: some ViewLayout) -> AnyViewBox {
    ViewBox(view)
}
