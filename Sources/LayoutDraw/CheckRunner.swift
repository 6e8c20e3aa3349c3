import Dispatch
import Synchronization

/// Renders scenes in memory and compares each with its golden `GOLDEN_DIR/NAME.png`, where
/// NAME is the scene's file name without `.yaml`: the engine of `layoutdraw check` and of the
/// test suite's golden test.
///
/// Scenes are rendered in parallel on every core. The runner reads scenes and goldens but
/// never writes: goldens to record (`SceneCheck.recordsGolden`), artifacts and reports are
/// written by the caller.
public struct CheckRunner: Sendable {
    /// The folder of goldens.
    public var goldenDirectory: String
    /// Comparison options, tolerance and record mode.
    public var policy: GoldenPolicy
    /// Whether a diff image is drawn for each scene that differs. Default: `true`.
    public var drawsDiffImages: Bool = true
    /// Decoding, layout and rendering.
    public let pipeline: Pipeline

    /// A runner comparing with the goldens in `goldenDirectory` under `policy`.
    public init(pipeline: Pipeline, goldenDirectory: String, policy: GoldenPolicy = GoldenPolicy()) {
        self.pipeline = pipeline
        self.goldenDirectory = goldenDirectory
        self.policy = policy
    }

    /// The scene files named by `paths`: files as given, folders as their `.yaml` files in
    /// name order (not recursive).
    ///
    /// - Throws: `CheckError` when a path does not exist, a folder has no scenes, or two scenes
    ///   share a name.
    public static func sceneFiles(in paths: [String]) throws(CheckError) -> [String] {
        var files: [String] = []
        for path in paths {
            if FileReading.isDirectory(path) {
                let names = (FileReading.entries(ofDirectory: path) ?? []).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }.sorted()
                guard !names.isEmpty else { throw .noScenes(inFolder: path) }
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                files += names.map { "\(folder)/\($0)" }
            } else if FileReading.exists(path) {
                files.append(path)
            } else {
                throw .sceneNotFound(path)
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            let name = sceneName(ofFile: file)
            if let other = seen[name] {
                if other == file { continue }
                // A SwiftUI listing and its YAML twin in one folder draw the same picture: they
                // share the golden.
                if Self.areTwins(other, file) { continue }
                throw .duplicateSceneName(name, paths: [other, file])
            }
            seen[name] = file
        }
        var unique: [String] = []
        for file in files where !unique.contains(file) { unique.append(file) }
        return unique
    }

    /// `dir/scene.yaml` → `scene` (also `.swift`).
    public static func sceneName(ofFile path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        if name.hasSuffix(".yaml") { name.removeLast(5) } else if name.hasSuffix(".swift") { name.removeLast(6) }
        return name
    }

    /// `dir/a.yaml` and `dir/a.swift`.
    static func areTwins(_ a: String, _ b: String) -> Bool {
        func stem(_ path: String) -> String? {
            if path.hasSuffix(".yaml") { return String(path.dropLast(5)) }
            if path.hasSuffix(".swift") { return String(path.dropLast(6)) }
            return nil
        }
        return stem(a) != nil && stem(a) == stem(b) && a != b
    }

    /// Where the golden of scene `name` is kept.
    public func goldenPath(forScene name: String) -> String {
        goldenDirectory.hasSuffix("/") ? goldenDirectory + name + ".png" : goldenDirectory + "/" + name + ".png"
    }

    /// Checks every scene, in parallel on all cores, calling `progress` (from any thread, one
    /// call at a time) as each one finishes. The results keep the order of `scenePaths`.
    public func run(
        scenePaths: [String], progress: (@Sendable (CheckProgress) -> Void)? = nil
    ) -> CheckReport {
        let slots = ResultSlots(count: scenePaths.count)
        DispatchQueue.concurrentPerform(iterations: scenePaths.count) { index in
            let check = self.check(scenePath: scenePaths[index])
            slots.store(check, at: index) { completed in
                progress?(CheckProgress(completed: completed, total: scenePaths.count, sceneName: check.name))
            }
        }
        return CheckReport(scenes: slots.results())
    }

    /// Checks one scene.
    public func check(scenePath: String) -> SceneCheck {
        let name = Self.sceneName(ofFile: scenePath)
        var check = SceneCheck(name: name, scenePath: scenePath, goldenPath: goldenPath(forScene: name), outcome: .missing)

        // Render exactly what `layoutdraw SCENE -o NAME.png` would write.
        let source: String
        do {
            let bytes = try FileReading.bytes(atPath: scenePath)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                check.outcome = .error("\(scenePath): not UTF-8 text")
                return check
            }
            source = text
        } catch {
            check.outcome = .error("\(scenePath): \(Self.describe(error))")
            return check
        }
        // Render exactly the pixels of `layoutdraw SCENE -o NAME.png`; the PNG itself is encoded
        // only when it is written (a recorded golden, a failure's artifacts and report).
        let actual: PaintedImage
        do {
            actual = try pipeline.paintedImage(pipeline.layout(pipeline.decode(source, file: scenePath)))
        } catch {
            check.outcome = .error(error.formatted(source: source))
            return check
        }

        // Compare with the golden.
        let state: GoldenState
        do {
            let expected = try FileReading.bytes(atPath: check.goldenPath)
            check.expectedPNG = expected
            state = compare(actual, with: expected, into: &check)
        } catch .missing {
            check.outcome = .missing
            state = .missing
        } catch {
            check.outcome = .error("\(check.goldenPath): \(Self.describe(error))")
            state = .differs
        }
        check.recordsGolden = policy.recordMode.records(state)
        if !check.passed || check.recordsGolden {
            do {
                check.actualPNG = try actual.pngBytes()
            } catch {
                check.outcome = .error("\(scenePath): \(error.message)")
            }
        }
        return check
    }

    private func compare(_ painted: PaintedImage, with expected: [UInt8], into check: inout SceneCheck) -> GoldenState {
        // The same pixels (most scenes, most of the time): told row by row, without decoding the
        // golden into an image or reading the rendering's pixels out.
        if painted.hasSamePixels(asPNG: expected) == true {
            check.outcome = .match(PixelMatchResult(mismatchedPixels: 0, antialiasedPixels: 0, size: PixelSize(width: painted.pixelWidth, height: painted.pixelHeight)))
            return .matches
        }
        var options = policy.comparison
        options.drawsDiffImage = drawsDiffImages
        let golden: RGBAImage, actual: RGBAImage
        do {
            golden = try PNGCodec.decode(expected)
        } catch {
            check.outcome = .error("\(check.goldenPath): the golden is not a readable PNG (\(error.message))")
            return .differs
        }
        do {
            actual = try painted.rgbaImage()
        } catch {
            check.outcome = .error("\(check.scenePath): \(error.message)")
            return .differs
        }
        do {
            var result = try pixelMatch(golden, actual, options: options)
            let diffImage = result.diffImage
            result.diffImage = nil
            if policy.tolerance.accepts(result) {
                check.outcome = .match(result)
                return .matches
            }
            check.outcome = .differs(result)
            if let diffImage { check.diffPNG = try? PNGCodec.encode(diffImage) }
            return .differs
        } catch {
            switch error {
            case .sizeMismatch(let golden, let rendered):
                check.outcome = .sizeMismatch(golden: golden, rendered: rendered)
            case .malformedImage:
                check.outcome = .error("\(check.goldenPath): the golden is not a readable PNG (\(error.description))")
            }
            return .differs
        }
    }

    private static func describe(_ failure: FileReading.Failure) -> String {
        switch failure {
        case .missing: "no such file"
        case .notRegularFile: "not a regular file"
        case .unreadable(let reason): "cannot be read (\(reason))"
        }
    }
}

/// The results of a parallel run, filled in any order.
private final class ResultSlots: Sendable {
    private struct State {
        var results: [SceneCheck?]
        var completed = 0
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    /// Stores a result and calls `report` with the number finished, under the lock so that
    /// progress reports never interleave.
    func store(_ check: SceneCheck, at index: Int, report: (Int) -> Void) {
        state.withLock { state in
            state.results[index] = check
            state.completed += 1
            report(state.completed)
        }
    }

    func results() -> [SceneCheck] {
        state.withLock { $0.results.compactMap { $0 } }
    }
}
