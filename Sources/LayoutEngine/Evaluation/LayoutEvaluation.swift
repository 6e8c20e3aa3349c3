import LayoutDrawCore
import LayoutDrawFrames

// # Evaluation: the machinery that runs the rules
//
// Everything in this folder is performance machinery. A view's rule never sees it: a rule sees
// only Protocol/ (`ViewLayout` and the capability protocols, `LayoutSubviews`, `LayoutContext`,
// `EnvironmentValues`), as a SwiftUI `Layout` sees only its proxies. To add a view or a
// modifier, read Docs/Engine.md, not this folder.
//
// How one layout pass runs (`layout(_:on:textMeasurer:)` in Engine.swift):
//
// 1. Instantiate. The `ViewNode` tree is copied into a flat arena (`LayoutEvaluation.nodes`):
//    one `Node` record per node, its subviews a range of the shared `childList`. Each node
//    records what its view's type adopts (`ViewType`, found once per type when the view was
//    boxed: `ViewBox`), the environment it sees (an environment modifier's
//    `updateEnvironment` makes a new one for its subtree) and the stack axis it is in.
// 2. Propose. The root is proposed the canvas's safe rectangle. A rule asks a subview its
//    size with `LayoutSubview.sizeThatFits(_:)`, which lands in `size(of:for:)`.
// 3. Cache. Sizing is a pure function of the proposal, so each node keeps its answers by
//    proposal (`SizeCache`; `nil` and `∞` are different proposals): the rule runs once per
//    (node, proposal), and layout stays linear in the number of nodes however deeply stacks
//    nest. Traits (priority, zIndex, spacing) and explicit alignment guides are cached too.
// 4. Rule. On a miss the node's `sizeThatFits` runs, through its box, unretained and in place.
// 5. Place. `placeSubtree` runs each node's `placeSubviews` from the root down; each
//    `LayoutSubview.place` records an origin and the size-cache entry it was placed with. On the
//    way down it carries what geometry queries need (`Ancestry`: geometry effects, named
//    coordinate spaces, anchors, the safe-area chain), makes a `GeometryReader`'s content from
//    its proxy and instantiates it (step 1), and centres any subview a rule forgot.
// 6. Frame tree. `frameNodes(root:)` walks the placed arena (an explicit stack, no recursion)
//    and emits one `FrameNode` per node: its proposal, frame, drawing (`DrawingLayout`), draw
//    transform and paint order.
//
// A scene whose `containerRelativeFrame` read a scroll view's size before it was known is laid
// out again (ContainerSizes.swift); almost every scene takes one pass.
//
// What makes it cheap (`swift run -c release layoutdraw-bench` measures it; Docs/Performance.md):
// - each node is one plain-data record, its subviews a range of the shared `childList`, so
//   `LayoutSubviews` is three words and asking for subviews never allocates (`StableStorage`
//   keeps records where they are, so a rule runs on its view in place);
// - sizes are cached in the record (`SizeCache`: two entries inline), and a placement is an
//   origin plus the slot of its size-cache entry, which holds the proposal and the size;
// - what a view's type adopts is found once per type (`ViewType`), not by a dynamic cast per
//   call, and a view is asked only what its type adopts; the `LayoutContext` of each
//   (environment, stack axis) is built once;
// - placement writes draw transforms into the records (no dictionary), and the frame tree
//   is emitted with an explicit stack.

/// One evaluation of a view tree: the nodes in a flat arena, the per-(node, proposal) size
/// cache, and the placements made so far. Used by one thread for one `layout` call (see the
/// comment above for how a pass runs).
final class LayoutEvaluation: @unchecked Sendable {
    /// One node of the arena.
    struct Node {
        /// The node's view, called unretained (see `ViewBox`): `tree` owns it.
        var view: Unmanaged<ViewBox>
        /// Where the node is in the view tree (which `keptTrees` keeps alive): its id, source and
        /// annotations are read from there when the frame tree is emitted.
        var tree: UnsafePointer<ViewNode>
        /// The subviews are `childList[firstChild ..< firstChild + childCount]`.
        var firstChild: Int32
        var childCount: Int32
        /// Index in `environments` of the environment the node sees.
        var environment: Int32
        /// Index in `contexts` of the node's `LayoutContext` (its environment and stack axis).
        var context: Int32
        /// What the node's view adopts (`ViewBox.capabilities`): the engine asks it nothing else.
        var capabilities: ViewCapabilities
        /// The node's traits, which depend only on its subtree's structure; nil until asked.
        var traits: LayoutTraits?
        var sizes = SizeCache()
        /// The slot in `sizes` of the proposal and size the node was placed with; -1 until placed,
        /// `LayoutEvaluation.leftOut` for a subview its parent leaves out of the picture.
        var placedSlot: Int32 = -1
        /// The top-leading corner of the placed node, in canvas coordinates.
        var origin = Point.zero
        /// Index in `drawTransforms` of the node's draw transform; -1 for the identity.
        var drawTransform: Int32 = -1
    }

    // The arena, indexed by node. Rules run on views in place (see `StableStorage`).
    private let nodes = StableStorage<Node>()
    private let contexts = StableStorage<LayoutContext>()
    /// The distinct environments, which the contexts point into (so they must not move).
    private let environments = StableStorage<EnvironmentValues>()
    /// The subviews of every node, each node's contiguous. Read for every subview a rule asks
    /// for: in an array (a stored property) each read retained and released its buffer.
    private let childList = StableStorage<Int32>()
    /// The size-cache entries past each node's first two.
    private let overflow = SizeCache.Overflow()
    /// What `instantiate` adds to besides the records.
    private var tables = Tables()
    /// The view trees instantiated, each a copy at a fixed address (the copy shares the tree's
    /// storage: nothing is copied but the root). The records point into them: a subview array
    /// that is kept alive and never changed keeps its elements where they are.
    private var keptTrees: [UnsafeMutablePointer<ViewNode>] = []

    struct Tables {
        /// `contexts` index by `environment × 3 + stack axis code`, -1 until built.
        var contextIndex: [Int32] = []
    }
    /// The explicit alignment guides that have a value (text baselines, `alignmentGuide`s and
    /// the frames around them), by node, size-cache slot and guide (see `explicitGuide`).
    private var explicitGuideValues = WordTable<Double>(capacity: 4)

    /// The key of `explicitGuideValues` for a node, size-cache slot and guide (never 0: the
    /// guide is stored plus one).
    private static func guideValueKey(node: Int, slot: Int, guide: GuideKey) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: node)) << 32 | UInt64(UInt32(truncatingIfNeeded: slot)) << 8 | UInt64(guide.index + 1)
    }
    /// The draw transforms that are not the identity (most nodes have none).
    private var drawTransforms: [AffineTransform] = []

    /// The anchor each placed `anchorPreference` node published (canvas coordinates, as
    /// geometry queries see them), by node.
    private var publishedAnchors: [Int: (key: String, value: ResolvedAnchor)] = [:]
    /// Problems found by rules that cannot throw; `layout` throws the first.
    let diagnostics: LayoutDiagnostics

    let textMeasurer: any TextMeasuring
    /// Kept alive here for the contexts, which do not retain it.
    let services: LayoutServices
    let canvasSafeRect: Rect

    /// What the root sees: the environment a hosting controller gives (its display scale).
    let rootEnvironment: EnvironmentValues

    init(
        textMeasurer: any TextMeasuring, canvasSafeRect: Rect, environment: EnvironmentValues = EnvironmentValues(),
        containers: ContainerSizes = ContainerSizes()
    ) {
        let diagnostics = LayoutDiagnostics()
        self.diagnostics = diagnostics
        self.textMeasurer = textMeasurer
        self.services = LayoutServices(textMeasurer: textMeasurer, diagnostics: diagnostics, containers: containers)
        self.canvasSafeRect = canvasSafeRect
        self.rootEnvironment = environment
    }

    // MARK: Building the arena

    /// Adds `node` and its subtree; returns the new node's index.
    func instantiate(_ node: ViewNode, environment: Int? = nil, stackAxis: Axis? = nil) -> Int {
        // The tables are moved out while the subtree is added and back after: every access to a
        // class's stored array is checked for exclusivity at run time, several times per node.
        var tables = Tables()
        swap(&tables, &self.tables)
        defer { swap(&tables, &self.tables) }
        let inherited = environment ?? {
            environments.append(rootEnvironment)
            return environments.count - 1
        }()
        let kept = UnsafeMutablePointer<ViewNode>.allocate(capacity: 1)
        kept.initialize(to: node)
        keptTrees.append(kept)
        return instantiate(kept, environment: inherited, stackAxis: stackAxis, tables: &tables)
    }

    /// (Through a pointer: a `ViewNode` passed down by value, even `borrowing`, was copied at
    /// every level, a reference count up and down for each of its references: half the time
    /// of instantiating.)
    private func instantiate(_ node: UnsafePointer<ViewNode>, environment inherited: Int, stackAxis: Axis?, tables: inout Tables) -> Int {
        let index = nodes.count
        let subviewCount = node.pointee.subviews.count
        // The subviews' slots are taken now, so that siblings are contiguous in `childList`.
        let firstChild = childList.count
        childList.append(0, count: subviewCount)
        let box = Unmanaged.passUnretained(node.pointee.box)
        let capabilities = box._withUnsafeGuaranteedRef { $0.capabilities }
        nodes.append(
            Node(
                view: box, tree: node, firstChild: Int32(firstChild), childCount: Int32(subviewCount), environment: Int32(inherited),
                context: contextID(environment: inherited, stackAxis: stackAxis, tables: &tables),
                capabilities: capabilities, traits: nil))

        var childEnvironment = inherited
        if capabilities.contains(.environment) {
            var updated = environments[inherited]
            box._withUnsafeGuaranteedRef { $0.updateEnvironment(&updated) }
            if updated != environments[inherited] {
                environments.append(updated)
                childEnvironment = environments.count - 1
            }
        }
        // Through the buffer: `subviews[position]` would copy each subview (a reference count
        // up and down for each of its references) before passing it down. The records keep
        // these addresses: the array is part of a kept tree, so its buffer neither moves nor dies.
        node.pointee.subviews.withUnsafeBufferPointer { subviews in
            for position in subviews.indices {
                let axis = self.stackAxis(ofSubview: position, of: box, capabilities: capabilities, inherited: stackAxis)
                let child = instantiate(subviews.baseAddress! + position, environment: childEnvironment, stackAxis: axis, tables: &tables)
                childList[firstChild + position] = Int32(child)
            }
        }
        return index
    }

    deinit {
        for tree in keptTrees {
            tree.deinitialize(count: 1)
            tree.deallocate()
        }
    }

    /// Runs `body` with `node`'s view box, without retaining it (see `ViewBox`).
    @inline(__always)
    private func withView<Result>(_ node: Int, _ body: (ViewBox) throws -> Result) rethrows -> Result {
        try nodes[node].view._withUnsafeGuaranteedRef(body)
    }

    /// The stack axis subview `position` of a view sees (`StackAxisLayout`): by default a
    /// modifier passes its own on to its content, and other views clear it.
    @inline(__always)
    private func stackAxis(ofSubview position: Int, of box: Unmanaged<ViewBox>, capabilities: ViewCapabilities, inherited: Axis?) -> Axis? {
        if capabilities.contains(.stackAxis) {
            return box._withUnsafeGuaranteedRef { $0.stackAxis(forSubview: position, inherited: inherited) }
        }
        return capabilities.contains(.modifier) ? inherited : nil
    }

    /// The index of the context for `environment` and `stackAxis`, built on first use.
    private func contextID(environment: Int, stackAxis: Axis?, tables: inout Tables) -> Int32 {
        let key = environment * 3 + (stackAxis == nil ? 0 : stackAxis == .horizontal ? 1 : 2)
        if key >= tables.contextIndex.count {
            tables.contextIndex.append(contentsOf: repeatElement(-1, count: key + 1 - tables.contextIndex.count))
        }
        if tables.contextIndex[key] < 0 {
            tables.contextIndex[key] = Int32(contexts.count)
            contexts.append(LayoutContext(environment: environments.address(environment), stackAxis: stackAxis, services: services))
        }
        return tables.contextIndex[key]
    }

    func context(of node: Int) -> LayoutContext {
        contexts[Int(nodes[node].context)]
    }

    func subviews(of node: Int) -> LayoutSubviews {
        LayoutSubviews(evaluation: Unmanaged.passUnretained(self), start: Int(nodes[node].firstChild), count: Int(nodes[node].childCount))
    }

    /// The node in `childList` slot `slot`.
    @inline(__always)
    func child(at slot: Int) -> Int {
        Int(childList[slot])
    }

    private func children(of node: Int) -> Range<Int> {
        let first = Int(nodes[node].firstChild)
        return first..<(first + Int(nodes[node].childCount))
    }

    // MARK: Sizing

    func size(of node: Int, for proposal: ProposedViewSize) -> Size {
        // The slot first: sizing may add the entry, and the cache must be read after that.
        let slot = sizeSlot(of: node, for: proposal)
        return nodes[node].sizes.entry(slot, overflow: overflow).size
    }

    /// The slot of `node`'s size-cache entry for `proposal`, sizing it first if needed.
    @inline(__always)
    private func sizeSlot(of node: Int, for proposal: ProposedViewSize) -> Int {
        let record = nodes.address(node)
        let key = SizeCache.Key(normalizing: proposal)
        if let slot = record.pointee.sizes.slot(for: key, overflow: overflow) { return slot }
        // The rule asks other nodes only (never this one), so the record's cache is as it was.
        let size = record.pointee.view._withUnsafeGuaranteedRef {
            $0.sizeThatFits(proposal, subviews: subviews(of: node), context: contexts[Int(record.pointee.context)])
        }
        return record.pointee.sizes.insert(size, for: key, overflow: overflow)
    }

    /// A node's traits (`TraitWritingLayout`): by default a modifier's are its content's, and
    /// other views have the standard ones.
    private func traits(of node: Int) -> LayoutTraits {
        if let known = nodes[node].traits { return known }
        let capabilities = nodes[node].capabilities
        let traits: LayoutTraits
        if capabilities.contains(.traits) {
            let subviews = subviews(of: node)
            traits = withView(node) { $0.traits(subviews: subviews) }
        } else if capabilities.contains(.modifier), nodes[node].childCount > 0 {
            traits = self.traits(of: child(at: Int(nodes[node].firstChild)))
        } else {
            traits = .standard
        }
        // A view whose subviews are made during placement could change its traits then (a
        // `GeometryReader` does not: it is not a modifier and has the default traits).
        if !capabilities.contains(.dynamicContent) { nodes[node].traits = traits }
        return traits
    }

    func priority(of node: Int) -> Double { traits(of: node).priority }

    func spacing(of node: Int) -> ViewSpacing { traits(of: node).spacing }

    func zIndex(of node: Int) -> Double { traits(of: node).zIndex }

    // Explicit alignment guides are cached per (node, proposal, guide) like sizes. Without it a
    // chain of frames asks its content's guides at every level (to align it), and each such
    // question walks the rest of the chain: quadratic in the chain's depth.

    func explicitAlignment(of node: Int, _ guide: HorizontalAlignment, proposal: ProposedViewSize) -> Double? {
        explicitGuide(of: node, GuideKey(guide), proposal: proposal) { view, size, subviews, context in
            view.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
        }
    }

    func explicitAlignment(of node: Int, _ guide: VerticalAlignment, proposal: ProposedViewSize) -> Double? {
        explicitGuide(of: node, GuideKey(guide), proposal: proposal) { view, size, subviews, context in
            view.explicitAlignment(of: guide, in: size, proposal: proposal, subviews: subviews, context: context)
        }
    }

    /// Reports a problem found while reading a guide (a custom guide's default that fails).
    func report(_ diagnostic: Diagnostic) {
        diagnostics.report(diagnostic)
    }

    @inline(__always)
    private func explicitGuide(
        of node: Int, _ key: GuideKey?, proposal: ProposedViewSize,
        _ compute: (ViewBox, Size, LayoutSubviews, LayoutContext) -> Double?
    ) -> Double? {
        let slot = sizeSlot(of: node, for: proposal)
        let record = nodes.address(node)
        // A view that is not an `ExplicitAlignmentLayout` has none.
        guard record.pointee.capabilities.contains(.explicitAlignment) else { return nil }
        let entry = record.pointee.sizes.entry(slot, overflow: overflow)
        guard let guide = key else {
            // A custom guide past the cached ones: asked each time.
            return record.pointee.view._withUnsafeGuaranteedRef {
                compute($0, entry.size, subviews(of: node), contexts[Int(record.pointee.context)])
            }
        }
        let key = Self.guideValueKey(node: node, slot: slot, guide: guide)
        if entry.knownGuides & guide.bit != 0 {
            return entry.guidesWithoutValue & guide.bit != 0 ? nil : explicitGuideValues[key]
        }
        let value = record.pointee.view._withUnsafeGuaranteedRef {
            compute($0, entry.size, subviews(of: node), contexts[Int(record.pointee.context)])
        }
        record.pointee.sizes.recordGuide(guide, hasValue: value != nil, slot: slot, overflow: overflow)
        if let value { explicitGuideValues[key] = value }
        return value
    }

    /// The view of type `M` at `node` or down its chain of modifiers, the outermost first: a
    /// trait a container reads through the modifiers around it (`gridCellColumns`).
    func trait<M: ViewLayout>(_ type: M.Type, of node: Int) -> M? {
        var current = node
        while true {
            if let view = withView(current, { $0.view }) as? M { return view }
            guard nodes[current].capabilities.contains(.modifier), nodes[current].childCount > 0 else { return nil }
            current = child(at: Int(nodes[current].firstChild))
        }
    }

    // MARK: Placing

    func place(_ node: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        let slot = sizeSlot(of: node, for: proposal)
        let offset = anchor.point(in: nodes[node].sizes.entry(slot, overflow: overflow).size)
        nodes[node].placedSlot = Int32(slot)
        nodes[node].origin = Point(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// The `placedSlot` of a node its parent leaves out (an alternative `ViewThatFits` did not
    /// choose): neither it nor its subtree is placed, drawn or in the frame tree.
    static let leftOut: Int32 = -2

    func leaveOut(_ node: Int) {
        nodes[node].placedSlot = Self.leftOut
    }

    /// The proposal and frame `node` was placed with, if it was.
    private func placement(of node: Int) -> (proposal: ProposedViewSize, frame: Rect)? {
        let slot = Int(nodes[node].placedSlot)
        guard slot >= 0 else { return nil }
        let entry = nodes[node].sizes.entry(slot, overflow: overflow)
        return (entry.proposal, Rect(origin: nodes[node].origin, size: entry.size))
    }

    /// What geometry queries and drawing know above a node while it is placed.
    struct Ancestry {
        var drawTransform: AffineTransform = .identity
        var queryTransform: AffineTransform = .identity
        var namedSpaces: [String: Point] = [:]
        /// Anchors collected by the `AnchorPreferenceReader`s above (canvas coordinates).
        var anchors: [String: [ResolvedAnchor]] = [:]
        /// The chain of safe areas the node is resolved against, outermost first (SafeArea.swift).
        var safeArea: [SafeAreaLevel] = []
        /// Whether `drawTransform` is the identity (most nodes have no effect above them).
        var drawsUntransformed = true
    }

    /// Places `node`'s subtree. The node itself must already be placed.
    func placeSubtree(_ node: Int, ancestry inherited: Ancestry) throws(Diagnostic) {
        guard let (proposal, frame) = placement(of: node) else { return }
        // The box is used unretained (see `ViewBox`), not as a strong reference counted up and down.
        let box = nodes[node].view
        let capabilities = nodes[node].capabilities
        let effect = capabilities.contains(.geometryEffect) ? box._withUnsafeGuaranteedRef { $0.geometryEffect(size: frame.size) } : nil
        let spaceName = capabilities.contains(.coordinateSpace) ? box._withUnsafeGuaranteedRef { $0.coordinateSpaceName } : nil
        // Most nodes change nothing geometry queries or drawing know: their subviews get the
        // ancestry as it is, without a copy of its collections.
        guard effect != nil || spaceName != nil else {
            return try placeContent(of: node, box: box, proposal: proposal, frame: frame, ancestry: inherited)
        }
        var ancestry = inherited
        if let effect {
            let inCanvas = AffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(effect.transform)
                .concatenating(AffineTransform(translationX: frame.minX, y: frame.minY))
            ancestry.drawTransform = inCanvas.concatenating(ancestry.drawTransform)
            ancestry.drawsUntransformed = false
            if !effect.isIgnoredByLayout {
                ancestry.queryTransform = inCanvas.concatenating(ancestry.queryTransform)
            }
        }
        if let spaceName {
            ancestry.namedSpaces[spaceName] = ancestry.queryTransform.boundingBox(of: frame).origin
        }
        try placeContent(of: node, box: box, proposal: proposal, frame: frame, ancestry: ancestry)
    }

    /// Places `node`'s subviews (`box` is its view) and their subtrees, under `ancestry` (which
    /// includes `node`'s own effect and coordinate space).
    private func placeContent(
        of node: Int, box: Unmanaged<ViewBox>, proposal: ProposedViewSize, frame: Rect, ancestry: Ancestry
    ) throws(Diagnostic) {
        let capabilities = nodes[node].capabilities
        if !ancestry.drawsUntransformed {
            nodes[node].drawTransform = Int32(drawTransforms.count)
            drawTransforms.append(ancestry.drawTransform)
        }
        let safeAreaInsets = resolveSafeAreaInsets(of: frame, transform: ancestry.queryTransform, levels: ancestry.safeArea)
        if capabilities.contains(.anchorWriter), let writer = box.takeUnretainedValue().view as? any AnchorPreferenceWriter {
            publishedAnchors[node] = (writer.preferenceKey, writer.anchorValue(frame: frame, queryTransform: ancestry.queryTransform))
        }

        if capabilities.contains(.dynamicContent), let dynamic = box.takeUnretainedValue().view as? any DynamicContentLayout {
            let globalFrame = ancestry.queryTransform.boundingBox(of: frame)
            let proxy = GeometryProxy(
                size: frame.size, safeAreaInsets: safeAreaInsets,
                globalFrame: globalFrame, namedSpaceOrigins: ancestry.namedSpaces,
                anchors: ancestry.anchors.mapValues { $0.map { $0.relative(to: globalFrame.origin) } })
            let content = try dynamic.makeContent(proxy)
            let environment = Int(nodes[node].environment)
            let stackAxis = contexts[Int(nodes[node].context)].stackAxis
            let firstChild = childList.count
            childList.append(0, count: content.count)
            for position in content.indices {
                let axis = self.stackAxis(ofSubview: position, of: box, capabilities: capabilities, inherited: stackAxis)
                childList[firstChild + position] = Int32(instantiate(content[position], environment: environment, stackAxis: axis))
            }
            nodes[node].firstChild = Int32(firstChild)
            nodes[node].childCount = Int32(content.count)
        }

        if safeAreaInsets == .zero {
            box._withUnsafeGuaranteedRef {
                $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews(of: node), context: contexts[Int(nodes[node].context)])
            }
        } else {
            var placing = context(of: node)
            placing.safeAreaInsets = safeAreaInsets
            box._withUnsafeGuaranteedRef { $0.placeSubviews(in: frame, proposal: proposal, subviews: subviews(of: node), context: placing) }
        }
        for slot in children(of: node) {
            let child = child(at: slot)
            if nodes[child].placedSlot == Self.leftOut { continue }
            if nodes[child].placedSlot < 0 {
                // A rule that forgot a subview: SwiftUI centres unplaced subviews.
                place(child, at: frame.center, anchor: .center, proposal: proposal)
            }
            if capabilities.isDisjoint(with: [.anchorReader, .safeAreaProvider]) {
                try placeSubtree(child, ancestry: ancestry)
            } else {
                let inherited = safeAreaAncestry(
                    ancestryForSubview(child, of: node, ancestry), forSubview: child, of: node, frame: frame, proposal: proposal)
                try placeSubtree(child, ancestry: inherited)
            }
        }
    }

    /// What subview `child` of `node` inherits: the secondary views of an
    /// `AnchorPreferenceReader` also get the anchors its (already placed) primary published.
    private func ancestryForSubview(_ child: Int, of node: Int, _ ancestry: Ancestry) -> Ancestry {
        guard let reader = withView(node, { $0.view }) as? any AnchorPreferenceReader, nodes[node].childCount > 0
        else { return ancestry }
        let primary = self.child(at: Int(nodes[node].firstChild))
        guard child != primary else { return ancestry }
        var inherited = ancestry
        inherited.anchors[reader.preferenceKey] = anchors(reader.preferenceKey, publishedIn: primary)
        return inherited
    }

    /// The anchors published under `key` in `node`'s placed subtree, in tree order.
    private func anchors(_ key: String, publishedIn node: Int) -> [ResolvedAnchor] {
        var found: [ResolvedAnchor] = []
        if let published = publishedAnchors[node], published.key == key { found.append(published.value) }
        for slot in children(of: node) { found += anchors(key, publishedIn: child(at: slot)) }
        return found
    }

    /// The view of `node` as a safe-area provider and its subview position of `child`, if it is one.
    func safeAreaProvider(_ node: Int, child: Int) -> (provider: any SafeAreaProvidingLayout, index: Int)? {
        guard let provider = withView(node, { $0.view }) as? any SafeAreaProvidingLayout,
            let index = children(of: node).firstIndex(where: { self.child(at: $0) == child })
        else { return nil }
        return (provider, index - Int(nodes[node].firstChild))
    }

    // MARK: Output

    /// The placed tree as frame nodes, depth first, parents before children.
    func frameNodes(root: Int) -> [FrameNode] {
        var output: [FrameNode] = []
        output.reserveCapacity(nodes.count)
        output.withUnsafeMutableBufferPointer { buffer in
            if let start = buffer.baseAddress {
                adviseHugePages(UnsafeMutableRawPointer(start), byteCount: nodes.count * MemoryLayout<FrameNode>.stride)
            }
        }
        // Nodes still to emit, the next on top: (node, parent's output index, draw order).
        var pending: [(node: Int, parent: Int?, drawOrder: Double)] = [(root, nil, 0)]
        while let (node, parent, drawOrder) = pending.popLast() {
            let index = output.count
            let (proposal, frame) = placement(of: node) ?? (.unspecified, .zero)
            // The box is used unretained (see `ViewBox`), not as a strong reference counted up and down.
            nodes[node].view._withUnsafeGuaranteedRef { box in
                let tree = nodes[node].tree
                let capabilities = nodes[node].capabilities
                let drawing =
                    capabilities.contains(.drawing)
                    ? box.drawing(size: frame.size, proposal: proposal, context: contexts[Int(nodes[node].context)]) : .none
                let transform = nodes[node].drawTransform
                // Built in place in the output; the properties few nodes have are set only when they do.
                output.append(
                    FrameNode(
                        index: index, parent: parent, kind: box.kind, id: tree.pointee.id, source: tree.pointee.source,
                        proposal: proposal, frame: frame, drawTransform: transform < 0 ? .identity : drawTransforms[Int(transform)],
                        visual: transform < 0 ? frame : nil, paint: drawing.paint, opacity: drawing.opacity, clip: drawing.clip,
                        drawOrder: drawOrder, text: drawing.text))
                if !tree.pointee.annotations.isEmpty { output[index].annotations = tree.pointee.annotations }
                if capabilities.contains(.coordinateSpace), let name = box.coordinateSpaceName { output[index].coordinateSpaceName = name }
                if let effect = drawing.effect { output[index].effect = effect }
                let children = children(of: node)
                if !children.isEmpty { output[index].children.reserveCapacity(children.count) }
                if let parent { output[parent].children.append(index) }

                // Pushed last child first, so the first is emitted next.
                let isModifier = capabilities.contains(.modifier)
                let ordersLayers = capabilities.contains(.layerOrder)
                for position in Swift.stride(from: children.count - 1, through: 0, by: -1) {
                    let child = child(at: children.lowerBound + position)
                    if nodes[child].placedSlot == Self.leftOut { continue }
                    // A container orders its children by their zIndex trait; a modifier's layers
                    // (primary, background, overlay) keep their own order.
                    let zIndex = isModifier ? 0 : self.zIndex(of: child)
                    pending.append((child, index, (ordersLayers ? box.drawOrder(ofSubview: position) : 0) + zIndex))
                }
            }
        }
        return output
    }
}
