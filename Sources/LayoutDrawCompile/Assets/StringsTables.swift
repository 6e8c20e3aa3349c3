import Foundation
import LayoutDrawInterpreter

/// The app's localized strings in its development language, as `NSLocalizedString` and
/// `Text("KEY")` read them on a device set to English.
///
/// - A `.strings` table (`en.lproj/Localizable.strings`, else `Base.lproj/…`, else one in no
///   language's folder): `"key" =
///   "value";` pairs, with `/* … */` and `//` comments and `\"`, `\\`, `\n`, `\t` escapes, in
///   UTF-8 or UTF-16 (Xcode writes either) — read with Foundation's property-list parser, which
///   is the format's own.
/// - A String Catalog (`Localizable.xcstrings`, JSON): the source language's `stringUnit`
///   `value` of each key; a key without one is its own text.
///
/// A key no table has is its own text (a String Catalog's keys are the source language's
/// text). Tables are read once per scene, at most 4 MB each.
final class StringsTables: Sendable {
    private let tables: [String: [String: String]]

    /// The tables of the bundle's files (paths relative to `root`).
    init(files: [String], root: String, read: (String) -> [UInt8]?) {
        var tables: [String: [String: String]] = [:]
        func name(_ path: String, _ ext: String) -> String {
            String(path.split(separator: "/").last!.dropLast(ext.count))
        }
        // The development language's folder first (English, then Base), then catalogues.
        for folder in ["en.lproj/", "Base.lproj/"] {
            for path in files where path.hasSuffix(".strings") && (path.hasPrefix(folder) || path.contains("/" + folder)) {
                let table = name(path, ".strings")
                guard tables[table] == nil, let bytes = read(root + "/" + path) else { continue }
                tables[table] = Self.strings(bytes)
            }
        }
        // A table outside any language's folder (`Resources/Localizable.strings`, copied to the
        // bundle unlocalized) is every language's, so the development language's too.
        for path in files where path.hasSuffix(".strings") && !path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".lproj") }) {
            let table = name(path, ".strings")
            guard tables[table] == nil, let bytes = read(root + "/" + path) else { continue }
            tables[table] = Self.strings(bytes)
        }
        for path in files where path.hasSuffix(".xcstrings") {
            let table = name(path, ".xcstrings")
            guard let bytes = read(root + "/" + path), let catalogue = Self.catalogue(bytes) else { continue }
            tables[table, default: [:]].merge(catalogue) { own, _ in own }
        }
        self.tables = tables
    }

    func text(_ key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// A `.strings` file's pairs.
    static func strings(_ bytes: [UInt8]) -> [String: String] {
        let data = Data(bytes)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] else {
            return [:]
        }
        return plist
    }

    /// A String Catalog's source-language values.
    static func catalogue(_ bytes: [UInt8]) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return nil }
        let language = root["sourceLanguage"] as? String ?? "en"
        var values: [String: String] = [:]
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any], let localizations = entry["localizations"] as? [String: Any],
                let local = localizations[language] as? [String: Any], let unit = local["stringUnit"] as? [String: Any],
                let value = unit["value"] as? String
            else { continue }
            values[key] = value
        }
        return values
    }
}
