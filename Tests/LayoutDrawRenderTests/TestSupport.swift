#if canImport(Glibc)
import Glibc
#endif
import LayoutDrawCore
import LayoutDrawFrames
@testable import LayoutDrawRender

/// One measurer for the whole test run (it is thread-safe).
let sharedMeasurer: PangoTextMeasurer = try! PangoTextMeasurer()
let sharedRenderer = Renderer(textMeasurer: sharedMeasurer)

typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

func rgb(_ hex: UInt32) -> Pixel {
    (UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF), 255)
}

func same(_ a: Pixel, _ b: Pixel) -> Bool { a == b }

/// Whether every channel of `a` is within `tolerance` of `b`.
func close(_ a: Pixel, _ b: Pixel, within tolerance: Int = 1) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// Builds a tree from (frame, paint, children) descriptions, depth first.
struct TreeBuilder {
    var canvas: CanvasGeometry
    private(set) var nodes: [FrameNode] = []

    init(width: Double, height: Double, scale: Double = 1, scheme: ColorScheme = .light) {
        canvas = CanvasGeometry(size: Size(width: width, height: height), scale: scale, colorScheme: scheme)
        nodes = [FrameNode(index: 0, parent: nil, kind: "root", proposal: .init(width: width, height: height),
                           frame: Rect(x: 0, y: 0, width: width, height: height))]
    }

    /// Adds a node under `parent` and returns its index.
    @discardableResult
    mutating func add(
        _ frame: Rect, paint: Paint? = nil, parent: Int = 0, opacity: Double = 1, clip: ShapeOutline? = nil,
        transform: AffineTransform = .identity, drawOrder: Double = 0
    ) -> Int {
        let index = nodes.count
        nodes.append(FrameNode(
            index: index, parent: parent, kind: "node", proposal: .init(width: frame.width, height: frame.height),
            frame: frame, drawTransform: transform, paint: paint, opacity: opacity, clip: clip, drawOrder: drawOrder))
        nodes[parent].children.append(index)
        return index
    }

    var tree: FrameTree { FrameTree(canvas: canvas, nodes: nodes) }
}

func fill(_ name: String) -> Paint { .shape(.rectangle, .fill(ColorStyle.named[name]!)) }

/// A scratch directory under /tmp with a stable name (so fontconfig's cache for it is reused).
func scratchDirectory(_ name: String) -> String {
    let path = "/tmp/layoutdraw-render-tests/\(name)"
    mkdir("/tmp/layoutdraw-render-tests", 0o755)
    mkdir(path, 0o755)
    return path
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let file = fopen(path, "wb")!
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

func readFile(_ path: String) -> [UInt8] {
    let file = fopen(path, "rb")!
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

/// The bounding box, in pixels, of pixels that differ from `background`, within `region`.
func inkBounds(
    _ image: RGBAImage, background: Pixel, in region: (x: Range<Int>, y: Range<Int>)? = nil
) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let xs = region?.x ?? 0..<image.width, ys = region?.y ?? 0..<image.height
    var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in ys {
        for x in xs where !same(image.pixel(x: x, y: y), background) {
            if let r = result {
                result = (min(r.minX, x), min(r.minY, y), max(r.maxX, x), max(r.maxY, y))
            } else {
                result = (x, y, x, y)
            }
        }
    }
    return result
}
