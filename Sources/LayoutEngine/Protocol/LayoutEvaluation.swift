import LayoutDrawCore
import LayoutDrawFrames

/// One evaluation of a view tree: the nodes in a flat arena, the per-(node, proposal) size
/// cache, and the placements made so far. Used by one thread for one `layout` call.
final class LayoutEvaluation: @unchecked Sendable {
    struct Placement {
        var origin: Point
        var proposal: ProposedViewSize
        var size: Size
    }

    // The arena, indexed by node.
    private(set) var views: [any ViewLayout] = []
    private(set) var children: [[Int]] = []
    private var ids: [String?] = []
    private var annotations: [[AnnotationRequest]] = []
    private var sources: [SourceLocation?] = []
    private var environmentIndex: [Int] = []
    private var environments: [EnvironmentValues] = []
    private var stackAxes: [Axis?] = []
    private var sizeCache: [SizeCache] = []
    private var placements: [Placement?] = []
    /// The anchor each placed `anchorPreference` node published (canvas coordinates, as
    /// geometry queries see them), by node.
    private var publishedAnchors: [Int: (key: String, value: Value)] = [:]
    /// Problems found by rules that cannot throw; `layout` throws the first.
    let diagnostics = LayoutDiagnostics()

    let textMeasurer: any TextMeasuring
    let canvasSafeRect: Rect

    /// What the root sees: the environment a hosting controller gives (its display scale).
    let rootEnvironment: EnvironmentValues

    init(textMeasurer: any TextMeasuring, canvasSafeRect: Rect, environment: EnvironmentValues = EnvironmentValues()) {
        self.textMeasurer = textMeasurer
        self.canvasSafeRect = canvasSafeRect
        self.rootEnvironment = environment
    }

    // MARK: Building the arena

    /// Adds `node` and its subtree; returns the new node's index.
    func instantiate(_ node: ViewNode, environment: Int? = nil, stackAxis: Axis? = nil) -> Int {
        let index = views.count
        views.append(node.view)
        children.append([])
        ids.append(node.id)
        annotations.append(node.annotations)
        sources.append(node.source)
        sizeCache.append(SizeCache())
        placements.append(nil)
        stackAxes.append(stackAxis)
        let inherited = environment ?? {
            environments.append(rootEnvironment)
            return environments.count - 1
        }()
        environmentIndex.append(inherited)

        var childEnvironment = inherited
        var updated = environments[inherited]
        node.view.updateEnvironment(&updated)
        if updated != environments[inherited] {
            environments.append(updated)
            childEnvironment = environments.count - 1
        }
        var childIndices: [Int] = []
        childIndices.reserveCapacity(node.subviews.count)
        for (position, subview) in node.subviews.enumerated() {
            let axis = node.view.stackAxis(forSubview: position, inherited: stackAxis)
            childIndices.append(instantiate(subview, environment: childEnvironment, stackAxis: axis))
        }
        children[index] = childIndices
        return index
    }

    func context(of node: Int) -> LayoutContext {
        LayoutContext(
            environment: environments[environmentIndex[node]], textMeasurer: textMeasurer, stackAxis: stackAxes[node],
            diagnostics: diagnostics)
    }

    func subviews(of node: Int) -> LayoutSubviews {
        LayoutSubviews(evaluation: self, nodes: children[node])
    }

    // MARK: Sizing

    func size(of node: Int, for proposal: ProposedViewSize) -> Size {
        if let cached = sizeCache[node].value(for: proposal) { return cached }
        let size = views[node].sizeThatFits(proposal, subviews: subviews(of: node), context: context(of: node))
        sizeCache[node].insert(size, for: proposal)
        return size
    }

    func priority(of node: Int) -> Double {
        views[node].layoutPriority(subviews: subviews(of: node))
    }

    func spacing(of node: Int) -> ViewSpacing {
        views[node].spacing(subviews: subviews(of: node))
    }

    func zIndex(of node: Int) -> Double {
        views[node].zIndex(subviews: subviews(of: node))
    }

    func explicitAlignment(of node: Int, _ guide: HorizontalAlignment, proposal: ProposedViewSize) -> Double? {
        views[node].explicitAlignment(of: guide, in: size(of: node, for: proposal), proposal: proposal, subviews: subviews(of: node), context: context(of: node))
    }

    func explicitAlignment(of node: Int, _ guide: VerticalAlignment, proposal: ProposedViewSize) -> Double? {
        views[node].explicitAlignment(of: guide, in: size(of: node, for: proposal), proposal: proposal, subviews: subviews(of: node), context: context(of: node))
    }

    // MARK: Placing

    func place(_ node: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = size(of: node, for: proposal)
        let offset = anchor.point(in: size)
        placements[node] = Placement(origin: Point(x: point.x - offset.x, y: point.y - offset.y), proposal: proposal, size: size)
    }

    /// What geometry queries and drawing know above a node while it is placed.
    struct Ancestry {
        var drawTransform: AffineTransform = .identity
        var queryTransform: AffineTransform = .identity
        var namedSpaces: [String: Point] = [:]
        /// Anchors collected by the `AnchorPreferenceReader`s above (canvas coordinates).
        var anchors: [String: [Value]] = [:]
        /// The chain of safe areas the node is resolved against, outermost first (SafeArea.swift).
        var safeArea: [SafeAreaLevel] = []
    }

    /// Places `node`'s subtree. The node itself must already be placed.
    func placeSubtree(_ node: Int, ancestry: Ancestry, output: inout [Int: (AffineTransform, Rect)]) throws(Diagnostic) {
        guard let placement = placements[node] else { return }
        let frame = Rect(origin: placement.origin, size: placement.size)
        var ancestry = ancestry
        if let effect = views[node].geometryEffect(size: placement.size) {
            let inCanvas = AffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(effect.transform)
                .concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
            ancestry.drawTransform = inCanvas.concatenating(ancestry.drawTransform)
            if !effect.isIgnoredByLayout {
                ancestry.queryTransform = inCanvas.concatenating(ancestry.queryTransform)
            }
        }
        if let name = views[node].coordinateSpaceName {
            ancestry.namedSpaces[name] = ancestry.queryTransform.boundingBox(of: frame).origin
        }
        output[node] = (ancestry.drawTransform, ancestry.queryTransform.boundingBox(of: frame))
        let safeAreaInsets = resolveSafeAreaInsets(of: frame, transform: ancestry.queryTransform, levels: ancestry.safeArea)
        if let writer = views[node] as? any AnchorPreferenceWriter {
            publishedAnchors[node] = (writer.preferenceKey, writer.anchorValue(frame: frame, queryTransform: ancestry.queryTransform))
        }

        if let dynamic = views[node] as? any DynamicContentLayout {
            let globalFrame = ancestry.queryTransform.boundingBox(of: frame)
            let proxy = GeometryProxy(
                size: placement.size, safeAreaInsets: safeAreaInsets,
                globalFrame: globalFrame, namedSpaceOrigins: ancestry.namedSpaces,
                anchors: ancestry.anchors.mapValues { $0.map { $0.resolvedAnchor(relativeTo: globalFrame.origin) } })
            let content = try dynamic.makeContent(proxy)
            let environment = environmentIndex[node]
            children[node] = content.enumerated().map { position, subview in
                instantiate(subview, environment: environment, stackAxis: views[node].stackAxis(forSubview: position, inherited: stackAxes[node]))
            }
        }

        var placing = context(of: node)
        placing.safeAreaInsets = safeAreaInsets
        views[node].placeSubviews(in: frame, proposal: placement.proposal, subviews: subviews(of: node), context: placing)
        for child in children[node] {
            if placements[child] == nil {
                // A rule that forgot a subview: SwiftUI centres unplaced subviews.
                place(child, at: frame.center, anchor: .center, proposal: placement.proposal)
            }
            let inherited = safeAreaAncestry(
                ancestryForSubview(child, of: node, ancestry), forSubview: child, of: node, frame: frame, proposal: placement.proposal)
            try placeSubtree(child, ancestry: inherited, output: &output)
        }
    }

    /// What subview `child` of `node` inherits: the secondary views of an
    /// `AnchorPreferenceReader` also get the anchors its (already placed) primary published.
    private func ancestryForSubview(_ child: Int, of node: Int, _ ancestry: Ancestry) -> Ancestry {
        guard let reader = views[node] as? any AnchorPreferenceReader, let primary = children[node].first, child != primary
        else { return ancestry }
        var inherited = ancestry
        inherited.anchors[reader.preferenceKey] = anchors(reader.preferenceKey, publishedIn: primary)
        return inherited
    }

    /// The anchors published under `key` in `node`'s placed subtree, in tree order.
    private func anchors(_ key: String, publishedIn node: Int) -> [Value] {
        var found: [Value] = []
        if let published = publishedAnchors[node], published.key == key { found.append(published.value) }
        for child in children[node] { found += anchors(key, publishedIn: child) }
        return found
    }

    // MARK: Output

    /// The placed tree as frame nodes, depth first, parents before children.
    func frameNodes(root: Int, transforms: [Int: (AffineTransform, Rect)]) -> [FrameNode] {
        var nodes: [FrameNode] = []
        nodes.reserveCapacity(views.count)
        func emit(_ node: Int, parent: Int?, drawOrder: Double) -> Int {
            let index = nodes.count
            let placement = placements[node] ?? Placement(origin: .zero, proposal: .unspecified, size: .zero)
            let frame = Rect(origin: placement.origin, size: placement.size)
            let drawing = views[node].drawing(size: placement.size, proposal: placement.proposal, context: context(of: node))
            let transform = transforms[node]?.0 ?? .identity
            nodes.append(
                FrameNode(
                    index: index, parent: parent, kind: views[node].kind, id: ids[node], source: sources[node],
                    proposal: placement.proposal, frame: frame, drawTransform: transform,
                    paint: drawing.paint, opacity: drawing.opacity, clip: drawing.clip, drawOrder: drawOrder,
                    text: drawing.text))
            var childIndices: [Int] = []
            for (position, child) in children[node].enumerated() {
                // A container orders its children by their zIndex trait; a modifier's layers
                // (primary, background, overlay) keep their own order.
                let zIndex = views[node] is any ViewModifierLayout ? 0 : self.zIndex(of: child)
                childIndices.append(emit(child, parent: index, drawOrder: views[node].drawOrder(ofSubview: position) + zIndex))
            }
            nodes[index].children = childIndices
            nodes[index].annotations = annotations[node]
            nodes[index].coordinateSpaceName = views[node].coordinateSpaceName
            return index
        }
        _ = emit(root, parent: nil, drawOrder: 0)
        return nodes
    }
}

/// The sizes one node has answered, by proposal. Nodes are asked for few distinct proposals
/// (0, ∞, nil and the real one), so a short list beats a hash table. `nil` and `∞` are
/// different keys.
struct SizeCache {
    private var entries: [(ProposedViewSize, Size)] = []

    func value(for proposal: ProposedViewSize) -> Size? {
        for entry in entries where entry.0 == proposal { return entry.1 }
        return nil
    }

    mutating func insert(_ size: Size, for proposal: ProposedViewSize) {
        entries.append((proposal, size))
    }
}
