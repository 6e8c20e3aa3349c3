import LayoutDrawCore
import LayoutDrawFrames

/// A view from a framework layoutdraw does not model — Kingfisher's `KFImage`, MapKit's `Map`,
/// Swift Charts' `Chart`, AVKit's `VideoPlayer`, an app's own `UIViewRepresentable` — laid out as
/// SwiftUI lays such a view out, and drawn as a placeholder labelled with its type, so that the
/// rest of the screen can be seen.
///
/// Rule, by the kind of view:
/// - **Flexible** (a representable, `Map`, `Chart`, `VideoPlayer`, `WebView`…): it takes the
///   whole proposal, an unspecified side being 10, as a shape or `Color` does (layout-rules §3.1,
///   `replacingUnspecifiedDimensions()`).
/// - **Stand-in** (SwiftUI's own views layoutdraw does not draw yet: `DatePicker`,
///   `TextEditor`…): it takes the proposed width, an unspecified one being `idealSize`'s; a
///   view that fills its space (`TextEditor`, `Table`) takes the proposed height too, the others
///   (controls) are `idealSize`'s height — sizes of ours, not SwiftUI's.
/// - **Image-like** (`KFImage`, `WebImage`, `LazyImage`…): it behaves as `Image` — its natural
///   size whatever the proposal, or, `.resizable()`, the proposal with an unspecified side
///   replaced by the natural one. Nothing is downloaded in a still picture, so the natural size
///   is the placeholder's 100 × 100 (`Image.placeholderSize`), as for an image whose file is not
///   there.
///
/// Drawn: a box in the tertiary fill with a 1-point separator-coloured border; its one subview,
/// the type's name, is set in caption 2 in the secondary label colour on one line (shrunk to half, else cut in the middle) and
/// centred when it fits inside a 4-point margin, else left out. The SVG's `<title>` names the
/// type and its module.
///
/// Evidence: Apple's `UIViewRepresentable` documentation — a representable's size comes from
/// `sizeThatFits(_:uiView:context:)`, and returning nil (the default) "uses the default size",
/// the UIKit view's intrinsic content size, which MapKit's, WebKit's and AVKit's views do not
/// have (`UIView.noIntrinsicMetric`), so they fill what they are offered; `Map`, `Chart` and
/// `VideoPlayer` are documented to fill their frame in every example (`.frame(height: 300)`).
/// Kingfisher's README: "`KFImage` … behaves like `Image`" (`.resizable()`, `.aspectRatio`).
/// The placeholder and its label are ours: a device would show the framework's drawing.
public struct ForeignView: ViewLayout, DrawingLayout, EnvironmentChangingLayout {
    public enum Sizing: Sendable, Equatable {
        /// Takes the proposal (a representable).
        case flexible
        /// Behaves as an `Image` of `naturalSize`.
        case image(naturalSize: Size, isResizable: Bool)
        /// A SwiftUI view not drawn yet: the proposed width (an unspecified one `idealSize`'s),
        /// and the proposed height when it `fillsHeight`, else `idealSize`'s.
        case standIn(idealSize: Size, fillsHeight: Bool)
    }

    public var kind: String { typeName }
    /// The type as written (`KFImage`).
    public var typeName: String
    /// The module it comes from (`Kingfisher`), for the title.
    public var module: String
    public var sizing: Sizing

    /// The margin around the label inside the box.
    public static let labelMargin = 4.0
    public static let labelFont = Font(.caption2)

    public init(typeName: String, module: String, sizing: Sizing) {
        self.typeName = typeName
        self.module = module
        self.sizing = sizing
    }

    /// The node of a foreign view: the placeholder with its type's name as its subview.
    public static func node(typeName: String, module: String, sizing: Sizing, source: SourceLocation?) -> ViewNode {
        ViewNode(ForeignView(typeName: typeName, module: module, sizing: sizing), subviews: [ViewNode(Text(typeName), source: source)], source: source)
    }

    /// Whether the view is image-like (`.resizable()` applies to it).
    public var isImageLike: Bool {
        if case .image = sizing { return true }
        return false
    }

    /// `.resizable()` on an image-like view.
    public func resizable() -> ForeignView {
        var copy = self
        if case .image(let size, _) = sizing { copy.sizing = .image(naturalSize: size, isResizable: true) }
        return copy
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        switch sizing {
        case .flexible: proposal.replacingUnspecifiedDimensions()
        case .standIn(let ideal, let fillsHeight):
            Size(width: proposal.width ?? ideal.width, height: fillsHeight ? proposal.height ?? ideal.height : ideal.height)
        case .image(let natural, let resizable): resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
        }
    }

    /// The name, centred, when it fits inside the margin; else left out.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let name = subviews.first else { return }
        for subview in subviews.dropFirst() { subview.leaveOut() }
        let room = Size(width: bounds.width - 2 * Self.labelMargin, height: bounds.height - 2 * Self.labelMargin)
        guard room.width > 0, room.height > 0, room.width.isFinite, room.height.isFinite else {
            name.leaveOut()
            return
        }
        let offer = ProposedViewSize(width: room.width, height: nil)
        let size = name.sizeThatFits(offer)
        guard size.height <= room.height, size.width <= room.width else {
            name.leaveOut()
            return
        }
        name.place(at: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: offer)
    }

    /// The name is set on one line in caption 2, in the secondary label colour (a caption, not
    /// the app's text), shrunk or cut in the middle to fit.
    public func updateEnvironment(_ environment: inout EnvironmentValues) {
        environment.font = Self.labelFont
        environment.foreground = .color(ContainerColors.secondaryLabel)
        environment.lineLimit = 1
        environment.minimumScaleFactor = 0.5
        environment.truncationMode = .middle
        environment.multilineTextAlignment = .center
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        let title = "\(typeName) (\(module))"
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return NodeDrawing(text: title) }
        let frame = Rect(origin: .zero, size: size)
        return NodeDrawing(
            paint: .vector(
                VectorPaint(
                    [
                        .shape(.rectangle, in: frame, .fill(SystemColors.tertiaryFill)),
                        .shape(.rectangle, in: frame, .strokeBorder(SystemColors.separator, lineWidth: 1)),
                    ], title: title)),
            text: title)
    }
}
