import LayoutDrawCore

/// `.multilineTextAlignment(_:)`. Rule: every `Text` below it aligns its lines within its frame
/// this way (leading by default). It sets the environment and does not change layout: a
/// text's size is its widest line whatever the alignment.
public struct MultilineTextAlignment: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "multilineTextAlignment" }
    public var alignment: TextAlignment

    public init(_ alignment: TextAlignment) {
        self.alignment = alignment
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.multilineTextAlignment = alignment
    }
}
