import LayoutDrawCore
import LayoutDrawFrames

/// A `Shape` the scene declares (`struct Triangle: Shape { func path(in rect: CGRect) -> Path
/// { … } }`): the rule that gives its path for a frame. The engine knows nothing of how the
/// rule is written or run (the compiler runs the scene's Swift with its interpreter).
public protocol ShapePathRule: Sendable {
    /// The shape's type name as written: the kind the layout dump shows.
    var name: String { get }

    /// SwiftUI's `path(in:)`: the outline for a frame of `rect` (origin zero: the view's own
    /// coordinates). It runs code a scene wrote, which can fail: it throws a positioned
    /// diagnostic, which the engine reports as the scene's error.
    func path(in rect: Rect) throws(Diagnostic) -> [PathCommand]

    /// Whether the shape is an `InsettableShape` (it declares `inset(by:)`).
    var isInsettable: Bool { get }

    /// SwiftUI's `inset(by:)`: the rule of the shape inset by `amount` (what `strokeBorder`
    /// strokes: the shape inset by half the line); nil when the shape has no `inset(by:)`.
    func inset(by amount: Double) throws(Diagnostic) -> (any ShapePathRule)?
}

extension ShapePathRule {
    public var isInsettable: Bool { false }
    public func inset(by amount: Double) throws(Diagnostic) -> (any ShapePathRule)? { nil }
}

/// A view of a declared `Shape`.
///
/// Rule: it lays out as every shape does — the size it is proposed, 10 points along an axis
/// proposed `nil` (Leaves/Shape.swift) — and draws the path its `path(in:)` returns for the
/// rectangle of its frame (origin zero), filled with the foreground style unless `fill` or
/// `stroke` says otherwise; `strokeBorder` on an `InsettableShape` strokes the shape its
/// `inset(by:)` returns for half the line width. SwiftUI asks the shape for its path with the frame it was given,
/// so a triangle drawn from `rect.midX`, `rect.maxY`, … fits whatever frame it gets.
///
/// Evidence: Apple's `Shape.path(in:)` ("Describes this shape as a path within a rectangular
/// frame of reference") and `Shape.sizeThatFits(_:)` (the default "returns the proposal, with
/// nil dimensions replaced by 10"; a declared `sizeThatFits(_:)` is not read yet).
public struct CustomShape: Shape {
    public let rule: any ShapePathRule
    public var style: ShapePaint?

    public init(rule: any ShapePathRule, style: ShapePaint? = nil) {
        self.rule = rule
        self.style = style
    }

    public var kind: String { rule.name }
    public var isInsettable: Bool { rule.isInsettable }

    /// The outline needs the frame: see `drawing`. (Nothing reads a custom shape's outline
    /// without its frame: `clipShape` takes only the built-in shapes.)
    public var outline: ShapeOutline { .path([]) }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        do throws(Diagnostic) {
            // `strokeBorder`: the shape its `inset(by:)` makes for half the line, stroked
            // along its outline (as SwiftUI's `InsettableShape.strokeBorder` is defined).
            if case .strokeBorder(let paint, let stroke)? = style, let inset = try rule.inset(by: stroke.lineWidth / 2) {
                let commands = try inset.path(in: Rect(origin: .zero, size: size))
                return NodeDrawing(paint: .shape(.path(commands), ShapePaint.stroke(paint, stroke).resolved(in: context)))
            }
            let commands = try rule.path(in: Rect(origin: .zero, size: size))
            return NodeDrawing(paint: .shape(.path(commands), Self.paint(style, in: context)))
        } catch {
            context.report(error)
            return .none
        }
    }
}
