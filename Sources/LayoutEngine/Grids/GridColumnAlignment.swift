import LayoutDrawCore

/// `.gridColumnAlignment(_ guide:)`. Rule: a trait of a `Grid` cell that sets the horizontal
/// alignment of every cell of its column (instead of the grid's); the first cell of the column,
/// top to bottom, that sets it decides. It changes nothing else.
///
/// Evidence: Apple's documentation of `gridColumnAlignment(_:)` ("Overrides the default
/// horizontal alignment of the grid column that the view appears in… Apply this modifier to
/// any view in a column"); WWDC22 "Compose custom layouts with SwiftUI": the vote count's
/// `.gridColumnAlignment(.trailing)` right-aligns the whole column of the leaderboard.
public struct GridColumnAlignment: TransparentModifier {
    public var kind: String { "gridColumnAlignment" }
    public var alignment: HorizontalAlignment

    public init(_ alignment: HorizontalAlignment) {
        self.alignment = alignment
    }
}
