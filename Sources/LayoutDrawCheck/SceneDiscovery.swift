import LayoutDrawCore
import LayoutDraw

/// A scene file found for a check, with the name its goldens are kept under.
public struct CheckScene: Hashable, Sendable {
    /// The scene file, as found (`docs/chapter1/card.swift`).
    public var path: String
    /// Its goldens' name without suffixes or extension, relative to the golden folder: the
    /// scene's path below its scene folder (`root`), without `.yaml`/`.swift`
    /// (`chapter1/card`); the file's own name for a scene given by itself outside any scene
    /// folder.
    public var goldenBase: String
    /// A `NAME.swift` beside a `NAME.yaml` (or the reverse) in the check: the two are twins
    /// that draw the same picture and share their goldens.
    public var hasTwin: Bool = false
    /// The scene folder `goldenBase` is relative to, as written (a folder given, the project's
    /// scene folder holding the scene, or `--scene-root`); nil for a file given by itself
    /// outside any scene folder.
    public var root: String?

    public init(path: String, goldenBase: String, hasTwin: Bool = false, root: String? = nil) {
        self.path = path
        self.goldenBase = goldenBase
        self.hasTwin = hasTwin
        self.root = root
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
    /// A path inside one of the folders `roots` (a project's scene folders) is named relative
    /// to the innermost of them: `Docs/Scenes/ch1` under the root `Docs/Scenes` finds
    /// `ch1/card`, as a run over the whole root does, and its globs see `ch1/…`. Any other
    /// folder is its own root; any other file is named by its own name.
    ///
    /// - Throws: `CheckError` when a path does not exist or a folder holds no scene.
    public static func scenes(
        in paths: [String], include: [String] = defaultInclude, exclude: [String] = [], roots: [String] = []
    ) throws(CheckError) -> [CheckScene] {
        let includes = include.map(Glob.init), excludes = exclude.map(Glob.init)
        var found: [CheckScene] = []
        for path in paths {
            let enclosing = enclosingRoot(of: path, among: roots)
            if FileSystem.isDirectory(path) {
                let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                let before = found.count
                walk(
                    folder, relative: enclosing?.relative ?? "", root: enclosing?.root ?? folder, into: &found,
                    includes: includes, excludes: excludes)
                if found.count == before { throw .noScenes(inFolder: path) }
            } else if FileReading.exists(path) {
                found.append(scene(ofFile: path, enclosedBy: enclosing))
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

    /// The scene file at `path` checked by itself (`check FILE`): named by its path below the
    /// innermost of `roots` that holds it, else by its own name.
    public static func scene(ofFile path: String, roots: [String]) -> CheckScene {
        scene(ofFile: path, enclosedBy: enclosingRoot(of: path, among: roots))
    }

    private static func scene(ofFile path: String, enclosedBy enclosing: (root: String, relative: String)?) -> CheckScene {
        if let enclosing, !enclosing.relative.isEmpty {
            return CheckScene(path: path, goldenBase: stem(enclosing.relative) ?? enclosing.relative, root: enclosing.root)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return CheckScene(path: path, goldenBase: stem(name) ?? name)
    }

    /// The innermost folder of `roots` that holds `path` (or is it), and `path` below it
    /// (empty for the root itself), compared as canonical paths (`./a`, `a/`, links resolved).
    public static func enclosingRoot(of path: String, among roots: [String]) -> (root: String, relative: String)? {
        guard !roots.isEmpty, let real = FileSystem.realPath(path) else { return nil }
        var best: (root: String, relative: String, depth: Int)?
        for root in roots where FileSystem.isDirectory(root) {
            guard let base = FileSystem.realPath(root) else { continue }
            let relative: String
            if real == base {
                relative = ""
            } else if base == "/" {
                relative = String(real.dropFirst())
            } else if real.hasPrefix(base + "/") {
                relative = String(real.dropFirst(base.count + 1))
            } else {
                continue
            }
            if best == nil || base.count > best!.depth { best = (root, relative, base.count) }
        }
        return best.map { ($0.root, $0.relative) }
    }

    private static func walk(
        _ folder: String, relative: String, root: String, into found: inout [CheckScene], includes: [Glob], excludes: [Glob]
    ) {
        for name in FileSystem.entries(of: folder) where !name.hasPrefix(".") {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if excludes.contains(where: { $0.matchesExactly(relativePath) }) { continue }
            if FileSystem.isRealDirectory(path) {
                // A Swift package inside the folder (`Fixtures/Projects/Cards`) holds a
                // project's source files, drawn with their project, not scenes of their own.
                if FileReading.exists(path + "/Package.swift") { continue }
                walk(path, relative: relativePath, root: root, into: &found, includes: includes, excludes: excludes)
            } else if FileSystem.isDirectory(path) {
                continue  // a link to a folder
            } else if name != projectFileName, !isPackageManifest(name), let stem = stem(relativePath),
                includes.contains(where: { $0.matchesExactly(relativePath) })
            {
                found.append(CheckScene(path: path, goldenBase: stem, root: root))
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
