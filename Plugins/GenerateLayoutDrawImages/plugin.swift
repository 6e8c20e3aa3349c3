import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-layoutdraw-images`: draws the
/// ```` ```swift layoutdraw ```` and ```` ```yaml layoutdraw ```` blocks of every DocC
/// catalogue's Markdown (articles and extension files) into images DocC shows — light and dark,
/// at 2x, under DocC's names, in `CATALOGUE.docc/Resources/layoutdraw/` — and keeps an image
/// link under each block (`![alt](NAME.png)`), so that `swift package generate-documentation`
/// (swift-docc-plugin) puts them on the pages. It runs `layoutdraw markdown --docc` on each
/// catalogue; running it again changes nothing.
///
/// Options: `--target NAME` (repeatable) for some targets' catalogues only; `--check` to write
/// nothing and fail when a picture or a link is out of date (CI); anything else is passed to
/// `layoutdraw markdown` (`--scale 3`, `--font-dir Fonts`, `--explain`).
@main
struct GenerateLayoutDrawImages: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let passed = extractor.remainingArguments
        let known = Set(context.package.targets.map(\.name))
        for name in targets where !known.contains(name) {
            throw PluginFailure("no target named '\(name)' in the package (its targets: \(known.sorted().joined(separator: ", ")))")
        }
        let tool = try layoutdraw()
        var catalogues = 0
        var failed: [String] = []
        for target in context.package.targets where targets.isEmpty || targets.contains(target.name) {
            for catalogue in Self.catalogues(in: URL(fileURLWithPath: target.directory.string)) {
                let files = Self.markdownFiles(in: catalogue).filter(Self.hasSceneBlocks)
                guard !files.isEmpty else { continue }
                catalogues += 1
                let images = catalogue.appendingPathComponent("Resources").appendingPathComponent("layoutdraw")
                var arguments = ["markdown", "--docc", "--images", images.path]
                if check { arguments.append("--check") }
                arguments += passed
                arguments += files.map(\.path)
                print("Drawing the scene blocks of \(catalogue.lastPathComponent) (\(files.count) file\(files.count == 1 ? "" : "s"))")
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments
                process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    failed.append("\(catalogue.lastPathComponent) (layoutdraw markdown exited \(process.terminationStatus))")
                }
            }
        }
        if catalogues == 0 {
            print("No DocC catalogue of \(targets.isEmpty ? "the package" : targets.joined(separator: ", ")) has a ```swift layoutdraw or ```yaml layoutdraw block: nothing to draw")
        }
        if !failed.isEmpty {
            throw PluginFailure(check ? "pictures or links are out of date in \(failed.joined(separator: ", ")): run the command without --check" : "drawing failed in \(failed.joined(separator: ", ")): see the errors above")
        }
    }

    /// The layoutdraw executable, built when the command runs (release). The plugin declares no
    /// dependency on it: a declared tool is built for the host beside every `swift build` of the
    /// package, which would compile layoutdraw and swift-syntax twice in each build.
    func layoutdraw() throws -> URL {
        print("Building layoutdraw (release)…")
        let result = try packageManager.build(.product("layoutdraw"), parameters: .init(configuration: .release, logging: .concise))
        guard result.succeeded,
            let tool = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "layoutdraw" })
        else {
            throw PluginFailure("building layoutdraw failed:\n\(result.logText)")
        }
        return tool.url
    }

    /// The `.docc` folders under a target's folder, sorted.
    static func catalogues(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "docc" {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                found.append(url)
                walker.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The Markdown files of a catalogue, sorted.
    static func markdownFiles(in catalogue: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// Whether a file has a line opening a layoutdraw block (layoutdraw reads the fences exactly).
    static func hasSceneBlocks(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return true }  // layoutdraw reports it
        return text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " }
            return (trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")) && trimmed.contains("layoutdraw")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
