import LayoutDrawCore

/// `.bold()`. Rule: text below it uses the bold weight (or the font's own, if heavier); no
/// other layout effect.
public struct Bold: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "bold" }
    public var isActive: Bool

    public init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.isBold = isActive
    }
}
