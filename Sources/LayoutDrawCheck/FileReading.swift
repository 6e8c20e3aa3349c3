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
    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    private static func reason() -> String {
        String(decoding: UnsafeRawBufferPointer(start: strerror(errno), count: strlen(strerror(errno))), as: UTF8.self)
    }
}
