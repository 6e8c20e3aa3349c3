import Foundation
import LayoutDraw
import Testing

/// Inputs that once crashed, trapped, failed with an internal error or leaked (found by the
/// fuzzer or by hand, see each file's first comment), run through the whole pipeline: each
/// must end as a picture or as a positioned invalid-scene error, never anything else. (A leak
/// can only be seen under LeakSanitizer: `Fuzz/run.sh` replays these files first.)
@Suite struct FuzzRegressionTests {
    static let folder = Repository.root.appendingPathComponent("Tests/LayoutDrawEndToEndTests/FuzzRegressions")

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }.sorted()

    @Test(arguments: names)
    func endsAsAPictureOrAPositionedError(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        var options = SceneDecodingOptions(scale: 1, sceneDirectory: Repository.root.appendingPathComponent("Fixtures").path)
        options.imageSize = Pipeline.imageSize
        let pipeline = sharedPipeline
        do {
            let tree = try pipeline.layout(pipeline.decode(source, file: name, options: options))
            let png = try pipeline.render(tree, as: .png)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        } catch {
            guard case .invalidScene(let list) = error else {
                Issue.record("\(name): \(error.formatted(source: source))")
                return
            }
            #expect(list.diagnostics.allSatisfy { $0.location != nil })
        }
    }
}
