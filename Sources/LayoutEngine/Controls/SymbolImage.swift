import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Image(systemName:)`: an SF Symbol, drawn with an openly licensed icon of a similar
/// meaning and shape (Bootstrap Icons, else Phosphor Icons, both MIT; the table from SF Symbol
/// name to icon is Sources/LayoutDrawSymbols/Generator/sf-symbols.tsv, generated into
/// SymbolTable.generated.swift), or a placeholder for a name the table does not have.
///
/// Rule: a symbol is sized by the font around it, not by its proposal: its frame is a square
/// of 1.2 × the font's point size (20.4 points for the 17-point body font), times the image
/// scale (`.imageScale(.small)` 0.8, `.large` 1.3). `.resizable()` makes it take its proposal,
/// with that square as its natural size, as a resizable `Image` does. It is drawn in the
/// foreground style (`foregroundStyle`, else the primary colour), the icon's 16 × 16 view box
/// scaled to fit the frame and centred.
///
/// A directional symbol — a name with a `forward` or `backward` part after its first
/// (`chevron.forward`, `arrow.backward.circle`; `isDirectional`) — is drawn with its left-to-right icon (forward pointing right),
/// mirrored left for right when the environment's `layoutDirection` is `.rightToLeft`
/// (`LayoutDirectionModifier`); `left`/`right` names never turn.
///
/// An unknown name draws a placeholder of the same size, labelled with the name: a dashed
/// rounded square and a question mark, the strokes 1.5 and 1.75 points wide whatever the size
/// (so a large placeholder stays a thin outline); in an SVG the name is the symbol's `<title>`.
/// The name is the placeholder's one subview, a `Text` in the 11-point caption 2 font on one
/// line, shrunk down to half that or cut in the middle to fit (`placeholder(systemName:…)`):
/// when the square is at least 60 points (`labelledSide`), the question mark moves up and the
/// name is written in the band below it, 11/16 of the square wide and 3.5/16 high (an 11-point
/// line is 13.3 high: 60 × 3.5/16 = 13.1 holds it); a smaller placeholder leaves the name out
/// of the picture (the title and the warning still name it).
///
/// Evidence: Apple's `Image.Scale` documentation — "a scale to apply to vector images relative
/// to text": a `.medium` symbol "matches the size of the text" beside it; `NSImage.SymbolScale`:
/// `.small` is "approximately 20% smaller" and `.large` "approximately 30% larger" than
/// `.medium`. An SF Symbol's glyph is drawn on the font's em box with room above the cap
/// height and below the baseline, which is why a body-font symbol is about 20 points; 1.2 × the
/// point size is our reading, not a published number (the shipped icons are square, where SF
/// Symbols vary in width). The placeholder is ours: iOS draws nothing for an unknown name
/// (`Image(systemName:)` logs "No symbol named … found in system symbol set" and is empty), which
/// a picture meant to explain a layout cannot show.
public struct SymbolImage: ViewLayout, DrawingLayout, EnvironmentChangingLayout {
    public var kind: String { "Image" }
    /// The SF Symbol name as written.
    public var systemName: String
    /// The icon's outline in its 16 × 16 view box; `nil` for an unknown name (a placeholder).
    public var outline: SymbolOutline?
    public var isResizable: Bool

    public static let sizeToPointSize = 1.2
    /// The smallest side of a placeholder that shows its name.
    public static let labelledSide = 60.0
    /// The placeholder's name: caption 2, shrunk to half at most.
    public static let labelFont = Font(.caption2)
    public static let labelMinimumScaleFactor = 0.5
    /// The placeholder's strokes, in points whatever its size: the dashes and the question mark.
    public static let dashWidth = 1.5
    public static let questionMarkWidth = 1.75

    public init(systemName: String, outline: SymbolOutline?, isResizable: Bool = false) {
        self.systemName = systemName
        self.outline = outline
        self.isResizable = isResizable
    }

    /// The node of an unknown symbol: the placeholder, with its name as its subview.
    public static func placeholder(systemName: String, source: SourceLocation?) -> ViewNode {
        ViewNode(
            SymbolImage(systemName: systemName, outline: nil), subviews: [ViewNode(Text(systemName), source: source)],
            source: source)
    }

    /// Whether `name` follows the layout direction: one of its dot-separated parts after the
    /// first is `forward` or `backward` (`chevron.forward`, `delete.backward`); the media
    /// buttons `forward.fill`, `backward.end` and `goforward` are named for what they do and stay.
    public static func isDirectional(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
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

    /// A placeholder's name: centred in the band under the question mark when the square is big
    /// enough, else left out.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let name = subviews.first else { return }
        guard outline == nil, let band = Self.nameBand(in: bounds.size) else {
            for subview in subviews { subview.leaveOut() }
            return
        }
        let bandProposal = ProposedViewSize(band.size)
        let size = name.sizeThatFits(bandProposal)
        name.place(
            at: Point(x: bounds.minX + band.midX - size.width / 2, y: bounds.minY + band.midY - size.height / 2),
            proposal: bandProposal)
        for subview in subviews.dropFirst() { subview.leaveOut() }
    }

    /// The name is set on one line in caption 2, shrunk or cut in the middle to fit its band.
    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        guard outline == nil else { return }
        environment.font = Self.labelFont
        environment.lineLimit = 1
        environment.minimumScaleFactor = Self.labelMinimumScaleFactor
        environment.truncationMode = .middle
        environment.multilineTextAlignment = .center
    }

    /// The square the icon or placeholder is drawn in: the largest that fits `size`, centred.
    static func square(in size: Size) -> Rect {
        let side = min(size.width, size.height)
        return Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    }

    /// Where a placeholder of `size` writes its name (own coordinates): 2.5…13.5 across and
    /// 10…13.5 down its square's 16 units; nil when the square is smaller than `labelledSide`.
    static func nameBand(in size: Size) -> Rect? {
        let square = square(in: size)
        guard square.width >= labelledSide, square.width.isFinite else { return nil }
        let unit = square.width / SymbolOutline.viewBox
        return Rect(x: square.minX + 2.5 * unit, y: square.minY + 10 * unit, width: 11 * unit, height: 3.5 * unit)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return NodeDrawing(text: systemName) }
        // A symbol is painted with the foreground style, a gradient over its frame included.
        let style = context.environment.foreground ?? .color(.primary)
        return NodeDrawing(paint: .vector(paint(size: size, style: style, layoutDirection: context.environment.layoutDirection)), text: systemName)
    }

    /// The symbol drawn in a frame of `size` in `style`: the icon scaled to the largest square
    /// that fits and centred (mirrored for a directional name right to left), or the placeholder.
    public func paint(size: Size, style: ShapeStyle, layoutDirection: LayoutDirection) -> VectorPaint {
        let color = style.representativeColor
        let square = Self.square(in: size)
        let scale = square.width / SymbolOutline.viewBox
        var transform = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: square.minX, y: square.minY))
        guard let outline else {
            let elements = Self.placeholder(transform: transform, color: color, labelled: Self.nameBand(in: size) != nil)
            return VectorPaint(elements, title: systemName)
        }
        if layoutDirection == .rightToLeft, Self.isDirectional(systemName) {
            // Mirrored about the view box's vertical centre line: x → 16 − x.
            transform = AffineTransform(scaleX: -1, y: 1).concatenating(AffineTransform(translationX: SymbolOutline.viewBox, y: 0))
                .concatenating(transform)
        }
        let elements = outline.paths.map {
            VectorElement(.commands($0.commands, transform: transform, roundCaps: false), .fill(style), evenOdd: $0.isEvenOdd)
        }
        return VectorPaint(elements)
    }

    /// A rounded square inset by 1 unit of the view box, outlined in dashes, with a question mark
    /// in the middle, or — `labelled` — smaller and higher, above the name's band. The strokes
    /// keep their widths in points (`dashWidth`, `questionMarkWidth`) at any size.
    static func placeholder(transform: AffineTransform, color: ColorStyle, labelled: Bool = false) -> [VectorElement] {
        let p = { (x: Double, y: Double) in Point(x: x, y: y) }
        var elements: [VectorElement] = []
        // The square's sides as dashes: three per side.
        for i in 0..<3 {
            let a = 2.5 + Double(i) * 4, b = a + 2.5
            for (from, to) in [
                (p(a, 1.5), p(b, 1.5)), (p(a, 14.5), p(b, 14.5)), (p(1.5, a), p(1.5, b)), (p(14.5, a), p(14.5, b)),
            ] {
                elements.append(VectorElement(.commands([.move(from), .line(to)], transform: transform, roundCaps: true), .stroke(color, lineWidth: dashWidth)))
            }
        }
        // The question mark: an arc and a stem, then the dot (4.2…12.5 down); labelled, at 0.65
        // of its size from 3.6 down, so that it ends at 9.4, above the band at 10.
        let mark = labelled
            ? AffineTransform(translationX: -8, y: -3.6).concatenating(AffineTransform(scaleX: 0.65, y: 0.65))
                .concatenating(AffineTransform(translationX: 8, y: 3.6)).concatenating(transform)
            : transform
        let question: [PathCommand] = [
            .move(p(6, 6.2)), .curve(p(6, 4.8), p(7, 4.2), p(8, 4.2)), .curve(p(9.2, 4.2), p(10, 5), p(10, 6)),
            .curve(p(10, 7.4), p(8, 7.6), p(8, 9.2)),
        ]
        elements.append(VectorElement(.commands(question, transform: mark, roundCaps: true), .stroke(color, lineWidth: questionMarkWidth)))
        elements.append(VectorElement(.commands(circle(center: p(8, 11.6), radius: 0.9), transform: mark, roundCaps: false), .fill(color)))
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
