import LayoutDrawCore

/// The outline of a shape view, in its own frame.
public enum ShapeOutline: Hashable, Sendable {
    case rectangle
    /// The rectangle grown by `insets` on each edge (a scroll view's clip reaching into its
    /// safe area).
    case expandedRectangle(EdgeInsets)
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
}

/// How a shape is painted: `fill`, `stroke` (centred on the outline) or `strokeBorder` (inside it).
public enum ShapePaint: Hashable, Sendable {
    case fill(ColorStyle)
    case stroke(ColorStyle, lineWidth: Double)
    case strokeBorder(ColorStyle, lineWidth: Double)
}

/// A text to draw: the request layout measured it with, and its colour.
public struct TextPaint: Hashable, Sendable {
    public var request: TextRequest
    public var color: ColorStyle
    public var isBold: Bool { request.font.weight.numericValue >= 600 }

    public init(request: TextRequest, color: ColorStyle) {
        self.request = request
        self.color = color
    }
}

/// An image file drawn into the node's frame.
public struct ImagePaint: Hashable, Sendable {
    /// Absolute path of a PNG or SVG file.
    public var path: String
    public var isResizable: Bool

    public init(path: String, isResizable: Bool) {
        self.path = path
        self.isResizable = isResizable
    }
}

/// What a node draws itself, in its frame. Children draw themselves.
///
/// Indirect: a `FrameNode` holds an optional paint, and most nodes (modifiers, stacks) paint
/// nothing; stored inline the payload (a text request is 80 bytes) made every node of the frame
/// tree 144 bytes larger.
public indirect enum Paint: Hashable, Sendable {
    case shape(ShapeOutline, ShapePaint)
    case text(TextPaint)
    case image(ImagePaint)
    /// Filled and stroked paths in the node's frame (controls, symbols).
    case vector(VectorPaint)
}
