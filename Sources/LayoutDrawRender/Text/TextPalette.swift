import LayoutDrawCore
import LayoutDrawFrames

/// The colours a text's runs and their decorations are drawn in, resolved for one picture.
struct TextPalette {
    private let runs: [RGBA]
    private let underlines: [RGBA]
    private let strikethroughs: [RGBA]

    /// `text`'s runs in their own colours, or the text's, in `scheme`; a decoration without a
    /// colour of its own in its run's.
    init(_ text: TextPaint, in scheme: ColorScheme) {
        let colors = text.request.runs.map { ($0.attributes.color ?? text.color).resolved(in: scheme) }
        runs = colors
        underlines = zip(text.request.runs, colors).map { $0.attributes.underline?.color?.resolved(in: scheme) ?? $1 }
        strikethroughs = zip(text.request.runs, colors).map { $0.attributes.strikethrough?.color?.resolved(in: scheme) ?? $1 }
    }

    func glyphs(_ run: Int) -> RGBA { runs[min(run, runs.count - 1)] }
    func underline(_ run: Int) -> RGBA { underlines[min(run, underlines.count - 1)] }
    func strikethrough(_ run: Int) -> RGBA { strikethroughs[min(run, strikethroughs.count - 1)] }
}
