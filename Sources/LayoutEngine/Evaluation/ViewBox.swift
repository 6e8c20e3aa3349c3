import LayoutDrawCore
import LayoutDrawFrames

/// A node's view, boxed once (by `ViewNode`) so that the engine calls its rules in place.
///
/// The box is a `TypedViewBox<V>` holding the view's value itself, and forwards each rule to
/// it: a call reads one object. (An `any ViewLayout` kept in a box read two or three: the box,
/// then the separate allocation an existential makes for any view larger than three words —
/// most modifiers and every `Text` — and layout is mostly waiting for memory. Calling through
/// an existential stored in an array or behind a pointer also made Swift copy it first.)
/// A box cannot change, so the arena reaches it unretained (`Unmanaged._withUnsafeGuaranteedRef`)
/// while the view tree that owns it is kept alive: no copy, no reference counting.
class ViewBox: @unchecked Sendable {
    /// Boxes `view` with its value inline.
    static func make(_ view: any ViewLayout) -> ViewBox {
        func box<V: ViewLayout>(_ view: V) -> ViewBox { TypedViewBox(view) }
        return box(view)
    }

    fileprivate init() {}

    // Each member forwards to the `ViewLayout` member of the same name (see `TypedViewBox`).

    /// The view, as an existential (a copy: for what is not a rule, like dynamic casts).
    var view: any ViewLayout { fatalError("abstract") }
    var viewType: any ViewLayout.Type { fatalError("abstract") }
    var kind: String { fatalError("abstract") }
    var coordinateSpaceName: String? { fatalError("abstract") }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        fatalError("abstract")
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        fatalError("abstract")
    }

    func layoutPriority(subviews: LayoutSubviews) -> Double { fatalError("abstract") }
    func zIndex(subviews: LayoutSubviews) -> Double { fatalError("abstract") }
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }

    func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        fatalError("abstract")
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        fatalError("abstract")
    }

    func updateEnvironment(_ environment: inout EnvironmentValues) { fatalError("abstract") }
    func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing { fatalError("abstract") }
    func geometryEffect(size: Size) -> GeometryEffect? { fatalError("abstract") }
    func drawOrder(ofSubview index: Int) -> Double { fatalError("abstract") }
    func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { fatalError("abstract") }
}

/// A `ViewBox` of a view of type `V`, stored inline.
private final class TypedViewBox<V: ViewLayout>: ViewBox, @unchecked Sendable {
    let value: V

    init(_ value: V) {
        self.value = value
    }

    override var view: any ViewLayout { value }
    override var viewType: any ViewLayout.Type { V.self }
    override var kind: String { value.kind }
    override var coordinateSpaceName: String? { value.coordinateSpaceName }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        value.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        value.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    override func layoutPriority(subviews: LayoutSubviews) -> Double { value.layoutPriority(subviews: subviews) }
    override func zIndex(subviews: LayoutSubviews) -> Double { value.zIndex(subviews: subviews) }
    override func spacing(subviews: LayoutSubviews) -> ViewSpacing { value.spacing(subviews: subviews) }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        value.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        value.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    override func updateEnvironment(_ environment: inout EnvironmentValues) { value.updateEnvironment(&environment) }

    override func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        value.drawing(size: size, proposal: proposal, context: context)
    }

    override func geometryEffect(size: Size) -> GeometryEffect? { value.geometryEffect(size: size) }
    override func drawOrder(ofSubview index: Int) -> Double { value.drawOrder(ofSubview: index) }
    override func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { value.stackAxis(forSubview: index, inherited: inherited) }
}
