import LayoutDrawCore

/// How numbers print in the diagram's own labels: as Swift prints a `Double` (`212.0`,
/// `97.5`), the way `Text` readouts print them, after rounding to at most two decimals
/// (`136.6` for 136.60254037844385) so a label stays short. Layout of whole-number scenes
/// gives values with at most two decimals, so most labels match a readout digit for digit;
/// a `\(…)` in an annotation's own `label:` prints exactly, as in a `Text`.
///
/// Sizes print `W × H` (U+00D7, spaces around it), points and offsets `(x, y)`, an unspecified
/// proposal `nil` and an infinite one `∞`, as the layout-tree panel prints them.
public enum ReadoutFormat {
    /// `212.0`, `97.5`, `136.6`, `∞`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
        guard abs(value) < 1e12 else { return SwiftFormat.double(value) }
        let rounded = (value * 100).rounded() / 100
        return SwiftFormat.double(rounded == 0 ? 0 : rounded)
    }

    /// `70.0 × 80.0`.
    public static func size(_ size: Size) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    /// `(12.0, 60.0)`.
    public static func point(_ point: Point) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// `212.0 × nil`, `∞ × 176.0`.
    public static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(dimension(proposal.width)) × \(dimension(proposal.height))"
    }

    /// One proposed dimension: `nil`, `∞` or a number.
    public static func dimension(_ value: Double?) -> String {
        value.map(number) ?? "nil"
    }
}
