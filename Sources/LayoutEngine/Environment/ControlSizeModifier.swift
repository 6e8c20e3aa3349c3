import LayoutDrawCore

/// `.controlSize(_:)`. Rule: the controls below it (bordered buttons, the spinner) take this
/// size; no layout effect of its own. See `Button`, `ProgressView`.
///
/// Evidence: Apple's `controlSize(_:)` — "Sets the size for controls within this view … to
/// override the system default size for controls in this view"; `EnvironmentValues.controlSize`:
/// "The size to apply to controls within a view. The default is `ControlSize.regular`";
/// `ControlSize.extraLarge` "resolves to `ControlSize.large` on platforms other than visionOS".
public struct ControlSizeModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "controlSize" }
    public var value: ControlSize

    public init(_ value: ControlSize) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.controlSize = value
    }
}
