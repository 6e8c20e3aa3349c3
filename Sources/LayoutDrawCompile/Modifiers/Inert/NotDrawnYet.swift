import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// Modifiers that change what a device draws in a way layoutdraw does not draw yet — a
    /// search field (`searchable`), a count (`badge`), placeholders (`redacted`), margins of a
    /// scroll view's content, symbol variants, bar backgrounds, button border shapes, page-index
    /// styles, list separators' tint: the picture is drawn without them, with a
    /// warning that names what is missing, so that one such modifier does not stop a screen
    /// that is otherwise drawn. Their arguments are not read.
    enum NotDrawnYetMapping: ModifierMapping {
        static let missing: [String: String] = [
            "searchable": "the search field", "badge": "the badge", "redacted": "the placeholder redaction",
            "contentMargins": "the content margins", "symbolVariant": "the symbol variant", "toolbarBackground": "the bar's background",
            "buttonBorderShape": "the button's border shape", "indexViewStyle": "the page index style",
            "listRowSeparatorTint": "the separators' tint", "blendMode": "the blend mode (the view is drawn over what is behind it)",
        ]
        static var names: [String] { missing.keys.sorted() }
        static let acceptsAnyArguments = true

        static func compile(_ i: ModifierInput) -> Modification? {
            i.session.warning(
                "'\(i.name)' is not drawn yet: this picture is drawn without \(missing[i.name] ?? "it"), which a device shows",
                at: i.location, i.context)
            return nil
        }
    }
}
