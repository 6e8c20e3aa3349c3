import LayoutDrawCore

/// Facts about image files that layout needs before anything is drawn.
public enum ImageFiles {
    /// Natural size in points of the PNG or SVG file at `path`, which is what a non-resizable
    /// image occupies: a PNG's pixel size (one pixel per point); an SVG's intrinsic size at
    /// 72 dpi (its `width`/`height` in CSS pixels or physical units, else its viewBox size).
    public static func naturalSize(ofFileAt path: String) throws(RenderError) -> Size {
        try LoadedImage(contentsOfFile: path).naturalSize
    }
}
