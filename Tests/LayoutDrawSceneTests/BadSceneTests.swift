import Foundation
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// The corpus of bad scenes in `BadScenes/`: one mistake a person makes per file, each file
/// starting with the exact diagnostics it must produce, one `# expect: LINE:COL: SEVERITY:
/// MESSAGE` comment line each (`// expect: …` in a SwiftUI source), in order. A scene is decoded and, when that succeeds, laid out
/// (with the fixed-advance text measurer), so layout-time errors and warnings count too.
@Suite("Bad scenes")
struct BadSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadScenes")

    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".swift") }.sorted()
    }()

    @Test func theCorpusHasAtLeastSixtyScenes() {
        #expect(Self.names.count >= 60)
    }

    @Test(arguments: names)
    func producesExactlyItsExpectedDiagnostics(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let expected = source.split(separator: "\n").compactMap { line -> String? in
            let prefix = name.hasSuffix(".swift") ? "// expect: " : "# expect: "
            return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
        }
        #expect(!expected.isEmpty, "\(name) has no '# expect:' line")
        #expect(Self.diagnostics(of: source, file: name) == expected)
    }

    /// Every diagnostic of the scene as `LINE:COL: SEVERITY: MESSAGE`.
    static func diagnostics(of source: String, file: String) -> [String] {
        let options = SceneDecodingOptions(sceneDirectory: folder.path, imageSize: testImageSize)
        let found: [Diagnostic]
        do {
            let scene = try SceneDecoder.decode(source, file: file, options: options)
            do {
                let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
                found = scene.warnings + LayoutWarnings.find(in: tree)
            } catch {
                found = scene.warnings + [error]
            }
        } catch {
            found = error.diagnostics
        }
        return found.map { d in
            let at = d.location.map { "\($0.line):\($0.column): " } ?? ""
            return "\(at)\(d.severity.rawValue): \(d.message)"
        }
    }

    /// Images are 40 × 30 when the file exists; a missing one is reported as the pipeline does.
    static let testImageSize: ImageSizeProvider = { path throws(ImageSizeError) in
        guard FileManager.default.fileExists(atPath: path) else { throw ImageSizeError("no such file") }
        return Size(width: 40, height: 30)
    }
}
