/// An opaque colour drawn into a diff image.
public struct PixelColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The colour with the given 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pure red, (255, 0, 0): pixelmatch's colour for differing pixels.
    public static let red = PixelColor(red: 255, green: 0, blue: 0)
    /// Yellow, (255, 255, 0): pixelmatch's colour for anti-aliased pixels.
    public static let yellow = PixelColor(red: 255, green: 255, blue: 0)
}
