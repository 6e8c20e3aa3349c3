import LayoutDrawCore
import LayoutDrawFrames

/// `.blur(radius:opaque:)`. Rule: no layout effect; the content is drawn, then blurred as one
/// picture by a Gaussian whose standard deviation is `radius` points (the convention of Apple's
/// blurs: its iOS 7 sample `UIImage+ImageEffects` uses the blur radius as the standard deviation
/// of the three-box approximation, as SVG's `feGaussianBlur` does). The blur spreads beyond the
/// frame and fades at its edges; with `opaque`, "the blur renderer permits [no] transparency in
/// the blur output" (Apple's documentation): the colours near the edge are averaged from inside
/// the frame only, and the result is opaque and stays inside the frame.
public struct Blur: TransparentModifier, DrawingLayout {
    public var kind: String { "blur" }
    public var radius: Double
    public var isOpaque: Bool

    public init(radius: Double, opaque: Bool = false) {
        self.radius = max(0, radius)
        self.isOpaque = opaque
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(effect: .blur(radius: radius, isOpaque: isOpaque))
    }
}
