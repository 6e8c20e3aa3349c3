import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Image` from a file. Rule (layout-rules §3.1): not resizable, it is its natural
/// size whatever the proposal; `.resizable()`, it takes the proposal, with an unspecified
/// dimension replaced by its natural length on that axis. It draws the file into its frame —
/// or, for an image the listing names but does not ship (`path` empty), a placeholder: a
/// light grey box crossed by its diagonals, of the size the front end chose.
public struct Image: ViewLayout, DrawingLayout {
    /// The size of an image the listing names but whose file is not there.
    public static let placeholderSize = Size(width: 100, height: 100)

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
        guard !path.isEmpty else {
            guard size.width.isFinite, size.height.isFinite else { return .none }
            return NodeDrawing(paint: .vector(Self.placeholderPaint(size: size)))
        }
        return NodeDrawing(paint: .image(ImagePaint(path: path, isResizable: isResizable, naturalSize: naturalSize)))
    }

    /// The placeholder of an image that is not there, in a frame of `size`.
    static func placeholderPaint(size: Size) -> VectorPaint {
        let frame = Rect(origin: .zero, size: size)
        let grey = SystemColors.tertiaryFill, line = SystemColors.separator
        return VectorPaint([
            .shape(.rectangle, in: frame, .fill(grey)),
            VectorElement(.commands([.move(.zero), .line(Point(x: size.width, y: size.height))], transform: .identity, roundCaps: false), .stroke(line, lineWidth: 1)),
            VectorElement(.commands([.move(Point(x: size.width, y: 0)), .line(Point(x: 0, y: size.height))], transform: .identity, roundCaps: false), .stroke(line, lineWidth: 1)),
            .shape(.rectangle, in: frame, .strokeBorder(line, lineWidth: 1)),
        ])
    }
}
