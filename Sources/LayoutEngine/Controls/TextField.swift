import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `TextField(_:text:)` on iOS, one line of editable text (a `UITextField`).
///
/// Rule: it takes the proposed width; proposed `nil` it is as wide as its text (the
/// placeholder while the text is empty) at its ideal, one-line width, plus its insets. Its
/// height is one line of its font plus its insets. The text is placed at the leading inset,
/// centred vertically, and clipped to the field. Insets: none in the automatic (`.plain`)
/// style; with `.textFieldStyle(.roundedBorder)`, 7 points on every side, inside a rounded
/// rectangle (corner radius 5) filled with the background colour and outlined with a
/// half-point separator line.
///
/// The placeholder is drawn in `placeholderText` grey, whatever the foreground style.
///
/// A `SecureField` is the same field (a `UITextField` with `isSecureTextEntry`), its text shown
/// as one bullet (•, U+2022) per character, as iOS masks a password; its placeholder shows as
/// written.
///
/// Evidence: Interface Builder's rounded-rect `UITextField` is 30 points high with 14-point
/// text (16.7 points a line, about 7 above and below: storyboards `<textField …
/// borderStyle="roundedRect" …><rect … height="30"/>`); a SwiftUI `.roundedBorder` field in the
/// body font is 34 points (20.3 + 2 × 7) — later storyboards give 34 for the same field, which
/// we read as the larger font. A text field's ideal width is its text's: a `fixedSize()` field
/// shrinks to its placeholder.
public struct TextField: ViewLayout, DrawingLayout, EnvironmentChangingLayout {
    public var kind: String { isSecure ? "SecureField" : "TextField" }
    public static let roundedBorderInset = 7.0
    public static let cornerRadius = 5.0

    /// Whether the field shows its placeholder (its text is empty).
    public var isPlaceholder: Bool
    /// A `SecureField`: its text is masked (the compiler makes its text view show the bullets).
    public var isSecure: Bool

    /// What a secure field shows for `text`: a bullet per character.
    public static func masked(_ text: String) -> String { String(repeating: "\u{2022}", count: text.count) }

    public init(isPlaceholder: Bool, isSecure: Bool = false) {
        self.isPlaceholder = isPlaceholder
        self.isSecure = isSecure
    }

    static func inset(_ context: LayoutContext) -> Double {
        context.environment.controls.textFieldStyle == .roundedBorder ? roundedBorderInset : 0
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let inset = Self.inset(context)
        let text = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return Size(width: proposal.width ?? text.width + 2 * inset, height: text.height + 2 * inset)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let text = subviews.first else { return }
        let size = text.sizeThatFits(.unspecified)
        text.place(
            at: Point(x: bounds.minX + Self.inset(context), y: bounds.minY + (bounds.height - size.height) / 2), proposal: .unspecified)
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        if isPlaceholder { environment.foregroundStyle = SystemColors.placeholder }
        environment.lineLimit = 1
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard context.environment.controls.textFieldStyle == .roundedBorder else { return NodeDrawing(clip: .rectangle) }
        let frame = Rect(origin: .zero, size: size)
        let field = ShapeOutline.roundedRectangle(cornerRadius: Self.cornerRadius)
        return NodeDrawing(
            paint: .vector(
                VectorPaint([
                    .shape(field, in: frame, .fill(SystemColors.background)),
                    .shape(field, in: frame, .strokeBorder(SystemColors.separator, lineWidth: 0.5)),
                ])),
            clip: field)
    }
}
