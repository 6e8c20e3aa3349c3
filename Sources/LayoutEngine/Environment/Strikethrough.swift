import LayoutDrawCore

/// `.strikethrough(_:pattern:color:)`. Rule: text below it is drawn with a solid line through it,
/// at the font's own strikeout position and thickness, in `color` or, when nil, the text's
/// colour; `strikethrough(false)` removes one set above. It never changes a size. Evidence:
/// Apple's documentation of `View.strikethrough(_:pattern:color:)` (iOS 16): "Applies a
/// strikethrough to the text in this view … A view where text has a line through its center. …
/// If color is nil, the strikethrough uses the default foreground color". Only the `.solid`
/// pattern is drawn.
public struct Strikethrough: TextModifier {
    public var kind: String { "strikethrough" }
    public var isActive: Bool
    public var color: ColorStyle?

    public init(_ isActive: Bool = true, color: ColorStyle? = nil) {
        self.isActive = isActive
        self.color = color
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.strikethrough = isActive ? TextDecoration(color: color) : nil
    }
}
