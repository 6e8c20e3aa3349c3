/// SwiftUI's `UnitPoint`: a point in a view's unit square, used as an effect's anchor.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// The names a scene may use.
    public static let named: [String: UnitPoint] = [
        "zero": UnitPoint(x: 0, y: 0), "center": .center,
        "leading": UnitPoint(x: 0, y: 0.5), "trailing": UnitPoint(x: 1, y: 0.5),
        "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
        "topLeading": .topLeading, "topTrailing": UnitPoint(x: 1, y: 0),
        "bottomLeading": UnitPoint(x: 0, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
    ]

    /// The point in a rectangle of `size` with its origin at zero.
    public func point(in size: Size) -> Point { Point(x: x * size.width, y: y * size.height) }
}
