import LayoutDrawCore

/// `.gridCellUnsizedAxes(_ axes:)`. Rule: a trait of a `Grid` cell: along `axes` the cell does
/// not take part in sizing its column (horizontal) or row (vertical); it is then proposed the
/// size the other cells gave the column or row, so a flexible view (a `Color`, a `Divider`)
/// fills it without widening the grid. It changes nothing else.
///
/// Evidence: Apple's documentation of `gridCellUnsizedAxes(_:)`: "Asks grid layouts not to offer
/// the view extra size in the specified axes… This prevents a flexible view like a Spacer,
/// Divider, or Color from defining the size of a row or column", with a `Divider` between two
/// rows that, without the modifier, takes as much width as the grid is offered.
public struct GridCellUnsizedAxes: TransparentModifier {
    public var kind: String { "gridCellUnsizedAxes" }
    public var axes: Set<Axis>

    public init(_ axes: Set<Axis>) {
        self.axes = axes
    }
}
