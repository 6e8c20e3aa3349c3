/// SwiftUI's `HorizontalAlignment` (the standard guides).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The guide's default value in a view of `width`.
    public func defaultValue(width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}

/// SwiftUI's `VerticalAlignment` (the standard guides and the text baselines).
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// The guide's default value in a view of `height`: baselines default to the bottom,
    /// as for any view without text.
    public func defaultValue(height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
}

/// SwiftUI's two-dimensional `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The names a scene may use, SwiftUI's static members.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
}
