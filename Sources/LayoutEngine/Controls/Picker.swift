import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Picker(_:selection:content:)` on iOS 17. Its subviews are the title, the
/// options (each a `PickerOption`, the view of one tagged choice), and the menu's chevron
/// (`chevron.up.chevron.down`), last. Which of them show depends on the style:
///
/// Rule, `.segmented` (a `UISegmentedControl`): the options side by side in equal segments,
/// each centred in its segment; the title is not shown. The control is **32** points tall and
/// takes the width it is proposed; proposed `nil`, each segment is as wide as the widest option
/// plus 2 × 12 points. Drawn as a rounded track (radius 9) in `tertiarySystemFill`, the selected
/// segment as a white thumb (radius 7, 2 points inside the track), and a hairline between two
/// segments neither of which is selected; the option labels in the 13-point footnote font, the
/// selected one semibold.
///
/// Rule, `.menu` and `.automatic` outside a list (iOS 16's menu button): the selected option
/// and the chevron, 4 points apart, in the tint colour — the button a tap would open the menu
/// from; the title is not shown, and neither are the other options.
///
/// Rule, `.automatic` and `.menu` in a `List` or `Form`: a row as `LabeledContent` lays one
/// out — the title at the leading edge, the selected option and the chevron at the trailing
/// edge in the secondary label colour, at least 8 points apart.
///
/// A selection that matches no option's tag shows no option selected (an empty menu button,
/// a track without a thumb), as SwiftUI does.
///
/// Evidence: storyboards of iOS 13 and later give a segmented control a 32-point-high frame
/// (`<segmentedControl …><rect key="frame" … height="32"/>`; 28–29 before iOS 13); Apple's
/// `PickerStyle.segmented` and `.menu` documentation (the menu style "presents the options as a
/// menu when the user presses a button", the default on iOS 16 and later; in a `Form` the
/// picker is a row with its label); HIG, "Segmented controls" ("all segments are equal in
/// width"). The segment padding, the radii and the hairlines are read from rendered controls:
/// Apple publishes no numbers for them (Docs/Controls.md says so).
public struct Picker: ViewLayout, DrawingLayout {
    public var kind: String { "Picker" }
    /// The index, among the options, of the one whose tag is the selection.
    public var selected: Int?
    /// How many options there are (the segments a segmented picker draws).
    public var optionCount: Int

    public static let segmentedHeight = 32.0
    public static let segmentPadding = 12.0
    public static let trackRadius = 9.0
    public static let thumbRadius = 7.0
    public static let thumbInset = 2.0
    public static let chevronGap = 4.0

    public init(selected: Int?, optionCount: Int) {
        self.selected = selected
        self.optionCount = optionCount
    }

    enum Mode { case segmented, menu, row }

    static func mode(_ environment: EnvironmentValues) -> Mode {
        switch environment.controls.pickerStyle {
        case .segmented: .segmented
        case .automatic, .menu: environment.containers.list == nil ? .menu : .row
        }
    }

    private func options(_ subviews: LayoutSubviews) -> Range<Int> { 1..<max(1, subviews.count - 1) }

    /// The selected option and the chevron side by side: their size.
    private func menuSize(_ subviews: LayoutSubviews) -> Size {
        let chevron = subviews[subviews.count - 1].sizeThatFits(.unspecified)
        guard let selected, options(subviews).contains(selected + 1) else { return chevron }
        let value = subviews[selected + 1].sizeThatFits(.unspecified)
        return Size(width: value.width + Self.chevronGap + chevron.width, height: max(value.height, chevron.height))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard subviews.count >= 2 else { return .zero }
        switch Self.mode(context.environment) {
        case .segmented:
            let count = Double(options(subviews).count)
            guard let width = proposal.width else {
                let widest = options(subviews).map { subviews[$0].sizeThatFits(.unspecified).width }.max() ?? 0
                return Size(width: count * (widest + 2 * Self.segmentPadding), height: Self.segmentedHeight)
            }
            return Size(width: width, height: Self.segmentedHeight)
        case .menu:
            return menuSize(subviews)
        case .row:
            let value = menuSize(subviews)
            guard let width = proposal.width else {
                let title = subviews[0].sizeThatFits(.unspecified)
                return Size(width: title.width + LabeledControl.gap + value.width, height: max(title.height, value.height))
            }
            let title = subviews[0].sizeThatFits(ProposedViewSize(width: max(0, width - value.width - LabeledControl.gap), height: nil))
            return Size(width: max(width, value.width), height: max(title.height, value.height))
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count >= 2 else { return }
        let chevron = subviews[subviews.count - 1]
        func centredVertically(_ subview: LayoutSubview, x: Double, proposal: ProposedViewSize) {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: Point(x: x, y: bounds.minY + (bounds.height - size.height) / 2), proposal: proposal)
        }
        /// The selected option then the chevron, from `x`; the other options are left out.
        func placeMenu(from x: Double) {
            var x = x
            for index in options(subviews) {
                guard index == (selected ?? -1) + 1 else {
                    subviews[index].leaveOut()
                    continue
                }
                let size = subviews[index].sizeThatFits(.unspecified)
                centredVertically(subviews[index], x: x, proposal: .unspecified)
                x += size.width + Self.chevronGap
            }
            centredVertically(chevron, x: x, proposal: .unspecified)
        }
        switch Self.mode(context.environment) {
        case .segmented:
            subviews[0].leaveOut()
            chevron.leaveOut()
            let range = options(subviews)
            let segment = bounds.width / Double(max(1, range.count))
            for (position, index) in range.enumerated() {
                let proposal = ProposedViewSize(width: max(0, segment - 2 * Self.segmentPadding), height: Self.segmentedHeight)
                let size = subviews[index].sizeThatFits(proposal)
                subviews[index].place(
                    at: Point(x: bounds.minX + segment * Double(position) + (segment - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2),
                    proposal: proposal)
            }
        case .menu:
            subviews[0].leaveOut()
            placeMenu(from: bounds.minX)
        case .row:
            let value = menuSize(subviews)
            centredVertically(subviews[0], x: bounds.minX, proposal: ProposedViewSize(width: max(0, bounds.width - value.width - LabeledControl.gap), height: nil))
            placeMenu(from: bounds.maxX - value.width)
        }
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard Self.mode(context.environment) == .segmented, optionCount > 0, size.width.isFinite, size.height.isFinite, size.width > 0
        else { return .none }
        let segment = size.width / Double(optionCount)
        var elements: [VectorElement] = [
            .shape(.roundedRectangle(cornerRadius: Self.trackRadius), in: Rect(origin: .zero, size: size), .fill(SystemColors.tertiaryFill))
        ]
        for boundary in 1..<max(1, optionCount) where selected != boundary - 1 && selected != boundary {
            // A hairline between two segments neither of which is selected, half the control's height.
            let x = segment * Double(boundary)
            elements.append(.shape(.rectangle, in: Rect(x: x - 0.5, y: size.height / 4, width: 1, height: size.height / 2), .fill(SystemColors.separator)))
        }
        if let selected, (0..<optionCount).contains(selected) {
            let thumb = Rect(
                x: segment * Double(selected) + Self.thumbInset, y: Self.thumbInset,
                width: max(0, segment - 2 * Self.thumbInset), height: max(0, size.height - 2 * Self.thumbInset))
            elements.append(.shape(.roundedRectangle(cornerRadius: Self.thumbRadius), in: thumb, .fill(Self.thumbColor)))
            elements.append(.shape(.roundedRectangle(cornerRadius: Self.thumbRadius), in: thumb, .strokeBorder(SystemColors.thumbOutline, lineWidth: 0.5)))
        }
        return NodeDrawing(paint: .vector(VectorPaint(elements)))
    }

    /// The selected segment's thumb: white, `systemGray` 3's dark #636366 in the dark.
    static let thumbColor = ColorStyle(light: .white, dark: RGBA(hex: 0x636366))
}

/// One option of a `Picker`: its label, styled as the picker's style shows it. Rule: no layout
/// effect of its own; the text below it is set in the 13-point footnote font in a segmented
/// picker (semibold when selected), in the tint colour in a menu button, in the secondary label
/// colour in a list row (see `Picker`). The menu's chevron is one too (`isChevron`), drawn small.
public struct PickerOption: TransparentModifier, EnvironmentChangingLayout {
    public var kind: String { "PickerOption" }
    public var isSelected: Bool
    public var isChevron: Bool

    public init(isSelected: Bool, isChevron: Bool = false) {
        self.isSelected = isSelected
        self.isChevron = isChevron
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        switch Picker.mode(environment) {
        case .segmented:
            environment.font = Font(.footnote)
            if isSelected { environment.font.weight = .semibold }
        case .menu:
            environment.foregroundStyle = environment.resolvedTint
            if isChevron { environment.controls.imageScale = .small }
        case .row:
            environment.foregroundStyle = ContainerColors.secondaryLabel
            if isChevron { environment.controls.imageScale = .small }
        }
    }
}
