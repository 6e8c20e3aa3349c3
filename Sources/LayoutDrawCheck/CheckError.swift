import LayoutDraw

/// Why `CheckRunner` could not find the scenes to check.
public enum CheckError: Error, Sendable, Hashable {
    /// A path given as a scene or folder does not exist.
    case sceneNotFound(String)
    /// A folder holds no scene (`.yaml` or `.swift`, or none the project's globs match).
    case noScenes(inFolder: String)
    /// Two scenes share a name, so they would share a golden.
    case duplicateSceneName(String, paths: [String])

    /// A one-line description for the user.
    public var message: String {
        switch self {
        case .sceneNotFound(let path): "\(path): no such scene file or folder"
        case .noScenes(let folder): "\(folder): no scenes (.yaml or .swift files) in this folder or below it"
        case .duplicateSceneName(let name, let paths):
            "scenes \(paths.joined(separator: " and ")) share the name '\(name)' and so the golden \(name).png"
        }
    }
}
