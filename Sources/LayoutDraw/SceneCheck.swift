/// One scene rendered and compared with its golden.
public struct SceneCheck: Sendable, Hashable {
    /// The scene's file name without `.yaml`; its golden is `NAME.png`.
    public var name: String
    /// The scene file.
    public var scenePath: String
    /// Where its golden is (or would be) kept: `GOLDEN_DIR/NAME.png`.
    public var goldenPath: String
    public var outcome: CheckOutcome
    /// Whether the record mode asks for `actualPNG` to be written to `goldenPath`. A recorded
    /// golden makes the scene fail, so that recording never looks like a pass.
    public var recordsGolden: Bool
    /// The rendering as PNG bytes (exactly what `layoutdraw SCENE -o NAME.png` writes), for a
    /// scene that did not pass or records its golden; nil when the scene could not be rendered,
    /// and for a scene that passed (its PNG is never written, so it is not encoded).
    public var actualPNG: [UInt8]?
    /// The golden's bytes, when it exists.
    public var expectedPNG: [UInt8]?
    /// The diff image (golden faded, differences red, anti-aliasing yellow) when the outcome is
    /// `.differs` and the runner draws diff images.
    public var diffPNG: [UInt8]?

    /// A check result.
    public init(
        name: String, scenePath: String, goldenPath: String, outcome: CheckOutcome, recordsGolden: Bool = false,
        actualPNG: [UInt8]? = nil, expectedPNG: [UInt8]? = nil, diffPNG: [UInt8]? = nil
    ) {
        self.name = name
        self.scenePath = scenePath
        self.goldenPath = goldenPath
        self.outcome = outcome
        self.recordsGolden = recordsGolden
        self.actualPNG = actualPNG
        self.expectedPNG = expectedPNG
        self.diffPNG = diffPNG
    }

    /// Whether the scene matches its golden and nothing was recorded.
    public var passed: Bool {
        if case .match = outcome { return !recordsGolden }
        return false
    }

    /// The line `check` prints: `PASS NAME`, or `FAIL NAME: why` (with the counts), `ERROR NAME`.
    /// For errors the diagnostics follow on the next lines.
    public var summary: String {
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
        case .error(let message):
            return "ERROR \(name):\n\(message)"
        }
    }

    /// `1234 of 336000 pixels differ (0.37%), 56 anti-aliased not counted`.
    static func counts(_ result: PixelMatchResult) -> String {
        var text = "\(result.mismatchedPixels) of \(result.totalPixels) pixels differ (\(result.mismatchPercentage))"
        if result.antialiasedPixels > 0 { text += ", \(result.antialiasedPixels) anti-aliased not counted" }
        return text
    }
}
