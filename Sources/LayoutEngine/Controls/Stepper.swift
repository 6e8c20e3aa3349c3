import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Stepper(_:value:in:step:)` on iOS (a `UIStepper`).
///
/// Rule: a label and the − | + control in a row (`LabeledControl`, as `Toggle`): proposed a
/// width it takes all of it, the label leading and offered the width less the control and 8
/// points; proposed `nil`, it is the label's ideal width + 8 + 94. It is as tall as the taller
/// of the label and the control (32), both centred vertically. With `labelsHidden()` it is the
/// control alone, 94 × 32.
///
/// Drawn as iOS 17 draws it: a rounded rectangle (corner radius 8) in `tertiarySystemFill`,
/// split by an 18-point separator, a minus in the left half and a plus in the right, in the
/// primary colour (a 14-point bar, 1.5 points thick). A half whose step would leave the range
/// is drawn faded (the minus at the lower bound, the plus at the upper), as a disabled
/// segment is.
///
/// Evidence: Apple publishes no size for a `UIStepper` today (its iOS 5 class reference said
/// only that "the bounding rectangle for a stepper matches that of a `UISwitch` object"). The
/// 94 × 32 is measured: VComponents, an iOS component library that copies the native metrics
/// (VakhoKontridze/VComponents, `VStepperUIModel`), sets "Stepper size … `94` width and `32`
/// height, similarly to native [stepper]", each of the two segments 47 wide, with 14-point −
/// and + icons. The corner radius (8) and the separator (18 high) are read from rendered iOS 17
/// steppers (the library has 7 and 19). Apple's HIG, "Steppers": "a two-segment control … one
/// segment … displays a plus symbol and the other … a minus symbol".
public struct Stepper: ViewLayout, DrawingLayout {
    public var kind: String { "Stepper" }
    public static let controlSize = Size(width: 94, height: 32)

    /// Whether the value can still go down and up (false at a bound of the range).
    public var canDecrement: Bool
    public var canIncrement: Bool

    public init(canDecrement: Bool = true, canIncrement: Bool = true) {
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    private var row: LabeledControl { LabeledControl(controlSize: Self.controlSize) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.size(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.place(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite else { return .none }
        let r = row.controlRect(in: size)
        let primary = ColorStyle.primary
        let faded = primary.opacity(0.25)
        let bar = 14.0, thickness = 1.5
        let minus = Point(x: r.minX + r.width / 4, y: r.midY)
        let plus = Point(x: r.minX + 3 * r.width / 4, y: r.midY)
        let elements: [VectorElement] = [
            .shape(.roundedRectangle(cornerRadius: 8), in: r, .fill(SystemColors.tertiaryFill)),
            .shape(.rectangle, in: Rect(x: r.midX - 0.5, y: r.midY - 9, width: 1, height: 18), .fill(SystemColors.separator)),
            .line(from: Point(x: minus.x - bar / 2, y: minus.y), to: Point(x: minus.x + bar / 2, y: minus.y), width: thickness, color: canDecrement ? primary : faded),
            .line(from: Point(x: plus.x - bar / 2, y: plus.y), to: Point(x: plus.x + bar / 2, y: plus.y), width: thickness, color: canIncrement ? primary : faded),
            .line(from: Point(x: plus.x, y: plus.y - bar / 2), to: Point(x: plus.x, y: plus.y + bar / 2), width: thickness, color: canIncrement ? primary : faded),
        ]
        return NodeDrawing(paint: .vector(VectorPaint(elements)))
    }
}
