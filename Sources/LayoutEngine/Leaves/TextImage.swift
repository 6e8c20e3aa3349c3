import LayoutDrawCore
import LayoutDrawFrames

/// An `Image` inside a `Text`: `Text("Rated \(Image(systemName: "star.fill")) 4.5")`,
/// `Text(Image(systemName: "heart")) + Text(" Favourites")`. Rule: the image is set in the line
/// as one character of its width, and the text wraps around it as around a word's letter.
///
/// - An SF Symbol is sized and placed as a glyph of the font around it: a square of the size a
///   symbol beside that text has (`SymbolImage.naturalSize`: 1.2 × the point size × the image
///   scale), as wide as it advances, centred on the middle of SF Pro's cap height
///   (`SystemFontMetrics.capHeight`), and it keeps the line as high as its font's characters do;
///   it is drawn in its run's colour (a `foregroundStyle` on the `Text`, or on its part).
/// - An image file is set at its natural size with its bottom edge on the baseline, and the line
///   grows to hold it (its top above the font's ascent makes the line taller).
///
/// Evidence: Apple's documentation of `LocalizedStringKey.StringInterpolation.appendInterpolation(_: Image)`
/// ("Appends an image to a string interpolation") and `Text.init(_: Image)` ("Creates an instance
/// that wraps an Image, suitable for concatenating with other Text"); the Human Interface
/// Guidelines on SF Symbols: symbols "integrate seamlessly with the San Francisco system font",
/// "automatically aligned with text", vertically centred on its cap height; an image in
/// attributed text (`NSTextAttachment`) sits with its bounds' origin on the baseline.
public enum TextImage: Sendable {
    /// `Image(systemName:)`.
    case symbol(SymbolImage)
    /// `Image("name")` (or a placeholder for a missing file: `Image` with an empty path).
    case file(Image)

    /// How the image is set in a run of `font` in `environment`, as its text's attachment
    /// `index`.
    public func attachment(index: Int, font: Font, environment: EnvironmentValues) -> TextAttachment {
        switch self {
        case .symbol:
            let side = font.size * SymbolImage.sizeToPointSize * environment.controls.imageScale.factor
            let middle = SystemFontMetrics.capHeight(size: font.size) / 2
            return TextAttachment(index: index, width: side, drawn: Rect(x: 0, y: -middle - side / 2, width: side, height: side))
        case .file(let image):
            let size = image.naturalSize
            return TextAttachment(
                index: index, width: size.width, lineAscent: size.height, lineDescent: 0,
                drawn: Rect(x: 0, y: -size.height, width: size.width, height: size.height))
        }
    }

    /// What draws the image in a frame of `size`, in `style` (a symbol's colour).
    public func paint(size: Size, style: ShapeStyle, layoutDirection: LayoutDirection) -> Paint {
        switch self {
        case .symbol(let symbol):
            return .vector(symbol.paint(size: size, style: style, layoutDirection: layoutDirection))
        case .file(let image):
            guard !image.path.isEmpty else { return .vector(Image.placeholderPaint(size: size)) }
            return .image(ImagePaint(path: image.path, isResizable: true, naturalSize: image.naturalSize))
        }
    }
}
