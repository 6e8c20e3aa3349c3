import LayoutDrawCore

/// `.visualEffect { content, proxy in content.offset(y: proxy.size.height / 2) }` (iOS 17).
/// Rule (Apple's `visualEffect(_:)` documentation: "Applies effects to this view, while
/// providing access to layout information through a geometry proxy"; the closure returns a
/// `VisualEffect` — offsets, scales, rotations, opacity, blur, colour adjustments — none of
/// which changes layout): the view is sized and placed as if the modifier were not there; when
/// it is placed, the effects are made from its geometry (its size and its frame in each
/// coordinate space, as a `GeometryReader` at its place would see them) and drawn around it.
///
/// Its subview is the view itself, which sizes it; placing it replaces that subview with the
/// effects wrapped around the view (`effects`), which size as the view does.
public struct VisualEffect: TransparentModifier, DynamicContentLayout {
    public var kind: String { "visualEffect" }
    /// The view wrapped in its effects, for the view's geometry.
    public var effects: @Sendable (GeometryProxy) throws(Diagnostic) -> [ViewNode]

    public init(effects: @escaping @Sendable (GeometryProxy) throws(Diagnostic) -> [ViewNode]) {
        self.effects = effects
    }

    public func makeContent(_ proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode] {
        try effects(proxy)
    }
}
