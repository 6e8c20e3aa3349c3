#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole input file without ever blocking or reading without end.
///
/// The file is opened with `O_NONBLOCK` (so opening a FIFO does not wait for a writer) and only
/// then examined with `fstat` on the open descriptor (so nothing can be swapped in between
/// the check and the read): anything but a regular file is refused, as is a file larger than
/// the limit, and reading stops one byte past the limit even if the file grows meanwhile.
public enum FileContents {
    public enum Failure: Error, Hashable, Sendable {
        /// Nothing at the path (or a folder on the way is missing).
        case missing
        /// A folder, FIFO, socket or device.
        case notRegularFile(kind: String)
        /// Opening or reading failed: the system's reason.
        case unreadable(String)
        /// Larger than the limit (`size` when known from the file system).
        case tooLarge(size: Int?, limit: Int)

        /// A short reason, without the path.
        public var reason: String {
            switch self {
            case .missing: "no such file"
            case .notRegularFile(let kind): "not a regular file (\(kind))"
            case .unreadable(let reason): "cannot be read (\(reason))"
            case .tooLarge(let size?, let limit): "\(size) bytes, more than the limit of \(limit)"
            case .tooLarge(nil, let limit): "more than the limit of \(limit) bytes"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(systemReason())
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(systemReason()) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notRegularFile(kind: "a folder")
        case S_IFIFO: throw .notRegularFile(kind: "a FIFO")
        case S_IFSOCK: throw .notRegularFile(kind: "a socket")
        case S_IFCHR, S_IFBLK: throw .notRegularFile(kind: "a device")
        default: throw .notRegularFile(kind: "not a file")
        }
        let size = Int(status.st_size)
        if size > limit { throw .tooLarge(size: size, limit: limit) }
        return try readAll(descriptor, limit: limit, capacity: size)
    }

    /// Everything readable from `descriptor` (standard input), at most `limit` bytes.
    public static func readAll(_ descriptor: Int32, limit: Int, capacity: Int = 0) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(0, capacity), limit))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // Standard input in non-blocking mode with nothing yet: wait for it.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw .unreadable(systemReason())
            }
            if count == 0 { return bytes }
            if bytes.count + count > limit { throw .tooLarge(size: nil, limit: limit) }
            bytes += buffer[0..<count]
        }
    }

    /// Whether `path` names a folder.
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything is at `path`, and whether it is a folder.
    static func exists(_ path: String, isDirectory: inout Bool) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        isDirectory = (status.st_mode & S_IFMT) == S_IFDIR
        return true
    }

    private static func systemReason() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
