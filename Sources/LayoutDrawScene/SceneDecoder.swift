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
            let document = try swiftDocument(source, file: file, options: options)
            var options = options
            if options.viewName == nil, document.previews.isEmpty, !document.file.isInFirstFile(document.file.text.utf8.count) {
                // With the project's views beside its own, the view drawn is still the file's:
                // its only view, when it declares one.
                let own = document.types.filter { $0.isView && document.file.isInFirstFile($0.offset) }
                if own.count == 1, !own.contains(where: { $0.name == "ContentView" }) { options.viewName = own[0].name }
            }
            return try SceneCompiler.compile(document, options: options)
        }
    }

    /// A SwiftUI source's document, with the declarations it reaches in its project
    /// (`options.project`: `ProjectFiles`) and `#if` evaluated against its defines.
    static func swiftDocument(_ source: String, file: String, options: SceneDecodingOptions) throws(DiagnosticList) -> SceneSyntax {
        let configuration = BuildConfiguration(defines: options.project.defines)
        var project: [ProjectSource] = []
        if let root = ProjectFiles.root(of: file, options: options.project) {
            do {
                project = try ProjectFiles.sources(
                    root: root.folder, recursive: root.recursive, excluding: file, options: options.project, limits: options.limits)
            } catch {
                throw DiagnosticList([.error(error.message, at: SourceLocation(file: file, line: 1, column: 1))])
            }
        }
        return SwiftFrontEnd.parse(source, file: file, limits: options.limits, configuration: configuration, project: project)
    }
}
