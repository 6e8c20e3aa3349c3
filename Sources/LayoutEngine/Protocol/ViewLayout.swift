import LayoutDrawCore
import LayoutDrawFrames

/// A SwiftUI view or modifier and its layout rule, in the shape of SwiftUI's `Layout` protocol.
///
/// A view tree is built from `ViewNode`s, each holding one `ViewLayout` and its subviews. A
/// modifier is a node with its content as the first subview (and, for `background`/`overlay`,
/// the secondary view as the second). Sizing is a pure function of the proposal: the engine
/// caches it per (node, proposal), so a rule may ask a subview for its size as often as it likes.
public protocol ViewLayout: Sendable {
    /// The SwiftUI name of the view or modifier, as the layout dump prints it.
    var kind: String { get }

    /// The size the view chooses for `proposal` (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size

    /// Places every subview in `bounds` (canvas coordinates) with `LayoutSubview.place`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext)

    /// The priority a parent stack reads (`layoutPriority`). Default: a modifier passes its
    /// content's through; other views have 0.
    func layoutPriority(subviews: LayoutSubviews) -> Double

    /// The painting order a container reads among its children (`zIndex`). Default: a
    /// modifier passes its content's through; other views have 0.
    func zIndex(subviews: LayoutSubviews) -> Double

    /// How the view spaces itself from its stack neighbours. Default: a modifier passes its
    /// content's through; other views are ordinary (8 points).
    func spacing(subviews: LayoutSubviews) -> ViewSpacing

    /// A value for `guide` that differs from its default (text baselines, `alignmentGuide`),
    /// for a view of `size`. Default: a single-content modifier that keeps its content's frame
    /// passes the content's through; others have none.
    func explicitAlignment(of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Double?
    func explicitAlignment(of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Double?

    /// Changes the environment the view's subviews see (`font`, `foregroundStyle`, …).
    func updateEnvironment(_ environment: inout EnvironmentValues)

    /// What the view draws and how it composites, given its environment.
    func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing

    /// A geometry effect (`offset`, `rotationEffect`, `scaleEffect`) applied to the view as
    /// drawn, for a view of `size`; it never changes layout.
    func geometryEffect(size: Size) -> GeometryEffect?

    /// The painting order of subview `index` among its siblings (lower first).
    func drawOrder(ofSubview index: Int) -> Double

    /// Whether subviews are the content of a stack along an axis (for `Spacer`), and which.
    /// Default: modifiers pass their parent's axis to their content; other views clear it.
    func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis?

    /// A coordinate space name this view introduces (`coordinateSpace(name:)`).
    var coordinateSpaceName: String? { get }

    /// Whether the type is a `ViewModifierLayout` (answered by the protocol extensions; never
    /// implement it). The defaults below and the engine ask it instead of `is any
    /// ViewModifierLayout`, a dynamic cast that was a tenth of layout's time.
    static var isModifierLayout: Bool { get }
}

/// How a view spaces itself from its neighbours in a stack.
public enum ViewSpacing: Hashable, Sendable {
    /// An ordinary view: 8 points from an ordinary neighbour.
    case standard
    /// A `Spacer`: no gap beside it.
    case spacer

    /// The gap between two neighbours when the stack has no explicit spacing
    /// (layout-rules §3.2): 0 beside a spacer, 8 otherwise.
    public static func gap(_ a: ViewSpacing, _ b: ViewSpacing) -> Double {
        a == .spacer || b == .spacer ? 0 : 8
    }
}

/// A transform a geometry effect applies to a view as drawn.
public struct GeometryEffect: Hashable, Sendable {
    /// In the view's own frame coordinates (origin at its top-leading corner).
    public var transform: AffineTransform
    /// When set, geometry queries (`proxy.frame(in:)`, anchors) do not see the effect.
    public var isIgnoredByLayout: Bool

    public init(transform: AffineTransform, isIgnoredByLayout: Bool) {
        self.transform = transform
        self.isIgnoredByLayout = isIgnoredByLayout
    }
}

/// What a node draws and how it composites its subtree.
public struct NodeDrawing: Hashable, Sendable {
    public var paint: Paint?
    public var opacity: Double
    public var clip: ShapeOutline?
    /// The string a `Text` draws, for the layout dump.
    public var text: String?

    public init(paint: Paint? = nil, opacity: Double = 1, clip: ShapeOutline? = nil, text: String? = nil) {
        self.paint = paint
        self.opacity = opacity
        self.clip = clip
        self.text = text
    }

    public static let none = NodeDrawing()
}

// MARK: - Defaults

extension ViewLayout {
    public func layoutPriority(subviews: LayoutSubviews) -> Double {
        isModifier(subviews) ? subviews[0].priority : 0
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        isModifier(subviews) ? subviews[0].spacing : .standard
    }

    public func zIndex(subviews: LayoutSubviews) -> Double {
        isModifier(subviews) ? subviews[0].zIndex : 0
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        nil
    }

    public func updateEnvironment(_ environment: inout EnvironmentValues) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing { .none }

    public func geometryEffect(size: Size) -> GeometryEffect? { nil }

    public func drawOrder(ofSubview index: Int) -> Double { 0 }

    public func stackAxis(forSubview index: Int, inherited: Axis?) -> Axis? {
        Self.isModifierLayout ? inherited : nil
    }

    public var coordinateSpaceName: String? { nil }

    public static var isModifierLayout: Bool { false }

    private func isModifier(_ subviews: LayoutSubviews) -> Bool {
        Self.isModifierLayout && !subviews.isEmpty
    }
}

/// A modifier: a view whose first subview is the content it modifies. Traits (priority,
/// spacing) pass through it from its content.
public protocol ViewModifierLayout: ViewLayout {}

extension ViewModifierLayout {
    public static var isModifierLayout: Bool { true }
}

/// A modifier that does not change layout at all (`font`, `opacity`, effects): the content is
/// proposed what the modifier is proposed and fills its frame, and alignment guides pass through.
public protocol TransparentModifier: ViewModifierLayout {}

extension TransparentModifier {
    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews,
        context: LayoutContext
    ) -> Double? {
        subviews[0].explicitAlignment(of: guide, proposal: proposal)
    }
}

/// A view whose subviews are made during placement from what layout learned, such as a
/// `GeometryReader`'s content, which is a function of its proxy.
public protocol DynamicContentLayout: ViewLayout {
    func makeContent(_ proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode]
}
