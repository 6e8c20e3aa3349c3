import LayoutDrawCore

/// `.foregroundStyle(_:)` (and `.foregroundColor(_:)`). Rule: text and unstyled shapes below it
/// are painted with this style — a colour, or a gradient laid over each one's own frame; no
/// layout effect.
public struct ForegroundStyle: TransparentModifier, EnvironmentChangingLayout {
    public let kind: String
    public var style: ShapeStyle

    /// The style as a colour (a gradient's first colour).
    public var color: ColorStyle { style.representativeColor }

    /// `kind` is the name the scene used: `foregroundStyle` or `foregroundColor`.
    public init(_ style: ShapeStyle, kind: String = "foregroundStyle") {
        self.style = style
        self.kind = kind
    }

    public init(_ color: ColorStyle, kind: String = "foregroundStyle") {
        self.init(.color(color), kind: kind)
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        // `.foregroundStyle(.foreground)` is the style already there.
        environment.foreground = style.resolved(
            foreground: environment.foreground, tint: environment.resolvedTint, background: environment.backgroundStyle)
    }
}
