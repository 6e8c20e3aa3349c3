import LayoutDrawCore

/// The colour an annotation asks for.
public enum AnnotationColor: Hashable, Sendable {
    /// A colour name (`blue`, `orange`, …): the diagram uses the house palette's variant of
    /// it, which stays legible as text on light and dark canvases, or the SwiftUI colour of
    /// that name when the palette has none.
    case named(String)
    /// A colour used exactly as written (`#RRGGBB`, `{color: red, opacity: 0.5}`).
    case custom(ColorStyle)
}
