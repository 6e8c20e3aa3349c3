/// `Logger(subsystem:category:)` (the `os` module's unified logging): what a view logs goes
/// nowhere in a still picture — every logging method (`debug`, `info`, `notice`, `warning`,
/// `error`, `fault`, `critical`, `trace`, `log`) does nothing, so an app that keeps a
/// `static let logger` beside its views draws as it does in Xcode's canvas.
public struct LoggerValue: HostObject, Hashable {
    public init() {}

    public var typeName: String { "Logger" }

    static let levels: Set<String> = ["debug", "info", "notice", "warning", "error", "fault", "critical", "trace", "log"]

    public func hasMethod(_ name: String) -> Bool { Self.levels.contains(name) }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        Self.levels.contains(name) ? .tuple([]) : nil
    }

    public func isEqual(to other: any HostObject) -> Bool { other is LoggerValue }
}
