/// Formatting numbers exactly as Swift and Foundation do.
public enum SwiftFormat {
    /// `Double.description`: `414.0`, `97.5`, `26.666666666666668`, `1e-05`.
    public static func double(_ value: Double) -> String {
        String(describing: value)
    }

    /// A number for JSON: integral values without a fraction, the rest in Swift's shortest
    /// round-trip form, so a reader gets the same Double back.
    public static func json(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(describing: value)
    }
}
