import LayoutDrawCore

/// SwiftUI's `Slider(value:in:) { label } minimumValueLabel: { … } maximumValueLabel: { … }`:
/// the slider with its value labels at the ends of its track. Its subviews are the minimum
/// value's label, the `Slider`, and the maximum value's label.
///
/// Rule: a row, as `HStack { minimum; slider; maximum }` with the standard 8 points between
/// them: each label takes its ideal width (proposed `nil` wide and the row's height), and the
/// slider the width left, never below 0 (proposed `nil`, its own 28); the row is as tall as the
/// tallest of the three, each centred vertically. The slider's own label is not drawn, as on
/// iOS.
///
/// Evidence: Apple's `Slider` documentation —
/// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)` "creates a
/// slider … which displays the provided labels", the minimum's at the start of the track and the
/// maximum's at its end ("the ends of the track represent the minimum and maximum possible
/// values"); UIKit's `UISlider.minimumValueImage` and `maximumValueImage` are drawn beside the
/// track, whose rectangle is "the entire length of the track between the minimum and maximum
/// value images" (`trackRect(forBounds:)`). Apple publishes no gap between a label and the
/// track: 8 is the standard spacing, our choice (Docs/Controls.md).
public struct SliderValueLabels: ViewLayout {
    public var kind: String { "SliderValueLabels" }
    public static let gap = 8.0

    public init() {}

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard subviews.count == 3 else { return .zero }
        let (minimum, maximum) = labelSizes(proposal, subviews)
        let slider = subviews[1].sizeThatFits(sliderProposal(proposal, labels: minimum.width + maximum.width))
        return Size(
            width: minimum.width + Self.gap + slider.width + Self.gap + maximum.width,
            height: max(minimum.height, slider.height, maximum.height))
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count == 3 else { return }
        let proposal = ProposedViewSize(bounds.size)
        let (minimum, maximum) = labelSizes(proposal, subviews)
        let sliderProposal = sliderProposal(proposal, labels: minimum.width + maximum.width)
        let slider = subviews[1].sizeThatFits(sliderProposal)
        let labelProposal = ProposedViewSize(width: nil, height: bounds.height)
        func centredY(_ height: Double) -> Double { bounds.minY + (bounds.height - height) / 2 }
        subviews[0].place(at: Point(x: bounds.minX, y: centredY(minimum.height)), proposal: labelProposal)
        let sliderX = bounds.minX + minimum.width + Self.gap
        subviews[1].place(at: Point(x: sliderX, y: centredY(slider.height)), proposal: sliderProposal)
        subviews[2].place(at: Point(x: sliderX + slider.width + Self.gap, y: centredY(maximum.height)), proposal: labelProposal)
    }

    /// The labels' ideal sizes: proposed no width and the row's height.
    private func labelSizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (Size, Size) {
        let labelProposal = ProposedViewSize(width: nil, height: proposal.height)
        return (subviews[0].sizeThatFits(labelProposal), subviews[2].sizeThatFits(labelProposal))
    }

    /// The slider is offered the width the labels and the gaps leave.
    private func sliderProposal(_ proposal: ProposedViewSize, labels: Double) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - labels - 2 * Self.gap) }, height: proposal.height)
    }
}
