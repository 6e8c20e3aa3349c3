#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The little of the file system the readers of scenes and projects need — resolved paths,
/// folder listings, bounded reads — in one place, for the project loader (`ProjectFiles`),
/// the asset catalogues and the bundled resources alike. Machinery, not a rule: nothing here
/// knows what a scene is.
public enum FileSystem {
    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder that holds `path` (`"."` for a bare name).
    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A folder that is not a symbolic link.
    public static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in a folder, sorted; empty when it cannot be read.
    public static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Why a file's bytes were not read.
    public enum ReadFailure: Error, Sendable {
        case unreadable
        case tooLarge
    }

    /// A regular file's bytes, reading no more than `limit` + 1 of them: a larger file is
    /// `.tooLarge` (never held whole in memory), a missing or unreadable one `.unreadable`.
    public static func readBytes(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        guard isFile(path), let file = fopen(path, "rb") else { return .failure(.unreadable) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > limit { return .failure(.tooLarge) }
        }
        return .success(bytes)
    }

    /// A text file's contents, or nil (missing, larger than `limit`, not UTF-8).
    public static func readText(_ path: String, limit: Int) -> String? {
        guard case .success(let bytes) = readBytes(path, limit: limit) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `path` relative to the working folder when it is inside it, as messages name files.
    public static func display(_ path: String) -> String {
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let here = String(cString: cwd)
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }
}
