import LayoutDrawCore
import Testing

@testable import LayoutDrawCompile

/// Colour sets read as Xcode writes them, and the symbols Xcode generates for asset names. The
/// expected numbers are worked by hand from the formulas in `ColorSet`'s comment.
@Suite("Colour sets and asset symbols")
struct ColorSetTests {
    func rgba(_ json: String) throws -> RGBA {
        guard case .object(let fields)? = TinyJSON.parse(json) else { throw ColorSetProblem(reason: "not JSON") }
        return try ColorSet.color(fields).get()
    }

    /// Xcode's three input methods: "0.200" is a fraction, "51" and "0x33" are 0–255.
    @Test func componentsAsFractionsBytesAndHex() throws {
        let c = try rgba(#"{"color-space": "srgb", "components": {"red": "0.200", "green": "51", "blue": "0x33", "alpha": "0.500"}}"#)
        #expect(c == RGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        // "1" is a byte (1/255), "1.000" a fraction.
        let d = try rgba(#"{"color-space": "srgb", "components": {"red": "1", "green": "1.000", "blue": "0xFF"}}"#)
        #expect(abs(d.red - 1.0 / 255) < 1e-12 && d.green == 1 && d.blue == 1 && d.alpha == 1)
    }

    /// Display P3 (1, 0.5, 0): 0.5 decodes to ((0.5 + 0.055) / 1.055)^2.4 = 0.214041; sRGB's
    /// linear green = −0.0420569 + 1.0420571 × 0.214041 = 0.180986, encoded 1.055 ×
    /// 0.180986^(1/2.4) − 0.055 = 0.462528; linear red 1.17679 clamps to 1; blue −0.036469 to 0.
    @Test func displayP3IsConvertedToSRGB() throws {
        let c = try rgba(#"{"color-space": "display-p3", "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}"#)
        #expect(c.red == 1 && c.blue == 0)
        #expect(abs(c.green - 0.462528) < 0.0005, "\(c.green)")
        // A grey is the same grey in both spaces (each row of the matrix sums to 1).
        let g = try rgba(#"{"color-space": "display-p3", "components": {"red": "0.5", "green": "0.5", "blue": "0.5"}}"#)
        #expect(abs(g.red - 0.5) < 1e-4 && abs(g.green - 0.5) < 1e-4 && abs(g.blue - 0.5) < 1e-4)
    }

    /// gray-gamma-22 white 0.6: 0.6^2.2 = 0.325037 in linear light, sRGB-encoded 1.055 ×
    /// 0.325037^(1/2.4) − 0.055 = 0.605525. extended-gray is on sRGB's curve already.
    /// extended-linear-srgb 0.214041 encodes back to 0.5. Extended components clamp.
    @Test func greyAndExtendedSpaces() throws {
        let g = try rgba(#"{"color-space": "gray-gamma-22", "components": {"white": "0.600", "alpha": "1.000"}}"#)
        #expect(abs(g.red - 0.605525) < 0.0005 && g.red == g.green && g.green == g.blue, "\(g)")
        #expect(try rgba(#"{"color-space": "extended-gray", "components": {"white": "0.25"}}"#) == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        let l = try rgba(#"{"color-space": "extended-linear-srgb", "components": {"red": "0.214041", "green": "0", "blue": "1.0"}}"#)
        #expect(abs(l.red - 0.5) < 1e-4 && l.green == 0 && abs(l.blue - 1) < 1e-9)
        #expect(try rgba(#"{"color-space": "extended-srgb", "components": {"red": "1.2", "green": "-0.1", "blue": "0.5"}}"#) == RGBA(red: 1, green: 0, blue: 0.5))
    }

    @Test func systemColourReferences() throws {
        #expect(try rgba(#"{"platform": "ios", "reference": "systemBlueColor"}"#) == ColorStyle.uiKit["systemBlue"]!.light)
    }

    @Test func badComponentsAndSpacesAreProblems() throws {
        #expect(throws: ColorSetProblem.self) { try rgba(#"{"color-space": "cmyk", "components": {"red": "1"}}"#) }
        #expect(throws: ColorSetProblem.self) { try rgba(#"{"color-space": "srgb", "components": {"red": "x", "green": "0", "blue": "0"}}"#) }
        #expect(throws: ColorSetProblem.self) { try rgba(#"{"color-space": "srgb", "components": {"green": "0", "blue": "0"}}"#) }
    }

    /// Xcode 15's generated asset symbols: lower camel case, a colour's `Color` and an image's
    /// `Image` suffix dropped.
    @Test func generatedSymbolNames() {
        #expect(AssetIndex.symbolName("Brand Blue", kind: .colorset) == "brandBlue")
        #expect(AssetIndex.symbolName("brand-red", kind: .colorset) == "brandRed")
        #expect(AssetIndex.symbolName("some_blue", kind: .colorset) == "someBlue")
        #expect(AssetIndex.symbolName("BrandGreen", kind: .colorset) == "brandGreen")
        #expect(AssetIndex.symbolName("someBlueColor", kind: .colorset) == "someBlue")
        #expect(AssetIndex.symbolName("textColorPrimary", kind: .colorset) == "textColorPrimary")
        #expect(AssetIndex.symbolName("HeroImage", kind: .imageset) == "hero")
        #expect(AssetIndex.symbolName("HeroImage", kind: .colorset) == "heroImage")
        #expect(AssetIndex.symbolName("URLIcon", kind: .imageset) == "urlIcon")
        #expect(AssetIndex.symbolName("2up", kind: .imageset) == "_2up")
    }

    /// 2,000 damaged copies of a colour set's Contents.json (characters overwritten, the text
    /// cut short, nesting piled up; seeded, so every run tries the same ones): each is read as
    /// a colour or refused, none crashes, and a colour read has components in 0…1.
    @Test func damagedContentsDecodeOrAreRefused() {
        let text = Array(#"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.2", "green": "0x80", "blue": "200", "alpha": "1.000"}}}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "gray-gamma-22", "components": {"white": "0.5"}}, "idiom": "universal"}]}"#)
        let alphabet = Array("{}[]\":,0x.1e-9 abcdrgbluewhite")
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(truncatingIfNeeded: state & 0x7FFF_FFFF)
        }
        for _ in 0..<2_000 {
            var chars = text
            for _ in 0..<(1 + next() % 3) { chars[next() % chars.count] = alphabet[next() % alphabet.count] }
            if next() % 5 == 0 { chars = Array(chars.prefix(next() % chars.count)) }
            if next() % 50 == 0 { chars = Array(repeating: "[", count: 100_000) }
            guard case .object(let root)? = TinyJSON.parse(String(chars)), case .array(let entries)? = root["colors"] else { continue }
            for case .object(let entry) in entries {
                guard case .object(let color)? = entry["color"], case .success(let c) = ColorSet.color(color) else { continue }
                #expect([c.red, c.green, c.blue, c.alpha].allSatisfy { $0 >= 0 && $0 <= 1 }, "\(c)")
            }
        }
    }
}
