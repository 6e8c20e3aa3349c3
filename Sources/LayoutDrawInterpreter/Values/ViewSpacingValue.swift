import LayoutDrawCore

/// SwiftUI's `ViewSpacing` (a subview's `spacing`, or `ViewSpacing()`): `distance(to:along:)`,
/// the gap two neighbours prefer (8 points between ordinary views, 0 beside a `Spacer`, as the
/// engine's stacks space them).
public struct ViewSpacingValue: HostObject {
    public let spacing: ViewSpacing

    public init(spacing: ViewSpacing) { self.spacing = spacing }

    public var typeName: String { "ViewSpacing" }

    public func hasMethod(_ name: String) -> Bool { name == "distance" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        guard arguments.count == 2, arguments[0].label == "to", arguments[1].label == "along",
            case .host(let host) = arguments[0].value, let other = host.object as? ViewSpacingValue
        else {
            throw ExpressionError("distance takes (to: another subview's spacing, along: .horizontal or .vertical)", at: offset)
        }
        guard case .symbol(let axis) = arguments[1].value, axis.path.count == 1, ["horizontal", "vertical"].contains(axis.name) else {
            throw ExpressionError("distance(to:along:) takes an axis: .horizontal or .vertical", at: offset)
        }
        return .double(ViewSpacing.gap(spacing, other.spacing))
    }

    public func isEqual(to other: any HostObject) -> Bool {
        (other as? ViewSpacingValue)?.spacing == spacing
    }
}
