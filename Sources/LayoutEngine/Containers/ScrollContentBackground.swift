import LayoutDrawCore

/// `.scrollContentBackground(.hidden | .visible | .automatic)`. Rule: with `.hidden`, the lists
/// below it draw no background of their own (their cards still draw), so what is behind the
/// list shows; no layout effect. Evidence: Apple's `scrollContentBackground(_:)` documentation
/// ("Specifies the visibility of the background for scrollable views within this view").
public struct ScrollContentBackground: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "scrollContentBackground" }
    public var isHidden: Bool

    public init(hidden: Bool) {
        self.isHidden = hidden
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.containers.hidesListBackground = isHidden
    }
}
