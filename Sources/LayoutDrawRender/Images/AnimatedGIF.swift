internal import CGif
import LayoutDrawCore

/// Animated GIF written with giflib (Debian's `libgif`, the GIF library most of the free
/// desktop reads and writes GIFs with), for places that take GIF but not APNG.
///
/// One palette for every frame (`ColorQuantizer`: exact when the frames have at most 255
/// colours, else median cut), so a colour never flickers from frame to frame. A frame that
/// repeats the one before it is folded into it; every other frame after the first is the
/// rectangle of pixels that changed, where a pixel that did not change is transparent (long
/// runs that LZW packs well) and the frame stays for the next (disposal 1, "do not dispose").
/// Frames with transparent pixels (alpha below 128; GIF has no partial transparency) are
/// written whole instead, each on a cleared canvas (disposal 2). Delays are rounded to
/// hundredths of a second, GIF's unit. The bytes depend on nothing but the frames.
public enum AnimatedGIF {
    /// The GIF of `frames`, played `loops` times (0: forever).
    public static func encode(_ frames: [AnimationFrame], loops: Int = 0) throws(RenderError) -> [UInt8] {
        let frames = try AnimationFrames.validated(frames)
        let width = frames[0].image.width, height = frames[0].image.height
        let hasTransparency = frames.contains { frame in
            var i = 3
            while i < frame.image.pixels.count {
                if frame.image.pixels[i] < 128 { return true }
                i += 4
            }
            return false
        }
        // Every colour of every frame, counted.
        var histogram: [UInt32: Int] = [:]
        for frame in frames {
            frame.image.pixels.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    if p[i + 3] >= 128 { histogram[rgb(p, i), default: 0] += 1 }
                    i += 4
                }
            }
        }
        if histogram.isEmpty { histogram[0] = 1 }
        let quantizer = ColorQuantizer(histogram: histogram, maximumColors: 255)
        let transparent = UInt8(quantizer.palette.count)
        var tableSize = 2
        while tableSize < quantizer.palette.count + 1 { tableSize *= 2 }

        let sink = GIFSink()
        var status: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFSink.write, &status) else {
            throw .invalidImage("GIF: giflib could not start a file (error \(status))")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, nil) } }
        func check(_ result: Int32, _ what: String) throws(RenderError) {
            guard result == GIF_OK else {
                let code = gif.pointee.Error
                throw .invalidImage("GIF: \(what) failed (\(GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"))")
            }
        }
        EGifSetGifVersion(gif, true)
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize)
        for (i, color) in quantizer.palette.enumerated() {
            colors[i] = GifColorType(Red: UInt8(color >> 16), Green: UInt8((color >> 8) & 0xFF), Blue: UInt8(color & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(tableSize), colors) else { throw .invalidImage("GIF: no memory for the palette") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "writing the screen")

        // NETSCAPE2.0: loop count.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "writing the loop count")
        let application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(application.count), application), "writing the loop count")
        let count = UInt16(clamping: max(0, loops))
        let loop: [UInt8] = [1, UInt8(count & 0xFF), UInt8(count >> 8)]
        try check(EGifPutExtensionBlock(gif, 3, loop), "writing the loop count")
        try check(EGifPutExtensionTrailer(gif), "writing the loop count")

        var previous: RGBAImage?
        var line = [GifPixelType](repeating: 0, count: width)
        for frame in frames {
            var region = (x: 0, y: 0, width: width, height: height)
            let usesDeltas = !hasTransparency && previous != nil
            if usesDeltas, let previous {
                region = AnimationFrames.changedRegion(from: previous, to: frame.image)
                if region.width == 0 { region = (0, 0, 1, 1) }
            }
            var control = GraphicsControlBlock(
                DisposalMode: hasTransparency ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
                DelayTime: Int32((frame.milliseconds + 5) / 10),
                TransparentColor: usesDeltas || hasTransparency ? Int32(transparent) : NO_TRANSPARENT_COLOR)
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "writing a frame's delay")
            try check(
                EGifPutImageDesc(gif, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, nil),
                "writing a frame")
            let rowBytes = frame.image.width * 4
            try frame.image.pixels.withUnsafeBufferPointer { (p) throws(RenderError) in
                let old = previous?.pixels
                for y in region.y..<(region.y + region.height) {
                    for x in region.x..<(region.x + region.width) {
                        let i = y * rowBytes + x * 4
                        if p[i + 3] < 128 {
                            line[x - region.x] = transparent
                        } else if usesDeltas, let old, old[i] == p[i], old[i + 1] == p[i + 1], old[i + 2] == p[i + 2], old[i + 3] == p[i + 3] {
                            line[x - region.x] = transparent
                        } else {
                            line[x - region.x] = quantizer.index[rgb(p, i)] ?? 0
                        }
                    }
                    try line.withUnsafeMutableBufferPointer { (row) throws(RenderError) in
                        try check(EGifPutLine(gif, row.baseAddress, Int32(region.width)), "writing a frame's pixels")
                    }
                }
            }
            previous = frame.image
        }
        closed = true
        guard EGifCloseFile(gif, &status) == GIF_OK else { throw .invalidImage("GIF: finishing the file failed (error \(status))") }
        return sink.bytes
    }

    private static func rgb(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
    }
}

/// Where giflib writes: the bytes, in memory.
private final class GIFSink {
    var bytes: [UInt8] = []

    static let write: OutputFunc = { gif, data, length in
        guard let gif, let user = gif.pointee.UserData, let data, length > 0 else { return 0 }
        let sink = Unmanaged<GIFSink>.fromOpaque(user).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
