internal import CZlib
import Dispatch
import Glibc
import LayoutDrawCore
import Synchronization

/// PNG files written and read with zlib directly, for speed; the pixels are exactly those of
/// cairo's PNG writer and reader, which `PNGCodec` used alone before.
///
/// Writing: cairo's writer (libpng's default compression and adaptive filters) took most of the
/// time of a render. Here every row is filtered with `Up` (a row minus the one above: long runs
/// of zeros in a flat picture) and compressed at zlib's level 1, in horizontal slices of 256 rows
/// compressed in parallel and joined into one zlib stream as pigz does (each slice but the last
/// ends with a sync flush, on a byte boundary; the Adler-32 checksums are combined). The slices
/// do not depend on the number of cores, so a picture's bytes are the same on every machine.
/// An opaque picture is
/// written as RGB, a translucent one as RGBA with cairo's unpremultiplication.
///
/// Reading: the common case, an 8-bit RGB or RGBA non-interlaced PNG with intact checksums, is
/// inflated and unfiltered here, and gives what cairo's reader and `CairoSurface.rgbaImage()`
/// give (premultiplied on reading, then unpremultiplied). Any other PNG, or a damaged one,
/// is left to cairo (`decode` returns nil), which reads every kind and reports the damage.
enum PNGFile {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: Writing

    /// The PNG of a cairo ARGB32 image (premultiplied, one native-endian `0xAARRGGBB` word per
    /// pixel, rows `stride` bytes apart).
    static func encode(argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> [UInt8] {
        precondition(width > 0 && height > 0)
        let opaque = isOpaque(pixels, stride: stride, width: width, height: height)
        let channels = opaque ? 3 : 4

        // Slices of a fixed number of rows, however many cores compress them: the bytes of a
        // picture are the same on every machine.
        let sliceCount = (height + rowsPerSlice - 1) / rowsPerSlice
        let slices = SliceResults(count: sliceCount)
        let source = ReadOnlyPixels(base: pixels)
        DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
            let rows = (slice * rowsPerSlice)..<min(height, (slice + 1) * rowsPerSlice)
            let compressed = deflateSlice(
                rows, of: source.base, stride: stride, width: width, opaque: opaque, isLast: slice == sliceCount - 1)
            slices.store(compressed, at: slice)
        }

        var data: [UInt8] = [0x78, 0x01]  // zlib header: deflate, 32K window, fastest
        var adler = adler32(0, nil, 0)
        for slice in slices.results {
            data += slice.compressed
            adler = adler32_combine(adler, slice.adler, slice.length)
        }
        appendBigEndian(UInt32(truncatingIfNeeded: adler), to: &data)

        var png = signature
        png.reserveCapacity(data.count + 64)
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, UInt8(channels == 3 ? 2 : 6), 0, 0, 0]  // 8 bits, RGB or RGBA, deflate, filters, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", data, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The rows of one slice: a picture's slices are compressed in parallel.
    static let rowsPerSlice = 256

    /// Whether every pixel is opaque (cairo then writes RGB). (All the words ANDed together:
    /// no branch per pixel.)
    private static func isOpaque(_ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= row[x] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Writes row `y` as PNG bytes, preceded by its filter type (2, `Up`: each byte minus the
    /// one above it), into `out` (`1 + width × channels` bytes); `above` is the row before it
    /// as bytes (nil for the picture's first row). Also writes the row's own bytes to
    /// `unfiltered` for the next row.
    private static func filterRow(
        _ y: Int, of pixels: UnsafeRawPointer, stride: Int, width: Int, opaque: Bool,
        above: UnsafePointer<UInt8>?, unfiltered: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
    ) {
        unpack(row: y, of: pixels, stride: stride, width: width, opaque: opaque, into: unfiltered)
        out[0] = 2
        let length = width * (opaque ? 3 : 4)
        if let above {
            for i in 0..<length { out[1 + i] = unfiltered[i] &- above[i] }
        } else {
            (out + 1).update(from: unfiltered, count: length)
        }
    }

    /// Row `y` as RGB or RGBA bytes, unpremultiplied as cairo's writer does.
    private static func unpack(
        row y: Int, of pixels: UnsafeRawPointer, stride: Int, width: Int, opaque: Bool, into out: UnsafeMutablePointer<UInt8>
    ) {
        let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        if opaque {
            for x in 0..<width {
                let pixel = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        } else {
            for x in 0..<width {
                let pixel = row[x]
                let alpha = pixel >> 24
                guard alpha != 0 else {
                    out[4 * x] = 0
                    out[4 * x + 1] = 0
                    out[4 * x + 2] = 0
                    out[4 * x + 3] = 0
                    continue
                }
                // cairo's unpremultiply_data.
                out[4 * x] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
                out[4 * x + 3] = UInt8(truncatingIfNeeded: alpha)
            }
        }
    }

    /// The picture's pixels, only read by the slices' threads while `encode` waits for them.
    private struct ReadOnlyPixels: @unchecked Sendable {
        let base: UnsafeRawPointer
    }

    private struct Slice: Sendable {
        var compressed: [UInt8]
        var adler: uLong
        var length: Int
    }

    /// One slice of rows filtered and compressed as raw deflate data, ending on a byte boundary
    /// with a sync flush, or with the final block. The rows are filtered a few at a time into a
    /// small buffer that zlib reads from (the slice is never whole in memory, and no buffer is
    /// zero-filled first).
    private static func deflateSlice(
        _ rows: Range<Int>, of pixels: UnsafeRawPointer, stride: Int, width: Int, opaque: Bool, isLast: Bool
    ) -> Slice {
        var stream = z_stream()
        let status = deflateInit2_(
            &stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit2 failed (\(status))")
        defer { deflateEnd(&stream) }

        let length = width * (opaque ? 3 : 4)
        let rowsPerBatch = max(1, (64 << 10) / (length + 1))
        let batch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowsPerBatch * (length + 1))
        defer { batch.deallocate() }
        // The unfiltered bytes of the row above and of the current row.
        var above = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        var current = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer {
            above.deallocate()
            current.deallocate()
        }
        if rows.lowerBound > 0 { unpack(row: rows.lowerBound - 1, of: pixels, stride: stride, width: width, opaque: opaque, into: above) }
        let outputChunk = 64 << 10
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: outputChunk)
        defer { output.deallocate() }
        var compressed: [UInt8] = []
        var adler = adler32(0, nil, 0)

        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(rowsPerBatch, rows.upperBound - y)
            for k in 0..<count {
                filterRow(
                    y + k, of: pixels, stride: stride, width: width, opaque: opaque, above: y + k > 0 ? UnsafePointer(above) : nil,
                    unfiltered: current, into: batch + k * (length + 1))
                swap(&above, &current)
            }
            let bytes = count * (length + 1)
            adler = adler32(adler, batch, uInt(bytes))
            y += count
            let flush = y < rows.upperBound ? Z_NO_FLUSH : isLast ? Z_FINISH : Z_SYNC_FLUSH
            stream.next_in = batch
            stream.avail_in = uInt(bytes)
            var result: Int32
            repeat {
                stream.next_out = output
                stream.avail_out = uInt(outputChunk)
                result = deflate(&stream, flush)
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "zlib deflate failed (\(result))")
                compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: outputChunk - Int(stream.avail_out)))
            } while stream.avail_out == 0
            precondition(stream.avail_in == 0 && (flush != Z_FINISH || result == Z_STREAM_END), "zlib deflate stopped early")
        }
        return Slice(compressed: compressed, adler: adler, length: (rows.count) * (length + 1))
    }

    /// The slices' results, filled from several threads (each slot by one).
    private final class SliceResults: Sendable {
        private let slots: Mutex<[Slice?]>

        init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

        func store(_ slice: Slice, at index: Int) { slots.withLock { $0[index] = slice } }

        var results: [Slice] { slots.withLock { $0.map { $0! } } }
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        png += typeBytes
        png += data
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    // MARK: Reading

    /// The layout of a PNG this reader handles, and where its compressed data is.
    struct Header {
        var width: Int
        var height: Int
        /// 3 (RGB) or 4 (RGBA).
        var channels: Int
        /// The IDAT chunks' data, in the file.
        var compressed: [Range<Int>]
    }

    /// The pixels of an 8-bit RGB or RGBA, non-interlaced PNG whose checksums are intact, as
    /// `PNGCodec.decode` gives them through cairo; nil for any other file.
    static func decode(_ bytes: [UInt8]) -> RGBAImage? {
        bytes.withUnsafeBufferPointer { file -> RGBAImage? in
            guard let header = header(of: file) else { return nil }
            let width = header.width
            var pixels = [UInt8](repeating: 0, count: width * header.height * 4)
            let complete = pixels.withUnsafeMutableBufferPointer { out in
                forEachRow(of: file, header) { y, line in
                    let target = out.baseAddress! + y * width * 4
                    if header.channels == 3 {
                        for x in 0..<width {
                            target[4 * x] = line[3 * x]
                            target[4 * x + 1] = line[3 * x + 1]
                            target[4 * x + 2] = line[3 * x + 2]
                            target[4 * x + 3] = 255
                        }
                    } else {
                        for x in 0..<width {
                            let alpha = UInt32(line[4 * x + 3])
                            guard alpha > 0 else { continue }  // transparent: all zero, as cairo gives it
                            if alpha == 255 {
                                target[4 * x] = line[4 * x]
                                target[4 * x + 1] = line[4 * x + 1]
                                target[4 * x + 2] = line[4 * x + 2]
                            } else {
                                for c in 0..<3 {
                                    // cairo's premultiply_data, then rgbaImage()'s unpremultiplication.
                                    let t = alpha * UInt32(line[4 * x + c]) + 0x80
                                    let premultiplied = (t + (t >> 8)) >> 8
                                    target[4 * x + c] = UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
                                }
                            }
                            target[4 * x + 3] = UInt8(alpha)
                        }
                    }
                    return true
                }
            }
            return complete ? RGBAImage(width: width, height: header.height, pixels: pixels) : nil
        }
    }

    /// Whether the PNG `bytes` has exactly the pixels of the opaque ARGB32 image `pixels`, read
    /// row by row without decoding the whole file (`CheckRunner`'s common case: a rendering
    /// equal to its golden). Nil when this reader does not handle the file, or when either
    /// picture is not opaque (a translucent pixel must be compared as the PNGs' readers see it).
    static func matches(
        _ bytes: [UInt8], argb32 pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int
    ) -> Bool? {
        bytes.withUnsafeBufferPointer { file -> Bool? in
            guard let header = header(of: file), header.channels == 3 else { return nil }
            guard header.width == width, header.height == height else { return false }
            var translucent = false
            let same = forEachRow(of: file, header) { y, line in
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let expected = 0xFF00_0000 | UInt32(line[3 * x]) << 16 | UInt32(line[3 * x + 1]) << 8 | UInt32(line[3 * x + 2])
                    if row[x] != expected {
                        translucent = row[x] >> 24 != 0xFF
                        return false
                    }
                }
                return true
            }
            return translucent ? nil : same
        }
    }

    /// The header of an 8-bit RGB or RGBA non-interlaced PNG whose chunks are intact; nil for any
    /// other file (left to cairo).
    private static func header(of file: UnsafeBufferPointer<UInt8>) -> Header? {
        guard file.count > 8, file.starts(with: signature) else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
        }
        var header = Header(width: 0, height: 0, channels: 0, compressed: [])
        var position = 8
        while position + 12 <= file.count {
            let length = bigEndian(position)
            let dataStart = position + 8
            guard length >= 0, length <= file.count - dataStart - 4 else { return nil }
            let type = (file[position + 4], file[position + 5], file[position + 6], file[position + 7])
            let crc = crc32(0, file.baseAddress! + position + 4, uInt(length + 4))
            guard uLong(bigEndian(dataStart + length)) == crc else { return nil }
            switch type {
            case (0x49, 0x48, 0x44, 0x52):  // IHDR
                guard position == 8, length == 13 else { return nil }
                header.width = bigEndian(dataStart)
                header.height = bigEndian(dataStart + 4)
                let (depth, colorType) = (file[dataStart + 8], file[dataStart + 9])
                let (method, filter, interlace) = (file[dataStart + 10], file[dataStart + 11], file[dataStart + 12])
                guard depth == 8, colorType == 2 || colorType == 6, method == 0, filter == 0, interlace == 0,
                    header.width > 0, header.height > 0, header.width <= 32767, header.height <= 32767
                else { return nil }
                header.channels = colorType == 2 ? 3 : 4
            case (0x49, 0x44, 0x41, 0x54):  // IDAT
                guard header.channels > 0 else { return nil }
                header.compressed.append(dataStart..<(dataStart + length))
            case (0x49, 0x45, 0x4E, 0x44):  // IEND
                return header.channels > 0 && !header.compressed.isEmpty ? header : nil
            case (0x74, 0x52, 0x4E, 0x53):  // tRNS: a transparent colour, left to cairo
                return nil
            default:
                // Another critical chunk (upper-case first letter) than a palette: left to cairo.
                if type.0 & 0x20 == 0, type != (0x50, 0x4C, 0x54, 0x45) { return nil }
            }
            position = dataStart + length + 4
        }
        return nil  // no IEND
    }

    /// Inflates and unfilters the image one row at a time, calling `body` with each row's
    /// bytes until it returns false. True when every row was read, the filters were valid and
    /// the data ended exactly after the last row.
    private static func forEachRow(
        of file: UnsafeBufferPointer<UInt8>, _ header: Header, _ body: (Int, UnsafeMutablePointer<UInt8>) -> Bool
    ) -> Bool {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        // No Adler-32 of the inflated bytes: every chunk's CRC-32 was checked (`header(of:)`), so
        // corrupt data is already refused, and the checksum over every inflated byte was a fifth
        // of `check` and a third of `diff` (a 4096 × 4096 picture is 67 MB inflated).
        _ = inflateValidate(&stream, 0)
        let lineBytes = header.width * header.channels
        let bytesPerPixel = header.channels
        // Two rows with their filter byte: the current one and the one above (zero at first).
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (lineBytes + 1))
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 2 * (lineBytes + 1))
        var current = rows, previous = rows + lineBytes + 1
        var chunk = 0
        var status = Z_OK
        for y in 0..<header.height {
            // Fill the current row (its filter byte and bytes).
            stream.next_out = current
            stream.avail_out = uInt(lineBytes + 1)
            while stream.avail_out > 0 {
                if stream.avail_in == 0 {
                    guard chunk < header.compressed.count else { return false }
                    let range = header.compressed[chunk]
                    chunk += 1
                    stream.next_in = UnsafeMutablePointer(mutating: file.baseAddress! + range.lowerBound)
                    stream.avail_in = uInt(range.count)
                    continue
                }
                status = inflate(&stream, Z_NO_FLUSH)
                guard status == Z_OK || (status == Z_STREAM_END && stream.avail_out == 0) else { return false }
            }
            let line = current + 1, above = previous + 1
            switch current[0] {
            case 0: break
            case 1:
                for i in bytesPerPixel..<max(bytesPerPixel, lineBytes) { line[i] = line[i] &+ line[i - bytesPerPixel] }
            case 2:
                for i in 0..<lineBytes { line[i] = line[i] &+ above[i] }
            case 3:
                for i in 0..<lineBytes {
                    let left = i >= bytesPerPixel ? Int(line[i - bytesPerPixel]) : 0
                    line[i] = line[i] &+ UInt8((left + Int(above[i])) >> 1)
                }
            case 4:
                for i in 0..<lineBytes {
                    let a = i >= bytesPerPixel ? Int(line[i - bytesPerPixel]) : 0
                    let b = Int(above[i])
                    let c = i >= bytesPerPixel ? Int(above[i - bytesPerPixel]) : 0
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    line[i] = line[i] &+ UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                }
            default:
                return false
            }
            guard body(y, line) else { return false }
            swap(&current, &previous)
        }
        // The stream must end right after the last row.
        if status != Z_STREAM_END {
            stream.next_out = current  // a byte of room: any byte written is one too many
            stream.avail_out = 1
            while status == Z_OK {
                if stream.avail_in == 0 {
                    guard chunk < header.compressed.count else { return false }
                    let range = header.compressed[chunk]
                    chunk += 1
                    stream.next_in = UnsafeMutablePointer(mutating: file.baseAddress! + range.lowerBound)
                    stream.avail_in = uInt(range.count)
                }
                status = inflate(&stream, Z_NO_FLUSH)
                if stream.avail_out == 0 { return false }  // more image data than rows
            }
        }
        return status == Z_STREAM_END
    }
}
