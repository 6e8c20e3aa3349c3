import LayoutDrawCore
import LayoutDrawFrames

/// `shape.trim(from:to:)`: the part of a shape's path between two fractions of its length.
///
/// Rule: trimming changes what is drawn, never the layout — the trimmed shape takes the size
/// its shape would (the whole proposal, 10 points along an axis proposed `nil`) and the layout
/// dump shows the shape's own kind. It draws the shape's path for its frame, cut as
/// `PathTrimming` says: a built-in shape's path starts where SwiftUI's does (a circle's at 3
/// o'clock, running clockwise: `ShapeOutline.commands(in:)`), so `Circle().trim(from: 0, to:
/// 0.25)` is the quarter from 3 to 6 o'clock. A trimmed shape is a `Shape` but not an
/// `InsettableShape` (`strokeBorder` is not available); it fills with the foreground style
/// unless `fill` or `stroke` says otherwise, and a second `trim` cuts the first one's part.
///
/// Evidence: Apple's `Shape.trim(from:to:)`, declared `func trim(from startFraction: CGFloat =
/// 0, to endFraction: CGFloat = 1) -> some Shape` ("draw a portion of a shape by ignoring
/// portions of the beginning and ending of the shape's path"); the start at 3 o'clock is why
/// progress rings written `Circle().trim(from: 0, to: progress)` carry `.rotationEffect(.degrees(-90))`.
public struct TrimmedShape: PathEditingShape {
    public var base: any Shape
    public var from: Double
    public var to: Double

    public init(_ base: any Shape, from: Double, to: Double) {
        // A trim of a trim cuts the first part: its fractions map into the base's linearly.
        if let inner = base as? TrimmedShape {
            let lower = min(max(inner.from, 0), 1), upper = max(min(max(inner.to, 0), 1), lower)
            self.base = inner.base
            self.from = lower + (upper - lower) * min(max(from, 0), 1)
            self.to = lower + (upper - lower) * min(max(to, 0), 1)
        } else {
            self.base = base
            self.from = from
            self.to = to
        }
    }

    public func edited(_ commands: [PathCommand], in size: Size) -> [PathCommand] {
        PathTrimming.trimmed(commands, from: from, to: to)
    }
}
