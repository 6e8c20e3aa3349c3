import LayoutDrawCore

/// `.labelsHidden()`. Rule: the controls below it (`Toggle`, `Stepper`) hide their labels and
/// lay out as the control alone; no layout effect of its own.
public struct LabelsHidden: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "labelsHidden" }
    public var value: Bool

    public init(_ value: Bool) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.labelsHidden = value
    }
}
