import LayoutDrawCore

/// `.labelStyle(_:)`. Rule: every `Label` below it shows its title and icon (`.automatic`,
/// `.titleAndIcon`), its icon alone (`.iconOnly`) or its title alone (`.titleOnly`); no layout
/// effect of its own. See `Label`.
///
/// Evidence: Apple's `labelStyle(_:)` — "Sets the style for labels within this view"; the
/// styles' documentation: `.iconOnly` "A label style that only displays the icon of the label",
/// `.titleOnly` "A label style that only displays the title of the label", `.titleAndIcon` "A
/// label style that shows both the title and icon of the label using a system-standard layout".
public struct LabelStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "labelStyle" }
    public var style: LabelStyleKind

    public init(_ style: LabelStyleKind) {
        self.style = style
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.labelStyle = style
    }
}
