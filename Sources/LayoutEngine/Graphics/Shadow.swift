import LayoutDrawCore
import LayoutDrawFrames

/// `.shadow(color:radius:x:y:)`. Rule: no layout effect (the size, the frames and the
/// alignment guides are the content's); every part the content draws casts its own shadow — its
/// alpha, blurred, offset by (`x`, `y`), in `color` — drawn just behind that part.
///
/// Evidence:
/// - the default colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)`, black at 33% opacity
///   (Apple's declaration of `shadow(color:radius:x:y:)`; 0 is 0 in linear and in sRGB);
/// - "drop shadows draw behind the source content by blurring, tinting and offsetting its
///   per-pixel alpha values" (Apple's `ShadowStyle.drop(color:radius:x:y:)`);
/// - the shadow is applied to every subview that draws, not to the view as one picture: text on
///   a background casts a shadow onto the background, unless `compositingGroup()` makes the
///   subtree one layer first ("SwiftUI in Shadowland: Down the Render Hole", BAM/Theodo, and the
///   documentation of `compositingGroup()`);
/// - `radius` is the standard deviation of the Gaussian blur, in points: the convention of Core
///   Animation's `shadowRadius`, whose shadows design tools reproduce with a CSS blur of twice
///   the radius — and CSS defines its blur length as twice the standard deviation (CSS
///   Backgrounds 3, "shadow blur"; Chromium's change 1377519 aligning Blink with it).
public struct Shadow: TransparentModifier, DrawingLayout {
    public var kind: String { "shadow" }
    public var color: ColorStyle
    public var radius: Double
    public var x: Double
    public var y: Double

    /// SwiftUI's default shadow colour: black at 33% opacity.
    public static let defaultColor = ColorStyle(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))

    public init(color: ColorStyle = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = max(0, radius)
        self.x = x
        self.y = y
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        NodeDrawing(effect: .shadow(color: color, radius: radius, offset: Size(width: x, height: y)))
    }
}
