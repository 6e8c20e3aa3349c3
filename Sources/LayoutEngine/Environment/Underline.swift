import LayoutDrawCore

/// `.underline(_:pattern:color:)`. Rule: text below it is drawn with a solid line under it, at
/// the font's own underline position and thickness, in `color` or, when nil, the text's colour;
/// `underline(false)` removes one set above. It never changes a size. Evidence: Apple's
/// documentation of `View.underline(_:pattern:color:)` (iOS 16): "Applies an underline to the text
/// in this view … If color is nil, the underline uses the default foreground color"; UIKit draws
/// `NSUnderlineStyle.single` from the font's underline metrics, as Pango does. Only the `.solid`
/// pattern is drawn.
public struct Underline: TextModifier {
    public var kind: String { "underline" }
    public var isActive: Bool
    public var color: ColorStyle?

    public init(_ isActive: Bool = true, color: ColorStyle? = nil) {
        self.isActive = isActive
        self.color = color
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.underline = isActive ? TextDecoration(color: color) : nil
    }
}
