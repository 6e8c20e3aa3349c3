/// The names scene-format lists that this version does not implement yet: writing one is
/// the error "'X' is not supported yet", never "unknown". Implementing one moves its name from
/// here to `Views.table`, `Modifiers.table` or the canvas decoder.
enum NotSupportedYet {
    static let views = [
        "ScrollView", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "LazyVStack", "LazyHStack", "Image", "Button",
    ]

    static let modifiers = [
        "aspectRatio", "offset", "position", "rotationEffect", "scaleEffect", "coordinateSpace", "ignoresSafeArea",
        "safeAreaInset", "zIndex", "hidden", "alignmentGuide", "anchorPreference", "backgroundPreferenceValue",
        "overlayPreferenceValue", "clipShape", "clipped", "lineLimit", "multilineTextAlignment", "resizable", "annotate",
    ]

    static let canvasKeys = ["annotate", "layoutTree", "showSafeArea"]
}
