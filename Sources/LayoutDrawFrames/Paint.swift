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
    /// A path (SwiftUI's `Path`, or what a custom `Shape`'s `path(in:)` returned for the
    /// view's frame) in the view's own coordinates — origin at its frame's top-leading corner —
    /// drawn where its points are, not fitted to the frame.
    case path([PathCommand])
}

/// How a shape is painted: `fill`, `stroke` (centred on the outline) or `strokeBorder` (inside
/// it), with a colour, a gradient or a material; a stroke with its `StrokeStyle`.
public enum ShapePaint: Hashable, Sendable {
    case fill(ShapeStyle)
    case stroke(ShapeStyle, StrokeStyle)
    case strokeBorder(ShapeStyle, StrokeStyle)

    /// Filled with a colour.
    public static func fill(_ color: ColorStyle) -> ShapePaint { .fill(.color(color)) }

    /// Stroked with a style, centred on the outline, with a plain line `lineWidth` wide.
    public static func stroke(_ style: ShapeStyle, lineWidth: Double) -> ShapePaint { .stroke(style, StrokeStyle(lineWidth: lineWidth)) }

    /// Stroked with a style inside the outline, with a plain line `lineWidth` wide.
    public static func strokeBorder(_ style: ShapeStyle, lineWidth: Double) -> ShapePaint {
        .strokeBorder(style, StrokeStyle(lineWidth: lineWidth))
    }

    /// Stroked with a colour, centred on the outline.
    public static func stroke(_ color: ColorStyle, lineWidth: Double) -> ShapePaint { .stroke(.color(color), lineWidth: lineWidth) }

    /// Stroked with a colour, inside the outline.
    public static func strokeBorder(_ color: ColorStyle, lineWidth: Double) -> ShapePaint {
        .strokeBorder(.color(color), lineWidth: lineWidth)
    }

    /// The style it paints with.
    public var style: ShapeStyle {
        switch self {
        case .fill(let style), .stroke(let style, _), .strokeBorder(let style, _): style
        }
    }

    /// The stroke's line, nil for a fill.
    public var strokeStyle: StrokeStyle? {
        switch self {
        case .fill: nil
        case .stroke(_, let line), .strokeBorder(_, let line): line
        }
    }
}

/// A text to draw: the request layout measured it with, and its style (a colour, or a gradient
/// laid over the text's frame).
public struct TextPaint: Hashable, Sendable {
    public var request: TextRequest
    public var style: ShapeStyle
    /// What draws each of the text's images (`TextAttachment.index`), in the rectangle its
    /// attachment is drawn in.
    public var attachments: [Paint]
    public var isBold: Bool { request.font.weight.numericValue >= 600 }

    /// The text's colour (a gradient's first stop, a material's tint).
    public var color: ColorStyle {
        get { style.representativeColor }
        set { style = .color(newValue) }
    }

    public init(request: TextRequest, style: ShapeStyle, attachments: [Paint] = []) {
        self.request = request
        self.style = style
        self.attachments = attachments
    }

    public init(request: TextRequest, color: ColorStyle) {
        self.init(request: request, style: .color(color))
    }
}

/// An image file drawn into the node's frame.
public struct ImagePaint: Hashable, Sendable {
    /// Absolute path of a PNG, JPEG or SVG file.
    public var path: String
    public var isResizable: Bool
    /// The size in points layout gave it (an image set's @2x file: its pixels halved); nil:
    /// the file's own.
    public var naturalSize: Size?

    public init(path: String, isResizable: Bool, naturalSize: Size? = nil) {
        self.path = path
        self.isResizable = isResizable
        self.naturalSize = naturalSize
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
