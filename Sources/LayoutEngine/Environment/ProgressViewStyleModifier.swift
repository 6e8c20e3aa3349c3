import LayoutDrawCore

/// `.progressViewStyle(_:)`. Rule: every `ProgressView` below it is drawn as a bar
/// (`.linear`) or a spinner (`.circular`); no layout effect of its own. See `ProgressView`.
public struct ProgressViewStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "progressViewStyle" }
    public var value: ProgressViewStyleKind

    public init(_ value: ProgressViewStyleKind) {
        self.value = value
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.controls.progressViewStyle = value
    }
}
