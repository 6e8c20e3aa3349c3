import LayoutDrawCore

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (one row of a `LazyHGrid`), described
/// without looking at the cells (layout-rules §3.16).
public struct GridItem: Hashable, Sendable {
    /// How the item is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this length, whatever the grid is offered.
        case fixed(Double)
        /// An equal share of what is left, clamped to `minimum…maximum`.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// An equal share of what is left, packed with as many items of at least `minimum` as
        /// fit; each is at most `maximum`.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The gap to the next item (SwiftUI: `nil` → 8 on iOS).
    public var spacing: Double?
    /// Where a cell sits in its slot; `nil` uses the grid's alignment across, centred along.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing SwiftUI uses for an item with `spacing: nil`.
    public static let defaultSpacing = 8.0
}
