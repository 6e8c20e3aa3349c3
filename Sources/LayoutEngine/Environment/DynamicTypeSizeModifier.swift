import LayoutDrawCore

/// `.dynamicTypeSize(_:)`, and `.environment(\.dynamicTypeSize, _)` /
/// `.environment(\.sizeCategory, _)`. Rule: text below it is set at that Dynamic Type size —
/// every text style's size and leading from the Human Interface Guidelines' table for it
/// (`DynamicTypeSize`), every custom font that scales by its style's factor there; `.system(size:)`
/// fonts do not change. With a range (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`,
/// `.dynamicTypeSize(.large ... .accessibility2)`) the size the environment already has is
/// clamped into it. Evidence: Apple's documentation of `View.dynamicTypeSize(_:)`: "Sets the
/// Dynamic Type size within the view to the given value", and of the range variant: "Limits the
/// Dynamic Type size within the view to the given range … the Dynamic Type size for this view
/// and its descendants is clamped to the given range"; `EnvironmentValues.sizeCategory` is the
/// older spelling of the same value (`ContentSizeCategory`).
public struct DynamicTypeSizeModifier: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "dynamicTypeSize" }
    /// The smallest and largest size the text below may be set at; equal for a single size.
    public var lowest: DynamicTypeSize
    public var highest: DynamicTypeSize

    /// Sets the size.
    public init(_ size: DynamicTypeSize) {
        lowest = size
        highest = size
    }

    /// Clamps the size into `lowest ... highest` (either end open: the smallest or largest size).
    public init(from lowest: DynamicTypeSize = .xSmall, through highest: DynamicTypeSize = .accessibility5) {
        self.lowest = min(lowest, highest)
        self.highest = max(lowest, highest)
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
    }
}
