import LayoutDrawCore

/// `.textFieldStyle(_:)`. Rule: every `TextField` below it takes this style (`.roundedBorder`
/// insets its text and draws a border); no layout effect of its own. See `TextField`.
public struct TextFieldStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "textFieldStyle" }
    public var value: TextFieldStyleKind

    public init(_ value: TextFieldStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.textFieldStyle = value
    }
}
