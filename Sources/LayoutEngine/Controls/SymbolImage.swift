import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Image(systemName:)`: an SF Symbol, drawn with an openly licensed icon of a similar
/// shape (Bootstrap Icons, MIT; the table from SF Symbol name to icon is
/// Sources/LayoutDrawCompile/Symbols/SymbolTable.swift), or a placeholder for a name the table
/// does not have.
///
/// Rule: a symbol is sized by the font around it, not by its proposal: its frame is a square
/// of 1.2 × the font's point size (20.4 points for the 17-point body font), times the image
/// scale (`.imageScale(.small)` 0.8, `.large` 1.3). `.resizable()` makes it take its proposal,
/// with that square as its natural size, as a resizable `Image` does. It is drawn in the
/// foreground style (`foregroundStyle`, else the primary colour), the icon's 16 × 16 view box
/// scaled to fit the frame and centred. An unknown name draws a dashed rounded square with a
/// question mark, the same size.
///
/// Evidence: Apple's `Image.Scale` documentation — "a scale to apply to vector images relative
/// to text": a `.medium` symbol "matches the size of the text" beside it; `NSImage.SymbolScale`:
/// `.small` is "approximately 20% smaller" and `.large` "approximately 30% larger" than
/// `.medium`. An SF Symbol's glyph is drawn on the font's em box with room above the cap
/// height and below the baseline, which is why a body-font symbol is about 20 points; 1.2 × the
/// point size is our reading, not a published number (the shipped icons are square, where SF
/// Symbols vary in width).
public struct SymbolImage: ViewLayout, DrawingLayout {
    public var kind: String { "Image" }
    /// The SF Symbol name as written.
    public var systemName: String
    /// The icon's outline in its 16 × 16 view box; `nil` for an unknown name (a placeholder).
    public var outline: SymbolOutline?
    public var isResizable: Bool

    public static let sizeToPointSize = 1.2

    public init(systemName: String, outline: SymbolOutline?, isResizable: Bool = false) {
        self.systemName = systemName
        self.outline = outline
        self.isResizable = isResizable
    }

    public func resizable() -> SymbolImage {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The symbol's size in `environment`: 1.2 × the font size × the image scale, square.
    public static func naturalSize(in environment: EnvironmentValues) -> Size {
        let side = environment.resolvedFont.size * sizeToPointSize * environment.controls.imageScale.factor
        return Size(width: side, height: side)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let natural = Self.naturalSize(in: context.environment)
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return NodeDrawing(text: systemName) }
        let color = context.environment.foregroundStyle ?? .primary
        let box = SymbolOutline.viewBox
        let scale = min(size.width, size.height) / box
        let transform = AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: (size.width - box * scale) / 2, y: (size.height - box * scale) / 2))
        guard let outline else {
            return NodeDrawing(paint: .vector(VectorPaint(Self.placeholder(transform: transform, color: color))), text: systemName)
        }
        let elements = outline.paths.map {
            VectorElement(.commands($0.commands, transform: transform, roundCaps: false), .fill(color), evenOdd: $0.isEvenOdd)
        }
        return NodeDrawing(paint: .vector(VectorPaint(elements)), text: systemName)
    }

    /// A rounded square inset by 1 unit of the view box, outlined in dashes, with a question mark.
    static func placeholder(transform: AffineTransform, color: ColorStyle) -> [VectorElement] {
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        var elements: [VectorElement] = []
        // The square's sides as dashes: three per side.
        for i in 0..<3 {
            let a = 2.5 + Double(i) * 4, b = a + 2.5
            for (from, to) in [
                (p(a, 1.5), p(b, 1.5)), (p(a, 14.5), p(b, 14.5)), (p(1.5, a), p(1.5, b)), (p(14.5, a), p(14.5, b)),
            ] {
                elements.append(VectorElement(.commands([.move(from), .line(to)], transform: transform, roundCaps: true), .stroke(color, lineWidth: 1.2 * transform.a)))
            }
        }
        // The question mark: an arc and a stem, then the dot.
        let question: [PathCommand] = [
            .move(p(6, 6.2)), .curve(p(6, 4.8), p(7, 4.2), p(8, 4.2)), .curve(p(9.2, 4.2), p(10, 5), p(10, 6)),
            .curve(p(10, 7.4), p(8, 7.6), p(8, 9.2)),
        ]
        elements.append(VectorElement(.commands(question, transform: transform, roundCaps: true), .stroke(color, lineWidth: 1.4 * transform.a)))
        elements.append(VectorElement(.commands(circle(center: p(8, 11.6), radius: 0.9), transform: transform, roundCaps: false), .fill(color)))
        return elements
    }

    /// A circle as four Bézier quarters.
    static func circle(center c: Point, radius r: Double) -> [PathCommand] {
        let k = 0.5522847498 * r
        return [
            .move(Point(x: c.x + r, y: c.y)),
            .curve(Point(x: c.x + r, y: c.y + k), Point(x: c.x + k, y: c.y + r), Point(x: c.x, y: c.y + r)),
            .curve(Point(x: c.x - k, y: c.y + r), Point(x: c.x - r, y: c.y + k), Point(x: c.x - r, y: c.y)),
            .curve(Point(x: c.x - r, y: c.y - k), Point(x: c.x - k, y: c.y - r), Point(x: c.x, y: c.y - r)),
            .curve(Point(x: c.x + k, y: c.y - r), Point(x: c.x + r, y: c.y - k), Point(x: c.x + r, y: c.y)),
            .close,
        ]
    }
}

/// An icon's outline: its paths in a 16 × 16 view box, each filled.
public struct SymbolOutline: Hashable, Sendable {
    public static let viewBox = 16.0

    public struct Path: Hashable, Sendable {
        public var commands: [PathCommand]
        public var isEvenOdd: Bool

        public init(commands: [PathCommand], isEvenOdd: Bool) {
            self.commands = commands
            self.isEvenOdd = isEvenOdd
        }
    }

    public var paths: [Path]

    public init(paths: [Path]) {
        self.paths = paths
    }
}
