internal import CCairo

/// The destination of a cairo write stream (PNG or SVG bytes).
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// A `cairo_write_func_t` that appends to the `ByteSink` passed as its closure.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// The pointer to hand cairo as the stream's closure; the caller keeps `self` alive.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// The source of a cairo read stream (PNG bytes).
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A `cairo_read_func_t` that reads from the `ByteSource` passed as its closure.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress! + source.offset, count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// A cairo status as a `RenderError`, or nil on success.
func renderError(_ status: cairo_status_t, _ what: String) -> RenderError? {
    status == CAIRO_STATUS_SUCCESS ? nil : .cairo("\(what): \(String(cString: cairo_status_to_string(status)))")
}
