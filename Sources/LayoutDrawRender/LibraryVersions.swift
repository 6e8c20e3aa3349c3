internal import CCairo
internal import CPangoCairo
internal import CRsvg

/// The versions of what decides a picture's pixels besides layoutdraw itself: cairo, Pango,
/// librsvg and the font files. Goldens recorded with other versions may differ.
public struct LibraryVersions: Sendable, Hashable {
    public var cairo: String
    public var pango: String
    /// nil when librsvg cannot be loaded (only SVG images and rasterising SVG need it).
    public var librsvg: String?
    /// One entry per configured font file or folder.
    public var fonts: [FontSource]

    /// A configured font file or folder and the families it holds.
    public struct FontSource: Sendable, Hashable {
        public var path: String
        /// Each family with the font revision of its faces (the OpenType `head` table's
        /// `fontRevision`, e.g. `3.019`), sorted by family.
        public var families: [FamilyVersion]
        /// How many faces (a collection holds several).
        public var faceCount: Int
    }

    public struct FamilyVersion: Sendable, Hashable {
        public var family: String
        public var version: String

        public init(family: String, version: String) {
            self.family = family
            self.version = version
        }
    }

    /// The versions of the libraries this process uses and of the files of `fonts`; throws when
    /// the fonts cannot be set up, as a render would.
    public static func current(fonts: FontConfiguration = .standard) throws(RenderError) -> LibraryVersions {
        var major: UInt32 = 0, minor: UInt32 = 0, micro: UInt32 = 0
        let rsvg = layoutdraw_rsvg_version(&major, &minor, &micro) != 0 ? "\(major).\(minor).\(micro)" : nil
        return LibraryVersions(
            cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()), librsvg: rsvg,
            fonts: try fontSources(fonts))
    }

    /// The fonts of a private configuration of `fonts`, grouped by the file or folder they come from.
    private static func fontSources(_ fonts: FontConfiguration) throws(RenderError) -> [FontSource] {
        let config = try PangoFontContext.makeFontconfig(fonts)
        defer { FcConfigDestroy(config) }
        var faces: [(file: String, family: String, version: String)] = []
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?, family: UnsafeMutablePointer<FcChar8>?
                var revision: Int32 = 0
                guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file,
                    FcPatternGetString(pattern, "family", 0, &family) == FcResultMatch, let family
                else { continue }
                _ = FcPatternGetInteger(pattern, "fontversion", 0, &revision)
                faces.append((String(cString: file), String(cString: family), revisionString(revision)))
            }
        }
        return (fonts.directories + fonts.files).map { path in
            let mine = faces.filter { $0.file == path || $0.file.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
            var versions: [String: Set<String>] = [:]
            for face in mine { versions[face.family, default: []].insert(face.version) }
            let families = versions.keys.sorted().map { family in
                FamilyVersion(family: family, version: versions[family]!.sorted().joined(separator: ", "))
            }
            return FontSource(path: path, families: families, faceCount: mine.count)
        }
    }

    /// A 16.16 fixed-point font revision as the font's makers write it: `3.019`.
    private static func revisionString(_ revision: Int32) -> String {
        let thousandths = (Int(revision) * 1000 + 32768) >> 16
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// The report `layoutdraw --version` prints after its own version.
    public var description: String {
        var lines = ["cairo \(cairo)", "pango \(pango)", "librsvg \(librsvg ?? "(not found)")"]
        for source in fonts {
            let families = source.families.map { "\($0.family) \($0.version)" }.joined(separator: ", ")
            lines.append("font \(source.path): \(families) (\(source.faceCount) face\(source.faceCount == 1 ? "" : "s"))")
        }
        return lines.joined(separator: "\n")
    }
}
