import LayoutDrawCore

/// SwiftUI's `Button` with the default (automatic) style. Rule: it lays out exactly as its
/// label, its only subview (a transparent wrapper: the label is proposed what the button is
/// and fills its frame), and draws the label in the accent colour (blue) unless a foreground
/// style is set around the button.
public struct Button: TransparentModifier {
    public var kind: String { "Button" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        if environment.foregroundStyle == nil { environment.foregroundStyle = .blue }
    }
}
