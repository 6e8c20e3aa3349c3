/// The names scene-format lists that this version does not implement yet: writing one is
/// the error "'X' is not supported yet", never "unknown". Implementing one moves its name from
/// here to `Views.table`, `Modifiers.table` or the canvas decoder.
enum NotSupportedYet {
    static let views: [String] = []

    static let modifiers: [String] = []

    static let canvasKeys: [String] = []
}
