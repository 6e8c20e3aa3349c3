import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine

// Builders that read like the SwiftUI they stand for, so each test's tree is easy to compare
// with layout-rules.md. Every Text gets a `FontModifier(Font(size:))` (10 by default): with
// `FixedAdvanceTextMeasurer` a 10-point character is 6 wide, a line 12 high, baseline 9.

/// `Text(string).font(.system(size: size))`; `id` tags the Text node itself.
func text(_ string: String, id: String? = nil, size: Double = 10) -> ViewNode {
    ViewNode(Text(string), id: id).modified(by: FontModifier(Font(size: size)))
}

/// `Color.blue`: a view with no layout of its own (takes the proposal, nil → 10).
func color(_ id: String? = nil) -> ViewNode {
    ViewNode(Color(.blue), id: id)
}

/// `Color.blue.frame(width:height:)`, tagging the frame node.
func square(_ width: Double, _ height: Double, id: String? = nil) -> ViewNode {
    color().frame(width: width, height: height).tagged(id)
}

func spacer(minLength: Double? = nil, id: String? = nil) -> ViewNode {
    ViewNode(Spacer(minLength: minLength), id: id)
}

func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(HStack(alignment: alignment, spacing: spacing), subviews: children, id: id)
}

func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(VStack(alignment: alignment, spacing: spacing), subviews: children, id: id)
}

func zstack(alignment: Alignment = .center, id: String? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(ZStack(alignment: alignment), subviews: children, id: id)
}

/// `GeometryReader { proxy in … }`.
func reader(id: String? = nil, _ content: @escaping @Sendable (GeometryProxy) -> [ViewNode] = { _ in [] }) -> ViewNode {
    ViewNode(GeometryReader(content: { proxy in content(proxy) }), id: id)
}

extension ViewNode {
    /// The same node tagged `id` (no-op for nil).
    func tagged(_ id: String?) -> ViewNode {
        guard let id else { return self }
        var copy = self
        copy.id = id
        return copy
    }

    func padding(_ insets: EdgeInsets) -> ViewNode { modified(by: Padding(insets)) }
    func padding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> ViewNode { modified(by: Padding(edges, length)) }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(by: FixedFrame(width: width, height: height, alignment: alignment))
    }

    func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        modified(
            by: FlexibleFrame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modified(by: FixedSize(horizontal: horizontal, vertical: vertical))
    }

    func layoutPriority(_ priority: Double) -> ViewNode { modified(by: LayoutPriority(priority)) }

    func background(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        modified(by: Background(alignment: alignment), secondary: [secondary])
    }

    func overlay(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        modified(by: Overlay(alignment: alignment), secondary: [secondary])
    }
}

/// A fixed canvas of `width × height` points, optionally with a safe area.
func fixedCanvas(_ width: Double, _ height: Double, safeArea: EdgeInsets = .zero) -> CanvasSpec {
    CanvasSpec(sizing: .fixed(Size(width: width, height: height)), safeArea: safeArea)
}

/// Lays `root` out on a fixed `width × height` canvas (400 × 400 unless told): the root is
/// proposed the whole canvas and centred in it.
func lay(_ root: ViewNode, _ width: Double = 400, _ height: Double = 400) throws -> FrameTree {
    try layoutForTesting(root, canvas: fixedCanvas(width, height))
}

extension FrameTree {
    /// The proposal the node tagged `id` was placed with.
    func proposal(_ id: String) -> ProposedViewSize? { node(id: id)?.proposal }
}

/// `Rect(x:y:width:height:)`, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// `ProposedViewSize(width:height:)`, shorter.
func proposal(_ width: Double?, _ height: Double?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
}
