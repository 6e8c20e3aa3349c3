import LayoutDrawCore

/// `.multilineTextAlignment(_:)`. Rule: every `Text` below it aligns its lines within its frame
/// this way (leading by default). It sets the environment and does not change layout: a
/// text's size is its widest line whatever the alignment.
///
/// Evidence: Apple's `EnvironmentValues.multilineTextAlignment` documentation — "how a text view
/// aligns its lines when the content wraps or contains newlines … This value has no effect on a
/// `Text` view that contains only one line of text, because a text view has a width that
/// exactly matches the width of its widest line. If you want to align an entire text view
/// rather than its contents, set the alignment of its container"; and
/// `View.multilineTextAlignment(_:)`: "Sets the alignment of a text view that contains multiple
/// lines of text", an environment value that every text below reads.
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
