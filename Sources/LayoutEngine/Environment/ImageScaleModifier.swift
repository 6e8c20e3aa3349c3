import LayoutDrawCore

/// `.imageScale(_:)`. Rule: every `Image(systemName:)` below it is sized at this scale relative
/// to its font (small 0.8, medium 1, large 1.3); no layout effect of its own. See `SymbolImage`.
public struct ImageScaleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "imageScale" }
    public var value: ImageScale

    public init(_ value: ImageScale) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.imageScale = value
    }
}
