import LayoutDraw

/// One variant of one scene rendered and compared with its golden.
public struct SceneCheck: Sendable, Hashable {
    /// How reports name this result: the golden base with the variant's suffixes
    /// (`chapter1/card~dark@2x`), with the scene file's extension for twins
    /// (`card.swift~dark@2x`). Also the name of its artifacts.
    public var name: String
    /// The scene file.
    public var scenePath: String
    /// Where its golden is (or would be) kept: `GOLDEN_DIR/chapter1/card~dark@2x.png`.
    public var goldenPath: String
    /// The scene as found (golden base, twin).
    public var scene: CheckScene
    /// The variant drawn.
    public var variant: CheckVariant
    public var outcome: CheckOutcome
    /// Whether the record mode asks for `actualPNG` to be written to `goldenPath`.
    public var recordsGolden: Bool
    /// Whether a recorded golden counts as passing (`check --update`); otherwise recording
    /// fails the scene, so that a recording run never looks like a passing one.
    public var recordingPasses: Bool = false
    /// The rendering as PNG bytes (exactly what `layoutdraw SCENE -o NAME.png` writes with the
    /// variant's options), for a scene that did not pass or records its golden; nil when the
    /// scene could not be rendered, and for a scene that passed (its PNG is never written, so
    /// it is not encoded).
    public var actualPNG: [UInt8]?
    /// The golden's bytes, kept for a scene that did not pass (for the report).
    public var expectedPNG: [UInt8]?
    /// The diff image (golden faded, differences red, anti-aliasing yellow) when the outcome is
    /// `.differs` and the runner draws diff images.
    public var diffPNG: [UInt8]?
    /// Seconds spent reading, drawing and comparing this variant.
    public var duration: Double = 0
    /// The files written for this result by whoever wrote them (`actual`, `diff`,
    /// `expected`), for the JSON, JUnit and HTML reports.
    public var artifacts: [String: String] = [:]
    /// The command that records this variant's golden, for a failure that recording settles.
    public var updateCommand: String?
    /// The golden exists but cannot be read (not a PNG, not a regular file): the outcome is
    /// `.unreadable`, and recording the rendering settles it, as it settles a difference.
    public var goldenIsUnreadable = false

    /// A check result.
    public init(
        name: String, scenePath: String, goldenPath: String, outcome: CheckOutcome, recordsGolden: Bool = false,
        actualPNG: [UInt8]? = nil, expectedPNG: [UInt8]? = nil, diffPNG: [UInt8]? = nil,
        scene: CheckScene? = nil, variant: CheckVariant = .asWritten
    ) {
        self.name = name
        self.scenePath = scenePath
        self.goldenPath = goldenPath
        self.outcome = outcome
        self.recordsGolden = recordsGolden
        self.actualPNG = actualPNG
        self.expectedPNG = expectedPNG
        self.diffPNG = diffPNG
        self.scene = scene ?? CheckScene(path: scenePath, goldenBase: name)
        self.variant = variant
    }

    /// Whether the scene matches its golden and nothing was recorded, or (`--update`) its
    /// golden was recorded.
    public var passed: Bool {
        if recordsGolden { return recordingPasses && (outcome.isComparison || goldenIsUnreadable) }
        if case .match = outcome { return true }
        return false
    }

    /// Whether the golden was recorded and that counts as passing (`--update`).
    public var updated: Bool { recordsGolden && passed }

    /// The exit status this result asks for on its own.
    public var verdict: CheckVerdict {
        if passed { return .passed }
        // A golden that could not be read but was recorded over (`--record`): a recording.
        if recordsGolden && goldenIsUnreadable { return .picturesDiffer }
        switch outcome {
        case .invalidScene: return .invalidScene
        case .unreadable: return .unreadable
        case .error: return .internalError
        case .match, .differs, .missing, .sizeMismatch: return .picturesDiffer
        }
    }

    /// `passed`, `updated`, or the outcome's name (`differs`, `missing`, `invalid`, …).
    public var status: String {
        if updated { return "updated" }
        if passed { return "passed" }
        if recordsGolden, case .match = outcome { return "recorded" }
        return outcome.name
    }

    /// The line `check` prints: `PASS NAME`, `UPDATE NAME: …`, `FAIL NAME: why` (with the
    /// counts) or `ERROR NAME:` with the diagnostics on the next lines.
    public var summary: String {
        if updated {
            switch outcome {
            case .missing: return "UPDATE \(name): no golden; recorded \(goldenPath)"
            case .match(let result): return "UPDATE \(name): re-recorded \(goldenPath) (\(Self.counts(result)))"
            case .differs(let result): return "UPDATE \(name): \(Self.counts(result)); recorded \(goldenPath)"
            case .sizeMismatch(let golden, let rendered):
                return "UPDATE \(name): size differs: golden \(golden), rendered \(rendered) pixels; recorded \(goldenPath)"
            case .unreadable(let message) where goldenIsUnreadable: return "UPDATE \(name): \(message); recorded \(goldenPath)"
            default: return "UPDATE \(name): recorded \(goldenPath)"
            }
        }
        let recorded = recordsGolden ? "; recorded \(goldenPath)" : ""
        switch outcome {
        case .match(let result):
            if recordsGolden { return "FAIL  \(name): re-recorded \(goldenPath) (\(Self.counts(result)))" }
            let detail = result.mismatchedPixels > 0 || result.antialiasedPixels > 0 ? " (\(Self.counts(result)))" : ""
            return "PASS  \(name)\(detail)"
        case .differs(let result):
            return "FAIL  \(name): \(Self.counts(result))\(recorded)"
        case .missing:
            return recordsGolden
                ? "FAIL  \(name): no golden; recorded \(goldenPath)"
                : "FAIL  \(name): no golden at \(goldenPath)"
        case .sizeMismatch(let golden, let rendered):
            return "FAIL  \(name): size differs: golden \(golden), rendered \(rendered) pixels\(recorded)"
        case .unreadable(let message) where recordsGolden && goldenIsUnreadable:
            return "FAIL  \(name): \(message); recorded \(goldenPath)"
        case .invalidScene(let message), .unreadable(let message), .error(let message):
            return "ERROR \(name):\n\(message)"
        }
    }

    /// The one-line reason a result did not pass, for reports (the first line of a message).
    public var detail: String {
        switch outcome {
        case .match(let result), .differs(let result): Self.counts(result)
        case .missing: recordsGolden ? "no golden; recorded \(goldenPath)" : "no golden at \(goldenPath)"
        case .sizeMismatch(let golden, let rendered): "size differs: golden \(golden), rendered \(rendered) pixels"
        case .invalidScene(let message), .unreadable(let message), .error(let message): String(message.prefix { $0 != "\n" })
        }
    }

    /// `1234 of 336000 pixels differ (0.37%), 56 anti-aliased not counted`.
    static func counts(_ result: PixelMatchResult) -> String {
        var text = "\(result.mismatchedPixels) of \(result.totalPixels) pixels differ (\(result.mismatchPercentage))"
        if result.antialiasedPixels > 0 { text += ", \(result.antialiasedPixels) anti-aliased not counted" }
        return text
    }
}
