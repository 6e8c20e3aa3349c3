import LayoutDrawCore

/// `.tabItem { label }`: the item the enclosing `TabView` shows in its tab bar for the view. A
/// trait, as `NavigationTitle` is a preference: the label's views are held here, not as
/// subviews, and the front ends take the marker off each tab when they make the tab view (the
/// bar is built from its views: an `Image` and a `Text`, or a `Label`). Outside a tab view it
/// changes nothing. Evidence: Apple's `tabItem(_:)` documentation ("Sets the tab bar item
/// associated with this view"; "Use `tabItem(_:)` to configure a view as a tab bar item in a
/// `TabView`").
public struct TabItem: TransparentModifier {
    public var kind: String { "tabItem" }
    public var label: [ViewNode]

    public init(label: [ViewNode]) {
        self.label = label
    }
}

/// `.tag(_:)`: the value that selects the view in a `TabView(selection:)` (and a `Picker` or a
/// `List(selection:)`, which layoutdraw does not draw selected). A trait the front ends take off
/// each tab; elsewhere it changes nothing. Evidence: Apple's `tag(_:)` documentation ("Sets the
/// unique tag value of this view. Use this modifier to differentiate among certain selectable
/// views, like the possible values of a Picker or the tabs of a TabView").
public struct SelectionTag: TransparentModifier {
    public var kind: String { "tag" }
    /// The tag's value, as the front end that wrote it reads it (the engine only carries it).
    public var value: any Hashable & Sendable

    public init(_ value: any Hashable & Sendable) {
        self.value = value
    }
}
