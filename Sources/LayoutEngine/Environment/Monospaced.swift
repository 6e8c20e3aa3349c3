import LayoutDrawCore

/// `.monospaced(_:)`. Rule: text below it uses the fixed-width variant of its font, the design
/// `.monospaced`; `monospaced(false)` undoes one set above. Evidence: Apple's documentation of
/// `View.monospaced(_:)` (iOS 16): "Modifies the fonts of all child views to use the fixed-width
/// variant of the current font, if possible … If a child view's base font doesn't support
/// fixed-width, the font remains unchanged." No fixed-width face ships with layoutdraw: the
/// monospaced design is Inter with tabular figures (`tnum`), as for `.font(.body.monospaced())`.
public struct Monospaced: TextModifier {
    public var kind: String { "monospaced" }
    public var isActive: Bool

    public init(_ isActive: Bool = true) {
        self.isActive = isActive
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.text.isMonospaced = isActive
    }
}
