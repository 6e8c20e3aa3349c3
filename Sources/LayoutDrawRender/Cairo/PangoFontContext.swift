internal import CCairo
internal import CPangoCairo
import LayoutDrawCore

/// A Pango context over a private fontconfig configuration that holds only the configured font
/// directories, set up so that layout is independent of the output device: resolution 72 (one
/// point is one unit), no hinting of outlines or metrics, unrounded glyph positions.
/// Not thread-safe: `PangoTextMeasurer` serialises every use.
final class PangoFontContext {
    let fonts: FontConfiguration
    let context: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The family display sizes are set in (`fonts.displayFamily` when the fonts have it).
    let displayFamily: String?
    /// `fonts.displayFamily` when the fonts do not have it (text of every size is then set in
    /// `fonts.family`).
    let missingDisplayFamily: String?
    /// The families that stand in for the system font: their lines take SF Pro's line box
    /// (`SystemFontMetrics`); a fallback font's (Noto Sans CJK's) keep its own.
    let standInFamilies: Set<String>
    /// Whether each font Pango chose is one of `standInFamilies` (fonts live as long as the map).
    var standInFonts: [UnsafeMutableRawPointer: Bool] = [:]
    /// How much wider each character is in the Display cut than in the Text cut, in ems, for
    /// the optical sizes between (`PangoTextLayout.opticalSpacing`): measured once per character,
    /// weight, slant and features. Bounded: emptied when full.
    var opticalDeltas: [OpticalDeltaKey: Double] = [:]

    /// The same summed over a run's characters, with their count, by run (a text is measured for
    /// several proposals). Bounded: emptied when full.
    var opticalRunDeltas: [OpticalRunKey: (delta: Double, characters: Int)] = [:]

    struct OpticalRunKey: Hashable {
        var string: String
        var weight: Font.Weight
        var isItalic: Bool
        var features: String
    }

    struct OpticalDeltaKey: Hashable {
        var character: Character
        var weight: Font.Weight
        var isItalic: Bool
        var features: String
    }

    init(fonts: FontConfiguration) throws(RenderError) {
        let config = try Self.makeFontconfig(fonts)
        defer { FcConfigDestroy(config) }
        let families = Self.familyNames(in: config)
        if let display = fonts.displayFamily, display != fonts.family {
            displayFamily = families.contains(display) ? display : nil
            missingDisplayFamily = families.contains(display) ? nil : display
        } else {
            displayFamily = nil
            missingDisplayFamily = nil
        }
        standInFamilies = Set([fonts.family, "Inter", "Inter Display"] + (displayFamily.map { [$0] } ?? []))
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
        // The language Pango shapes and picks fonts for, fixed: by default it is the process's
        // locale (LANG), which would make the picture depend on the machine.
        pango_context_set_language(context, pango_language_from_string("en-us"))

        self.fonts = fonts
        self.fontMap = fontMap
        self.context = context
    }

    /// Whether `font` is one of the families that stand in for the system font.
    func isStandIn(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        let key = UnsafeMutableRawPointer(font)
        if let known = standInFonts[key] { return known }
        let description = pango_font_describe(font)
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        let standIn = standInFamilies.contains(family)
        standInFonts[key] = standIn
        return standIn
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A fresh fontconfig configuration with only `fonts.files` and `fonts.directories`, checked:
    /// every file and folder is there and holds fonts, and the configured family is among them.
    static func makeFontconfig(_ fonts: FontConfiguration) throws(RenderError) -> OpaquePointer {
        let config = FcConfigCreate()!
        // A cache directory of our own keeps fontconfig from complaining on stderr that it has
        // none, without reading caches written under the system configuration's scan rules.
        // Files are added through their folder, whose scan fontconfig caches (the two Noto Sans
        // CJK collections took 27–30 ms to scan in every process when added one by one); the
        // folder's other files are rejected.
        let folders = Self.folders(of: fonts.files)
        var xml = "<fontconfig><cachedir prefix=\"xdg\">layoutdraw/fontconfig</cachedir>"
        if !folders.isEmpty {
            xml += "<selectfont><rejectfont>"
            for folder in folders { xml += "<glob>\(Self.escaped(folder))/*</glob>" }
            xml += "</rejectfont><acceptfont>"
            for file in fonts.files { xml += "<glob>\(Self.escaped(file))</glob>" }
            xml += "</acceptfont></selectfont>"
        }
        xml += "</fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, xml, FcFalse)
        do throws(RenderError) {
            for file in fonts.files {
                var isDirectory = false
                guard FileContents.exists(file, isDirectory: &isDirectory), !isDirectory else { throw missing(file, isFolder: false) }
            }
            for folder in folders {
                _ = FcConfigAppFontAddDir(config, folder)
            }
            let loaded = fontFiles(in: config)
            for file in fonts.files where !loaded.contains(file) {
                throw missing(file, isFolder: false)
            }
            for directory in fonts.directories {
                let before = fontCount(in: config)
                var isDirectory = false
                if !FileContents.exists(directory, isDirectory: &isDirectory) || !isDirectory
                    || FcConfigAppFontAddDir(config, directory) == FcFalse
                {
                    throw missing(directory, isFolder: true)
                }
                if fontCount(in: config) == before {
                    throw FontConfiguration.isShipped(directory)
                        ? missing(directory, isFolder: true)
                        : .fontFolderUnreadable(path: directory, reason: "it holds no font files (.otf, .ttf, .ttc)")
                }
            }
            _ = FcConfigBuildFonts(config)
            let families = familyNames(in: config)
            guard families.contains(fonts.family) else {
                throw .fontFamilyMissing(family: fonts.family, available: families.sorted())
            }
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// The error for a font file or folder that cannot be read: a shipped one means a missing
    /// package, a user's folder a mistyped `--font-dir`.
    private static func missing(_ path: String, isFolder: Bool) -> RenderError {
        if FontConfiguration.isShipped(path), case .installed(let folder) = FontConfiguration.source {
            return .fontsUnavailable(
                "\(path) is missing: the fonts installed with layoutdraw in \(folder) are incomplete; install layoutdraw "
                    + "again (`make install`), or remove that folder to use Debian's "
                    + "\(FontConfiguration.packages.joined(separator: " and ")) packages")
        }
        if FontConfiguration.isShipped(path) {
            return .fontsUnavailable(
                "\(path) is missing: layoutdraw draws text in the fonts of Debian's "
                    + "\(FontConfiguration.packages.joined(separator: " and ")) packages; install them with "
                    + "`apt-get install \(FontConfiguration.packages.joined(separator: " "))` (or `make deps`)")
        }
        var isDirectory = false
        let exists = FileContents.exists(path, isDirectory: &isDirectory)
        let reason = !exists ? "no such folder" : !isDirectory ? "not a folder" : "it cannot be read"
        return .fontFolderUnreadable(path: path, reason: reason)
    }

    /// The folders of `files`, in order, each once.
    private static func folders(of files: [String]) -> [String] {
        var folders: [String] = []
        for file in files {
            guard let slash = file.lastIndex(of: "/") else { continue }
            let folder = String(file[..<slash])
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// Text for an XML element's content.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The files of the fonts in `config`.
    private static func fontFiles(in config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var files: Set<String> = []
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if let pattern = set.pointee.fonts[i], FcPatternGetString(pattern, "file", 0, &value) == FcResultMatch, let value {
                files.insert(String(cString: value))
            }
        }
        return files
    }

    private static func fontCount(in config: OpaquePointer) -> Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    static func familyNames(in config: OpaquePointer) -> Set<String> {
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
