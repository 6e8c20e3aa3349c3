/// The results of checking a set of scenes against their goldens.
public struct CheckReport: Sendable, Hashable {
    /// One result per scene, in the order the scenes were given.
    public var scenes: [SceneCheck]

    /// A report over `scenes`.
    public init(scenes: [SceneCheck]) {
        self.scenes = scenes
    }

    /// Scenes that match their golden with nothing recorded.
    public var passedCount: Int { scenes.filter(\.passed).count }
    /// Scenes that differ, have no golden, have another size, could not be rendered, or whose
    /// golden is being recorded.
    public var failedCount: Int { scenes.count - passedCount }
    /// Scenes whose golden the record mode asks to write.
    public var recordedCount: Int { scenes.filter(\.recordsGolden).count }
    /// Whether every scene passed: `check`'s exit status 0.
    public var succeeded: Bool { failedCount == 0 }
    /// The scenes whose rendering should be written as their golden.
    public var goldensToRecord: [SceneCheck] { scenes.filter { $0.recordsGolden && $0.actualPNG != nil } }

    /// `4 passed, 1 failed`, with `(1 recorded)` when goldens were recorded.
    public var summary: String {
        var text = "\(passedCount) passed, \(failedCount) failed"
        if recordedCount > 0 { text += " (\(recordedCount) recorded)" }
        return text
    }

    /// The machine-readable summary of `check --json`. `artifacts` maps a scene name to the
    /// paths of the artifacts written for it (`actual`, `diff`).
    public func json(artifacts: [String: [String: String]] = [:]) -> JSONValue {
        .object([
            ("version", .integer(1)),
            ("passed", .integer(passedCount)),
            ("failed", .integer(failedCount)),
            ("recorded", .integer(recordedCount)),
            ("scenes", .array(scenes.map { $0.json(artifacts: artifacts[$0.name] ?? [:]) })),
        ])
    }
}

extension SceneCheck {
    /// The scene's entry in the JSON summary.
    func json(artifacts: [String: String]) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)),
            ("scene", .string(scenePath)),
            ("golden", .string(goldenPath)),
            ("status", .string(passed ? "passed" : outcome.name)),
            ("passed", .bool(passed)),
            ("recorded", .bool(recordsGolden)),
        ]
        if let result = outcome.comparison {
            members += [
                ("mismatchedPixels", .integer(result.mismatchedPixels)),
                ("antialiasedPixels", .integer(result.antialiasedPixels)),
                ("totalPixels", .integer(result.totalPixels)),
                ("mismatchRatio", .number(result.mismatchRatio)),
                ("size", Self.json(result.size)),
            ]
        }
        if case .sizeMismatch(let golden, let rendered) = outcome {
            members += [("goldenSize", Self.json(golden)), ("renderedSize", Self.json(rendered))]
        }
        if case .error(let message) = outcome { members.append(("message", .string(message))) }
        if !artifacts.isEmpty {
            members.append(("artifacts", .object(artifacts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        return .object(members)
    }

    private static func json(_ size: PixelSize) -> JSONValue {
        .object([("width", .integer(size.width)), ("height", .integer(size.height))])
    }
}
