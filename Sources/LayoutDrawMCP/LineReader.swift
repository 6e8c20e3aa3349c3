import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Reads newline-delimited messages from a file descriptor (standard input), one at a time as
/// they are asked for, with blocking reads on a thread of its own. A line longer than the
/// limit is never held: its first bytes are kept (to find the request's id) and the rest is
/// read and dropped up to its newline, so a 100 MB line costs the limit, not 100 MB.
final class LineReader: @unchecked Sendable {  // all state is used on `queue` only
    /// One line read.
    enum Line: Sendable {
        /// A message within the limit, without its newline.
        case message([UInt8])
        /// A line longer than the limit: its first bytes and its whole length.
        case tooLong(head: [UInt8], byteCount: Int)
    }

    private let descriptor: Int32
    private let maximumLineBytes: Int
    /// How many bytes of a line that is too long are kept.
    static let headBytes = 64 << 10
    private let queue = DispatchQueue(label: "layoutdraw.mcp.input")
    private var pending: [UInt8] = []
    /// Where the unread part of `pending` starts, and how far it was searched for a newline.
    private var start = 0, searched = 0
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    init(descriptor: Int32, maximumLineBytes: Int) {
        self.descriptor = descriptor
        self.maximumLineBytes = maximumLineBytes
    }

    /// The next line, or nil at the end of the input (a last line without a newline is
    /// dropped, as the SDK's own transport drops it).
    func next() async -> Line? {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readLine()) }
        }
    }

    private func readLine() -> Line? {
        while true {
            if let newline = Self.newline(in: pending, from: searched) {
                let line = Array(pending[start..<newline])
                start = newline + 1
                searched = start
                compact()
                return .message(line)
            }
            searched = pending.count
            if pending.count - start > maximumLineBytes { return skipRestOfLine() }
            guard fill() else { return nil }
        }
    }

    /// Drops the rest of a line that is too long, up to and including its newline, reading
    /// it a chunk at a time without keeping it.
    private func skipRestOfLine() -> Line? {
        let head = Array(pending[start..<min(pending.count, start + Self.headBytes)])
        var count = pending.count - start
        pending = []
        start = 0
        searched = 0
        while true {
            let read = readChunk()
            guard read > 0 else { return .tooLong(head: head, byteCount: count) }
            if let newline = chunk.withUnsafeBytes({ Self.newline(in: $0, from: 0, to: read) }) {
                count += newline
                pending.append(contentsOf: chunk[(newline + 1)..<read])
                return .tooLong(head: head, byteCount: count)
            }
            count += read
        }
    }

    /// The index of the first newline of `bytes` at or after `from`.
    private static func newline(in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBytes { newline(in: $0, from: from, to: bytes.count) }
    }

    private static func newline(in bytes: UnsafeRawBufferPointer, from: Int, to end: Int) -> Int? {
        guard from < end, let base = bytes.baseAddress, let found = memchr(base + from, 0x0A, end - from) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Reads more bytes onto `pending`; false at the end of the input or on an error.
    private func fill() -> Bool {
        let read = readChunk()
        guard read > 0 else { return false }
        pending.append(contentsOf: chunk[0..<read])
        return true
    }

    /// Reads into `chunk`: how many bytes, or 0 at the end of the input or on an error.
    private func readChunk() -> Int {
        guard !atEnd else { return 0 }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return count }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return 0
        }
    }

    /// Drops the lines already returned once they are most of the buffer.
    private func compact() {
        guard start > 0, start >= pending.count / 2 else { return }
        pending.removeFirst(start)
        searched -= start
        start = 0
        if pending.isEmpty && pending.capacity > 1 << 20 { pending = [] }
    }
}

/// Writes newline-terminated messages to a file descriptor (standard output), one at a time
/// in the order given, with blocking writes on a thread of its own.
final class LineWriter: Sendable {
    private let descriptor: Int32
    private let queue = DispatchQueue(label: "layoutdraw.mcp.output")

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `bytes` and a newline; fails when the reader has gone (EPIPE) or on another error.
    func write(_ bytes: [UInt8]) async throws(Failure) {
        let result: Failure? = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.writeAll(bytes + [0x0A])) }
        }
        if let result { throw result }
    }

    private func writeAll(_ bytes: [UInt8]) -> Failure? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return Failure(description: "cannot write to the client: \(String(cString: strerror(errno)))")
            }
        }
        return nil
    }
}
