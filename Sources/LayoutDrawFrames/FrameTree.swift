import LayoutDrawCore

/// One node of an evaluated layout: a view or a modifier, where layout put it and what it draws.
///
/// A frame tree has a node for every view and modifier, so the node is kept small (192 bytes):
/// what few nodes have (a geometry effect, a clip, annotations, a coordinate space name) is kept
/// apart, in one shared box, and a proposal is stored as two words (`PackedProposal`). The properties read and
/// write as plain values.
public struct FrameNode: Hashable, Sendable {
    /// Position in `FrameTree.nodes` (depth first, parents before children).
    public var index: Int
    public var parent: Int? {
        get { storedParent < 0 ? nil : storedParent }
        set { storedParent = newValue ?? -1 }
    }
    public var children: [Int]
    /// The SwiftUI name of the view or modifier (`Text`, `padding`, `frame`, …).
    public var kind: String
    /// The scene's `id:` tag, if any.
    public var id: String?
    public var source: SourceLocation?
    /// The proposal the node was placed with.
    public var proposal: ProposedViewSize {
        get { storedProposal.proposal }
        set { storedProposal = PackedProposal(newValue) }
    }
    /// The layout frame in canvas coordinates, before any geometry effect.
    public var frame: Rect
    /// Maps layout coordinates of this node to where it is drawn on the canvas (every
    /// `offset`, rotation and scale effect above and at it).
    public var drawTransform: AffineTransform {
        get { rare?.value.drawTransform ?? .identity }
        set { updateRare { $0.drawTransform = newValue } }
    }
    /// The axis-aligned bounding box of where the node is drawn.
    public var visual: Rect {
        get { rare?.value.visual ?? frame }
        set {
            let frame = frame
            updateRare { $0.visual = newValue == frame ? nil : newValue }
        }
    }
    /// What the node draws in its frame.
    public var paint: Paint?
    /// Group opacity applied to the node and everything below it.
    public var opacity: Double
    /// A shape, in this node's frame, that clips the node and everything below it.
    public var clip: ShapeOutline? {
        get { rare?.value.clip }
        set { updateRare { $0.clip = newValue } }
    }
    /// Painting order among siblings: lower first; equal keeps child order. Backgrounds are
    /// drawn before their primary, overlays after.
    public var drawOrder: Double
    /// The string a `Text` draws, after interpolation.
    public var text: String?
    /// The diagram items written on this node (`annotate:`); they never change layout.
    public var annotations: [AnnotationRequest] {
        get { rare?.value.annotations ?? [] }
        set { updateRare { $0.annotations = newValue } }
    }
    /// The coordinate space this node names (`coordinateSpace(name:)`), for annotations.
    public var coordinateSpaceName: String? {
        get { rare?.value.coordinateSpaceName }
        set { updateRare { $0.coordinateSpaceName = newValue } }
    }

    // MARK: Storage

    private var storedParent: Int
    private var storedProposal: PackedProposal
    /// What most nodes do not have; nil when all of it is at its default.
    private var rare: RareBox?

    /// The properties few nodes have.
    private struct Rare: Hashable, Sendable {
        var drawTransform: AffineTransform = .identity
        /// nil: the frame (no geometry effect).
        var visual: Rect?
        var clip: ShapeOutline?
        var annotations: [AnnotationRequest] = []
        var coordinateSpaceName: String?

        var isDefault: Bool {
            drawTransform == .identity && visual == nil && clip == nil && annotations.isEmpty && coordinateSpaceName == nil
        }
    }

    /// Shared by the copies of a node until one of them changes it.
    private final class RareBox: Hashable, Sendable {
        let value: Rare

        init(_ value: Rare) {
            self.value = value
        }

        static func == (a: RareBox, b: RareBox) -> Bool { a === b || a.value == b.value }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    private mutating func updateRare(_ change: (inout Rare) -> Void) {
        var value = rare?.value ?? Rare()
        change(&value)
        rare = value.isDefault ? nil : RareBox(value)
    }

}

extension FrameNode {
    public init(
        index: Int, parent: Int?, children: [Int] = [], kind: String, id: String? = nil,
        source: SourceLocation? = nil, proposal: ProposedViewSize, frame: Rect,
        drawTransform: AffineTransform = .identity, visual: Rect? = nil, paint: Paint? = nil,
        opacity: Double = 1, clip: ShapeOutline? = nil, drawOrder: Double = 0, text: String? = nil
    ) {
        let visual = visual ?? drawTransform.boundingBox(of: frame)
        // Through the memberwise initializer: one that set the stored properties one by one was
        // compiled to build the node aside and copy it (a reference count up and down for each
        // of its strings and arrays), for every node of every layout.
        self.init(
            index: index, children: children, kind: kind, id: id, source: source, frame: frame, paint: paint,
            opacity: opacity, drawOrder: drawOrder, text: text, storedParent: parent ?? -1,
            storedProposal: PackedProposal(proposal),
            rare: drawTransform != .identity || visual != frame || clip != nil
                ? RareBox(Rare(drawTransform: drawTransform, visual: visual == frame ? nil : visual, clip: clip)) : nil)
    }
}

/// The canvas a layout was evaluated on.
public struct CanvasGeometry: Hashable, Sendable {
    public var size: Size
    public var safeArea: EdgeInsets
    /// Output pixels per point.
    public var scale: Double
    public var background: ColorStyle
    public var colorScheme: ColorScheme
    /// The canvas-wide diagram drawn over the views (annotations, layout tree, …).
    public var diagram: DiagramRequest = .none

    public init(size: Size, safeArea: EdgeInsets = .zero, scale: Double = 2, background: ColorStyle = .init(light: .white, dark: .black), colorScheme: ColorScheme = .light) {
        self.size = size
        self.safeArea = safeArea
        self.scale = scale
        self.background = background
        self.colorScheme = colorScheme
    }
}

/// The result of layout: the canvas and every node, depth first. It is plain data, so
/// rendering and diagrams read frames without being able to run layout rules.
public struct FrameTree: Hashable, Sendable {
    public var canvas: CanvasGeometry
    public var nodes: [FrameNode]
    /// Problems layout found that still let the scene be drawn (a custom layout that places a
    /// subview twice or never), positioned in the scene.
    public var warnings: [Diagnostic] = []

    public init(canvas: CanvasGeometry, nodes: [FrameNode]) {
        self.canvas = canvas
        self.nodes = nodes
    }

    /// The root node, if the tree is not empty.
    public var root: FrameNode? { nodes.first }

    /// Whether any node has annotations. (By index: iterating `nodes` would copy every node,
    /// a reference count up and down for each of its strings and arrays.)
    public var hasAnnotations: Bool {
        nodes.indices.contains { !nodes[$0].annotations.isEmpty }
    }

    /// The node tagged `id`.
    public func node(id: String) -> FrameNode? { nodes.first { $0.id == id } }

    /// The children of `node` in painting order.
    public func childrenInPaintingOrder(of node: FrameNode) -> [FrameNode] {
        paintingOrder(of: node.children).map { nodes[$0] }
    }

    /// The indices `children` (a node's children) in painting order: by `drawOrder`, equal
    /// ones in child order. Most nodes' children are in order already, and are returned as they
    /// are, without sorting.
    public func paintingOrder(of children: [Int]) -> [Int] {
        nodes.withUnsafeBufferPointer { nodes in
            var previous = -Double.infinity
            var sorted = true
            for child in children {
                let order = nodes[child].drawOrder
                if order < previous {
                    sorted = false
                    break
                }
                previous = order
            }
            if sorted { return children }
            return children.enumerated()
                .sorted { (nodes[$0.element].drawOrder, $0.offset) < (nodes[$1.element].drawOrder, $1.offset) }
                .map(\.element)
        }
    }
}
