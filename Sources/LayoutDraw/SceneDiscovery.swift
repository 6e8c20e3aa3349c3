/// A scene file found for a check, with the name its goldens are kept under.
public struct CheckScene: Hashable, Sendable {
    /// The scene file, as found (`docs/chapter1/card.swift`).
    public var path: String
    /// Its goldens' name without suffixes or extension, relative to the golden folder: the
    /// scene's path below the folder it was found in, without `.yaml`/`.swift`
    /// (`chapter1/card`); the file's own name for a scene given by itself.
    public var goldenBase: String
    /// A `NAME.swift` beside a `NAME.yaml` (or the reverse) in the check: the two are twins
    /// that draw the same picture and share their goldens.
    public var hasTwin: Bool = false

    public init(path: String, goldenBase: String, hasTwin: Bool = false) {
        self.path = path
        self.goldenBase = goldenBase
        self.hasTwin = hasTwin
    }

    /// The scene's name in reports: its golden base, with the file's extension when it has a
    /// twin (`card.swift` and `card.yaml`).
    public var displayName: String {
        guard hasTwin, let dot = path.lastIndex(of: ".") else { return goldenBase }
        return goldenBase + path[dot...]
    }

    /// The path without `.yaml`/`.swift`: twins share it.
    var stemPath: String { SceneDiscovery.stem(path) ?? path }
}

/// Finding the scenes of a check: files as given, folders searched recursively.
public enum SceneDiscovery {
    /// The scenes a folder holds unless the project says otherwise.
    public static let defaultInclude = ["**/*.yaml", "**/*.swift"]
    /// The project file's name: never a scene.
    public static let projectFileName = "layoutdraw.yaml"

    /// The scene files named by `paths`: a file as given; a folder searched recursively for
    /// the files `include` matches and `exclude` does not (paths relative to the folder), not
    /// entering hidden folders (`.build`, `.git`) or following symbolic links to folders, and
    /// skipping `layoutdraw.yaml` and package manifests (`Package.swift`). Sorted by path, each file once; twins marked.
    ///
    /// - Throws: `CheckError` when a path does not exist or a folder holds no scene.
    public static func scenes(
        in paths: [String], include: [String] = defaultInclude, exclude: [String] = []
    ) throws(CheckError) -> [CheckScene] {
        let includes = include.map(Glob.init), excludes = exclude.map(Glob.init)
        var found: [CheckScene] = []
        for path in paths {
            if FileReading.isDirectory(path) {
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                let before = found.count
                walk(folder, relative: "", into: &found, includes: includes, excludes: excludes)
                if found.count == before { throw .noScenes(inFolder: path) }
            } else if FileReading.exists(path) {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                found.append(CheckScene(path: path, goldenBase: stem(name) ?? name))
            } else {
                throw .sceneNotFound(path)
            }
        }
        var seen = Set<String>()
        var unique: [CheckScene] = []
        for scene in found where seen.insert(scene.path).inserted { unique.append(scene) }
        unique.sort { ($0.stemPath, $0.path) < ($1.stemPath, $1.path) }
        for index in unique.indices {
            let stem = unique[index].stemPath
            if index > 0, unique[index - 1].stemPath == stem { unique[index].hasTwin = true }
            if index + 1 < unique.count, unique[index + 1].stemPath == stem { unique[index].hasTwin = true }
        }
        return unique
    }

    private static func walk(_ folder: String, relative: String, into found: inout [CheckScene], includes: [Glob], excludes: [Glob]) {
        guard let names = FileReading.entries(ofDirectory: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if excludes.contains(where: { $0.matchesExactly(relativePath) }) { continue }
            if FileReading.isRealDirectory(path) {
                walk(path, relative: relativePath, into: &found, includes: includes, excludes: excludes)
            } else if FileReading.isDirectory(path) {
                continue  // a link to a folder
            } else if name != projectFileName, !isPackageManifest(name), let stem = stem(relativePath),
                includes.contains(where: { $0.matchesExactly(relativePath) })
            {
                found.append(CheckScene(path: path, goldenBase: stem))
            }
        }
    }

    /// `Package.swift` and `Package@swift-6.0.swift`: a Swift package's manifest, never a scene
    /// (a docs repository is often a package).
    static func isPackageManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// `a/card.yaml` → `a/card` (also `.swift`); nil for other files.
    static func stem(_ path: String) -> String? {
        if path.hasSuffix(".yaml") { return String(path.dropLast(5)) }
        if path.hasSuffix(".swift") { return String(path.dropLast(6)) }
        return nil
    }
}
