/// Holds a `TextEnvironment` that is not the default, so that an environment, copied for every
/// rule the engine runs, carries one reference for all of it (nothing when no text modifier is
/// used) rather than some 200 bytes inline.
final class TextEnvironmentStorage: Hashable, Sendable {
    let values: TextEnvironment

    init(_ values: TextEnvironment) {
        self.values = values
    }

    static func == (a: TextEnvironmentStorage, b: TextEnvironmentStorage) -> Bool { a === b || a.values == b.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
