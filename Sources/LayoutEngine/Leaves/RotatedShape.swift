import Foundation
import LayoutDrawCore
import LayoutDrawFrames

/// `shape.rotation(angle, anchor:)`: the shape's path turned by an angle about an anchor of its
/// frame (its centre by default).
///
/// Rule: as with `trim`, the rotation changes what is drawn, never the layout — the rotated
/// shape takes the size its shape would, and the dump shows the shape's own kind; unlike
/// `rotationEffect`, it is still a `Shape` (`fill`, `stroke` and `trim` may follow) and the
/// frame does not turn, only the path inside it. A positive angle turns clockwise on screen
/// (y grows downward), as `rotationEffect` does.
///
/// Evidence: Apple's `Shape.rotation(_:anchor:)`, declared `func rotation(_ angle: Angle,
/// anchor: UnitPoint = .center) -> RotatedShape<Self>` ("Rotates this shape around an anchor
/// point at the angle you specify"); Apple's Scrumdinger tutorial turns its speaker arcs with
/// `.rotation(Angle(degrees: -90))` so that the first starts at 12 o'clock.
public struct RotatedShape: PathEditingShape {
    public var base: any Shape
    public var radians: Double
    public var anchor: UnitPoint

    public init(_ base: any Shape, radians: Double, anchor: UnitPoint) {
        self.base = base
        self.radians = radians
        self.anchor = anchor
    }

    public func edited(_ commands: [PathCommand], in size: Size) -> [PathCommand] {
        let pivot = Point(x: anchor.x * size.width, y: anchor.y * size.height)
        let cosine = cos(radians), sine = sin(radians)
        func turned(_ p: Point) -> Point {
            let dx = p.x - pivot.x, dy = p.y - pivot.y
            return Point(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
        }
        return commands.map { command in
            switch command {
            case .move(let p): .move(turned(p))
            case .line(let p): .line(turned(p))
            case .curve(let a, let b, let c): .curve(turned(a), turned(b), turned(c))
            case .close: .close
            }
        }
    }
}
