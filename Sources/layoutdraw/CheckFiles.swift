#if canImport(Glibc)
import Glibc
#endif

/// What `check` and `merge-reports` need of the file system beyond reading and writing.
extension FileAccess {
    /// Whether `path` is a regular file (or a link to one).
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` is a folder (or a link to one).
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the file at `path`; false when there was none or it could not be removed.
    @discardableResult
    static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Every regular file below `folder` (not following links to folders), in no set order.
    static func files(under folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let directory = opendir(current) else { continue }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = join(current, name)
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: result.append(path)
                default: break
                }
            }
            closedir(directory)
        }
        return result
    }
}
