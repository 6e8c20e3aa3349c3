import LayoutDrawCore
import LayoutDrawFrames
import Synchronization

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

/// What a rule may know besides its subviews: the environment it sees and the text measurer.
public struct LayoutContext: Sendable {
    public var environment: EnvironmentValues
    /// The axis of the stack this view is (through modifiers) a child of, if any.
    public var stackAxis: Axis?
    /// In `placeSubviews` only (zero while sizing): the view's own safe-area insets as SwiftUI
    /// resolves them from its frame as geometry queries see it — on each edge that reaches the
    /// safe area's edge, how far that edge may extend to the container's edge; 0 elsewhere
    /// (see Protocol/SafeArea.swift). `ignoresSafeArea` and colour backgrounds use it.
    public var safeAreaInsets: EdgeInsets = .zero

    /// The text measurer and the diagnostics, shared by every context of an evaluation. A context
    /// is copied for every rule the engine runs, so it holds them without reference counting
    /// (a context is then plain data, copied without a call): the evaluation keeps them alive
    /// while its rules run.
    unowned(unsafe) let services: LayoutServices

    public var textMeasurer: any TextMeasuring { services.textMeasurer }
    /// Where problems found during layout (an `alignmentGuide` expression that fails) go.
    public var diagnostics: LayoutDiagnostics? { services.diagnostics }

    /// A context outside any evaluation (for running a rule directly). Its text measurer and
    /// diagnostics are kept for the rest of the process: it does not own them.
    public init(
        environment: EnvironmentValues, textMeasurer: any TextMeasuring, stackAxis: Axis? = nil,
        diagnostics: LayoutDiagnostics? = nil
    ) {
        let services = LayoutServices(textMeasurer: textMeasurer, diagnostics: diagnostics, containers: ContainerSizes())
        LayoutServices.keepAlive(services)
        self.init(environment: environment, stackAxis: stackAxis, services: services)
    }

    /// A context whose services its creator keeps alive (the evaluation).
    init(environment: EnvironmentValues, stackAxis: Axis?, services: LayoutServices) {
        self.environment = environment
        self.stackAxis = stackAxis
        self.services = services
    }

    /// Reports a problem found while sizing or placing; `layout` throws the first one.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics?.report(diagnostic)
    }
}

/// What every rule of one evaluation shares (see `LayoutContext.services`).
final class LayoutServices: Sendable {
    let textMeasurer: any TextMeasuring
    let diagnostics: LayoutDiagnostics?
    /// The sizes of the containers `containerRelativeFrame` reads (Protocol/ContainerSizes.swift).
    let containers: ContainerSizes

    init(textMeasurer: any TextMeasuring, diagnostics: LayoutDiagnostics?, containers: ContainerSizes) {
        self.textMeasurer = textMeasurer
        self.diagnostics = diagnostics
        self.containers = containers
    }

    /// The services of contexts made outside an evaluation, kept for the process's life.
    private static let kept = Mutex<[LayoutServices]>([])

    static func keepAlive(_ services: LayoutServices) {
        kept.withLock { $0.append(services) }
    }
}

/// The problems one layout evaluation found in rules that cannot throw (sizing and alignment).
/// Used by the one thread running that evaluation.
public final class LayoutDiagnostics: @unchecked Sendable {
    public private(set) var errors: [Diagnostic] = []
    /// Problems that still let the scene be drawn (a custom layout that leaves a subview unplaced).
    public private(set) var warnings: [Diagnostic] = []

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            if !errors.contains(diagnostic) { errors.append(diagnostic) }
        } else if !warnings.contains(diagnostic) {
            warnings.append(diagnostic)
        }
    }
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
