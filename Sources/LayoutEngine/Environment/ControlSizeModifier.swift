import LayoutDrawCore

/// `.controlSize(_:)`. Rule: the controls below it (bordered buttons, the spinner) take this
/// size; no layout effect of its own. See `Button`, `ProgressView`.
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
