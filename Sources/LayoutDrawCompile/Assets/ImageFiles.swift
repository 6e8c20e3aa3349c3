import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Why an image file could not be measured (the reason only; the decoder adds where).
public struct ImageSizeError: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// Measures an image file: its natural size in points. The pipeline supplies one that reads
/// PNG and SVG files (the scene decoder does not draw, so it cannot).
public typealias ImageSizeProvider = @Sendable (_ path: String) throws(ImageSizeError) -> Size

/// Where a scene's images are and how to measure them.
struct ImageLookup: Sendable {
    /// The scene file's folder; relative image paths start there.
    var directory = "."
    var naturalSize: ImageSizeProvider?
    /// Whether a path may leave `directory` (`--allow-any-path`).
    var allowsAnyPath = true
    /// The sets of the asset catalogues the source sees (image sets, colour sets, …).
    var catalogues = AssetIndex(directory: ".", allowsAnyPath: true)

    init() {}

    /// From the options, or the folder of `file` when they do not name one.
    init(options: SceneDecodingOptions, file: String) {
        if let directory = options.sceneDirectory {
            self.directory = directory
        } else if let slash = file.lastIndex(of: "/") {
            self.directory = slash == file.startIndex ? "/" : String(file[..<slash])
        }
        naturalSize = options.imageSize
        allowsAnyPath = options.allowsAnyImagePath
        catalogues = AssetIndex(
            directory: directory, allowsAnyPath: allowsAnyPath, projectFolders: (options.resourceFolder.map { [$0] } ?? []) + options.importedFolders)
    }

    /// Why an image path is refused: the rest of "image path 'P' …".
    struct Refusal: Error {
        var reason: String
    }

    /// `path` joined to the scene's folder unless it is absolute. Unless any path is allowed,
    /// the result must stay inside the scene's folder: no absolute path, no `..` above it, and
    /// no symbolic link out of it.
    func resolve(_ path: String) -> Result<String, Refusal> {
        let joined = path.hasPrefix("/") || directory == "." ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
        guard !allowsAnyPath else { return .success(joined) }
        let advice = "; pass --allow-any-path to allow it"
        if path.hasPrefix("/") {
            return .failure(Refusal(reason: "is absolute: images must be inside the scene's folder\(advice)"))
        }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return .failure(Refusal(reason: "leaves the scene's folder\(advice)")) }
        }
        // A symbolic link inside the folder may still point out of it.
        if let real = FileSystem.realPath(joined), let folder = FileSystem.realPath(directory),
            !(real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/"))
        {
            return .failure(Refusal(reason: "leads out of the scene's folder through a symbolic link\(advice)"))
        }
        return .success(joined)
    }
}

extension ImageLookup {
    /// `Image("name")` as Xcode resolves it: the image set `name.imageset` of an asset
    /// catalogue (`*.xcassets`, groups and namespaces as `AssetIndex` reads them) beside the
    /// source or in a folder above it (up to the working directory, and no further unless any
    /// path is allowed), else `name.png` / `name.svg` /
    /// `name` beside the source. From an image set: an SVG if there is one, else the PNG or JPEG
    /// of the lowest scale (a PDF or HEIC only when there is nothing else), whose size in points is its pixels divided by its scale.
    func resolveAsset(_ name: String) -> Result<(path: String, scale: Double), Refusal> {
        guard !name.isEmpty else { return .failure(Refusal(reason: "is not an asset name")) }
        if let set = catalogues.path(of: name, kind: .imageset) {
            let all = AssetCatalogue.images(inSetAt: set)
            let drawable = all.filter { !$0.isUndecodable }
            let candidates = drawable.isEmpty ? all : drawable
            if let best = candidates.min(by: { ($0.isVector ? 0 : $0.scale) < ($1.isVector ? 0 : $1.scale) }) {
                return .success((set + "/" + best.filename, best.isVector ? 1 : best.scale))
            }
            return .failure(Refusal(reason: "has an image set without an image file (\(set))"))
        }
        guard !name.contains("/") || allowsAnyPath else { return .failure(Refusal(reason: "is not an asset name")) }
        for candidate in [name + ".png", name + ".svg", name + ".jpg", name + ".jpeg", name] {
            if case .success(let path) = resolve(candidate), FileSystem.isFile(path) { return .success((path, 1)) }
        }
        return .failure(
            Refusal(reason: "is not in an Assets.xcassets beside the source or above it, nor a file \(name).png or \(name).svg beside it"))
    }

    /// The source's folder, then each folder above it while inside the working directory.
    func catalogueFolders() -> [String] {
        Self.catalogueFolders(directory: directory, allowsAnyPath: allowsAnyPath)
    }

    static func catalogueFolders(directory: String, allowsAnyPath: Bool) -> [String] {
        guard let start = FileSystem.realPath(directory) else { return [directory] }
        let limit = allowsAnyPath ? "/" : (FileSystem.realPath(".") ?? start)
        var folders: [String] = []
        var folder = start
        while true {
            folders.append(folder)
            guard folder != limit, folder.hasPrefix(limit == "/" ? "/" : limit + "/"), let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return folders
    }
}
