#if canImport(Glibc)
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

    /// The contents of the regular file at `path`.
    static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(reason()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason())
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
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
