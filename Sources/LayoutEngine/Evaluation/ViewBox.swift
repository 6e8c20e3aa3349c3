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
///
/// The box also carries what its view's type adopts (`ViewType`, found once per type), so
/// that the engine asks a view only what its type answers, and without a dynamic cast. The
/// members of a capability protocol must be called only when `capabilities` has it.
class ViewBox: @unchecked Sendable {
    /// What the view's type adopts, and how to call it: shared by every view of the type,
    /// which `ViewType.of` keeps for the process's life.
    unowned(unsafe) let type: ViewType
    /// `type.capabilities`, kept here, where the engine reads it with the box.
    let capabilities: ViewCapabilities

    /// Boxes `view` with its value inline.
    static func make(_ view: any ViewLayout) -> ViewBox {
        func box<V: ViewLayout>(_ view: V) -> ViewBox { TypedViewBox(view) }
        return box(view)
    }

    fileprivate init(type: ViewType) {
        self.type = type
        self.capabilities = type.capabilities
    }

    // Each member forwards to the member of the same name of `ViewLayout` or of a capability
    // protocol (see `TypedViewBox`).

    /// The view, as an existential (a copy: for what is not a rule, like dynamic casts).
    var view: any ViewLayout { fatalError("abstract") }
    var kind: String { fatalError("abstract") }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        fatalError("abstract")
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        fatalError("abstract")
    }

    /// `DrawingLayout`.
    func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing { fatalError("abstract") }
    /// `EnvironmentChangingLayout`.
    func updateEnvironment(_ environment: inout EnvironmentValues) { fatalError("abstract") }
    /// `GeometryEffectLayout`.
    func geometryEffect(size: Size) -> GeometryEffect? { fatalError("abstract") }
    /// `CoordinateSpaceLayout`.
    var coordinateSpaceName: String? { fatalError("abstract") }
    /// `TraitWritingLayout`.
    func traits(subviews: LayoutSubviews) -> LayoutTraits { fatalError("abstract") }
    /// `StackAxisLayout`.
    func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? { fatalError("abstract") }
    /// `LayerOrderingLayout`.
    func drawOrder(ofSubview index: Int) -> Double { fatalError("abstract") }

    /// `ExplicitAlignmentLayout`.
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
}

/// A `ViewBox` of a view of type `V`, stored inline.
///
/// The capability members call the view through the capability's metatype that `type` found
/// (`V` itself, as `any DrawingLayout.Type` and so on), which casts the box back to its own
/// type (see the extensions below): a call through a protocol's witness table, as a
/// `ViewLayout` member is called, with no dynamic cast.
///
/// `value` is a `let`, and every rule is called on it directly: a method called on a `var` of
/// a class (or through a pointer to it, in generic code) runs on a copy of the value, because
/// the call could change the property; for a view that holds a reference (an `Alignment` with a
/// custom guide, a shape's style) that copy was a value-witness call with reference counting,
/// a tenth of the layout of the benchmark's scenes.
private final class TypedViewBox<V: ViewLayout>: ViewBox, @unchecked Sendable {
    let value: V

    init(_ value: V) {
        self.value = value
        super.init(type: ViewType.of(V.self))
    }

    override var view: any ViewLayout { value }
    override var kind: String { value.kind }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        value.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    override func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        value.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    override func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        type.drawing!.drawing(of: self, size: size, proposal: proposal, context: context)
    }

    override func updateEnvironment(_ environment: inout EnvironmentValues) {
        type.environment!.updateEnvironment(of: self, &environment)
    }

    override func geometryEffect(size: Size) -> GeometryEffect? {
        type.geometryEffect!.geometryEffect(of: self, size: size)
    }

    override var coordinateSpaceName: String? {
        type.coordinateSpace!.coordinateSpaceName(of: self)
    }

    override func traits(subviews: LayoutSubviews) -> LayoutTraits {
        type.traits!.traits(of: self, subviews: subviews)
    }

    override func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? {
        type.stackAxis!.stackAxis(of: self, forSubview: index, inherited: inherited)
    }

    override func drawOrder(ofSubview index: Int) -> Double {
        type.layerOrder!.drawOrder(of: self, ofSubview: index)
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        type.explicitAlignment!.explicitAlignment(of: self, guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        type.explicitAlignment!.explicitAlignment(of: self, guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }
}

// How `TypedViewBox` calls a capability on the view it holds, through the capability's
// metatype: `box` is a `TypedViewBox<Self>` (its type found the metatype), so the cast back
// cannot fail, and the method runs on the box's `let`, in place.

extension DrawingLayout {
    fileprivate static func drawing(of box: ViewBox, size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.drawing(size: size, proposal: proposal, context: context)
    }
}

extension EnvironmentChangingLayout {
    fileprivate static func updateEnvironment(of box: ViewBox, _ environment: inout EnvironmentValues) {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.updateEnvironment(&environment)
    }
}

extension GeometryEffectLayout {
    fileprivate static func geometryEffect(of box: ViewBox, size: Size) -> GeometryEffect? {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.geometryEffect(size: size)
    }
}

extension CoordinateSpaceLayout {
    fileprivate static func coordinateSpaceName(of box: ViewBox) -> String? {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.coordinateSpaceName
    }
}

extension TraitWritingLayout {
    fileprivate static func traits(of box: ViewBox, subviews: LayoutSubviews) -> LayoutTraits {
        let box = unsafeDowncast(box, to: TypedViewBox<Self>.self)
        return LayoutTraits(
            priority: box.value.layoutPriority(subviews: subviews), zIndex: box.value.zIndex(subviews: subviews),
            spacing: box.value.spacing(subviews: subviews))
    }
}

extension StackAxisLayout {
    fileprivate static func stackAxis(of box: ViewBox, forSubview index: Int, inherited: Axis?) -> Axis? {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.stackAxis(forSubview: index, inherited: inherited)
    }
}

extension LayerOrderingLayout {
    fileprivate static func drawOrder(of box: ViewBox, ofSubview index: Int) -> Double {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.drawOrder(ofSubview: index)
    }
}

extension ExplicitAlignmentLayout {
    fileprivate static func explicitAlignment(
        of box: ViewBox, _ guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize,
        subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.explicitAlignment(
            of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    fileprivate static func explicitAlignment(
        of box: ViewBox, _ guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize,
        subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        unsafeDowncast(box, to: TypedViewBox<Self>.self).value.explicitAlignment(
            of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
    }
}
