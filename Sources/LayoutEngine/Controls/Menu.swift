import LayoutDrawCore

/// SwiftUI's `Menu` drawn closed, as a picture shows it at rest: its label, as a button. Its
/// one subview is the `Button` of its label; the menu's content is never shown (it appears
/// only when the menu is tapped).
///
/// Rule: it lays out exactly as its button (a `TransparentModifier` around it: the same size
/// and alignment guides, its button placed on it with its proposal). In the `.automatic` and
/// `.button` menu styles the button is drawn in the button style its environment sets
/// (`.buttonStyle(.bordered)` above a menu borders it; otherwise iOS's automatic style,
/// borderless: the label in the tint colour); `.menuStyle(.borderlessButton)` makes it
/// borderless whatever the button style.
///
/// Evidence: Apple's `Menu` documentation ("a control for presenting a menu of actions"; the
/// `Menu("Actions") { … }` example and its picture: the label alone, tinted, until the menu is
/// pressed; "You can create menus with … a label view", `Menu { … } label: { Label(…) }`);
/// `MenuStyle.button` ("a menu style that displays a button that toggles the display of the
/// menu's contents when pressed"), `.borderlessButton` (deprecated: "a borderless button"),
/// and `.automatic` ("the default menu style, based on the menu's context"); on iOS a menu
/// takes the `buttonStyle` set around it (Apple's `Menu` documentation, "Styling menus": "use
/// the `buttonStyle(_:)` modifier … apply a bordered button style to a menu").
public struct Menu: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "Menu" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        if environment.controls.menuStyle == .borderlessButton { environment.controls.buttonStyle = .borderless }
    }
}
