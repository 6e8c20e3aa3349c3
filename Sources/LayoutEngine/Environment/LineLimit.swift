import LayoutDrawCore

/// `.lineLimit(_:)`. Rule: every `Text` below it keeps at most `limit` lines (the last one
/// truncated with "…"); `nil` removes a limit set above. It sets the environment and does not
/// change layout otherwise.
public struct LineLimit: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "lineLimit" }
    public var limit: Int?

    public init(_ limit: Int?) {
        self.limit = limit
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.lineLimit = limit
    }
}
