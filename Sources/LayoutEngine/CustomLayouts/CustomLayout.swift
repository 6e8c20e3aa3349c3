import LayoutDrawCore

/// A container laid out by a custom `Layout` (SwiftUI's `Layout` protocol: WWDC22, "Compose
/// custom layouts with SwiftUI"; Apple's documentation of `Layout` and `LayoutSubview`).
///
/// Rule: the container is the size its layout's `sizeThatFits(proposal:subviews:cache:)`
/// returns for the proposal, and its subviews are where its `placeSubviews(in:proposal:
/// subviews:cache:)` places them, in the bounds the parent gave it. The engine adds only what
/// SwiftUI adds around a layout:
/// - a subview `placeSubviews` does not place "appears at the center of its layout container
///   and uses the layout container's size proposal", and of two placements of one subview "the
///   last call takes precedence" (`LayoutSubview.place(at:anchor:proposal:)`'s documentation);
///   the engine's placement centres an unplaced subview, and each placement replaces the last;
/// - the container's alignment guides are its layout's `explicitAlignment` when it gives one
///   (asked before the container is placed, so its bounds start at zero), and otherwise the
///   defaults of its size, as the engine's stacks have;
/// - it spaces itself from its neighbours as an ordinary view;
/// - the cache is made once per container and evaluation, before its first other call, and
///   each call passes it on in-out. (SwiftUI may remake a cache whenever it likes, so a layout
///   cannot rely on it outliving a layout pass: Apple's `makeCache(subviews:)`.)
///
/// A layout that fails (its code throws) is reported as the scene's error and takes zero size.
/// Layouts inside layouts nest at most `maximumNesting` deep while one sizes another: each
/// level runs the scene's code, and a scene cannot be allowed to exhaust the stack.
public struct CustomLayout: ViewLayout, ExplicitAlignmentLayout {
    public let rule: any CustomLayoutRule
    private let caches = CustomLayoutCaches()

    /// How deep one custom layout may size another inside it.
    public static let maximumNesting = 32

    public init(rule: any CustomLayoutRule) {
        self.rule = rule
    }

    public var kind: String { rule.name }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        running(subviews, context) { cache throws(Diagnostic) in
            try rule.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        } ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let warnings = running(subviews, context) { cache throws(Diagnostic) in
            try rule.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        for warning in warnings ?? [] { context.report(warning) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        running(subviews, context) { cache throws(Diagnostic) in
            try rule.explicitAlignment(
                of: guide, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        } ?? nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in size: Size, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext
    ) -> Double? {
        running(subviews, context) { cache throws(Diagnostic) in
            try rule.explicitAlignment(
                of: guide, in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        } ?? nil
    }

    /// Runs one of the rule's methods with the container's cache (made on first use), one
    /// level deeper; nil after reporting its failure.
    private func running<Result>(
        _ subviews: LayoutSubviews, _ context: LayoutContext, _ body: (inout any Sendable) throws(Diagnostic) -> Result
    ) -> Result? {
        let depth = CustomLayoutNesting.depth
        guard depth < Self.maximumNesting else {
            context.report(
                .error(
                    "custom layouts nest more than \(Self.maximumNesting) deep here, each sizing the next (a layout that contains itself?)",
                    at: rule.source))
            return nil
        }
        let outcome = CustomLayoutNesting.$depth.withValue(depth + 1) { () -> Swift.Result<Result, Diagnostic> in
            do throws(Diagnostic) {
                var cache = try caches.cache(for: subviews) { () throws(Diagnostic) in try rule.makeCache(subviews: subviews) }
                let result = try body(&cache)
                caches.store(cache, for: subviews)
                return .success(result)
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let problem):
            context.report(problem)
            return nil
        }
    }
}

/// How many custom layouts enclose the one running on this thread (see
/// `CustomLayout.maximumNesting`).
enum CustomLayoutNesting {
    @TaskLocal static var depth = 0
}
