import LayoutDrawCore

/// `.gridCellColumns(_ count:)`. Rule: a trait of a `GridRow`'s cell (read through the modifiers
/// around it) that makes the cell occupy `count` consecutive columns of its `Grid`; it changes
/// nothing else. See `Grid` for how a spanning cell is sized and placed.
///
/// Evidence: Apple's documentation of `gridCellColumns(_:)`: "By default, each view that you put
/// into the content closure of a GridRow corresponds to exactly one column of the grid. Apply
/// the gridCellColumns(_:) modifier to a view that you want to span more than one column";
/// WWDC22 "Compose custom layouts with SwiftUI" (`GridRow { Divider().gridCellColumns(3) }`).
public struct GridCellColumns: TransparentModifier {
    public var kind: String { "gridCellColumns" }
    public var count: Int

    public init(_ count: Int) {
        self.count = count
    }
}
