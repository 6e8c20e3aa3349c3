import LayoutDrawCore
import LayoutDrawFrames

/// An image or a text a `Canvas`'s renderer draws (`context.draw(image, at: point, anchor:)`,
/// `context.draw(text, in: rect)`): its one subview, placed in the canvas's coordinates and
/// drawn under the context's transform at that moment.
///
/// Rules (Apple's `GraphicsContext` documentation): `draw(_:at:anchor:)` draws the image or
/// text at its natural size ("the text is drawn at its ideal size"; an image at its size in
/// points) with its `anchor` — the centre unless given — at `point`; `draw(_:in:)` draws it in
/// the rectangle (an image fills it; a text is laid out in its width from its top-leading
/// corner). The context's transform (translations, scales, rotations set before the call)
/// maps the drawing, as it maps paths.
///
/// The placement takes the whole canvas (its canvas places it over itself, as the paths'
/// `CanvasDrawing`), so the transform, in the canvas's coordinates, is its geometry effect.
public struct CanvasPlacement: ViewLayout, GeometryEffectLayout {
    public enum Place: Hashable, Sendable {
        /// At its ideal size, with `anchor` at the point.
        case at(Point, anchor: UnitPoint)
        /// Proposed the rectangle's size, at its origin.
        case inRect(Rect)
    }

    public var kind: String { "Canvas placement" }
    public var place: Place
    /// The context's transform when the call was made, in the canvas's coordinates.
    public var transform: AffineTransform

    public init(_ place: Place, transform: AffineTransform) {
        self.place = place
        self.transform = transform
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews {
            switch place {
            case .at(let point, let anchor):
                subview.place(at: Point(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
            case .inRect(let rect):
                subview.place(at: Point(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), proposal: ProposedViewSize(rect.size))
            }
        }
    }

    public func geometryEffect(size: Size) -> GeometryEffect? {
        transform == .identity ? nil : GeometryEffect(transform: transform, isIgnoredByLayout: false)
    }
}
