import LayoutDraw
import Dispatch
import Synchronization

/// Renders scenes in memory and compares each variant with its golden: the engine of
/// `layoutdraw check` and of the test suite's golden test.
///
/// Variants are rendered in parallel on every core, one scene variant at a time per core: a
/// scene is read, decoded, drawn and compared, and only its result is kept (the picture's
/// bytes only when it did not pass), so memory does not grow with the number of scenes. The
/// runner reads scenes and goldens but never writes: goldens to record
/// (`SceneCheck.recordsGolden`), artifacts and reports are written by the caller.
public struct CheckRunner: Sendable {
    /// The folder of goldens for `run(scenePaths:)`; a `CheckPlan` names its own.
    public var goldenDirectory: String
    /// Comparison options, tolerance and record mode.
    public var policy: GoldenPolicy
    /// Whether a diff image is drawn for each scene that differs. Default: `true`.
    public var drawsDiffImages: Bool = true
    /// Whether a result that did not pass keeps its pictures: the rendering as PNG, the
    /// golden's bytes and the diff image, for artifacts and reports. Default: `true`. When
    /// false, none of them is made or kept (a failure costs what a pass does), except the
    /// rendering of a golden the record mode asks to write.
    public var keepsFailurePictures: Bool = true
    /// Whether a recorded golden counts as passing (`check --update`). Default: `false`, so
    /// that a recording run fails.
    public var recordingPasses: Bool = false
    /// Options every scene is decoded with (limits, image paths); a variant's device,
    /// appearance and scale are laid over them.
    public var decodingOptions = SceneDecodingOptions()
    /// Decoding, layout and rendering.
    public let pipeline: Pipeline

    /// A runner comparing with the goldens in `goldenDirectory` under `policy`.
    public init(pipeline: Pipeline, goldenDirectory: String = "", policy: GoldenPolicy = GoldenPolicy()) {
        self.pipeline = pipeline
        self.goldenDirectory = goldenDirectory
        self.policy = policy
    }

    /// The scene files named by `paths`: files as given, folders searched recursively for
    /// `.yaml` and `.swift` scenes (`SceneDiscovery`), sorted by path.
    ///
    /// - Throws: `CheckError` when a path does not exist, a folder has no scenes, or two scenes
    ///   in different folders share a name (they would share a golden in one golden folder).
    public static func sceneFiles(in paths: [String]) throws(CheckError) -> [String] {
        let scenes = try SceneDiscovery.scenes(in: paths)
        try CheckPlan(scenes: scenes, goldenDirectory: "goldens").checkGoldensAreDistinct()
        return scenes.map(\.path)
    }

    /// `dir/scene.yaml` → `scene` (also `.swift`).
    public static func sceneName(ofFile path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return SceneDiscovery.stem(name) ?? name
    }

    /// Where the golden of scene `name` is kept in `goldenDirectory`.
    public func goldenPath(forScene name: String) -> String {
        CheckPlan.join(goldenDirectory, name + ".png")
    }

    /// Checks the scene files in `scenePaths` as written against `goldenDirectory/NAME.png`.
    public func run(
        scenePaths: [String], progress: (@Sendable (CheckProgress) -> Void)? = nil
    ) -> CheckReport {
        let scenes = scenePaths.map { path in
            CheckScene(path: path, goldenBase: Self.sceneName(ofFile: path))
        }
        var marked = scenes
        for index in marked.indices {
            marked[index].hasTwin = scenes.contains { $0.path != marked[index].path && $0.stemPath == marked[index].stemPath }
        }
        return run(CheckPlan(scenes: marked, goldenDirectory: goldenDirectory), progress: progress)
    }

    /// Checks every variant of every scene of `plan`, in parallel on all cores, calling
    /// `progress` (from any thread, one call at a time) as each one finishes. The results keep
    /// the plan's order: scenes, and each scene's variants.
    ///
    /// `finished`, when given, is called with each result as soon as it is made, on the thread
    /// that made it (several at a time), before it is kept: it may write the result's pictures
    /// (a golden, artifacts) and drop them, so that a run of many failures does not hold them
    /// all to its end.
    public func run(
        _ plan: CheckPlan, progress: (@Sendable (CheckProgress) -> Void)? = nil,
        finished: (@Sendable (inout SceneCheck) -> Void)? = nil
    ) -> CheckReport {
        let items = plan.items
        let slots = ResultSlots(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let (scene, variant) = items[index]
            var check = self.check(scene, variant: variant, in: plan)
            finished?(&check)
            slots.store(check, at: index) { completed in
                progress?(CheckProgress(completed: completed, total: items.count, sceneName: check.name))
            }
        }
        return CheckReport(scenes: slots.results(), variants: plan.variants)
    }

    /// Checks one scene file as written against `goldenDirectory/NAME.png`.
    public func check(scenePath: String) -> SceneCheck {
        let name = Self.sceneName(ofFile: scenePath)
        return check(CheckScene(path: scenePath, goldenBase: name), variant: .asWritten, goldenPath: goldenPath(forScene: name))
    }

    /// Checks one variant of one scene against the golden at `goldenPath`.
    public func check(_ scene: CheckScene, variant: CheckVariant, goldenPath: String) -> SceneCheck {
        check(scene, variant: variant, goldenPath: goldenPath, plan: nil)
    }

    /// Checks one variant of one scene of `plan` against its golden, named (with the result)
    /// once the scene is drawn: by the scale it was drawn at when the variant leaves the scale
    /// to the scene (`CheckVariant.named(drawnAt:)`).
    public func check(_ scene: CheckScene, variant: CheckVariant, in plan: CheckPlan) -> SceneCheck {
        check(scene, variant: variant, goldenPath: plan.goldenPath(for: scene, variant: variant), plan: plan)
    }

    private func check(_ scene: CheckScene, variant: CheckVariant, goldenPath: String, plan: CheckPlan?) -> SceneCheck {
        let started = ContinuousClock.now
        var check = SceneCheck(
            name: variant.identifier(base: scene.displayName), scenePath: scene.path, goldenPath: goldenPath,
            outcome: .missing, scene: scene, variant: variant)
        check.recordingPasses = recordingPasses
        compare(scene, variant: variant, plan: plan, into: &check)
        if (check.passed && !check.recordsGolden) || !keepsFailurePictures {
            check.expectedPNG = nil  // not needed: a passing variant keeps no picture
        }
        let elapsed = ContinuousClock.now - started
        check.duration = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return check
    }

    private func compare(_ scene: CheckScene, variant: CheckVariant, plan: CheckPlan?, into check: inout SceneCheck) {
        let scenePath = scene.path
        let source: String
        do {
            let bytes = try FileReading.bytes(atPath: scenePath)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                check.outcome = .unreadable("\(scenePath): not UTF-8 text")
                return
            }
            source = text
        } catch {
            check.outcome = .unreadable("\(scenePath): \(Self.describe(error))")
            return
        }
        // Render exactly the pixels of `layoutdraw SCENE -o NAME.png` with the variant's
        // options; the PNG itself is encoded only when it is written (a recorded golden, a
        // failure's artifacts and report).
        let actual: PaintedImage
        do {
            let options = variant.applied(to: decodingOptions)
            let tree = try pipeline.layout(pipeline.decode(source, file: scenePath, options: options))
            if let plan {
                let named = variant.named(drawnAt: tree.canvas.scale)
                if named != variant {
                    check.name = named.identifier(base: scene.displayName)
                    check.goldenPath = plan.goldenPath(for: scene, variant: named)
                }
            }
            actual = try pipeline.paintedImage(tree)
        } catch {
            switch error {
            case .invalidScene: check.outcome = .invalidScene(error.formatted(source: source))
            case .rendering(.imageUnreadable(let path, let reason)):
                check.outcome = .unreadable("\(scenePath): cannot read image \(path): \(reason)")
            case .rendering(let other): check.outcome = .error("\(scenePath): \(other.message)")
            }
            return
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
            check.outcome = .unreadable("\(check.goldenPath): \(Self.describe(error))")
            check.goldenIsUnreadable = true
            state = .differs
        }
        check.recordsGolden = policy.recordMode.records(state)
        if check.recordsGolden || (!check.passed && keepsFailurePictures) {
            do {
                check.actualPNG = try actual.pngBytes()
            } catch {
                check.outcome = .error("\(scenePath): \(error.message)")
                check.recordsGolden = false
            }
        }
    }

    private func compare(_ painted: PaintedImage, with expected: [UInt8], into check: inout SceneCheck) -> GoldenState {
        // The same pixels (most scenes, most of the time): told row by row, without decoding the
        // golden into an image or reading the rendering's pixels out.
        if painted.hasSamePixels(asPNG: expected) == true {
            check.outcome = .match(PixelMatchResult(mismatchedPixels: 0, antialiasedPixels: 0, size: PixelSize(width: painted.pixelWidth, height: painted.pixelHeight)))
            return .matches
        }
        var options = policy.comparison
        options.drawsDiffImage = drawsDiffImages && keepsFailurePictures
        let golden: RGBAImage, actual: RGBAImage
        do {
            golden = try PNGCodec.decode(expected)
        } catch {
            check.outcome = .unreadable("\(check.goldenPath): the golden is not a readable PNG (\(error.message))")
            check.goldenIsUnreadable = true
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
                check.outcome = .unreadable("\(check.goldenPath): the golden is not a readable PNG (\(error.description))")
                check.goldenIsUnreadable = true
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
