import LayoutDrawCore
import LayoutDrawFrames

/// A shape that draws another shape's path edited for its frame — `trim(from:to:)` cuts it,
/// `rotation(_:anchor:)` turns it.
///
/// Rule: the edit changes what is drawn, never the layout. The edited shape takes the size its
/// base would, the layout dump shows the base's kind, the base's `fill`/`stroke` travels with it,
/// and it is a `Shape` but not an `InsettableShape` (SwiftUI's `trim` returns `some Shape`,
/// `rotation` a `RotatedShape`, whose `strokeBorder` is not available). Its path needs the frame,
/// so it has no frame-free outline: it draws the base's drawing with the edited path.
public protocol PathEditingShape: Shape {
    var base: any Shape { get set }
    /// The base's path for a frame of `size`, edited.
    func edited(_ commands: [PathCommand], in size: Size) -> [PathCommand]
}

extension PathEditingShape {
    public var style: ShapePaint? {
        get { base.style }
        set { base.style = newValue }
    }

    public var kind: String { base.kind }
    public var isInsettable: Bool { false }
    public var outline: ShapeOutline { .path([]) }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        var drawing = base.drawing(size: size, proposal: proposal, context: context)
        guard case .shape(let outline, let paint)? = drawing.paint else { return drawing }
        let commands = outline.commands(in: Rect(origin: .zero, size: size))
        drawing.paint = .shape(.path(edited(commands, in: size)), paint)
        return drawing
    }
}
