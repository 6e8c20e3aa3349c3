import LayoutDrawCore

/// `.lineSpacing(_:)`. Rule: every `Text` below it puts `spacing` points between the bottom of
/// one line and the top of the next (none above the first or below the last), so a text of n
/// lines grows by (n − 1) × spacing; a proposed height keeps the lines that fit with their
/// spacing. Evidence: Apple's documentation of `View.lineSpacing(_:)`: "The amount of space
/// between the bottom of one line and the top of the next line in points … Applying
/// lineSpacing(_:) to a view hierarchy applies the line spacing to all text elements contained
/// in the view"; single-line text is unchanged by it, as codegenes.net's "How to Set Line
/// Height for Single Line Text in SwiftUI" measures ("it only adds space between lines").
/// `EnvironmentValues.lineSpacing`: "This value is always nonnegative" (a negative spacing is 0,
/// and the scene decoder warns of it).
public struct LineSpacing: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "lineSpacing" }
    public var spacing: Double

    public init(_ spacing: Double) {
        self.spacing = spacing
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.lineSpacing = max(0, spacing)
    }
}
