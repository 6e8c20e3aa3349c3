import LayoutDrawCore
import LayoutDrawFrames

/// The layout a `Toggle` and a `Stepper` share on iOS: `HStack { label; Spacer(); control }`,
/// the label leading and flexible, the control a fixed size at the trailing edge.
///
/// Rule: proposed a width, the control takes all of it (the spacer is flexible) but never less
/// than the control itself; the label is offered what is left after the control and the
/// spacer's minimum length (8 points) and is placed at the leading edge. Proposed `nil`, the
/// control is its label's ideal width + 8 + the control's width. Its height is the taller of
/// the label and the control; both are centred vertically. With `labelsHidden()` above it, it
/// is the control alone.
///
/// Evidence: Apple's `ToggleStyle.switch` documentation ("the switch style … displays the
/// label and the switch" on iOS, the label leading) and every iOS settings row; the 8 points are
/// `Spacer`'s default minimum length (the standard spacing).
struct LabeledControl {
    static let gap = 8.0
    let controlSize: Size

    func size(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let label = label(subviews, context) else { return controlSize }
        guard let width = proposal.width else {
            let ideal = label.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
            return Size(width: ideal.width + Self.gap + controlSize.width, height: max(ideal.height, controlSize.height))
        }
        let labelSize = label.sizeThatFits(labelProposal(width: width, proposal))
        return Size(width: max(width, controlSize.width), height: max(labelSize.height, controlSize.height))
    }

    func place(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard !subviews.isEmpty else { return }
        let labelProposal: ProposedViewSize
        if label(subviews, context) == nil {
            labelProposal = .zero
        } else {
            labelProposal = self.labelProposal(width: bounds.width, ProposedViewSize(width: bounds.width, height: bounds.height))
        }
        let size = subviews[0].sizeThatFits(labelProposal)
        subviews[0].place(at: Point(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2), proposal: labelProposal)
    }

    /// The control's rectangle in a frame of `size` (own coordinates): at the trailing edge,
    /// centred vertically.
    func controlRect(in size: Size) -> Rect {
        Rect(
            x: size.width - controlSize.width, y: (size.height - controlSize.height) / 2,
            width: controlSize.width, height: controlSize.height)
    }

    private func labelProposal(width: Double, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: max(0, width - controlSize.width - Self.gap), height: proposal.height)
    }

    private func label(_ subviews: LayoutSubviews, _ context: LayoutContext) -> LayoutSubview? {
        subviews.isEmpty || context.environment.controls.labelsHidden ? nil : subviews[0]
    }
}

/// The label of a control (`Toggle`, `Stepper`, `Slider`'s): it lays out as its content and
/// is not drawn when `labelsHidden()` is set above it.
public struct ControlLabel: TransparentModifier, DrawingLayout {
    public var kind: String { "ControlLabel" }

    public init() {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        context.environment.controls.labelsHidden ? NodeDrawing(opacity: 0) : .none
    }
}
