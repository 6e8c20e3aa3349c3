import LayoutDrawCompile
import LayoutDrawCore
import LayoutDrawSwift
import LayoutDrawSyntax

extension SceneDecoder {
    /// The stored properties of a SwiftUI source that its controls set, with the values they
    /// allow, every property's name and the value each is drawn with (`SourceStates`). A YAML
    /// scene has none (its `params:` are set with `--set` and varied with `--vary` by name).
    public static func states(_ source: String, file: String, options: SceneDecodingOptions = .init()) -> SourceStates {
        guard (options.language ?? SourceLanguage(file: file, text: source)) == .swift,
            source.utf8.count <= options.limits.maximumFileSize
        else { return SourceStates() }
        let document = SwiftFrontEnd.parse(source, file: file, limits: options.limits, configuration: BuildConfiguration(defines: options.project.defines))
        return SourceStates.find(in: document, source: source, file: file, options: options)
    }
}
