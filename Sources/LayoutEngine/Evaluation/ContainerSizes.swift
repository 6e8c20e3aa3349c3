import LayoutDrawCore
import Synchronization

// The size of the "nearest container" that `containerRelativeFrame` reads.
//
// Apple's documentation of `containerRelativeFrame(_:alignment:)`: the container is "the window
// presenting a view on iPadOS or macOS, or the screen of a device on iOS", a navigation column
// or stack, a tab of a TabView, or "a scrollable view like ScrollView or List", and "the size
// provided to this modifier is the size of a container like the ones listed above subtracting
// any safe area insets that might be applied to that container". So it is the container's own
// size (after layout), not a proposal: fatbobman ("Mastering the containerRelativeFrame Modifier
// in SwiftUI", 2023) reads it in his replica from the container's frame, and SwiftUI makes the
// content of a scroll view depend on the scroll view's laid-out size.
//
// layoutdraw models the two containers it has: the canvas (its safe rectangle; unknown on a
// fitted canvas, which has no window size) and `ScrollView`. A scroll view's size is known only
// once it is placed, so `layout` lays a scene out again when a `containerRelativeFrame` inside a
// scroll view read a provisional size (the enclosing container's) and the scroll view's size
// turned out different: each scroll view records the size it was placed with (its frame,
// which on iOS already excludes the safe area its content is inset by), and the next
// evaluation starts from those sizes, until they no longer change (at most
// `ContainerSizes.maximumPasses`).

/// Identifies a container (a `ScrollView`) across the evaluations of one layout: the same view
/// value, and so the same identity, is laid out in each.
public final class ContainerIdentity: Sendable {
    public init() {}
}

/// The container sizes one evaluation starts from and those it finds.
final class ContainerSizes: Sendable {
    /// How many times `layout` lays a scene out at most to settle its scroll views' sizes.
    static let maximumPasses = 3

    /// The sizes found by the previous evaluation, by container.
    let known: [ObjectIdentifier: Size]
    private let state = Mutex(State())

    private struct State {
        var placed: [ObjectIdentifier: Size] = [:]
        /// The safe-area insets each container was placed with (how far it draws past its frame).
        var safeAreas: [ObjectIdentifier: EdgeInsets] = [:]
        /// The containers whose size something read.
        var read: Set<ObjectIdentifier> = []
        /// The tab bars some scrolling content runs on under.
        var scrolledUnder: Set<ObjectIdentifier> = []
    }

    init(known: [ObjectIdentifier: Size] = [:]) {
        self.known = known
    }

    /// The size of `container`, if an earlier evaluation placed it; nil otherwise (the reader
    /// then uses a provisional size).
    func size(of container: ObjectIdentifier) -> Size? {
        state.withLock { _ = $0.read.insert(container) }
        return known[container]
    }

    /// Records the size and safe-area insets `container` was placed with.
    func record(_ container: ObjectIdentifier, size: Size, safeArea: EdgeInsets) {
        state.withLock {
            $0.placed[container] = size
            $0.safeAreas[container] = safeArea
        }
    }

    /// The safe-area insets `container` was placed with (zero if it was not).
    func safeArea(of container: ObjectIdentifier) -> EdgeInsets {
        state.withLock { $0.safeAreas[container] ?? .zero }
    }

    /// Records that scrolling content runs on under the tab bar `bar`.
    func recordScrolledUnder(_ bar: ObjectIdentifier) {
        state.withLock { _ = $0.scrolledUnder.insert(bar) }
    }

    /// Whether scrolling content runs on under the tab bar `bar` (as placed so far).
    func isScrolledUnder(_ bar: ObjectIdentifier) -> Bool {
        state.withLock { $0.scrolledUnder.contains(bar) }
    }

    /// The sizes to lay out with again, or nil when this evaluation is final: every container
    /// something read was read with the size it was placed with.
    func sizesForAnotherPass() -> [ObjectIdentifier: Size]? {
        state.withLock { state in
            let stale = state.read.contains { container in state.placed[container].map { known[container] != $0 } ?? false }
            return stale ? known.merging(state.placed) { _, new in new } : nil
        }
    }
}

extension LayoutContext {
    /// The size of the nearest container (`containerRelativeFrame`): a scroll view's as laid out
    /// (provisionally the enclosing container's until it is known), else the canvas's safe
    /// rectangle; a length is nil where it is not known (a fitted canvas).
    public var containerSize: ProposedViewSize {
        if let container = environment.container, let size = services.containers.size(of: container) {
            return ProposedViewSize(size)
        }
        return environment.containerSize
    }

    /// Records the size a container was placed with and its safe-area insets then (a
    /// `ScrollView`'s placement; call it from `placeSubviews`, where the insets are known).
    public func recordContainer(_ identity: ContainerIdentity, size: Size) {
        services.containers.record(ObjectIdentifier(identity), size: size, safeArea: safeAreaInsets)
    }

    /// The safe-area insets a container was placed with (zero before it is placed).
    public func placedSafeArea(of identity: ContainerIdentity) -> EdgeInsets {
        services.containers.safeArea(of: ObjectIdentifier(identity))
    }

    /// Called by a vertically scrolling container (`List`, `ScrollView`) from `placeSubviews`
    /// when its content is taller than its frame: at rest the content runs on past the frame's
    /// bottom edge, and when that edge touches the enclosing tab bar (the view's bottom safe-area
    /// inset is not zero), the content is under the bar, which then shows its background
    /// (`TabBarBackground`).
    public func recordContentOverflowingBottom() {
        guard let bar = environment.containers.tabBar, safeAreaInsets.bottom > 0 else { return }
        services.containers.recordScrolledUnder(bar)
    }

    /// Whether scrolling content runs on under the tab bar `bar` (from `drawing`, after layout).
    public func hasContentUnder(tabBar bar: ObjectIdentifier) -> Bool {
        services.containers.isScrolledUnder(bar)
    }
}
