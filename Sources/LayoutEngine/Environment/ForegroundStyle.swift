import LayoutDrawCore

/// `.foregroundStyle(_:)` (and `.foregroundColor(_:)`). Rule: text and unstyled shapes below it
/// draw in this colour; no layout effect.
public struct ForegroundStyle: TransparentModifier, EnvironmentChangingLayout {
    public let kind: String
    public var color: ColorStyle

    /// `kind` is the name the scene used: `foregroundStyle` or `foregroundColor`.
    public init(_ color: ColorStyle, kind: String = "foregroundStyle") {
        self.color = color
        self.kind = kind
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.foregroundStyle = color
    }
}
