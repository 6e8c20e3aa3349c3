import LayoutDrawCore

/// `.italic()`. Rule: text below it is italic; no other layout effect.
public struct Italic: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "italic" }
    public var isActive: Bool

    public init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.isItalic = isActive
    }
}
