import LayoutDrawCore

/// `.labelsHidden()`. Rule: the controls below it (`Toggle`, `Stepper`) hide their labels and
/// lay out as the control alone; no layout effect of its own.
///
/// Evidence: Apple's `labelsHidden()` — "Hides the labels of any controls contained within this
/// view … The `VStack` in the example above centers the first toggle's control element in the
/// available space, while it centers the second toggle's combined label and control element"
/// (so a hidden label takes no room).
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
