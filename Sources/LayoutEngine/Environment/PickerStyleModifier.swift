import LayoutDrawCore

/// `.pickerStyle(_:)`. Rule: every `Picker` below it is drawn and sized in this style (an
/// environment value, as in SwiftUI); no layout effect of its own. See `Picker`.
public struct PickerStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "pickerStyle" }
    public var value: PickerStyleKind

    public init(_ value: PickerStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.pickerStyle = value
    }
}
