import LayoutDrawCore

/// `.fontWeight(_:)`. Rule: text below it uses this weight, whatever its font's own (`.bold()`
/// can still raise it to bold); `nil` leaves the font's. No other layout effect, though a
/// heavier weight makes wider text. Evidence: Apple's documentation of `View.fontWeight(_:)`
/// (iOS 16): "Sets the font weight of the text in this view."
public struct FontWeight: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "fontWeight" }
    public var weight: Font.Weight?

    public init(_ weight: Font.Weight?) {
        self.weight = weight
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.fontWeight = weight
    }
}
