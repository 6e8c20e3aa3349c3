import LayoutDrawCore
import LayoutDrawInterpreter
import Synchronization

/// The app's bundle as the project's folder holds it: every file under the folder that is not
/// Swift source counts as a bundled resource, as an Xcode target's folder references and
/// synchronized groups copy their files (and a package target's `Resources/`).
///
/// `Bundle.main.url(forResource: "landmarkData", withExtension: "json")` is the first file of
/// that name in path order (folders walked in sorted order, a folder's files before its
/// subfolders'); with `subdirectory:` one inside a folder of that name. Hidden folders, `.build`
/// and folders that are symbolic links are not walked, and at most `maximumFiles` files are
/// looked at. A file is read only when its real path (links resolved) is inside the folder, and
/// only up to `DataValue.maximumBytes`.
final class ProjectResources: BundleResources {
    /// The folder, its links resolved.
    let root: String
    static let maximumFiles = 20_000
    /// The files under `root`, relative to it, in walking order; listed on first use.
    private let listing = Mutex<[String]?>(nil)
    /// The localized strings tables, read on first use.
    private let strings = Mutex<StringsTables?>(nil)

    init?(folder: String) {
        guard let root = FileSystem.realPath(folder), FileSystem.isDirectory(root) else { return nil }
        self.root = root
    }

    private func files() -> [String] {
        listing.withLock { cached in
            if let cached { return cached }
            var found: [String] = []
            var folders = [""]
            while !folders.isEmpty, found.count < Self.maximumFiles {
                let relative = folders.removeFirst()
                let folder = relative.isEmpty ? root : root + "/" + relative
                var subfolders: [String] = []
                for name in FileSystem.entries(of: folder) where !name.hasPrefix(".") && name != ".build" {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    if FileSystem.isRealDirectory(root + "/" + path) {
                        subfolders.append(path)
                    } else if !name.hasSuffix(".swift"), found.count < Self.maximumFiles {
                        found.append(path)
                    }
                }
                folders.insert(contentsOf: subfolders, at: 0)
            }
            cached = found
            return found
        }
    }

    func path(forResource name: String, withExtension ext: String?, subdirectory: String?) -> String? {
        let fileName = ext.map { $0.isEmpty ? name : name + "." + ($0.hasPrefix(".") ? String($0.dropFirst()) : $0) } ?? name
        guard !fileName.isEmpty, !fileName.contains("/") else { return nil }
        let folder = subdirectory.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        for relative in files() {
            guard relative == fileName || relative.hasSuffix("/" + fileName) else { continue }
            if let folder {
                let parent = relative.dropLast(fileName.count + 1)
                guard parent == folder || parent.hasSuffix("/" + folder) else { continue }
            }
            return root + "/" + relative
        }
        return nil
    }

    func localizedString(_ key: String, table: String?) -> String? {
        let tables = strings.withLock { cached in
            if let cached { return cached }
            let made = StringsTables(files: files(), root: root) { path in
                guard case .success(let bytes) = contents(ofFile: path), bytes.count <= 4 << 20 else { return nil }
                return bytes
            }
            cached = made
            return made
        }
        return tables.text(key, table: table)
    }

    func contents(ofFile path: String) -> Result<[UInt8], BundleReadFailure> {
        guard let real = FileSystem.realPath(path), FileSystem.isFile(real) else {
            return .failure(BundleReadFailure(reason: "the file does not exist"))
        }
        guard real.hasPrefix(root + "/") else {
            return .failure(BundleReadFailure(reason: "it is outside the project folder '\(FileSystem.display(root))' (a symbolic link out of it is never read)"))
        }
        switch FileSystem.readBytes(real, limit: DataValue.maximumBytes) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge): return .failure(BundleReadFailure(reason: "the file is larger than \(DataValue.maximumBytes >> 20) MB"))
        case .failure(.unreadable): return .failure(BundleReadFailure(reason: "the file cannot be read"))
        }
    }
}
