import LayoutDrawCore

/// `.tint(_:)`. Rule: the controls below it draw their accent in this colour (a slider's filled
/// track, a switch that is on, a button's label or background, a progress bar); no layout
/// effect. Text and shapes are not tinted (they use `foregroundStyle`).
public struct TintModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "tint" }
    public var value: ColorStyle

    public init(_ value: ColorStyle) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.tint = value
    }
}
