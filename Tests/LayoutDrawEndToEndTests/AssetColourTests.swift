import Foundation
import Testing

/// Named colours and generated asset symbols from a project's asset catalogue, drawn by the
/// command line; the SVG's fills show which colour each view got.
///
/// The colour set "Brand Blue" is sRGB (0.2, 128, 0x40) → #338040 for any appearance, and
/// Display P3 (1, 0.5, 0) in the dark: #FF7600 (green 0.462528 × 255 = 117.9, worked out in
/// ColorSetTests).
@Suite("Asset colours")
struct AssetColourTests {
    static let brand = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "0.200" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.500", "red" : "1.000" } },
              "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0", "green" : "0", "red" : "0" } },
              "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    /// A folder with `Assets.xcassets` holding `sets` (path inside the catalogue → Contents.json)
    /// and `View.swift`.
    func project(_ swift: String, sets: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (path, json) in sets {
            let set = folder.appendingPathComponent("Assets.xcassets/" + path)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            if !json.isEmpty { try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8) }
        }
        try swift.write(to: folder.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    func fills(_ svg: Data) -> [String] {
        let text = String(decoding: svg, as: UTF8.self)
        return text.components(separatedBy: "fill=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { $0.hasPrefix("#") && $0 != "#ffffff" && $0 != "#000000" }
    }

    static let fourWays = """
        import SwiftUI
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color("Brand Blue").frame(width: 10, height: 10)
                    Color("Brand Blue", bundle: nil).frame(width: 10, height: 10)
                    Color(.brandBlue).frame(width: 10, height: 10)
                    Rectangle().fill(Color.brandBlue).frame(width: 10, height: 10)
                    Circle().foregroundStyle(.brandBlue).frame(width: 10, height: 10)
                }
            }
        }
        """

    @Test func aColourSetInFourSpellingsInLightAndDark() throws {
        let folder = try project(Self.fourWays, sets: ["Brand Blue.colorset": Self.brand])
        let light = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: folder)
        #expect(light.status == 0, "\(light.standardError)")
        #expect(light.standardError.isEmpty, "\(light.standardError)")
        #expect(fills(light.standardOutput) == Array(repeating: "#338040", count: 5))
        let dark = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg", "--color-scheme", "dark"], in: folder)
        #expect(dark.status == 0, "\(dark.standardError)")
        #expect(fills(dark.standardOutput) == Array(repeating: "#ff7600", count: 5))
    }

    /// An app's `AccentColor` set (Xcode's global accent colour) is the tint of every control
    /// no `.tint(…)` sets and what `Color.accentColor` is, in light (#338040) and dark
    /// (#FF7600); a nearer `.tint(.red)` wins (#FF3B30, iOS's red). Without the set, iOS's
    /// blue (#007AFF).
    @Test func theAccentColourSetTintsTheApp() throws {
        let swift = """
            import SwiftUI
            struct Tinted: View {
                var body: some View {
                    VStack {
                        Button("Go") {}
                        Color.accentColor.frame(width: 10, height: 10)
                        Rectangle().fill(.tint).frame(width: 10, height: 10)
                        Button("Stop") {}.tint(.red)
                    }
                }
            }
            """
        let folder = try project(swift, sets: ["AccentColor.colorset": Self.brand])
        let light = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: folder)
        #expect(light.status == 0, "\(light.standardError)")
        #expect(fills(light.standardOutput) == ["#338040", "#338040", "#338040", "#ff3b30"])
        let dark = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg", "--color-scheme", "dark"], in: folder)
        #expect(fills(dark.standardOutput) == ["#ff7600", "#ff7600", "#ff7600", "#ff453a"])
        let plain = try project(swift, sets: [:])
        let blue = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: plain)
        #expect(fills(blue.standardOutput) == ["#007aff", "#007aff", "#007aff", "#ff3b30"])
    }

    /// Why-Not-SwiftUI's `Color(.systemGray5)` where the project declares `static let
    /// systemGray5 = Color(UIColor.systemGray5)`: a colour made from a colour is that colour,
    /// UIKit's systemGray5 (#E5E5EA light, Apple's table).
    @Test func aColourOfAColourIsThatColour() throws {
        let swift = """
            import SwiftUI
            extension Color { static let systemGray5 = Color(UIColor.systemGray5) }
            struct Bar: View {
                var body: some View { Color(.systemGray5).frame(width: 10, height: 10) }
            }
            """
        let folder = try project(swift, sets: [:])
        let result = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(fills(result.standardOutput) == ["#e5e5ea"])
    }

    /// Sets inside a group keep their names; a group that provides a namespace puts its name
    /// in front. "brand-red" is `.brandRed`, "AccentShadeColor" is `.accentShade`.
    @Test func groupsNamespacesAndSymbols() throws {
        let red = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0"}}}]}"#
        let green = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0xFF", "blue": "0"}}}]}"#
        let blue = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000"}}}]}"#
        let swift = """
            import SwiftUI
            struct Swatches: View {
                var body: some View {
                    HStack {
                        Color(.brandRed).frame(width: 10, height: 10)
                        Color.accentShade.frame(width: 10, height: 10)
                        Color("Theme/Ink").frame(width: 10, height: 10)
                    }
                }
            }
            """
        let folder = try project(
            swift,
            sets: [
                "Colours/brand-red.colorset": red, "AccentShadeColor.colorset": green, "Theme": #"{"properties": {"provides-namespace": true}}"#,
                "Theme/Ink.colorset": blue, "Colours": "",
            ])
        let result = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(fills(result.standardOutput) == ["#ff0000", "#00ff00", "#0000ff"])
    }

    /// SwiftUI draws nothing for a colour the catalogue lacks (and logs it): a warning, at the
    /// name, and the picture is drawn. A broken Contents.json is a warning naming the file.
    @Test func aMissingOrBrokenColourIsAWarningAndDrawnClear() throws {
        let swift = """
            import SwiftUI
            struct Swatches: View {
                var body: some View {
                    VStack {
                        Color("Missing").frame(width: 10, height: 10)
                        Rectangle().fill(Color("Broken")).frame(width: 10, height: 10)
                        Color("Odd").frame(width: 10, height: 10)
                    }
                }
            }
            """
        let odd = #"{"colors": [{"idiom": "universal", "color": {"color-space": "cmyk", "components": {"cyan": "1"}}}]}"#
        let folder = try project(swift, sets: ["Broken.colorset": #"{"colors": [ {"color": {"#, "Odd.colorset": odd])
        let result = try runLayoutdraw(["View.swift", "-o", "-", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(fills(result.standardOutput).isEmpty)
        #expect(result.standardError.contains("View.swift:5:19: warning: no colour named 'Missing' in the asset catalogues"), "\(result.standardError)")
        #expect(result.standardError.contains("No color named 'Missing' found in asset catalog for main bundle"))
        #expect(
            result.standardError.contains("View.swift:6:30: warning: colour 'Broken': Assets.xcassets/Broken.colorset/Contents.json is not valid JSON; drawn clear"),
            "\(result.standardError)")
        #expect(result.standardError.contains("View.swift:7:19: warning: colour 'Odd': Assets.xcassets/Odd.colorset/Contents.json: unknown colour space 'cmyk'"))
    }

    /// `Image(.heroBanner)`: the image set "Hero Banner" through its generated symbol; an SVG
    /// 30 × 20 is 30 × 20 points.
    @Test func anImageThroughItsGeneratedSymbol() throws {
        let folder = try project(
            "import SwiftUI\nstruct Hero: View {\n    var body: some View { Image(.heroBanner) }\n}\n",
            sets: ["Hero Banner.imageset": #"{"images": [{"filename": "hero.svg", "idiom": "universal"}]}"#])
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="red"/></svg>"#.write(
            to: folder.appendingPathComponent("Assets.xcassets/Hero Banner.imageset/hero.svg"), atomically: true, encoding: .utf8)
        let result = try runLayoutdraw(["View.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let frame = try #require(nodes.first { $0["kind"] as? String == "Image" }?["frame"] as? [String: Double])
        #expect(frame["width"] == 30 && frame["height"] == 20)
    }
}

@Suite("Asset symbols: missing")
struct AssetSymbolMissingTests {
    /// `Image(.nowhere)` with no image set of that symbol: a placeholder and a warning naming the
    /// symbol, as a missing `Image("name")` is.
    @Test func anUnknownImageSymbolIsAPlaceholderWithAWarning() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try "import SwiftUI\nstruct V: View {\n    var body: some View { Image(.nowhere) }\n}\n".write(
            to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let result = try runLayoutdraw(["V.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains("V.swift:3:33: warning: no image set in the asset catalogues beside the source or above it has the symbol '.nowhere'; a 100 × 100 placeholder is drawn"),
            "\(result.standardError)")
    }
}
