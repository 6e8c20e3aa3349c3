#if canImport(Glibc)
import Glibc
#endif

/// Writing results so that a failure or a kill never leaves a half-written file.
enum OutputFile {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to `path` so that `path` only ever holds its old contents or all of the
    /// new ones: the bytes go to a new file in the destination's folder, which is flushed to
    /// disk and then renamed over `path` (the only change `path` sees). The new file has no name
    /// while it is written (Linux's `O_TMPFILE`), so a kill at any point leaves nothing behind;
    /// it is given a temporary name only for the rename. Where the file system cannot make
    /// nameless files, a named temporary file is used and removed on any failure.
    ///
    /// `durable: false` leaves out the two `fsync`s (of the file and of its folder), which wait
    /// for whatever else the disk has queued: the file is still replaced whole, but after a power cut it may be
    /// the old one, or empty. For `watch`, which writes a new picture on every save.
    static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(WriteError) {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        var temporary: String?
        var descriptor = open(folder, oTemporaryFile | O_WRONLY | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            var template = Array("\(folder)/.layoutdraw-XXXXXX".utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw WriteError(description: "\(path): cannot write in \(folder) (\(systemReason()))")
            }
            // The name mkstemp wrote into the template, without its terminating NUL.
            temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        func fail(_ what: String) -> WriteError {
            let error = WriteError(description: "\(path): \(what) (\(systemReason()))")
            close(descriptor)
            if let temporary { unlink(temporary) }
            return error
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { throw fail("write failed") }
            written += result
        }
        fchmod(descriptor, 0o644)
        if durable { guard fsync(descriptor) == 0 else { throw fail("cannot be written") } }
        if temporary == nil {
            // Name the finished file, then rename it into place.
            for attempt in 0..<100 {
                let name = "\(folder)/.layoutdraw-\(getpid())-\(attempt)-\(UInt32.random(in: 0...UInt32.max))"
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
                    temporary = name
                    break
                }
                if errno != EEXIST { throw fail("cannot be written") }
            }
        }
        close(descriptor)
        guard let temporary else { throw WriteError(description: "\(path): cannot be written (no free temporary name)") }
        guard rename(temporary, path) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw WriteError(description: "\(path): cannot be written (\(reason))")
        }
        // Make the rename itself durable.
        let directory = durable ? open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// `O_TMPFILE` (a nameless file in the folder opened), which Swift does not import.
    private static let oTemporaryFile: Int32 = 0o20000000 | O_DIRECTORY

    private static func systemReason() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }

    static func writeToStandardOutput(_ bytes: [UInt8]) {
        writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes every byte to a file descriptor, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result <= 0 { return }
            written += result
        }
    }
}
