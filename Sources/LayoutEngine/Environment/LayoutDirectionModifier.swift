import LayoutDrawCore

/// SwiftUI's `LayoutDirection`: `.leftToRight` (English) or `.rightToLeft` (Arabic, Hebrew).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `.environment(\.layoutDirection, .rightToLeft)`. Rule: the views below it read the layout
/// direction; what follows it here is the directional SF Symbols — a name with a `forward` or
/// `backward` part after its first (`chevron.forward`, `arrow.backward.circle`,
/// `arrowshape.turn.up.forward`; `SymbolImage.isDirectional`) points right for forward in left-to-right and left in right-to-left (`SymbolImage`). Stacks,
/// alignments and padding are still laid out left to right (the compiler warns).
/// Evidence: Apple's `EnvironmentValues.layoutDirection` ("The layout direction associated with
/// the current environment"); the Human Interface Guidelines' "Right to left" page and the SF
/// Symbols app, where the `forward`/`backward` symbols are the directional ones that flip in a
/// right-to-left context (forward points the way text reads), while `left`/`right` ones do not.
public struct LayoutDirectionModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "layoutDirection" }
    public var direction: LayoutDirection

    public init(_ direction: LayoutDirection) {
        self.direction = direction
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.layoutDirection = direction
    }
}
