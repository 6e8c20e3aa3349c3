import LayoutDrawCore

/// The image pairs of the comparator tests, built exactly as `Tools/pixelmatch_pairs.py` builds
/// them for pixelmatch (the tests check the FNV-1a checksums that script prints).
enum ComparisonPairs {
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    static let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    static func uniform(_ width: Int, _ height: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: width, height: height, filledWith: color)
    }

    /// 16×16 white with one black pixel at (5, 7).
    static func onePixelChanged() -> RGBAImage {
        var image = uniform(16, 16, white)
        image.setPixel(x: 5, y: 7, black)
        return image
    }

    /// 16×16: black left of `edgeColumn`, one grey (128) anti-aliasing column, white right.
    static func verticalEdge(at edgeColumn: Int) -> RGBAImage {
        var image = uniform(16, 16, white)
        for y in 0..<16 {
            for x in 0..<edgeColumn { image.setPixel(x: x, y: y, black) }
            image.setPixel(x: edgeColumn, y: y, (128, 128, 128, 255))
        }
        return image
    }

    /// A 24×24 black disk of radius 7 centred at (`centreX`, 12) on white, anti-aliased by 4×4
    /// supersampling in integer arithmetic.
    static func disk(centreX: Int, centreY: Int = 12, radius: Int = 7, size: Int = 24) -> RGBAImage {
        var image = uniform(size, size, white)
        for py in 0..<size {
            for px in 0..<size {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = 8 * px + 2 * sx + 1 - 8 * centreX
                        let dy = 8 * py + 2 * sy + 1 - 8 * centreY
                        if dx * dx + dy * dy <= (8 * radius) * (8 * radius) { covered += 1 }
                    }
                }
                let value = UInt8(255 - covered * 255 / 16)
                image.setPixel(x: px, y: py, (value, value, value, 255))
            }
        }
        return image
    }

    /// 16×16 grey (100, 100, 100) with a 4×4 block at (6…9, 6…9) whose blue is `blue`.
    static func block(blue: UInt8) -> RGBAImage {
        var image = uniform(16, 16, (100, 100, 100, 255))
        for y in 6..<10 {
            for x in 6..<10 { image.setPixel(x: x, y: y, (100, 100, blue, 255)) }
        }
        return image
    }

    /// FNV-1a, 64 bits: the checksum the Python script prints for each buffer.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01B3
        }
        return value
    }
}

extension RGBAImage {
    mutating func setPixel(x: Int, y: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = color.0
        pixels[i + 1] = color.1
        pixels[i + 2] = color.2
        pixels[i + 3] = color.3
    }
}
