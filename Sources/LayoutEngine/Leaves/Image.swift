import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Image` from a file. Rule (layout-rules §3.1): not resizable, it is its natural
/// size whatever the proposal; `.resizable()`, it takes the proposal, with an unspecified
/// dimension replaced by its natural length on that axis. It draws the file into its frame.
public struct Image: ViewLayout, DrawingLayout {
    public var kind: String { "Image" }
    /// Absolute path of the PNG or SVG file.
    public var path: String
    /// The file's size in points (`ImageFiles.naturalSize(ofFileAt:)`).
    public var naturalSize: Size
    public var isResizable: Bool

    public init(path: String, naturalSize: Size, isResizable: Bool = false) {
        self.path = path
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }

    /// `.resizable()`.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(paint: .image(ImagePaint(path: path, isResizable: isResizable)))
    }
}
