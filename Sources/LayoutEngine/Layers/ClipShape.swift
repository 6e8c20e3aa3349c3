import LayoutDrawCore
import LayoutDrawFrames

/// `.clipShape(_:)`. Rule: no effect on layout; the view and everything inside it are drawn
/// clipped to the shape's outline in the view's frame. A `Shape` the scene declares
/// (`.clipShape(RoundedCorner(radius: 8, corners: [.topLeft]))`) clips to the path its
/// `path(in:)` gives for that frame (origin zero), as SwiftUI asks a shape for its path in the
/// rectangle it fills. `.clipShape(ContainerRelativeShape())` clips to the container shape
/// `.containerShape(_:)` set above it, or a rectangle (`ContainerRelativeShape`'s rule).
public struct ClipShape: TransparentModifier, DrawingLayout {
    public var kind: String { "clipShape" }
    public var outline: ShapeOutline
    /// A declared shape's rule, run for the frame when drawn (then `outline` is not read).
    public var rule: (any ShapePathRule)?
    /// `ContainerRelativeShape()`: the environment's container shape (then `outline` is not read).
    public var isContainerRelative = false

    /// `.clipShape(ContainerRelativeShape())`.
    public static var containerRelative: ClipShape {
        var clip = ClipShape(.rectangle)
        clip.isContainerRelative = true
        return clip
    }

    public init(_ outline: ShapeOutline) {
        self.outline = outline
    }

    public init(rule: any ShapePathRule) {
        self.outline = .path([])
        self.rule = rule
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        if isContainerRelative { return NodeDrawing(clip: context.environment.containerShape ?? .rectangle) }
        guard let rule else { return NodeDrawing(clip: outline) }
        do throws(Diagnostic) {
            return NodeDrawing(clip: .path(try rule.path(in: Rect(origin: .zero, size: size))))
        } catch {
            context.report(error)
            return NodeDrawing(clip: .rectangle)
        }
    }
}
