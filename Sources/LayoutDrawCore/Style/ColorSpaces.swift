#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The colour spaces SwiftUI's `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)`
/// take (`Color.RGBColorSpace`), converted to the sRGB colours layoutdraw draws with.
public enum RGBColorSpace: String, Hashable, Sendable, CaseIterable {
    /// Components as they are.
    case sRGB
    /// Linear-light components, encoded with sRGB's transfer function (IEC 61966-2-1).
    case sRGBLinear
    /// Display P3 components (sRGB's transfer function, P3 primaries, D65 white), converted to
    /// sRGB primaries and clamped to its gamut.
    case displayP3

    /// The colour `(red, green, blue)` in this space as sRGB, each component clamped to 0…1.
    public func sRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        func encode(_ v: Double) -> Double {
            let v = unit(v)
            return v <= 0.003_130_8 ? 12.92 * v : min(1, 1.055 * pow(v, 1 / 2.4) - 0.055 + 1e-12).rounded(toPlaces: 12)
        }
        func decode(_ v: Double) -> Double {
            let v = unit(v)
            return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        switch self {
        case .sRGB:
            return RGBA(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
        case .sRGBLinear:
            return RGBA(red: encode(red), green: encode(green), blue: encode(blue), alpha: unit(alpha))
        case .displayP3:
            // The P3 → sRGB matrix on linear components (both D65).
            let (r, g, b) = (decode(red), decode(green), decode(blue))
            return RGBA(
                red: encode(1.224_940_2 * r - 0.224_940_4 * g),
                green: encode(-0.042_056_9 * r + 1.042_057_1 * g),
                blue: encode(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b),
                alpha: unit(alpha))
        }
    }
}

extension Double {
    /// The number rounded to `places` decimals (so that 1.055 · 1 − 0.055 is 1).
    fileprivate func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
