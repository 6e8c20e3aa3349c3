import Foundation
import LayoutDraw
import LayoutDrawCore
import Testing

/// The Birdwatch fixture (`Fixtures/Projects/Birdwatch`, ours): a view drawn from its app — the
/// birds a generic loader decodes from the bundled `Resources/birds.json` into `Models.swift`'s
/// Codable types (CodingKeys with raw values, an optional ISO 8601 date), the colour set
/// "Feather" (any #2E5A8C, dark #7AB0E0), the JPEG image set "Marsh" (48 × 32 pixels at 2x),
/// `#if DEBUG` (true) and `#if canImport(Kingfisher)` (false), a preview that builds the view
/// from its provider's statics, state set in `.onAppear`, a `Task` in a button's action, and a
/// `KFImage`.
///
/// By hand (17-point body text is 20.5 points high, footnote 16, as the other tests measure
/// them): 320 wide with 16 of padding, so the content runs from x 16 to 304. The header row is
/// 20.5 high at y 16: the photo 24 × 16 (48 × 32 at 2x) centred in it at y 18.25, the title at
/// x 16 + 24 + 8 = 48. Then four rows, one per element of the JSON in its order, each 20.5
/// high and 8 apart: y 44.5, 73, 101.5, 130; a 10-point circle at x 16, centred (y + 5.25), the
/// name at x 34, the wingspan ending at 304. The footnote at y 158.5 counts the wetland birds
/// (Grey Heron and Reed Warbler: 2) when the list appears; the last row at y 182.5 is as high
/// as the 44-point KFImage placeholder at x 304 − 44 = 260; the whole is 182.5 + 44 + 16 =
/// 242.5 high.
@Suite("Birdwatch fixture")
struct BirdwatchFixtureTests {
    static let view = "Fixtures/Projects/Birdwatch/Sources/Birdwatch/BirdList.swift"

    struct Node {
        var kind: String
        var text: String?
        var frame: [Double]
    }

    func nodes(_ result: CommandResult) throws -> [Node] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        return try #require(json["nodes"] as? [[String: Any]]).map { node in
            let frame = node["frame"] as? [String: Double] ?? [:]
            return Node(
                kind: node["kind"] as? String ?? "", text: node["text"] as? String,
                frame: [frame["x"] ?? -1, frame["y"] ?? -1, frame["width"] ?? -1, frame["height"] ?? -1])
        }
    }

    @Test func theListIsTheBundledBirdsLaidOut() throws {
        let result = try runLayoutdraw([Self.view, "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        // The one warning: Kingfisher's image is a placeholder.
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1 && warnings[0].contains("'KFImage' is from Kingfisher"), "\(result.standardError)")
        let tree = try nodes(result)
        #expect(tree[0].frame == [0, 0, 320, 242.5])
        #expect(tree.compactMap(\.text).prefix(10) == [
            "Birds of the marsh", "Grey Heron", "185 cm", "Oystercatcher", "83 cm", "Reed Warbler", "19 cm", "Jay", "54 cm",
            "2 of 4 in the wetland",
        ])
        #expect(tree.first { $0.kind == "Image" }?.frame == [16, 18.25, 24, 16])
        #expect(tree.first { $0.text == "Birds of the marsh" }?.frame[0] == 48)
        let circles = tree.filter { $0.kind == "Circle" }.map(\.frame)
        #expect(circles == [[16, 49.75, 10, 10], [16, 78.25, 10, 10], [16, 106.75, 10, 10], [16, 135.25, 10, 10]])
        for name in ["Grey Heron", "Oystercatcher", "Reed Warbler", "Jay"] {
            #expect(tree.first { $0.text == name }?.frame[0] == 34)
        }
        for span in ["185 cm", "83 cm", "19 cm", "54 cm"] {
            let frame = try #require(tree.first { $0.text == span }?.frame)
            #expect(frame[0] + frame[2] == 304)
        }
        #expect(tree.first { $0.text == "2 of 4 in the wetland" }?.frame[1] == 158.5)
        #expect(tree.first { $0.kind == "KFImage" }?.frame == [260, 182.5, 44, 44])
    }

    /// The picture (2x): the first bird's circle centre (2 × 21, 2 × 54.75) is Feather, #2E5A8C
    /// (#7AB0E0 dark); the photo's sky (2 × 28, 2 × 20) and reeds (2 × 28, 2 × 32) are near the
    /// colours it was saved with (120,170,210 and 70,130,60; a JPEG). The golden is the same
    /// picture, pixel for pixel.
    @Test func theFixtureDrawsItsColoursPhotoAndGolden() throws {
        let folder = try temporaryFolder()
        let light = folder.appendingPathComponent("light.png").path
        let dark = folder.appendingPathComponent("dark.png").path
        #expect(try runLayoutdraw([Self.view, "-o", light]).status == 0)
        #expect(try runLayoutdraw([Self.view, "-o", dark, "--color-scheme", "dark"]).status == 0)
        let l = try GoldenSupport.readPNG(URL(fileURLWithPath: light))
        let d = try GoldenSupport.readPNG(URL(fileURLWithPath: dark))
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 8 } }
        #expect(l.width == 640 && l.height == 485)
        #expect(l.rgb(42, 109) == [0x2E, 0x5A, 0x8C])
        #expect(d.rgb(42, 109) == [0x7A, 0xB0, 0xE0])
        #expect(near(l.rgb(56, 40), [120, 170, 210]), "\(l.rgb(56, 40))")
        #expect(near(l.rgb(56, 64), [70, 130, 60]), "\(l.rgb(56, 64))")
        let golden = try GoldenSupport.readPNG(Repository.root.appendingPathComponent("Fixtures/Projects/Birdwatch/BirdList.png"))
        var strict = PixelMatchOptions()
        strict.threshold = 0
        #expect(try pixelMatch(golden, l, options: strict).mismatchedPixels == 0)
    }

    /// `--no-appear`: the first frame, before `.onAppear` counted the wetland birds.
    @Test func withoutAppearingTheCountIsTheInitialState() throws {
        let result = try runLayoutdraw([Self.view, "--no-appear", "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try nodes(result).contains { $0.text == "0 of 4 in the wetland" })
    }
}
