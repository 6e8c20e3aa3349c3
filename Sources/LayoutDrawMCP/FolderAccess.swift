import Foundation
import LayoutDraw
import MCP
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The folders the server may read scenes from: its working folder, and the roots the client
/// declares (`roots/list`, refreshed when the client says they changed). A path is read only
/// when the file it opens — every symbolic link and `..` resolved, checked on the open file —
/// is inside one of them.
final class FolderAccess: Sendable {
    /// The working folder, resolved: relative paths start there.
    let workingFolder: String
    /// The working folder as a folder that may be read: not when it is `/` (a client that
    /// starts its servers in `/` would otherwise open the whole file system to them).
    let workingRoot: String?
    private let clientRoots = Mutex<[String]>([])
    /// When the roots asked of the client last (nil: not waiting for them).
    private let asked = Mutex<ContinuousClock.Instant?>(nil)
    /// How long a call that reads a file waits for roots the client has not sent yet.
    static let rootsGrace: Duration = .seconds(2)

    init(workingFolder: String) {
        let resolved = FolderAccess.realPath(workingFolder) ?? workingFolder
        self.workingFolder = resolved
        workingRoot = resolved == "/" ? nil : resolved
    }

    /// Every folder that may be read, resolved, the working folder first.
    var roots: [String] {
        (workingRoot.map { [$0] } ?? []) + clientRoots.withLock { $0 }
    }

    /// Replaces the client's roots: `file://` URIs of folders or files (others are ignored, as
    /// are those that do not exist).
    func setClientRoots(_ roots: [Root]) {
        let paths = roots.compactMap { root -> String? in
            guard let url = URL(string: root.uri), url.isFileURL else { return nil }
            return FolderAccess.realPath(url.path)
        }
        clientRoots.withLock { $0 = paths }
    }

    /// Asks the client for its roots with `list` (its `roots/list`), in a task of its own; a call
    /// that reads a file meanwhile waits for the answer (`waitForRoots`).
    func refreshClientRoots(with list: @escaping @Sendable () async throws -> [Root]) {
        asked.withLock { $0 = .now }
        Task {
            let roots = try? await list()
            if let roots { setClientRoots(roots) }
            asked.withLock { $0 = nil }
        }
    }

    /// Returns once the roots asked of the client have come, or `rootsGrace` after they were asked.
    func waitForRoots() async {
        while let since = asked.withLock({ $0 }), since + Self.rootsGrace > .now {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// A scene file that was read: its text, the path it was asked by, and the folder it is in.
    struct SceneFile: Sendable {
        var text: String
        var name: String
        var folder: String
    }

    /// Reads the scene at `path` (relative to the working folder, or absolute), at most `limit`
    /// bytes, if it is a regular file inside a root.
    func read(_ path: String, limit: Int) throws(ToolFailure) -> SceneFile {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        let roots = self.roots
        guard !roots.isEmpty else {
            throw ToolFailure("\(path): no folder may be read: the server runs in / and the client declared no roots")
        }
        let outside = ToolFailure(
            "\(path): outside the folders this server may read (\(roots.joined(separator: ", "))): "
                + "give a path inside the working folder or one of the client's roots")
        // Where it leads before opening it, so that nothing outside is even opened; and again
        // on the open file, so that a link changed in between cannot lead out.
        guard let real = FolderAccess.realPath(absolute) else {
            if Self.contains(roots, FolderAccess.lexical(absolute)) { throw ToolFailure("\(path): no such file") }
            throw outside
        }
        guard Self.contains(roots, real) else { throw outside }
        let descriptor = open(absolute, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw ToolFailure("\(path): cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        guard let opened = FolderAccess.realPath("/proc/self/fd/\(descriptor)"), Self.contains(roots, opened) else { throw outside }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw ToolFailure("\(path): not a regular file")
        }
        if Int(status.st_size) > limit {
            throw ToolFailure("\(path): the scene is \(status.st_size) bytes, more than \(limit) (limit --max-file-size)")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.readAll(descriptor, limit: limit, capacity: Int(status.st_size))
        } catch {
            throw ToolFailure("\(path): \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ToolFailure("\(path): not UTF-8 text") }
        let folder = opened.lastIndex(of: "/").map { $0 == opened.startIndex ? "/" : String(opened[..<$0]) } ?? workingFolder
        return SceneFile(text: text, name: path, folder: folder)
    }

    /// The folder an inline source's images are read from: the folder of its `name` (relative to
    /// the working folder) when that is inside a root, else the working folder's root; nil when
    /// no folder may be read.
    func folder(forInlineSourceNamed name: String) -> String? {
        let absolute = FolderAccess.lexical(name.hasPrefix("/") ? name : workingFolder + "/" + name)
        let parent = absolute.lastIndex(of: "/").map { $0 == absolute.startIndex ? "/" : String(absolute[..<$0]) } ?? workingFolder
        if let real = FolderAccess.realPath(parent), Self.contains(roots, real) { return real }
        return roots.first
    }

    /// Whether `path` (resolved) is one of `roots` or inside one.
    static func contains(_ roots: [String], _ path: String) -> Bool {
        roots.contains { root in path == root || path.hasPrefix(root == "/" ? "/" : root + "/") }
    }

    /// `path` with every link, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` (absolute) with `.`, `..` and repeated slashes resolved as text.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }
}
