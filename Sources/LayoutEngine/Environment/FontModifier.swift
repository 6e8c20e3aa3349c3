import LayoutDrawCore

/// `.font(_:)`. Rule: sets the font every `Text` below it measures and draws with; it does not
/// change layout otherwise.
public struct FontModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "font" }
    public var font: Font

    public init(_ font: Font) {
        self.font = font
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.font = font
    }
}
