import LayoutDrawCore
import LayoutDrawFrames

/// A gradient used as a view (`LinearGradient(…)` in a stack, `.background(LinearGradient(…))`).
/// Rule (layout-rules §3.1, "Shape/Color"): SwiftUI's gradients are shape styles that are also
/// views, laid out as `Color` is — the whole proposal, unspecified dimensions replaced by 10 —
/// and they fill that frame. (A gradient is a "view without a layout of its own" in the spec's
/// words; Apple's `ShapeStyle` documentation: a shape style used as a view fills its frame.)
public protocol GradientView: ViewLayout, DrawingLayout {
    var gradient: GradientStyle { get }
}

extension GradientView {
    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .shape(.rectangle, .fill(.gradient(gradient))))
    }
}

/// SwiftUI's `LinearGradient(colors:startPoint:endPoint:)`, `LinearGradient(gradient:…)`,
/// `LinearGradient(stops:…)`.
public struct LinearGradient: GradientView {
    public var kind: String { "LinearGradient" }
    public var gradient: GradientStyle
    public init(_ gradient: GradientStyle) { self.gradient = gradient }
}

/// SwiftUI's `RadialGradient(colors:center:startRadius:endRadius:)`.
public struct RadialGradient: GradientView {
    public var kind: String { "RadialGradient" }
    public var gradient: GradientStyle
    public init(_ gradient: GradientStyle) { self.gradient = gradient }
}

/// SwiftUI's `EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`.
public struct EllipticalGradient: GradientView {
    public var kind: String { "EllipticalGradient" }
    public var gradient: GradientStyle
    public init(_ gradient: GradientStyle) { self.gradient = gradient }
}

/// SwiftUI's `AngularGradient(colors:center:startAngle:endAngle:)` (and `angle:`, a full turn
/// from that angle).
public struct AngularGradient: GradientView {
    public var kind: String { "AngularGradient" }
    public var gradient: GradientStyle
    public init(_ gradient: GradientStyle) { self.gradient = gradient }
}
