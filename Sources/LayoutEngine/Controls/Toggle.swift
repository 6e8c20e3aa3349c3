import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Toggle(_:isOn:)` in the switch style, iOS's default (a `UISwitch`).
///
/// Rule: a label and a switch in a row (`LabeledControl`): proposed a width it takes all of
/// it, the label leading and offered the width less the switch and 8 points, the switch at the
/// trailing edge; proposed `nil`, it is the label's ideal width + 8 + 51. It is as tall as the
/// taller of the label and the switch (31), both centred vertically. With `labelsHidden()` it is
/// the switch alone, 51 × 31.
///
/// Drawn as iOS 17 draws a switch: a capsule track 51 × 31, green (`systemGreen`, or the
/// `tint`) when on, `secondarySystemFill` when off, and a white 27-point knob 2 points inside
/// the track, at the trailing end when on and the leading end when off.
///
/// Evidence: a `UISwitch` is 51 × 31 points — the frame Interface Builder gives every switch
/// (`<switch …><rect key="frame" … width="51" height="31"/>`) and the hierarchy a `UISwitch`
/// prints (`_UISwitchInternalViewNeueStyle1: frame = (0 0; 51 31)`, c4ios.com, "Hacking
/// UISwitch"); on iOS the automatic toggle style is `.switch` (Apple's `ToggleStyle.automatic`
/// documentation, "Platform defaults").
public struct Toggle: ViewLayout, DrawingLayout {
    public var kind: String { "Toggle" }
    public static let switchSize = Size(width: 51, height: 31)
    public static let knobInset = 2.0

    public var isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    private var row: LabeledControl { LabeledControl(controlSize: Self.switchSize) }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.size(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        row.place(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite, size.height.isFinite else { return .none }
        let track = row.controlRect(in: size)
        let on = context.environment.tint ?? SystemColors.green
        let knob = track.height - 2 * Self.knobInset
        let knobX = isOn ? track.maxX - Self.knobInset - knob / 2 : track.minX + Self.knobInset + knob / 2
        var elements: [VectorElement] = [.shape(.capsule, in: track, .fill(isOn ? on : SystemColors.secondaryFill))]
        elements += ControlDrawing.thumb(center: Point(x: knobX, y: track.midY), diameter: knob)
        return NodeDrawing(paint: .vector(VectorPaint(elements)))
    }
}
