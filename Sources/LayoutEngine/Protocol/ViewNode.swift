import LayoutDrawCore
import LayoutDrawFrames

/// A node of the view tree: a view or modifier, its subviews, and where it came from.
///
/// This is the plain model every front end builds (the YAML scene decoder today, a SwiftUI
/// source reader later); it knows nothing of how it was written.
public struct ViewNode: Sendable {
    public var view: any ViewLayout {
        get { box.view }
        set { box = ViewBox.make(newValue) }
    }
    /// The view, boxed once here, where it is made, so that layout calls its rules in place
    /// (see `ViewBox`).
    private(set) var box: ViewBox
    public var subviews: [ViewNode]
    /// The `id:` tag naming this node, if any.
    public var id: String?
    public var source: SourceLocation?
    /// Diagram items written on this node (`annotate:`), copied to its `FrameNode`.
    public var annotations: [AnnotationRequest] = []

    /// This node wrapped in `modifier`, as `.modifier()` does in Swift: the node becomes the
    /// modifier's content, followed by any `secondary` subviews.
    public func modified(by modifier: any ViewModifierLayout, secondary: [ViewNode] = [], source: SourceLocation? = nil) -> ViewNode {
        ViewNode(modifier, subviews: [self] + secondary, source: source ?? self.source)
    }

    /// The number of nodes in the tree.
    public var count: Int { 1 + subviews.reduce(0) { $0 + $1.count } }
}

extension ViewNode {
    public init(_ view: any ViewLayout, subviews: [ViewNode] = [], id: String? = nil, source: SourceLocation? = nil) {
        // Through the memberwise initializer: one that set the stored properties one by one was
        // compiled to build the node aside and copy it (a reference count up and down for each
        // of its references), for every node a scene decodes.
        self.init(box: ViewBox.make(view), subviews: subviews, id: id, source: source)
    }
}
