import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `ScrollView(axes)`. Rule (layout-rules §3.15): the content is proposed `nil` along
/// the scroll axes and the scroll view's proposal across them; the scroll view takes the
/// proposal along its scroll axes (nil → the content's length: its ideal size is its
/// content's) and is as big as its content across them. The content sits at the top/leading
/// edge along the scroll axes and is centred across them. It is drawn clipped to its frame.
/// The decoder wraps several content views in an implicit `VStack` (`HStack` for a horizontal
/// scroll view), as SwiftUI does.
///
/// Safe area: on iOS the scroll view draws into the safe area its frame touches and insets its
/// content by exactly that much, so at rest the content starts at the frame's edge: a root
/// scroll view's content starts below the status bar, and one that `ignoresSafeArea` (its
/// frame then covers the unsafe strip, so it sees no safe area — Protocol/SafeArea.swift) puts
/// its content under the status bar, the well-known stretchy-header pattern. Content that
/// overflows the frame along a scroll axis shows in that safe area (the scroll view is clipped
/// to its frame grown by its safe-area insets along its scroll axes): the next card of a
/// carousel inset by `safeAreaPadding` peeks out to the screen's edge (WWDC23 "Beyond scroll
/// views").
///
/// A scroll view is the container `containerRelativeFrame` measures inside it: its size as
/// placed (Evaluation/ContainerSizes.swift). A vertical scroll view whose content runs on past
/// its bottom edge, where a tab bar is, tells the bar (the bar then draws its background:
/// `TabBarBackground`).
public struct ScrollView: ViewLayout, DrawingLayout, EnvironmentChangingLayout, StackAxisLayout, CoordinateSpaceLayout {
    public var kind: String { "ScrollView" }

    /// iOS 17's `.scrollView` coordinate space (`proxy.frame(in: .scrollView)`): the nearest
    /// scroll view's, under a name no listing can write. Evidence: Apple's
    /// `CoordinateSpaceProtocol.scrollView` ("the named coordinate space that is added by the
    /// system for the innermost containing scroll view").
    public var coordinateSpaceName: String? { CoordinateSpace.scrollViewName }
    /// The axes it scrolls along (`.vertical` by default).
    public var axes: Set<Axis>
    /// Which container it is, from one layout pass to the next.
    public let identity = ContainerIdentity()

    public init(axes: Set<Axis> = [.vertical]) {
        self.axes = axes
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.container = ObjectIdentifier(identity)
        // A scroll view in a list row is not the list: its content is not list rows, so a
        // `NavigationLink` in it is its label alone, without the row's disclosure chevron
        // (Apple's Landmarks tutorial, "Composing complex interfaces": the category rows'
        // horizontal scroll views of navigation links show none).
        environment.containers.list = nil
    }

    /// What the content is proposed for the scroll view's `proposal`.
    public func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var content = proposal
        for axis in axes { content[axis] = nil }
        return content
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        var size = content
        for axis in axes { size[axis] = proposal[axis] ?? content[axis] }
        return size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        context.recordContainer(identity, size: bounds.size)
        let content = contentProposal(proposal)
        let inner = bounds
        for subview in subviews {
            let size = subview.sizeThatFits(content)
            let x = axes.contains(.horizontal) ? inner.minX : inner.minX + (inner.width - size.width) / 2
            let y = axes.contains(.vertical) ? inner.minY : inner.minY + (inner.height - size.height) / 2
            subview.place(at: Point(x: x, y: y), proposal: content)
            if axes.contains(.vertical) && size.height > inner.height + 0.5 { context.recordContentOverflowingBottom() }
        }
    }

    /// Clipped to its frame, grown along its scroll axes by the safe area it was placed with:
    /// content scrolls under the safe area (a status bar, a `safeAreaPadding`), so there it shows.
    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let insets = context.placedSafeArea(of: identity)
        let drawn = EdgeInsets(
            top: axes.contains(.vertical) ? insets.top : 0, leading: axes.contains(.horizontal) ? insets.leading : 0,
            bottom: axes.contains(.vertical) ? insets.bottom : 0, trailing: axes.contains(.horizontal) ? insets.trailing : 0)
        return NodeDrawing(clip: drawn == .zero ? .rectangle : .expandedRectangle(drawn))
    }

    /// A lone `Spacer` in a one-axis scroll view sizes along that axis, as in the implicit stack.
    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? {
        axes.count == 1 ? axes.first : nil
    }
}
