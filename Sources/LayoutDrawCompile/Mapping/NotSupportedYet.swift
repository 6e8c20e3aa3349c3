import LayoutDrawInterpreter

/// The names scene-format lists that this version does not implement yet: writing one is
/// the error "'X' is not supported yet", never "unknown". Implementing one moves its name from
/// here to `Views.table`, `Modifiers.table` or the canvas decoder.
enum NotSupportedYet {
    static let views: [String] = []

    static let modifiers: [String] = [
        // (`searchable`, `badge`, `redacted`, the colour-matrix effects and the other modifiers
        // that change only what is drawn are drawn without, with a warning: `NotDrawnYetMapping`.)
        // A preference changed in place by a closure.
        "transformPreference",
        // Layout values and geometry callbacks: `LayoutValueKey`s are not read by custom
        // layouts yet; `onGeometryChange` runs a closure after layout that changes state.
        "layoutValue", "onGeometryChange",
        // Orientation belongs to the preview: `#Preview(traits: .landscapeLeft)` turns the device.
        "previewInterfaceOrientation",
    ]

    static let canvasKeys: [String] = []
}
