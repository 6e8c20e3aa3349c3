import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Path` used as a view (`Path { p in p.move(to: …); p.addLine(to: …) }.stroke()`).
///
/// Rule: a `Path` is a `Shape` whose `path(in:)` returns the path itself, whatever the rect,
/// so it lays out as every shape does — it takes the size it is proposed (10 points along an
/// axis proposed `nil`) — and draws its points where they are, from its frame's top-leading
/// corner: a path does not scale to its frame, and what lies outside the frame still draws.
/// It fills with the foreground style unless `fill` or `stroke` says otherwise; `strokeBorder`
/// is not available, as a `Path` is not an `InsettableShape`.
///
/// Evidence: Apple's `Path` documentation ("Path conforms to Shape"; `path(in:)` "describes
/// this shape as a path within a rectangular frame of reference" and a `Path` returns itself);
/// the `Shape` sizing rule in Leaves/Shape.swift.
public struct PathShape: Shape {
    public var kind: String { "Path" }
    /// The path's commands, in the view's own coordinates.
    public var commands: [PathCommand]
    public var style: ShapePaint?

    public init(commands: [PathCommand], style: ShapePaint? = nil) {
        self.commands = commands
        self.style = style
    }

    public var outline: ShapeOutline { .path(commands) }
    public var isInsettable: Bool { false }
}
