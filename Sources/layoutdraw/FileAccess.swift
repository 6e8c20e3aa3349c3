import LayoutDraw
#if canImport(Glibc)
import Glibc
#endif

/// Reading binary inputs and creating output folders for `diff` and `check`.
enum FileAccess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the regular file at `path` (a FIFO or a folder is refused without waiting).
    static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        do {
            return try FileContents.read(path, limit: 1 << 30)
        } catch {
            throw Failure(description: "\(path): \(error.reason)")
        }
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

    /// `path` made absolute against the working folder, with `.`, `..` and repeated slashes
    /// resolved as text (links are not followed; the path need not exist).
    static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let folder = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
            full = folder + "/" + path
        }
        var parts: [Substring] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path of `target` as seen from `folder` (`Images/x.png` from `Docs` for
    /// `Docs/Images/x.png`; `../Images/x.png` from `Docs/Guide`), with `/` between components.
    static func relativePath(from folder: String, to target: String) -> String {
        let from = absolute(folder).split(separator: "/"), to = absolute(target).split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether anything (a file, a folder, a link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

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
