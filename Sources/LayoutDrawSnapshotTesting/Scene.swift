internal import LayoutDraw

/// A SwiftUI listing or a YAML scene to snapshot:
/// `assertSnapshot(of: Scene(source: "Text(\"Hi\").padding()"), as: .layoutdraw())`.
///
/// The scene is drawn exactly as `layoutdraw FILE -o NAME.png` draws it, with the same
/// directives (`// layoutdraw: --size 400x200`), canvas and fonts.
public struct Scene: Sendable, Hashable {
    /// The scene's text: SwiftUI source, or a YAML scene.
    public var source: String
    /// The name diagnostics give the scene (`Card.swift:3:5: error: …`); a name ending in
    /// `.swift` or `.yaml` also says the language, otherwise it is told from the text.
    public var fileName: String
    /// The folder `Image` paths are relative to; nil: the current folder.
    public var directory: String?
    /// The `View` struct or `#Preview` to draw (`--view`).
    public var view: String?
    /// Stored properties or YAML params to set (`--set NAME=VALUE`): `["degree": "30"]`.
    public var values: [String: String]

    public init(source: String, fileName: String = "Scene", directory: String? = nil, view: String? = nil, values: [String: String] = [:]) {
        self.source = source
        self.fileName = fileName
        self.directory = directory
        self.view = view
        self.values = values
    }

    /// The scene in the file at `path` (named by it in diagnostics; its images relative to it).
    ///
    /// - Throws: `SceneFileError` when the file cannot be read.
    public init(contentsOfFile path: String) throws(SceneFileError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path, limit: 64 << 20)
        } catch {
            throw SceneFileError(message: "\(path): \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw SceneFileError(message: "\(path): not UTF-8 text") }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }
        self.init(source: text, fileName: path, directory: folder)
    }
}

/// A scene file that could not be read.
public struct SceneFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// How many pixels may differ before a snapshot fails, and how different a pixel must be to
/// count: the options of `layoutdraw check` (`--threshold`, `--max-diff-pixels`,
/// `--max-diff-ratio`, `--include-aa`).
public struct Tolerance: Sendable, Hashable {
    /// pixelmatch's per-pixel colour threshold, 0…1 (default 0.1).
    public var threshold: Double
    /// Mismatched pixels accepted (nil: no limit of its own).
    public var maxDiffPixels: Int?
    /// Fraction of all pixels accepted as mismatched (nil: no limit of its own).
    public var maxDiffRatio: Double?
    /// Whether anti-aliased pixels count as differences.
    public var includesAntialiasing: Bool

    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, includesAntialiasing: Bool = false) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.includesAntialiasing = includesAntialiasing
    }

    /// No mismatched pixel accepted (anti-aliasing aside): the default.
    public static let exact = Tolerance()
    /// Up to `count` mismatched pixels.
    public static func pixels(_ count: Int) -> Tolerance { Tolerance(maxDiffPixels: count) }
    /// Up to the fraction `ratio` of all pixels.
    public static func ratio(_ ratio: Double) -> Tolerance { Tolerance(maxDiffRatio: ratio) }

    var options: PixelMatchOptions {
        PixelMatchOptions(threshold: min(1, max(0, threshold)), includesAntialiasing: includesAntialiasing, drawsDiffImage: true)
    }

    var diffTolerance: DiffTolerance {
        DiffTolerance(maximumMismatchedPixels: maxDiffPixels, maximumMismatchRatio: maxDiffRatio)
    }
}

/// A scene drawn: the PNG, or why it could not be drawn.
public struct SnapshotImage: Sendable, Hashable {
    /// The PNG's bytes (empty when the scene could not be drawn).
    public var png: [UInt8]
    /// The diagnostics when the scene could not be drawn.
    public var problem: String?

    public init(png: [UInt8], problem: String? = nil) {
        self.png = png
        self.problem = problem
    }
}

/// Drawing scenes for the strategies.
enum SceneRendering {
    /// One pipeline for every snapshot (setting up the fonts is not free).
    static let pipeline: Result<Pipeline, LayoutDrawError> = Result { () throws(LayoutDrawError) in try Pipeline() }

    /// The options a scene is drawn with in a variant.
    static func options(_ scene: Scene, device: String?, appearance: Appearance?, scale: Double?) -> SceneDecodingOptions {
        var options = SceneDecodingOptions(
            colorScheme: appearance.map { $0 == .dark ? .dark : .light }, scale: scale, sceneDirectory: scene.directory)
        options.device = device.flatMap { DevicePreset.named[$0] }
        options.viewName = scene.view
        options.overrides = scene.values
        return options
    }

    /// Decodes and lays out; the formatted diagnostics on failure.
    static func layout(_ scene: Scene, options: SceneDecodingOptions) -> Result<(Pipeline, FrameTree), SnapshotProblem> {
        let pipeline: Pipeline
        switch Self.pipeline {
        case .success(let value): pipeline = value
        case .failure(let error): return .failure(SnapshotProblem(message: error.formatted(source: nil)))
        }
        do {
            let decoded = try pipeline.decode(scene.source, file: scene.fileName, options: options)
            return .success((pipeline, try pipeline.layout(decoded)))
        } catch {
            return .failure(SnapshotProblem(message: error.formatted(source: scene.source)))
        }
    }

    /// The scene's PNG, or its diagnostics; an unknown device is a problem too.
    static func image(_ scene: Scene, device: String?, appearance: Appearance?, scale: Double?) -> SnapshotImage {
        if let device, DevicePreset.named[device] == nil {
            return SnapshotImage(
                png: [],
                problem: "unknown device '\(device)'\(Suggestions.didYouMean(device, in: DevicePreset.named.keys)); the devices are \(DevicePreset.named.keys.sorted().joined(separator: ", "))")
        }
        switch layout(scene, options: options(scene, device: device, appearance: appearance, scale: scale)) {
        case .failure(let problem): return SnapshotImage(png: [], problem: problem.message)
        case .success(let (pipeline, tree)):
            do {
                return SnapshotImage(png: try pipeline.render(tree, as: .png))
            } catch {
                return SnapshotImage(png: [], problem: error.formatted(source: scene.source))
            }
        }
    }

    /// The scene's layout dump (JSON text), or its diagnostics.
    static func dump(_ scene: Scene) -> Result<String, SnapshotProblem> {
        layout(scene, options: options(scene, device: nil, appearance: nil, scale: nil)).flatMap { pipeline, tree in
            do throws(LayoutDrawError) {
                return .success(String(decoding: try pipeline.render(tree, as: .json), as: UTF8.self))
            } catch {
                return .failure(SnapshotProblem(message: error.formatted(source: scene.source)))
            }
        }
    }
}

/// Why a scene could not be drawn.
struct SnapshotProblem: Error {
    var message: String
}
