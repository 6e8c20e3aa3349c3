import LayoutDrawCore

/// `.listRowInsets(_:)`: the insets of the list row the view is (`nil`: the default). A trait
/// the list reads: the front ends take it off the view when they make the row (`ListRow`), the
/// one nearest the row's content winning, and one on a `Section` or `ForEach` applying to each
/// of its rows that sets none. Outside a list it changes nothing. Evidence: Apple's
/// `listRowInsets(_:)` documentation ("Applies an inset to the rows in a list"); "the modifier
/// closer to the row wins" (kasianov-mikhail/scout #1058).
public struct ListRowInsets: TransparentModifier {
    public var kind: String { "listRowInsets" }
    public var insets: EdgeInsets?

    public init(_ insets: EdgeInsets?) {
        self.insets = insets
    }
}
