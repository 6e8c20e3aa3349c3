import LayoutDrawCore
import LayoutDrawFrames

/// A shape view (`Rectangle`, `Circle`, …). Rule (layout-rules §3.1): a shape takes the whole
/// proposal, with unspecified dimensions replaced by 10; it draws its outline inside that frame.
public protocol Shape: ViewLayout, DrawingLayout {
    var outline: ShapeOutline { get }
    /// `fill`, `stroke` or `strokeBorder`; `nil` fills with the foreground style.
    var style: ShapePaint? { get set }
    /// Whether the shape is an `InsettableShape` (`strokeBorder` insets it): SwiftUI's built-in
    /// shapes are; a `Path` and a shape the source declares are not.
    var isInsettable: Bool { get }
}

extension Shape {
    public var isInsettable: Bool { true }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .shape(outline, Self.paint(style, in: context)))
    }

    /// What a shape styled `style` paints with: unstyled, it fills with the foreground style;
    /// a style of `.foreground` (`.stroke(lineWidth: 2)`) is the environment's.
    static func paint(_ style: ShapePaint?, in context: LayoutContext) -> ShapePaint {
        style?.resolved(in: context) ?? .fill(context.environment.foreground ?? .color(.primary))
    }

    /// The shape filled with a style (`.fill(LinearGradient(…))`, `.fill(.ultraThinMaterial)`).
    public func fill(_ style: ShapeStyle) -> Self {
        var copy = self
        copy.style = .fill(style)
        return copy
    }

    /// The outline stroked with a style, centred on the edge (`.stroke(.blue, style:
    /// StrokeStyle(lineWidth: 4, dash: [8, 4]))`).
    public func stroke(_ style: ShapeStyle, style line: StrokeStyle) -> Self {
        var copy = self
        copy.style = .stroke(style, line)
        return copy
    }

    /// The outline stroked with a style inside the frame: the outline is inset by half the
    /// line's width.
    public func strokeBorder(_ style: ShapeStyle, style line: StrokeStyle) -> Self {
        var copy = self
        copy.style = .strokeBorder(style, line)
        return copy
    }

    /// The outline stroked with a style, centred on the edge.
    public func stroke(_ style: ShapeStyle, lineWidth: Double = 1) -> Self { stroke(style, style: StrokeStyle(lineWidth: lineWidth)) }

    /// The outline stroked with a style inside the frame.
    public func strokeBorder(_ style: ShapeStyle, lineWidth: Double = 1) -> Self {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape filled with `color` (`.fill(color)`).
    public func fill(_ color: ColorStyle) -> Self { fill(.color(color)) }

    /// The outline stroked, centred on the edge (`.stroke(color, lineWidth:)`).
    public func stroke(_ color: ColorStyle, lineWidth: Double = 1) -> Self { stroke(.color(color), lineWidth: lineWidth) }

    /// The outline stroked inside the frame (`.strokeBorder(color, lineWidth:)`).
    public func strokeBorder(_ color: ColorStyle, lineWidth: Double = 1) -> Self { strokeBorder(.color(color), lineWidth: lineWidth) }
}

/// SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    public var kind: String { "Rectangle" }
    public var outline: ShapeOutline { .rectangle }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }
}

/// SwiftUI's `RoundedRectangle(cornerRadius:)`.
public struct RoundedRectangle: Shape {
    public var kind: String { "RoundedRectangle" }
    public var cornerRadius: Double
    public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius) }
    public var style: ShapePaint?
    public init(cornerRadius: Double, style: ShapePaint? = nil) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
}

/// SwiftUI's `Circle`: it takes the whole proposal like every shape, and draws the largest
/// circle centred in it.
public struct Circle: Shape {
    public var kind: String { "Circle" }
    public var outline: ShapeOutline { .circle }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }
}

/// SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public var kind: String { "Ellipse" }
    public var outline: ShapeOutline { .ellipse }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }
}

/// SwiftUI's `Capsule`.
public struct Capsule: Shape {
    public var kind: String { "Capsule" }
    public var outline: ShapeOutline { .capsule }
    public var style: ShapePaint?
    public init(style: ShapePaint? = nil) { self.style = style }
}

extension ShapePaint {
    /// The paint with `.foreground` and `.tint` replaced by the environment's foreground style
    /// and tint.
    func resolved(in context: LayoutContext) -> ShapePaint {
        let foreground = context.environment.foreground
        let tint = context.environment.resolvedTint
        let background = context.environment.backgroundStyle
        switch self {
        case .fill(let s): return .fill(s.resolved(foreground: foreground, tint: tint, background: background))
        case .stroke(let s, let line): return .stroke(s.resolved(foreground: foreground, tint: tint, background: background), line)
        case .strokeBorder(let s, let line): return .strokeBorder(s.resolved(foreground: foreground, tint: tint, background: background), line)
        }
    }
}
