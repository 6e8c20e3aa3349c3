import LayoutDraw

/// libFuzzer's entry point: the bytes are a scene — YAML, or SwiftUI source when
/// `LAYOUTDRAW_FUZZ_LANGUAGE=swift` (`Fuzz/run.sh --swift`). They are decoded, laid out, drawn
/// as a PNG and as an SVG, and dumped, as `layoutdraw` would, under limits small enough to keep every run short. Any
/// outcome is fine except a crash, a hang, a leak or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else {
        return 0
    }
    FuzzHarness.run(text)
    return 0
}

/// SwiftPM links an executable's `main` to `<Module>_main`; ours hands over to libFuzzer's
/// driver, as libFuzzer's own `main` would.
@_cdecl("LayoutDrawFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzTestOneInput)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

enum FuzzHarness {
    /// One pipeline for the whole run (setting up Pango is not free).
    static let pipeline: Pipeline? = try? Pipeline()

    /// Limits that keep each input fast: small pictures, few nodes.
    static let limits = SceneLimits(
        maximumFileSize: 64 * 1024, maximumYAMLNodes: 20_000, maximumDepth: 128, maximumNodes: 5_000,
        maximumCanvasSide: 1_024, maximumCanvasPixels: 1_000_000, maximumLabels: 100, maximumSteps: 100_000)

    static func run(_ text: String) {
        guard let pipeline else { return }
        var options = SceneDecodingOptions(scale: 1, sceneDirectory: FuzzHarness.sceneDirectory)
        options.limits = limits
        do {
            let scene = try pipeline.decode(text, file: file, options: options)
            let tree = try pipeline.layout(scene)
            _ = pipeline.warnings(for: tree)
            _ = try pipeline.render(tree, as: .png)
            _ = try pipeline.render(tree, as: .svg)
            _ = try pipeline.render(tree, as: .json)
            for diagnostic in scene.warnings { _ = diagnostic.formatted(source: text) }
        } catch {
            _ = error.formatted(source: text)
        }
    }

    /// The scene's file name, which picks the front end.
    static let file: String = {
        let language = getenv("LAYOUTDRAW_FUZZ_LANGUAGE").map { String(cString: $0) }
        return language == "swift" ? "fuzz.swift" : "fuzz.yaml"
    }()

    /// Images resolve against the fixtures' folder, so `Image: …` inputs reach the decoders.
    static let sceneDirectory: String? = {
        let environment = getenv("LAYOUTDRAW_FUZZ_SCENE_DIR")
        return environment.map { String(cString: $0) }
    }()
}

#if canImport(Glibc)
import Glibc
#endif
