import LayoutDrawCore

/// Aligning content inside a frame (layout-rules §3.4, §3.5): the content's guide meets the
/// frame's guide for `alignment`.
enum FrameAlignment {
    /// Where the content's top-leading corner goes, relative to the frame's.
    /// (The frame's own value for a custom guide is the guide's default for the frame's size.)
    static func contentOffset(_ content: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
        let x: Double, y: Double
        if case .custom = alignment.horizontal {
            x = content.subview.defaultValue(of: alignment.horizontal, in: BareDimensions(size))
        } else {
            x = alignment.horizontal.defaultValue(width: size.width)
        }
        if case .custom = alignment.vertical {
            y = content.subview.defaultValue(of: alignment.vertical, in: BareDimensions(size))
        } else {
            y = alignment.vertical.defaultValue(height: size.height)
        }
        return Point(x: x - content[alignment.horizontal], y: y - content[alignment.vertical])
    }

    /// The content's explicit horizontal guide (a custom `alignmentGuide`), carried up to a
    /// frame of `size` whose content is placed with `proposal`: frames pass guides through,
    /// shifted by where the content sits.
    static func explicitGuide(
        _ guide: HorizontalAlignment, content: LayoutSubview, proposal: ProposedViewSize, in size: Size, alignment: Alignment
    ) -> Double? {
        guard let value = content.explicitAlignment(of: guide, proposal: proposal) else { return nil }
        return value + contentOffset(content.dimensions(in: proposal), in: size, alignment: alignment).x
    }

    /// The content's explicit vertical guide (a text baseline), carried up to the frame.
    static func explicitGuide(
        _ guide: VerticalAlignment, content: LayoutSubview, proposal: ProposedViewSize, in size: Size, alignment: Alignment
    ) -> Double? {
        guard let value = content.explicitAlignment(of: guide, proposal: proposal) else { return nil }
        return value + contentOffset(content.dimensions(in: proposal), in: size, alignment: alignment).y
    }
}
