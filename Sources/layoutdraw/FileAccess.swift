import LayoutDraw
#if canImport(Glibc)
import Glibc
#endif

/// Reading binary inputs and creating output folders for `diff` and `check`.
enum FileAccess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the regular file at `path`.
    static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(description: "\(path): no such file") }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw Failure(description: "\(path): not a regular file") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(description: "\(path): cannot be read (\(errorText()))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Failure(description: "\(path): cannot be read (\(errorText()))") }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Creates `path` and its missing parents, like `mkdir -p`.
    static func makeDirectories(_ path: String) throws(Failure) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            partial += component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw Failure(description: "\(partial): cannot create folder (\(errorText()))")
            }
            partial += "/"
        }
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder part of `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The process's environment variable `name`.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self)
    }

    private static func errorText() -> String {
        let text = strerror(errno)!
        return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
    }
}
