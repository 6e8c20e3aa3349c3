import LayoutDrawCore

// How a view learns its safe area (used by `ignoresSafeArea`, `background(_:ignoresSafeAreaEdges:)`,
// `safeAreaInset` and `GeometryProxy.safeAreaInsets`).
//
// Evidence. SwiftUI keeps, per view, a chain of safe areas: the hosting controller's (the
// device insets, around the whole canvas) and one per enclosing `safeAreaInset`. A view's
// insets are *resolved* from its frame as geometry queries see it (its view transform, so an
// `offset` counts unless it is `ignoredByLayout`): innermost safe area first, an edge of the
// view that reaches that safe area's edge (0.1 pt tolerance) without passing the container's
// edge is pushed out to the container's edge; the insets are how far each edge moved. So a
// view inside the safe rect that touches its edge gets the whole device inset there, a view
// that does not touch gets 0, and a view that already covers the unsafe strip gets 0. A
// transform that is not rectilinear (a rotation) disables it. Sources:
// `SafeAreaInsets.resolve(regions:in:)` / `adjust(_:from:to:)` in ByteDance's DanceUI
// (a reverse-engineered SwiftUI; the `rect1MinY > rectMinY - 0.1 && rectMinY + 0.1 > rect2MinY`
// tests), `_SafeAreaRegionsIgnoringLayout` and `InsetViewLayout.primarySafeAreaInsets()` in
// OpenSwiftUI (audited against iOS 18), and the observations of article
// 003_ca46bbb64ae0697f.txt case 2 (an offset view's background spills into the safe area, the
// `ignoredByLayout` offset does not) and zenn.dev/samekard_dev "iOS16 ignoresSafeArea 観測隊"
// (a VStack's `.background(.green)` reaches the screen edges; a view inside it does not).

/// SwiftUI's `SafeAreaRegions`. layoutdraw models no software keyboard, so only `.container`
/// insets exist; ignoring `.keyboard` alone changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The device edges and containers (`safeAreaInset`).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never present here).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view that adds to the safe area its subviews see, as `safeAreaInset` does for its
/// primary view (SwiftUI pads the primary and registers that padding as safe area, so a
/// colour background or `ignoresSafeArea` in the primary extends under the inset content).
public protocol SafeAreaProvidingLayout: ViewLayout {
    /// The safe-area insets this view adds for subview `index`, measured inward from this
    /// view's own bounds (of `size`), or nil for none.
    func addedSafeAreaInsets(forSubview index: Int, size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> EdgeInsets?
}

/// One safe area of the chain a view is resolved against, in canvas coordinates as geometry
/// queries see them: the safe rectangle and the container it is inset from (the unsafe
/// strips lie between the two).
struct SafeAreaLevel: Hashable, Sendable {
    var safe: Rect
    var container: Rect

    /// The level of a view of layout frame `frame`, seen through `transform`, that insets its
    /// content by `insets`; nil when the insets are all zero (they could change nothing).
    init?(frame: Rect, insets: EdgeInsets, transform: AffineTransform) {
        guard insets != .zero else { return nil }
        safe = transform.boundingBox(of: frame.inset(by: insets))
        container = transform.boundingBox(of: frame)
    }
}

/// The tolerance SwiftUI allows when deciding that an edge reaches the safe area's edge.
private let safeAreaEdgeTolerance = 0.1

/// The safe-area insets of a view of layout frame `frame` whose geometry queries see it
/// through `transform`, against `levels` (outermost first), in the view's own (layout) units.
/// Positive insets say how far each edge may extend to reach its container's edge.
func resolveSafeAreaInsets(of frame: Rect, transform: AffineTransform, levels: [SafeAreaLevel]) -> EdgeInsets {
    guard !levels.isEmpty, isRectilinear(transform), let toLayout = inverse(of: transform) else { return .zero }
    let tolerance = safeAreaEdgeTolerance
    var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
    for level in levels.reversed() {
        // The level's rectangles in the view's layout coordinates.
        let safe = toLayout.boundingBox(of: level.safe), container = toLayout.boundingBox(of: level.container)
        if safe.minY > minY - tolerance && minY + tolerance > container.minY { minY = container.minY }
        if maxY + tolerance > safe.maxY && container.maxY > maxY - tolerance { maxY = container.maxY }
        if safe.minX > minX - tolerance && minX + tolerance > container.minX { minX = container.minX }
        if maxX + tolerance > safe.maxX && container.maxX > maxX - tolerance { maxX = container.maxX }
    }
    return EdgeInsets(top: frame.minY - minY, leading: frame.minX - minX, bottom: maxY - frame.maxY, trailing: maxX - frame.maxX)
}

extension EdgeInsets {
    /// The insets on `edges` only (the others zero): how much of a safe area a view ignores.
    func safeArea(on edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}

extension Rect {
    /// The rectangle grown into the safe area by `insets` on each edge.
    func expanded(intoSafeArea insets: EdgeInsets) -> Rect {
        Rect(
            x: minX - insets.leading, y: minY - insets.top,
            width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}

extension ProposedViewSize {
    /// The proposal grown into the safe area by `insets`; an unspecified dimension stays
    /// unspecified (SwiftUI's `_ProposedSize.inset(by: -insets)`).
    func expanded(intoSafeArea insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { $0 + insets.horizontal }, height: height.map { $0 + insets.vertical })
    }
}

/// Whether `t` keeps rectangles axis-aligned (no rotation but quarter turns).
private func isRectilinear(_ t: AffineTransform) -> Bool { (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) }

/// The inverse of `t`, or nil when it is singular.
private func inverse(of t: AffineTransform) -> AffineTransform? {
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite else { return nil }
    return AffineTransform(
        a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant, d: t.a / determinant,
        tx: (t.c * t.ty - t.d * t.tx) / determinant, ty: (t.b * t.tx - t.a * t.ty) / determinant)
}
