#if canImport(Glibc)
import Glibc
#endif

/// Writing results so that a failure or a kill never leaves a half-written file.
enum OutputFile {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `bytes` to a temporary file in the destination's folder, flushes it, and renames
    /// it over `path`; on any failure the temporary file is removed and `path` is untouched.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        var template = Array("\(folder)/.layoutdraw-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(description: "\(path): cannot write in \(folder) (\(String(cString: strerror(errno))))")
        }
        let temporary = String(cString: template)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result <= 0 {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw WriteError(description: "\(path): write failed (\(reason))")
            }
            written += result
        }
        fchmod(descriptor, 0o644)
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(description: "\(path): cannot be written (\(reason))")
        }
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
