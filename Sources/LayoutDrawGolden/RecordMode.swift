/// When a golden check writes the rendered image as the new golden.
///
/// Whatever the mode, a check that records a golden fails (as in swift-snapshot-testing), so a
/// recording run is never mistaken for a passing one and nobody records by accident in CI.
public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Record every golden, matching or not.
    case all
    /// Record goldens that are missing or do not match (a size mismatch included).
    case failed
    /// Record only goldens that do not exist yet.
    case missing
    /// Never record: missing and differing goldens are failures.
    case never

    /// The mode when none is asked for: `.never` when the `CI` environment variable is set
    /// (to anything but an empty string, `0` or `false`), `.missing` when a person is at a
    /// terminal, and `.never` otherwise (scripts, pipes).
    public static func defaultMode(environment: [String: String], isTerminal: Bool) -> RecordMode {
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        return isTerminal ? .missing : .never
    }

    /// Whether this mode records a golden in the state `state`.
    public func records(_ state: GoldenState) -> Bool {
        switch (self, state) {
        case (.all, _): true
        case (.failed, .differs), (.failed, .missing), (.missing, .missing): true
        default: false
        }
    }
}

/// How a rendered image relates to its golden, as far as recording is concerned.
public enum GoldenState: Sendable, Hashable {
    /// The golden exists and the image matches it within the tolerance.
    case matches
    /// The golden exists but the image differs, has another size, or the golden is unreadable.
    case differs
    /// There is no golden.
    case missing
}
