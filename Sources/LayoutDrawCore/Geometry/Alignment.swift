/// SwiftUI's `HorizontalAlignment`: the standard guides, or one a source declares
/// (`extension HorizontalAlignment { static let myLeading = HorizontalAlignment(MyLeading.self) }`).
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    /// A custom guide (SwiftUI's `HorizontalAlignment(_ id: AlignmentID.Type)`).
    case custom(AlignmentID)

    /// The standard guides.
    public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

    /// The guide's name as a scene writes it (`leading`, `myLeading`).
    public var rawValue: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let id): id.name
        }
    }

    /// The standard guide named `rawValue`.
    public init?(rawValue: String) {
        guard let guide = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = guide
    }

    /// The guide's default value in a view of `width` (a custom guide's default for a view of
    /// that width and no height; use `defaultValue(in:)` where the view is known).
    public func defaultValue(width: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        case .custom(let id): (try? id.defaultValue(in: BareDimensions(Size(width: width, height: 0)))) ?? 0
        }
    }

    /// The guide's default value in a view of `dimensions` (SwiftUI's `AlignmentID.defaultValue(in:)`).
    public func defaultValue(in dimensions: any AlignmentDimensions) throws(Diagnostic) -> Double {
        switch self {
        case .custom(let id): try id.defaultValue(in: dimensions)
        default: defaultValue(width: dimensions.width)
        }
    }
}

/// SwiftUI's `VerticalAlignment`: the standard guides, the text baselines, or one a source
/// declares.
public enum VerticalAlignment: Hashable, Sendable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    /// A custom guide (SwiftUI's `VerticalAlignment(_ id: AlignmentID.Type)`).
    case custom(AlignmentID)

    /// The standard guides and the baselines.
    public static let allCases: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// The guide's name as a scene writes it (`top`, `firstTextBaseline`, `myCenter`).
    public var rawValue: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let id): id.name
        }
    }

    /// The standard guide named `rawValue`.
    public init?(rawValue: String) {
        guard let guide = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = guide
    }

    /// The guide's default value in a view of `height`: baselines default to the bottom,
    /// as for any view without text (a custom guide: its default for a view of that height
    /// and no width).
    public func defaultValue(height: Double) -> Double {
        switch self {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        case .custom(let id): (try? id.defaultValue(in: BareDimensions(Size(width: 0, height: height)))) ?? 0
        }
    }

    /// The guide's default value in a view of `dimensions`.
    public func defaultValue(in dimensions: any AlignmentDimensions) throws(Diagnostic) -> Double {
        switch self {
        case .custom(let id): try id.defaultValue(in: dimensions)
        default: defaultValue(height: dimensions.height)
        }
    }
}

/// A custom alignment guide, SwiftUI's `AlignmentID`: a name and the value a view has for the
/// guide when nothing sets it (`static func defaultValue(in d: ViewDimensions) -> CGFloat`).
///
/// Unlike the standard guides, a custom guide that a child sets explicitly (`alignmentGuide`)
/// is seen by the containers above it: a stack that does not align by the guide still has an
/// explicit value for it, the average of its children's explicit values in its own coordinates
/// (SwiftUI's default `AlignmentID._combineExplicit`, reconstructed by OpenSwiftUI,
/// AlignmentGuide.swift; the standard guides' `FrameAlignment` combines nothing). That is how
/// a guide set deep inside one stack lines up with views in another (objc.io, "Alignment
/// Guides in SwiftUI"; WWDC19 "Building Custom Views with SwiftUI").
public final class AlignmentID: Hashable, Sendable, CustomStringConvertible {
    /// The guide's name (`myLeading`, the static property that holds it).
    public let name: String
    /// The guide's number among the custom guides of one scene (0, 1, …): it is cached with
    /// the standard guides when it is below `AlignmentID.cachedCount`.
    public let index: Int
    private let compute: @Sendable (any AlignmentDimensions) throws(Diagnostic) -> Double

    /// How many custom guides of a scene have their values cached like the standard guides.
    public static let cachedCount = 8

    public init(name: String, index: Int, defaultValue: @escaping @Sendable (any AlignmentDimensions) throws(Diagnostic) -> Double) {
        self.name = name
        self.index = index
        self.compute = defaultValue
    }

    /// The guide's value in a view of `dimensions` that does not set it.
    public func defaultValue(in dimensions: any AlignmentDimensions) throws(Diagnostic) -> Double {
        try compute(dimensions)
    }

    public static func == (a: AlignmentID, b: AlignmentID) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}

/// What a guide's value is computed from (SwiftUI's `ViewDimensions`): the view's size and its
/// value for every guide.
public protocol AlignmentDimensions: Sendable {
    var width: Double { get }
    var height: Double { get }
    subscript(guide: HorizontalAlignment) -> Double { get }
    subscript(guide: VerticalAlignment) -> Double { get }
}

/// The dimensions of a view of `size` that sets no guide (every guide at its default; a custom
/// default that fails counts as 0).
public struct BareDimensions: AlignmentDimensions {
    public var size: Size

    public init(_ size: Size) {
        self.size = size
    }

    public var width: Double { size.width }
    public var height: Double { size.height }

    public subscript(guide: HorizontalAlignment) -> Double {
        (try? guide.defaultValue(in: self)) ?? 0
    }

    public subscript(guide: VerticalAlignment) -> Double {
        (try? guide.defaultValue(in: self)) ?? 0
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
