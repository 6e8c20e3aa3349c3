/// What a parent proposes to a child: SwiftUI's `ProposedViewSize`.
///
/// `nil` on an axis means "unspecified: tell me your ideal size"; `0` asks for the minimum
/// and `.infinity` for the maximum. `nil` and `.infinity` are different proposals and hash
/// differently, which the size cache relies on.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// `nil × nil`: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// `0 × 0`: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// `∞ × ∞`: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    public init(axis: Axis, major: Double?, minor: Double?) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }

    /// The proposal with unspecified dimensions replaced by `defaultSize`'s
    /// (SwiftUI's `replacingUnspecifiedDimensions(by:)`, default 10 × 10).
    public func replacingUnspecifiedDimensions(by defaultSize: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? defaultSize.width, height: height ?? defaultSize.height)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `"414.0 × nil"`, the way the layout-tree panels print proposals.
    public var description: String {
        func text(_ v: Double?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "∞" : SwiftFormat.double(v)
        }
        return "\(text(width)) × \(text(height))"
    }
}
