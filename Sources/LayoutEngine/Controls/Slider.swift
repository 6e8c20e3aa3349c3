import LayoutDrawCore
import LayoutDrawFrames

/// SwiftUI's `Slider(value:in:)` on iOS, a `UISlider`.
///
/// Rule: it takes the proposed width and is 31 points high whatever the height proposed. A
/// width left unspecified (`nil`, as `fixedSize` or a horizontal `ScrollView` propose) gives
/// the narrowest slider that still shows its thumb, 28 points; an infinite width gives an
/// infinite slider, as for any view that takes what it is offered (`Color`).
///
/// Drawn as iOS 17 draws it: a 4-point capsule track centred vertically, filled in the tint
/// colour (the accent colour, blue, unless `tint` says otherwise) from the leading end to the
/// thumb and in `systemFill` after it; a white 28-point thumb whose centre runs from 14
/// points inside the leading edge (at the range's lower bound) to 14 points inside the trailing
/// edge (upper bound), so the thumb never leaves the frame.
///
/// Evidence:
/// - height 31: the frame Interface Builder gives a `UISlider` dropped into a storyboard
///   (`<slider …><rect key="frame" x="14" y="502" width="347" height="31"/>`, as public
///   storyboards of iOS 7 and later record it; a slider whose height is fixed by hand shows
///   other numbers, such as 30). iOS 6 and earlier drew 23-point sliders (mpatric.com, "More
///   responsive sliders on the iPhone", 2009: "a fixed height of 23 pixels"), which is why
///   only storyboards made for iOS 7's look count;
/// - the 28-point thumb and the 4-point track: Apple publishes neither; both are read from
///   rendered iOS 17 sliders (the thumb nearly fills the 31-point frame);
/// - the thumb stays inside the frame: `UISlider.thumbRect(forBounds:trackRect:value:)` is
///   documented to return the thumb's rectangle on the track, which runs the whole width
///   (`trackRect(forBounds:)`: "the entire length of the track");
/// - the unspecified width: no published number; `UISlider` has no intrinsic width
///   (`UIView.noIntrinsicMetric`), and sliders in horizontal scroll views are reported to
///   collapse. 28 points, the thumb, is our choice (Docs/Controls.md).
public struct Slider: ViewLayout, DrawingLayout {
    public var kind: String { "Slider" }
    public static let height = 31.0
    public static let thumbDiameter = 28.0
    public static let trackHeight = 4.0

    /// The value and its range (`lowerBound ≤ upperBound`; the compiler checks it).
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double

    public init(value: Double, in range: ClosedRange<Double> = 0...1) {
        self.value = value
        self.lowerBound = range.lowerBound
        self.upperBound = range.upperBound
    }

    /// Where the value sits in its range, 0…1 (a value outside the range is drawn at its end,
    /// as `UISlider` clamps it; an empty range puts the thumb at the start).
    public var fraction: Double {
        let span = upperBound - lowerBound
        guard span > 0, span.isFinite else { return 0 }
        return min(max((value - lowerBound) / span, 0), 1)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? Self.thumbDiameter, height: Self.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {}

    /// The centre of the thumb in the slider's own coordinates, for a slider of `size`.
    public func thumbCenter(in size: Size) -> Point {
        let r = Self.thumbDiameter / 2
        return Point(x: r + fraction * max(0, size.width - Self.thumbDiameter), y: size.height / 2)
    }

    public func drawing(size: Size, proposal: ProposedViewSize, context: LayoutContext) -> NodeDrawing {
        guard size.width.isFinite else { return .none }
        let thumb = thumbCenter(in: size)
        let midY = size.height / 2
        var elements = [
            ControlDrawing.track(x: 0, width: size.width, midY: midY, height: Self.trackHeight, color: SystemColors.fill),
            ControlDrawing.track(x: 0, width: thumb.x, midY: midY, height: Self.trackHeight, color: context.environment.resolvedTint),
        ]
        elements += ControlDrawing.thumb(center: thumb, diameter: Self.thumbDiameter)
        return NodeDrawing(paint: .vector(VectorPaint(elements)))
    }
}
