import LayoutDrawCore

/// A Markdown link in a `Text` (`Text("Read [the terms](https://example.com)")`), on the span of
/// its label. Rule: the label is drawn in the tint colour — the accent colour, blue, unless a
/// `.tint(_:)` above says otherwise — without an underline, whatever `foregroundStyle` the rest
/// of the text has; its font is the text's. It exists only as a span's modifier: SwiftUI has no
/// such view modifier. Evidence: Hacking with Swift, "How to render Markdown content in text"
/// (the link drawn in the accent colour, not underlined); Apple's documentation of
/// `View.tint(_:)` ("Use this method to override the default accent color for this view");
/// Apple's documentation of `Text.init(_: AttributedString)`: "Attributes in the attributed
/// string take precedence over styles added by view modifiers".
public struct LinkColor: TextModifier {
    public var kind: String { "link" }

    public init() {}

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.foregroundStyle = environment.resolvedTint
    }
}
