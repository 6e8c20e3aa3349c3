import LayoutDrawCore
import LayoutDrawSwift
import LayoutDrawSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the project a SwiftUI file belongs to and reads its other Swift files.
///
/// - The project (`ProjectOptions.Root.automatic`): going up from the file's folder, the first
///   folder holding a `Package.swift` (then the target folder `Sources/<Target>/` or
///   `Tests/<Target>/` that holds the file; a file outside the package's targets is read alone),
///   an `.xcodeproj` or `.xcworkspace` (that folder), or `.git` (the repository); else the
///   Swift files beside it in its own folder (not its subfolders: a loose file in a large
///   folder is no project).
/// - Reading: every `.swift` file under the root, in path order, except hidden folders and
///   what builds leave (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`). A symbolic
///   link to a file is read when the file is inside the root (a link that leaves it is never
///   read); a link to a folder is not followed (the folder, when inside, is read where it is),
///   so a link loop cannot hold the walk.
/// - Limits: more than `maximumFiles` Swift files, or more than `maximumBytes` of them, is an
///   error naming the root and the option to pass; a single file larger than the scene size
///   limit is left out.
enum ProjectFiles {
    struct Problem: Error {
        let message: String
    }

    /// The folder of the project `file` belongs to, and whether its subfolders are read; nil:
    /// the file is read alone.
    static func root(of file: String, options: ProjectOptions) -> (folder: String, recursive: Bool, targets: Targets?, module: String?)? {
        switch options.root {
        case .none: return nil
        case .directory(let folder): return (FileSystem.realPath(folder) ?? folder, true, nil, nil)
        case .automatic: break
        }
        guard let path = FileSystem.realPath(file) else { return nil }
        let folder = FileSystem.parent(path)
        var current = folder
        while true {
            let names = FileSystem.entries(of: current)
            let inside = path.dropFirst(current.count + 1).split(separator: "/")
            if names.contains("Project.swift") || names.contains("Workspace.swift"), inside.count >= 4, inside[2] == "Sources" {
                // A Tuist project: `Targets/<Module>/Sources/…` (or `<Folder>/<Module>/Sources`).
                let modules = current + "/" + inside[0]
                return (modules + "/" + inside[1] + "/Sources", true, Targets(folder: modules, sourcesSuffix: "/Sources"), String(inside[1]))
            }
            if names.contains("Package.swift") {
                // The target whose folder holds the file: as the manifest declares it (a
                // `path:` of its own), else `Sources/<Target>` or `Tests/<Target>`.
                let relative = path.dropFirst(current.count + 1)
                let declared = targets(ofPackage: current).filter { $0.path.isEmpty || relative.hasPrefix($0.path + "/") }
                if let target = declared.max(by: { $0.path.count < $1.path.count }) {
                    let folder = target.path.isEmpty ? current : current + "/" + target.path
                    return (folder, true, Targets(folder: current + "/Sources", sourcesSuffix: ""), target.name)
                }
                if inside.count >= 3, inside[0] == "Sources" || inside[0] == "Tests" {
                    return (current + "/" + inside[0] + "/" + inside[1], true, Targets(folder: current + "/Sources", sourcesSuffix: ""), String(inside[1]))
                }
                return nil
            }
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) || names.contains(".git") {
                return (current, true, nil, nil)
            }
            if current == "/" || current.isEmpty { return (folder, false, nil, nil) }
            current = FileSystem.parent(current)
        }
    }

    /// Where a project keeps its modules: a package's `Sources/<Module>`, or a Tuist project's
    /// `Targets/<Module>/Sources` (`sourcesSuffix` "/Sources").
    struct Targets: Hashable, Sendable {
        var folder: String
        var sourcesSuffix: String
    }

    /// The folders of the modules that `texts` import, and those they import in turn: read with
    /// the view's files, as their public declarations are visible to it. A module is looked for,
    /// in this order, among the package's other targets (`import TetrisCore` with
    /// `Sources/TetrisCore/` beside the view's target), among the targets of the local packages
    /// beside the package (`Models/Sources/Models/` for a `Library/` package of the same
    /// repository), and among those of the local packages inside the app's folder (an
    /// `.xcodeproj` beside `Core/Package.swift`, whose `Models` target the app imports), as
    /// Xcode resolves local package dependencies.
    ///
    /// A package's module is the target its manifest declares by that name, in the folder the
    /// manifest gives it (`PackageManifest`: Apple's Food Truck keeps `FoodTruckKit` in
    /// `Sources/`), else the folder named after it.
    static func importedTargets(of texts: [String], in targets: Targets?, besides target: String) -> [(module: String, folder: String)] {
        var found: [(module: String, folder: String)] = []
        var queue = texts
        var seen: Set<String> = [target]
        var candidates: [(folder: String, suffix: String)] = []
        var packages: [String] = []
        if let targets {
            candidates.append((targets.folder, targets.sourcesSuffix))
            let package = FileSystem.parent(targets.folder)
            let parent = FileSystem.parent(package)
            let siblings = FileSystem.entries(of: parent).map { parent + "/" + $0 }
                .filter { $0 != package && !($0.split(separator: "/").last?.hasPrefix(".") ?? true) && FileSystem.isFile($0 + "/Package.swift") }
            packages = [package] + siblings
        } else {
            packages = localPackages(under: target)
        }
        candidates += packages.dropFirst(targets == nil ? 0 : 1).map { ($0 + "/Sources", "") }
        // The modules the packages' manifests declare, the nearest package first.
        var declared: [String: String] = [:]
        for package in packages {
            for module in Self.targets(ofPackage: package) where declared[module.name] == nil {
                declared[module.name] = module.path.isEmpty ? package : package + "/" + module.path
            }
        }
        while let text = queue.popLast() {
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "import", let module = words.last?.split(separator: ".").first.map(String.init) else { continue }
                // The package's (or Tuist project's) own module first, then the manifests'
                // targets, then the folders named after the module.
                let own = targets.map { $0.folder + "/" + module + $0.sourcesSuffix }.flatMap { FileSystem.isDirectory($0) ? $0 : nil }
                guard
                    let folder = own ?? declared[module].flatMap({ FileSystem.isDirectory($0) ? $0 : nil })
                        ?? candidates.lazy.map({ $0.folder + "/" + module + $0.suffix }).first(where: FileSystem.isDirectory)
                else { continue }
                guard seen.insert(folder).inserted else { continue }
                found.append((module, folder))
                queue += FileSystem.entries(of: folder).filter { $0.hasSuffix(".swift") }.compactMap { FileSystem.readText(folder + "/" + $0, limit: 1 << 20) }
            }
        }
        return found
    }

    /// The targets the `Package.swift` in `package` declares (none when it cannot be read).
    static func targets(ofPackage package: String) -> [PackageManifest.Target] {
        guard let text = FileSystem.readText(package + "/Package.swift", limit: 1 << 20) else { return [] }
        return PackageManifest.targets(ofManifest: text)
    }

    /// The folders of the local packages (a `Package.swift`) inside `root`, at most three
    /// folders deep, in path order; hidden folders and what builds leave are not searched.
    static func localPackages(under root: String) -> [String] {
        var packages: [String] = []
        var folders = [(root, 0)]
        while let (folder, depth) = folders.popLast() {
            for name in FileSystem.entries(of: folder) where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = folder + "/" + name
                guard FileSystem.isRealDirectory(path) else { continue }
                if FileSystem.isFile(path + "/Package.swift") {
                    packages.append(path)
                } else if depth < 2 {
                    folders.append((path, depth + 1))
                }
            }
        }
        return packages.sorted()
    }

    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The Swift files under `root` other than `file`, with the paths messages name them by.
    static func sources(
        root: String, recursive: Bool = true, excluding file: String, options: ProjectOptions, limits: SceneLimits
    ) throws(Problem) -> [ProjectSource] {
        guard FileSystem.isDirectory(root) else { throw Problem(message: "the project folder '\(root)' does not exist or is not a folder") }
        let ownPath = FileSystem.realPath(file)
        var paths: [(path: String, size: Int)] = []
        var seen = Set<String>()
        var total = 0
        var folders = [(root, 0)]
        while let (folder, depth) = folders.popLast() {
            for name in FileSystem.entries(of: folder) where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    // A folder with a project of its own (a tool's `.xcodeproj`, a local package)
                    // builds apart: its declarations are not the app's.
                    if recursive && depth < 64 && !isOtherProject(path) { folders.append((path, depth + 1)) }
                    continue
                }
                // (A package's manifest is not one of its sources.)
                guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
                var target = path
                if kind == S_IFLNK {
                    // Read only when it lands inside the project, on a file.
                    guard let resolved = FileSystem.realPath(path), resolved.hasPrefix(root + "/"), FileSystem.isFile(resolved) else { continue }
                    target = resolved
                } else if kind != S_IFREG {
                    continue
                }
                guard target != ownPath, seen.insert(FileSystem.realPath(target) ?? target).inserted else { continue }
                var size = stat()
                guard stat(target, &size) == 0 else { continue }
                let bytes = Int(size.st_size)
                if bytes > limits.maximumFileSize { continue }
                paths.append((path, bytes))
                total += bytes
                if paths.count > options.maximumFiles {
                    throw Problem(
                        message: "the project '\(FileSystem.display(root))' has more than \(options.maximumFiles) Swift files (limit --max-project-files); pass --project with the folder of the view's module")
                }
                if total > options.maximumBytes {
                    throw Problem(
                        message: "the project '\(FileSystem.display(root))' has more than \(options.maximumBytes) bytes of Swift (limit --max-project-bytes); pass --project with the folder of the view's module")
                }
            }
        }
        paths.sort { $0.path < $1.path }
        return paths.compactMap { entry in
            FileSystem.readText(entry.path, limit: limits.maximumFileSize).map { ProjectSource(path: FileSystem.display(entry.path), text: $0) }
        }
    }

    /// Whether `folder` holds a project of its own: an `.xcodeproj`, an `.xcworkspace` or a
    /// `Package.swift`.
    static func isOtherProject(_ folder: String) -> Bool {
        FileSystem.entries(of: folder).contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}
