#if canImport(Glibc)
import LayoutDraw
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading scene and golden files for `CheckRunner`. The façade reads; it never writes (the CLI
/// does, atomically).
enum FileReading {
    enum Failure: Error, Equatable {
        case missing
        case notRegularFile
        case unreadable(String)
    }

    /// The contents of the regular file at `path` (refused without waiting when it is a FIFO
    /// or anything but a regular file), at most `limit` bytes.
    static func bytes(atPath path: String, limit: Int = 256 << 20) throws(Failure) -> [UInt8] {
        do {
            return try FileContents.read(path, limit: limit)
        } catch {
            switch error {
            case .missing: throw .missing
            case .notRegularFile: throw .notRegularFile
            case .unreadable(let reason): throw .unreadable(reason)
            case .tooLarge: throw .unreadable(error.reason)
            }
        }
    }

    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a directory itself, not a symbolic link to one (a walk does not follow
    /// links, so it cannot loop).
    static func isRealDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// `path` made absolute with every link, `.` and `..` resolved (`realpath`); nil when it
    /// does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in the directory at `path` (without `.` and `..`), or nil if it cannot be read.
    static func entries(ofDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func reason() -> String {
        String(decoding: UnsafeRawBufferPointer(start: strerror(errno), count: strlen(strerror(errno))), as: UTF8.self)
    }
}
