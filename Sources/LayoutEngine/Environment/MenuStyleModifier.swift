import LayoutDrawCore

/// `.menuStyle(_:)`. Rule: every `Menu` below it is drawn in that style (an environment
/// value); no layout effect of its own. See `Menu`.
public struct MenuStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "menuStyle" }
    public var value: MenuStyleKind

    public init(_ value: MenuStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.menuStyle = value
    }
}

/// `.menuStyle(…)`: iOS's menu styles. `.automatic` and `.button` draw the label as a button
/// in the environment's button style; `.borderlessButton` as a borderless one.
public enum MenuStyleKind: String, Hashable, Sendable, CaseIterable {
    case automatic, button, borderlessButton
}
