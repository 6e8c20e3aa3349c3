import LayoutDrawCore

/// `.listRowSeparator(_:edges:)`: whether the separators above and below the list row the view
/// is are drawn. A trait the list reads, as `ListRowInsets` is; a separator is drawn only when
/// neither row beside it hides it. Evidence: Apple's `listRowSeparator(_:edges:)`
/// documentation ("Sets the display mode for the separator associated with this specific
/// row"; `edges` defaults to both).
public struct ListRowSeparator: TransparentModifier {
    public var kind: String { "listRowSeparator" }
    public var hidesTop: Bool
    public var hidesBottom: Bool

    public init(hidesTop: Bool, hidesBottom: Bool) {
        self.hidesTop = hidesTop
        self.hidesBottom = hidesBottom
    }
}
