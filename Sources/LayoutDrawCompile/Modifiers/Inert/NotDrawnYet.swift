import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// Modifiers that change what a device draws in a way layoutdraw does not draw yet — a
    /// search field (`searchable`), a count (`badge`), placeholders (`redacted`), margins of a
    /// scroll view's content, symbol variants, bar backgrounds, button border shapes, page-index
    /// styles, list separators' tint, blend modes, colour effects: the picture is drawn without them, with a
    /// warning that names what is missing, so that one such modifier does not stop a screen
    /// that is otherwise drawn. Their arguments are not read.
    enum NotDrawnYetMapping: ModifierMapping {
        static let missing: [String: String] = [
            "searchable": "the search field", "badge": "the badge", "redacted": "the placeholder redaction",
            "contentMargins": "the content margins", "symbolVariant": "the symbol variant", "toolbarBackground": "the bar's background",
            "buttonBorderShape": "the button's border shape", "indexViewStyle": "the page index style",
            "listRowSeparatorTint": "the separators' tint", "blendMode": "the blend mode (the view is drawn over what is behind it)",
            "searchSuggestions": "the search suggestions", "headerProminence": "the section header's larger font",
            // The colour-matrix effects: Apple documents neither the colour space they work in
            // nor their coefficients (a saturation's luminance weights), so they are not drawn
            // as iOS draws them (Docs/Styles-and-Effects.md).
            "brightness": colourEffect, "contrast": colourEffect, "saturation": colourEffect, "grayscale": colourEffect,
            "colorInvert": colourEffect, "hueRotation": colourEffect, "colorMultiply": colourEffect, "luminanceToAlpha": colourEffect,
        ]
        static let colourEffect = "the colour effect (Apple does not document its colour matrix)"
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
