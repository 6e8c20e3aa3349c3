import LayoutDrawCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a colour set could not be read: the rest of "colour 'Name': …", naming the file.
struct ColorSetProblem: Error, Hashable, Sendable {
    var reason: String
}

/// A `.colorset`'s colour, read from its `Contents.json` as Xcode writes it.
///
/// - Appearances: the entry without `appearances` is the colour for any appearance; one with
///   `{"appearance": "luminosity", "value": "dark"}` (or `"light"`) is that scheme's. The
///   picture's colour scheme picks, as on a device. Entries for high contrast, and for idioms
///   other than `universal` and `iphone`, are not what an iPhone shows by default: skipped.
/// - Components: `"0.200"` (a fraction, written with a point), `"51"` (0–255) or `"0x33"`
///   (0–255 in hex), as Xcode writes them for its three input methods.
/// - Colour spaces, drawn in sRGB (components clamped to 0…1 after converting, as an sRGB
///   display shows them): `srgb` and `extended-srgb` as they are; `extended-linear-srgb`
///   encoded with sRGB's transfer function; `display-p3` converted as ColorSync does — decoded
///   with sRGB's transfer function (P3's), through the D65 P3 → sRGB matrix, encoded again;
///   `gray-gamma-22` (a white level with a 2.2 gamma) decoded with γ 2.2 and encoded as sRGB;
///   `extended-gray` a white level on sRGB's curve.
/// - `"platform": "ios", "reference": "systemBlueColor"`: UIKit's colour of that name.
enum ColorSet {
    static func read(_ set: String) -> Result<ColorStyle, ColorSetProblem> {
        let file = FileSystem.display(set + "/Contents.json")
        guard FileSystem.isFile(set + "/Contents.json") else { return .failure(.init(reason: "\(file) is missing")) }
        guard let text = FileSystem.readText(set + "/Contents.json", limit: 1 << 20) else {
            return .failure(.init(reason: "\(file) is larger than 1 MB or not UTF-8"))
        }
        guard let json = TinyJSON.parse(text) else { return .failure(.init(reason: "\(file) is not valid JSON")) }
        guard case .object(let root) = json, case .array(let entries)? = root["colors"] else {
            return .failure(.init(reason: "\(file) has no \"colors\" list"))
        }
        var any: RGBA?
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard case .object(let fields) = entry else { return .failure(.init(reason: "\(file): an entry of \"colors\" is not an object")) }
            if case .string(let idiom)? = fields["idiom"], idiom != "universal", idiom != "iphone" { continue }
            var scheme: ColorScheme?
            if case .array(let appearances)? = fields["appearances"] {
                var other = false
                for appearance in appearances {
                    guard case .object(let a) = appearance, case .string(let kind)? = a["appearance"], case .string(let value)? = a["value"] else { continue }
                    if kind == "luminosity", let s = ColorScheme(rawValue: value) { scheme = s } else { other = true }
                }
                if other { continue }
            }
            guard case .object(let color)? = fields["color"] else { continue }
            let rgba: RGBA
            switch Self.color(color) {
            case .success(let value): rgba = value
            case .failure(let problem): return .failure(.init(reason: "\(file): \(problem.reason)"))
            }
            switch scheme {
            case nil: any = any ?? rgba
            case .light?: light = light ?? rgba
            case .dark?: dark = dark ?? rgba
            }
        }
        guard let base = light ?? any ?? dark else { return .failure(.init(reason: "\(file) holds no colour for an iPhone")) }
        return .success(ColorStyle(light: base, dark: dark ?? any ?? base))
    }

    /// One entry's `"color"` object.
    static func color(_ color: [String: TinyJSON]) -> Result<RGBA, ColorSetProblem> {
        if case .string(let reference)? = color["reference"] {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let style = ColorStyle.uiKit[name] else { return .failure(.init(reason: "unknown system colour '\(reference)'")) }
            return .success(style.light)
        }
        guard case .object(let components)? = color["components"] else { return .failure(.init(reason: "a colour without \"components\"")) }
        let space: String
        if case .string(let s)? = color["color-space"] { space = s } else { space = "srgb" }
        func component(_ key: String) throws(ColorSetProblem) -> Double {
            guard let field = components[key] else { throw ColorSetProblem(reason: "a \(space) colour without '\(key)'") }
            guard let value = Self.component(field) else { throw ColorSetProblem(reason: "'\(key)' is not a number: write 0.5, 128 or 0x80") }
            return value
        }
        do throws(ColorSetProblem) {
            let alpha = components["alpha"] == nil ? 1 : try component("alpha")
            switch space {
            case "gray-gamma-22", "extended-gray", "gray":
                let white = try component("white")
                let level = space == "gray-gamma-22" ? encode(pow(clamp(white), 2.2)) : white
                return .success(RGBA(red: clamp(level), green: clamp(level), blue: clamp(level), alpha: clamp(alpha)))
            case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
                var (r, g, b) = (try component("red"), try component("green"), try component("blue"))
                if space == "extended-linear-srgb" {
                    (r, g, b) = (encode(r), encode(g), encode(b))
                } else if space == "display-p3" {
                    (r, g, b) = displayP3ToSRGB(r, g, b)
                }
                return .success(RGBA(red: clamp(r), green: clamp(g), blue: clamp(b), alpha: clamp(alpha)))
            default:
                return .failure(.init(reason: "unknown colour space '\(space)' (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray)"))
            }
        } catch {
            return .failure(error)
        }
    }

    /// `"0.200"` → 0.2, `"51"` → 51/255, `"0x33"` → 51/255; a JSON number as written.
    static func component(_ field: TinyJSON) -> Double? {
        switch field {
        case .number(let n): return n
        case .string(let text):
            let t = text.trimmingSpaces
            if t.lowercased().hasPrefix("0x"), let n = UInt32(t.dropFirst(2), radix: 16) { return Double(n) / 255 }
            if t.contains(".") || t.contains("e") { return Double(t).flatMap { $0.isFinite ? $0 : nil } }
            return Int(t).map { Double($0) / 255 }
        default: return nil
        }
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// sRGB's transfer function: linear light → encoded.
    static func encode(_ v: Double) -> Double {
        let x = max(v, 0)
        return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }

    /// sRGB's transfer function inverted: encoded → linear light.
    static func decode(_ v: Double) -> Double {
        let x = max(v, 0)
        return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
    }

    /// Display P3 (D65, sRGB's curve) as sRGB, unclamped.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        return (
            encode(1.2249401 * lr - 0.2249404 * lg),
            encode(-0.0420569 * lr + 1.0420571 * lg),
            encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
        )
    }
}
