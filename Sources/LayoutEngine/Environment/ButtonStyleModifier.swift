import LayoutDrawCore

/// `.buttonStyle(_:)`. Rule: every `Button` below it is drawn and sized in this style (an
/// environment value, as in SwiftUI: on a stack it styles every button in it); no layout
/// effect of its own. See `Button`.
public struct ButtonStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "buttonStyle" }
    public var value: ButtonStyleKind

    public init(_ value: ButtonStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.buttonStyle = value
    }
}
