internal import CCairo
internal import CPangoCairo

/// A Pango context over a private fontconfig configuration that holds only the configured font
/// directories, set up so that layout is independent of the output device: resolution 72 (one
/// point is one unit), no hinting of outlines or metrics, unrounded glyph positions.
/// Not thread-safe: `PangoTextMeasurer` serialises every use.
final class PangoFontContext {
    let fonts: FontConfiguration
    let context: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>

    init(fonts: FontConfiguration) throws(RenderError) {
        let config = try Self.makeFontconfig(fonts)
        defer { FcConfigDestroy(config) }
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontsUnavailable("Pango was built without FreeType font support")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        let context = pango_font_map_create_context(fontMap)!

        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)  // copies the options
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)

        self.fonts = fonts
        self.fontMap = fontMap
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A fresh fontconfig configuration with only `fonts.directories`, checked to contain the
    /// configured family.
    private static func makeFontconfig(_ fonts: FontConfiguration) throws(RenderError) -> OpaquePointer {
        let config = FcConfigCreate()!
        // A cache directory of our own keeps fontconfig from complaining on stderr that it has
        // none, without reading caches written under the system configuration's scan rules.
        let cacheXML = "<fontconfig><cachedir prefix=\"xdg\">layoutdraw/fontconfig</cachedir></fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, cacheXML, FcFalse)
        for directory in fonts.directories {
            _ = FcConfigAppFontAddDir(config, directory)
        }
        _ = FcConfigBuildFonts(config)

        let families = familyNames(in: config)
        let directories = fonts.directories.joined(separator: ", ")
        guard !families.isEmpty else {
            FcConfigDestroy(config)
            throw .fontsUnavailable(
                "no font files found in \(directories.isEmpty ? "(no directories)" : directories); "
                    + "install Inter with `apt-get install fonts-inter`, or name a font directory")
        }
        guard families.contains(fonts.family) else {
            FcConfigDestroy(config)
            throw .fontsUnavailable(
                "no font of family \"\(fonts.family)\" in \(directories); found "
                    + families.sorted().map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return config
    }

    private static func familyNames(in config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names: Set<String> = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, "family", n, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
                n += 1
            }
        }
        return names
    }
}
