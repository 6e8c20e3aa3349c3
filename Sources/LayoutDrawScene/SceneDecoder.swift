@_exported import LayoutDrawCompile
import LayoutDrawCore
@_exported import LayoutDrawSyntax
import LayoutDrawSwift
import LayoutDrawYAML

/// Reads a scene file — YAML (scene-format.md) or SwiftUI source — into a view tree: the front
/// end for its language lowers the text to the call tree, and the compiler does the rest.
public enum SceneDecoder {
    /// Decodes a scene; throws every problem of the file at once (errors, and any warnings,
    /// in file order), each positioned at the offending key or value.
    public static func decode(
        _ source: String, file: String, options: SceneDecodingOptions = .init()
    ) throws(DiagnosticList) -> Scene {
        let limits = options.limits
        let size = source.utf8.count
        if size > limits.maximumFileSize {
            throw DiagnosticList([
                .error(
                    "the scene is \(size) bytes, more than the limit of \(limits.maximumFileSize) (--max-file-size)",
                    at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        switch options.language ?? SourceLanguage(file: file, text: source) {
        case .yaml:
            return try SceneCompiler.compile(YAMLFrontEnd.parse(source, file: file, limits: limits, modifierNames: SceneCompiler.modifierNames), options: options)
        case .swift:
            return try SceneCompiler.compile(SwiftFrontEnd.parse(source, file: file, limits: limits), options: options)
        }
    }
}
