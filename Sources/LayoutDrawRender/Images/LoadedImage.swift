#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// A decoded image file, ready to draw: a PNG or JPEG (one pixel per point) or an SVG document.
///
/// Two optionals rather than an enum with two cases: Swift keeps such an enum's case in spare
/// bits of the stored pointer, which LeakSanitizer cannot follow, so every cached SVG was
/// reported as leaked by the fuzzer.
struct LoadedImage {
    private var bitmap: CairoSurface?
    private var vector: SVGDocument?

    /// The largest image file read (a photo may be large; a scene may not name a 4 GB file).
    static let maximumFileSize = 64 << 20

    /// The largest PNG decoded: cairo's largest side, and 100 million pixels.
    static let maximumPixelSide = 32_767
    static let maximumPixels = 100_000_000

    /// Loads the PNG, JPEG or SVG file at `path`, telling them apart by their signatures. A folder,
    /// FIFO or device is refused without waiting, and a PNG's size is checked before its pixels
    /// are allocated.
    init(contentsOfFile path: String) throws(RenderError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path, limit: Self.maximumFileSize)
        } catch {
            throw .imageUnreadable(path: path, reason: error.reason)
        }
        if bytes.starts(with: Self.pngSignature) {
            if let (width, height) = Self.pngDimensions(bytes),
                width > Self.maximumPixelSide || height > Self.maximumPixelSide || width * height > Self.maximumPixels
            {
                throw .imageUnreadable(
                    path: path,
                    reason: "a \(width) × \(height) PNG is larger than \(Self.maximumPixelSide) pixels a side or \(Self.maximumPixels) pixels")
            }
            do {
                bitmap = try CairoSurface(pngBytes: bytes)
            } catch {
                throw .imageUnreadable(path: path, reason: "not a valid PNG file (\(error.detail))")
            }
        } else if bytes.starts(with: JPEGDecoder.signature) {
            let image: RGBAImage
            do {
                image = try JPEGDecoder.decode(bytes, maximumSide: Self.maximumPixelSide, maximumPixels: Self.maximumPixels)
            } catch {
                throw .imageUnreadable(path: path, reason: "not a readable JPEG file (\(error.reason))")
            }
            bitmap = try CairoSurface(image)
        } else if let format = Self.unsupportedFormat(bytes) {
            throw .imageUnreadable(path: path, reason: "a \(format) image, which layoutdraw cannot decode yet; export it as PNG or JPEG")
        } else {
            do {
                vector = try SVGDocument(bytes: bytes)
            } catch {
                let detail = error.detail.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                throw .imageUnreadable(path: path, reason: "neither a PNG, a JPEG nor a valid SVG file (\(detail))")
            }
        }
        let size = naturalSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width <= 1e6, size.height <= 1e6
        else {
            throw .imageUnreadable(
                path: path, reason: "its size \(size.width) × \(size.height) is not a usable size in points (0 to 1000000)")
        }
    }

    /// The formats an asset catalogue may hold that are not decoded here, told by their first
    /// bytes: PDF (vector assets), HEIC/HEIF, GIF, WebP, TIFF.
    private static func unsupportedFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("%PDF".utf8)) { return "PDF" }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].contains(brand) { return "HEIC" }
            if brand == "avif" { return "AVIF" }
        }
        if bytes.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "WebP" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        return nil
    }

    /// Width and height from a PNG's IHDR chunk, which follows the signature.
    private static func pngDimensions(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func big(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (big(16), big(20))
    }

    /// Size in points: a PNG's or JPEG's pixel size, an SVG's intrinsic size at 72 dpi.
    var naturalSize: Size {
        if let bitmap { return Size(width: Double(bitmap.pixelWidth), height: Double(bitmap.pixelHeight)) }
        return vector?.size ?? .zero
    }

    /// Draws the image with its natural size stretched to `rect`.
    func draw(in rect: Rect, context: CairoContext) throws(RenderError) {
        let natural = naturalSize
        guard natural.width > 0, natural.height > 0, rect.width > 0, rect.height > 0 else { return }
        context.save()
        defer { context.restore() }
        guard context.translate(by: rect.origin), context.scale(x: rect.width / natural.width, y: rect.height / natural.height)
        else { return }
        let bounds = Rect(origin: .zero, size: natural)
        if let bitmap {
            context.setSource(bitmap, at: .zero)
            context.addRectangle(bounds)
            context.fill()
        } else if let vector {
            try vector.render(in: context, viewport: bounds)
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
