internal import CJpeg
import LayoutDrawCore

/// JPEG files decoded with libjpeg-turbo, through its libjpeg API (`Sources/CJpeg`): the JPEG
/// library Debian and most Linux systems ship and keep (the reference decoder's API, with SIMD
/// and fuzzed continuously by OSS-Fuzz), and one cairo and librsvg already load.
///
/// As for PNG, the header is read first and the size checked against the limits before any
/// pixel is allocated, so a 60000 × 60000 header is an error, not an allocation. A truncated
/// or corrupt file is an error (libjpeg would fill what is missing with grey). CMYK JPEGs
/// (print files) are refused with a message. The EXIF orientation is not applied.
enum JPEGDecoder {
    struct Problem: Error {
        var reason: String
    }

    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The most memory libjpeg may take for itself (a progressive file keeps every
    /// coefficient: 2 bytes per sample).
    static let maximumWorkingMemory = 1 << 30

    /// Width and height from the header.
    static func size(_ bytes: [UInt8]) throws(Problem) -> (width: Int, height: Int, colorSpace: Int32) {
        var width: UInt32 = 0, height: UInt32 = 0, space: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = bytes.withUnsafeBufferPointer { data in
            layoutdraw_jpeg_header(data.baseAddress, UInt(data.count), &width, &height, &space, &message)
        }
        if status != 0 { throw Problem(reason: Self.text(message)) }
        return (Int(width), Int(height), space)
    }

    /// The pixels, after checking the header against `maximumSide` and `maximumPixels`.
    static func decode(_ bytes: [UInt8], maximumSide: Int, maximumPixels: Int) throws(Problem) -> RGBAImage {
        let (width, height, space) = try size(bytes)
        guard width > 0, height > 0 else { throw Problem(reason: "its header gives no size") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw Problem(reason: "a \(width) × \(height) JPEG is larger than \(maximumSide) pixels a side or \(maximumPixels) pixels")
        }
        if space == Int32(JCS_CMYK.rawValue) || space == Int32(JCS_YCCK.rawValue) {
            throw Problem(reason: "a CMYK JPEG, which layoutdraw does not convert; save it as RGB")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let status = bytes.withUnsafeBufferPointer { data in
            pixels.withUnsafeMutableBufferPointer { out in
                layoutdraw_jpeg_decode(
                    data.baseAddress, UInt(data.count), out.baseAddress, UInt32(width), UInt32(height), Int(maximumWorkingMemory), &message)
            }
        }
        if status != 0 { throw Problem(reason: Self.text(message)) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "libjpeg could not read it" : text
    }
}
