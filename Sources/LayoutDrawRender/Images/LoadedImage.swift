#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// A decoded image file, ready to draw.
enum LoadedImage {
    /// A PNG, one pixel per point.
    case bitmap(CairoSurface)
    case vector(SVGDocument)

    /// Loads the PNG or SVG file at `path`, telling them apart by the PNG signature.
    init(contentsOfFile path: String) throws(RenderError) {
        if try Self.hasPNGSignature(path) {
            do {
                self = .bitmap(try CairoSurface(pngFileAt: path))
            } catch {
                throw .imageUnreadable(path: path, reason: "not a valid PNG file (\(error.detail))")
            }
        } else {
            self = .vector(try SVGDocument(contentsOfFile: path))
        }
    }

    /// Size in points: a PNG's pixel size, an SVG's intrinsic size at 72 dpi.
    var naturalSize: Size {
        switch self {
        case .bitmap(let surface): Size(width: Double(surface.pixelWidth), height: Double(surface.pixelHeight))
        case .vector(let document): document.size
        }
    }

    /// Draws the image with its natural size stretched to `rect`.
    func draw(in rect: Rect, context: CairoContext) throws(RenderError) {
        let natural = naturalSize
        guard natural.width > 0, natural.height > 0, rect.width > 0, rect.height > 0 else { return }
        context.save()
        defer { context.restore() }
        context.translate(by: rect.origin)
        context.scale(x: rect.width / natural.width, y: rect.height / natural.height)
        let bounds = Rect(origin: .zero, size: natural)
        switch self {
        case .bitmap(let surface):
            context.setSource(surface, at: .zero)
            context.addRectangle(bounds)
            context.fill()
        case .vector(let document):
            try document.render(in: context, viewport: bounds)
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func hasPNGSignature(_ path: String) throws(RenderError) -> Bool {
        guard let file = fopen(path, "rb") else {
            throw .imageUnreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: pngSignature.count)
        let count = fread(&header, 1, header.count, file)
        return count == header.count && header == pngSignature
    }
}
