import LayoutDrawCore

extension AspectRatio {
    /// `.scaledToFit()` and `.scaledToFill()`. Rule: exactly `.aspectRatio(contentMode: .fit)`
    /// (or `.fill`): the content's own ideal ratio scaled to fit (fill) the proposal; the layout
    /// dump names the modifier as written. Evidence: Apple's documentation of
    /// `View.scaledToFit()`: "Scales this view to fit its parent … This method is equivalent to
    /// calling aspectRatio(_:contentMode:) with a nil aspectRatio and a content mode of
    /// ContentMode.fit", and of `scaledToFill()` likewise with `ContentMode.fill`.
    public static func scaledTo(_ mode: ContentMode) -> AspectRatio {
        var modifier = AspectRatio(nil, contentMode: mode)
        modifier.spelling = mode == .fit ? "scaledToFit" : "scaledToFill"
        return modifier
    }
}
