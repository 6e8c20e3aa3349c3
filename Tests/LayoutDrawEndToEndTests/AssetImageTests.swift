import Foundation
import LayoutDraw
import LayoutDrawCore
import Testing

/// JPEG image sets and the Swatches fixture (`Fixtures/Projects/Swatches`, ours): a colour set
/// with any and dark appearances, a grouped colour through its generated symbol, a 60 × 40
/// JPEG at 2x.
///
/// By hand: the HStack is 40 + 8 + 30 + 8 + 20 = 106 × 20 (the JPEG is 60 / 2 × 40 / 2 = 30 ×
/// 20 points), padded by 10 to 126 × 40; the image starts at x = 10 + 40 + 8 = 58, the square
/// at 58 + 30 + 8 = 96. Colours: "Brand" #338040 (0.2 × 255 = 51, 128, 0x40), in the dark
/// Display P3 (1, 0.5, 0) = #FF7600 (ColorSetTests); "Brand Accent" #007AFF.
@Suite("Asset images")
struct AssetImageTests {
    static let view = "Fixtures/Projects/Swatches/Sources/Swatches/SwatchView.swift"
    static let photo = "Fixtures/Projects/Swatches/Sources/Swatches/Assets.xcassets/Photo.imageset/photo@2x.jpg"

    func frames(_ result: CommandResult) throws -> [(kind: String, frame: [Double])] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        return nodes.map { node in
            let frame = node["frame"] as? [String: Double] ?? [:]
            return (node["kind"] as? String ?? "", [frame["x"] ?? -1, frame["y"] ?? -1, frame["width"] ?? -1, frame["height"] ?? -1])
        }
    }

    @Test func theFixtureLaysOutTheJPEGAtItsScale() throws {
        let result = try runLayoutdraw([Self.view, "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let tree = try frames(result)
        #expect(tree[0].frame == [0, 0, 126, 40])
        #expect(tree[1].frame == [10, 10, 106, 20])
        let image = try #require(tree.first { $0.kind == "Image" })
        #expect(image.frame == [58, 10, 30, 20])
        #expect(tree.last?.frame == [96, 10, 20, 20])
    }

    /// The picture (2x): the brand colour at (20, 20) in pixels is #338040 (#FF7600 dark); the
    /// photo's left half at (2 × 58 + 10, 30) is red and its right half at (2 × 58 + 50, 30)
    /// blue (a JPEG: near the colours it was saved with, 220,40,40 and 40,60,220); the accent
    /// square's centre (2 × 106, 40) is #007AFF. The golden is the same picture, pixel for pixel.
    @Test func theFixtureDrawsItsColoursAndPhoto() throws {
        let folder = try temporaryFolder()
        let light = folder.appendingPathComponent("light.png").path
        let dark = folder.appendingPathComponent("dark.png").path
        #expect(try runLayoutdraw([Self.view, "-o", light]).status == 0)
        #expect(try runLayoutdraw([Self.view, "-o", dark, "--color-scheme", "dark"]).status == 0)
        let l = try GoldenSupport.readPNG(URL(fileURLWithPath: light))
        let d = try GoldenSupport.readPNG(URL(fileURLWithPath: dark))
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 6 } }
        #expect(l.width == 252 && l.height == 80)
        #expect(l.rgb(40, 40) == [0x33, 0x80, 0x40])
        #expect(d.rgb(40, 40) == [0xFF, 0x76, 0x00])
        #expect(near(l.rgb(126, 40), [220, 40, 40]), "\(l.rgb(126, 40))")
        #expect(near(l.rgb(166, 40), [40, 60, 220]), "\(l.rgb(166, 40))")
        #expect(l.rgb(212, 40) == [0x00, 0x7A, 0xFF])
        #expect(d.rgb(212, 40) == [0x00, 0x7A, 0xFF])
        let golden = try GoldenSupport.readPNG(Repository.root.appendingPathComponent("Fixtures/Projects/Swatches/SwatchView.png"))
        var strict = PixelMatchOptions()
        strict.threshold = 0
        #expect(try pixelMatch(golden, l, options: strict).mismatchedPixels == 0)
    }

    /// A folder with the image set "Photo" holding `bytes` as photo.jpg, and a view of it.
    func project(jpeg bytes: [UInt8], filename: String = "photo.jpg") throws -> URL {
        let folder = try temporaryFolder()
        let set = folder.appendingPathComponent("Assets.xcassets/Photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"images": [{"filename": "\#(filename)", "idiom": "universal", "scale": "1x"}]}"#.write(
            to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Data(bytes).write(to: set.appendingPathComponent(filename))
        try "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack { Image(\"Photo\"); Text(\"Hi\") }\n    }\n}\n".write(
            to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    func photoBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: Repository.root.appendingPathComponent(Self.photo)))
    }

    @Test func aJPEGAtOneScaleIsOnePointAPixel() throws {
        let folder = try project(jpeg: try photoBytes())
        let result = try runLayoutdraw(["V.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try frames(result).first { $0.kind == "Image" }?.frame[2...] == [60, 40])
    }

    @Test func aTruncatedJPEGIsAnErrorAtTheName() throws {
        let bytes = try photoBytes()
        let folder = try project(jpeg: Array(bytes.prefix(bytes.count * 9 / 10)))
        let result = try runLayoutdraw(["V.swift", "-o", "x.png"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.standardError.contains("V.swift:4:24: error: cannot read image 'Photo': not a readable JPEG file (Premature end of JPEG file)"),
            "\(result.standardError)")
        let header = try project(jpeg: Array(bytes.prefix(40)))
        let cut = try runLayoutdraw(["V.swift", "-o", "x.png"], in: header)
        #expect(cut.status == 65)
        #expect(cut.standardError.contains("V.swift:4:24: error: cannot read image 'Photo': not a readable JPEG file ("), "\(cut.standardError)")
    }

    /// A header claiming 60000 × 60000 (3.6 × 10⁹ pixels, 14 GB as RGBA) is refused from the
    /// header, before any pixel is allocated.
    @Test func aDecompressionBombIsAnError() throws {
        var bytes = try photoBytes()
        let sof = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        let folder = try project(jpeg: bytes)
        let result = try runLayoutdraw(["V.swift", "-o", "x.png"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.standardError.contains("error: cannot read image 'Photo': not a readable JPEG file (a 60000 × 60000 JPEG is larger than 32767 pixels a side or 100000000 pixels)"),
            "\(result.standardError)")
    }

    /// A PDF or HEIC asset is not decoded: a warning naming the format, a placeholder, and the
    /// rest of the picture.
    @Test func aPDFOrHEICAssetIsAWarningNamingItsFormat() throws {
        let pdf = try project(jpeg: Array("%PDF-1.7\n%…".utf8), filename: "photo.pdf")
        let result = try runLayoutdraw(["V.swift", "--format", "json", "-o", "-"], in: pdf)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("V.swift:4:24: warning: image 'Photo' is a PDF image, which layoutdraw cannot decode yet"), "\(result.standardError)")
        let heic = try project(jpeg: [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0], filename: "photo.heic")
        let other = try runLayoutdraw(["V.swift", "--format", "json", "-o", "-"], in: heic)
        #expect(other.status == 0, "\(other.standardError)")
        #expect(other.standardError.contains("warning: image 'Photo' is a HEIC image"), "\(other.standardError)")
    }
}
