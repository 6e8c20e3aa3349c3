import LayoutDrawCore

/// Aligning content inside a frame (layout-rules §3.4, §3.5): the content's guide meets the
/// frame's guide for `alignment`.
enum FrameAlignment {
    /// Where the content's top-leading corner goes, relative to the frame's.
    static func contentOffset(_ content: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
        Point(
            x: alignment.horizontal.defaultValue(width: size.width) - content[alignment.horizontal],
            y: alignment.vertical.defaultValue(height: size.height) - content[alignment.vertical])
    }

    /// The content's explicit guide, carried up to the frame.
    static func explicitGuide(
        _ value: Double?, contentOffset offset: Double
    ) -> Double? {
        value.map { $0 + offset }
    }
}
