import LayoutDrawCore

/// `.gridCellAnchor(_ anchor:)`. Rule: a trait of a `Grid` cell that places it in its cell by
/// `anchor` instead of by the column's and row's alignment: the cell's anchor point meets the
/// same unit point of the cell's slot. It changes nothing else.
///
/// Evidence: Apple's documentation of `gridCellAnchor(_:)` ("Specifies a custom alignment anchor
/// for a view that acts as a grid cell… the grid uses the anchor to position the view within
/// its cell", its example places a 10-point square at `UnitPoint(x: 0.25, y: 0.75)` of a
/// larger cell).
public struct GridCellAnchor: TransparentModifier {
    public var kind: String { "gridCellAnchor" }
    public var anchor: UnitPoint

    public init(_ anchor: UnitPoint) {
        self.anchor = anchor
    }
}
