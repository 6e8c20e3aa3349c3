import LayoutDrawCore

/// `.backgroundStyle(_:)`. Rule: the views below fill `.background()`, `.background(in:)` and
/// the `.background` shape style with this style (iOS 16: "Sets the specified style to render
/// backgrounds within the view"); no layout effect. Apple's Food Truck sets it on its social
/// feed's tags, whose label style draws `.background(in: RoundedRectangle(…))`.
public struct BackgroundStyleModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "backgroundStyle" }
    public var style: ShapeStyle

    public init(_ style: ShapeStyle) {
        self.style = style
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.backgroundStyle = style.resolved(
            foreground: environment.foreground, tint: environment.resolvedTint, background: environment.backgroundStyle)
    }
}
