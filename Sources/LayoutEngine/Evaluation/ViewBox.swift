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
/// (`V` itself, as `any DrawingLayout.Type` and so on), on the box's own value: a call through
/// a protocol's witness table, as a `ViewLayout` member is called, with no cast.
private final class TypedViewBox<V: ViewLayout>: ViewBox, @unchecked Sendable {
    /// Never changed after `init`. A `var` (unchecked: nothing writes it) so that a capability
    /// call can pass its address (`withValue`): `withUnsafePointer(to:)` on a `let` made the
    /// generic code copy the view first, a value-witness copy on every call.
    @exclusivity(unchecked) private var value: V

    init(_ value: V) {
        self.value = value
        super.init(type: ViewType.of(V.self))
    }

    /// Runs `body` with the address of `value`, in place.
    @inline(__always)
    private func withValue<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
        withUnsafeMutablePointer(to: &value) { body(UnsafeRawPointer($0)) }
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
        withValue { type.drawing!.drawing(of: $0, size: size, proposal: proposal, context: context) }
    }

    override func updateEnvironment(_ environment: inout EnvironmentValues) {
        withValue { type.environment!.updateEnvironment(of: $0, &environment) }
    }

    override func geometryEffect(size: Size) -> GeometryEffect? {
        withValue { type.geometryEffect!.geometryEffect(of: $0, size: size) }
    }

    override var coordinateSpaceName: String? {
        withValue { type.coordinateSpace!.coordinateSpaceName(of: $0) }
    }

    override func traits(subviews: LayoutSubviews) -> LayoutTraits {
        withValue { type.traits!.traits(of: $0, subviews: subviews) }
    }

    override func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? {
        withValue { type.stackAxis!.stackAxis(of: $0, forSubview: index, inherited: inherited) }
    }

    override func drawOrder(ofSubview index: Int) -> Double {
        withValue { type.layerOrder!.drawOrder(of: $0, ofSubview: index) }
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        withValue {
            type.explicitAlignment!.explicitAlignment(of: $0, guide, in: size, proposal: proposal, subviews: subviews, context: context)
        }
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        withValue {
            type.explicitAlignment!.explicitAlignment(of: $0, guide, in: size, proposal: proposal, subviews: subviews, context: context)
        }
    }
}
