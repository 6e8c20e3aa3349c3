import LayoutDrawInterpreter

/// The names scene-format lists that this version does not implement yet: writing one is
/// the error "'X' is not supported yet", never "unknown". Implementing one moves its name from
/// here to `Views.table`, `Modifiers.table` or the canvas decoder.
enum NotSupportedYet {
    static let views: [String] = []

    /// The colour-matrix effects: Apple documents neither the colour space they work in nor
    /// their coefficients (a saturation's luminance weights), so a picture of them could not be
    /// drawn as iOS draws it (Docs/Styles-and-Effects.md).
    static let modifiers: [String] = [
        "brightness", "contrast", "saturation", "grayscale", "colorInvert", "hueRotation", "colorMultiply", "luminanceToAlpha",
        // (`searchable`, `badge`, `redacted` and the other modifiers that change only what is
        // drawn are drawn without, with a warning: `NotDrawnYetMapping`.)
        // A preference changed in place by a closure.
        "transformPreference",
        // Layout values and geometry callbacks: `LayoutValueKey`s are not read by custom
        // layouts yet; `visualEffect` and `onGeometryChange` run closures after layout.
        "layoutValue", "visualEffect", "onGeometryChange",
        // Orientation belongs to the preview: `#Preview(traits: .landscapeLeft)` turns the device.
        "previewInterfaceOrientation",
    ]

    static let canvasKeys: [String] = []
}
