import LayoutDrawCore

/// `.lineLimit(_:)`. Rule: every `Text` below it keeps at most `limit` lines (the last one
/// truncated with "…"); `nil` removes a limit set above. With a range, `.lineLimit(2...4)`, a
/// `Text` keeps at most 4 lines and takes at least 2 lines' height however few it needs
/// (`reserved`); `.lineLimit(3, reservesSpace: true)` always takes 3 lines' height. It sets the
/// environment and does not change layout otherwise.
///
/// Evidence: Apple's `lineLimit(_:)` for a `ClosedRange<Int>` ("the number of lines that text
/// can occupy in this view") and `lineLimit(_:reservesSpace:)` ("whether text reserves space so
/// that it always occupies the height required to display the specified number of lines").
public struct LineLimit: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "lineLimit" }
    public var limit: Int?
    /// Lines whose height a text takes at least (0: none).
    public var reserved: Int

    public init(_ limit: Int?, reserved: Int = 0) {
        self.limit = limit
        self.reserved = reserved
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.lineLimit = limit
        environment.reservedLines = reserved
    }
}
