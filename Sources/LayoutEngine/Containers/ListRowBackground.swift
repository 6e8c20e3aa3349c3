import LayoutDrawCore

/// `.listRowBackground(_:)`: the view drawn behind the list row the view is, in place of the
/// card's colour. A trait the list reads, as `ListRowInsets` is: the view is held here, not as
/// a subview, so outside a list (where SwiftUI ignores it) nothing is drawn. Evidence: Apple's
/// `listRowBackground(_:)` documentation ("Places a custom background view behind a list row
/// item").
public struct ListRowBackground: TransparentModifier {
    public var kind: String { "listRowBackground" }
    public var background: ViewNode?

    public init(_ background: ViewNode?) {
        self.background = background
    }
}
