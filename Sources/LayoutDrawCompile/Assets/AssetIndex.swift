import LayoutDrawCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sets of the asset catalogues a source sees, by name, as Xcode names them.
///
/// - Catalogues: every `*.xcassets` folder (in name order) in the source's folder, then in each
///   folder above it (`ImageLookup.catalogueFolders`), then — with a project — the project's
///   others anywhere under its folder, in path order; a name found nearer wins.
/// - Sets: `Name.colorset`, `Name.imageset`, `Name.dataset`, `Name.symbolset`, at the top of
///   a catalogue or inside its group folders. A group whose `Contents.json` says
///   `"provides-namespace" : true` puts its name in front (`Brand/Blue`), as Xcode does.
/// - Generated asset symbols (Xcode 15's `ColorResource` / `ImageResource`): the set's name in
///   lower camel case, words split at spaces, `-`, `_` and `.` (`"Brand Blue"` → `brandBlue`,
///   `"brand-red"` → `brandRed`, `"BrandGreen"` → `brandGreen`), a colour's trailing `Color`
///   and an image's trailing `Image` dropped (`"someBlueColor"` → `someBlue`), `_` before a
///   leading digit; a namespaced set's groups are not in its symbol.
/// - Bounds: symbolic links are not followed, groups nest at most 16 deep, and a walk stops
///   after 20,000 entries, so a huge or looping folder cannot hold it.
final class AssetIndex: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case colorset, imageset, dataset, symbolset
    }

    private let directory: String
    private let allowsAnyPath: Bool
    /// The project's folder, when the source is read with one, then the folders of the package
    /// targets it imports: their catalogues anywhere (a `Shared/Resources/Assets.xcassets`
    /// beside the feature folders) come after the nearer ones, in that order.
    private let projectFolders: [String]
    private struct Sets: Sendable {
        var paths: [Kind: [String: String]] = [:]
        var symbols: [Kind: [String: String]] = [:]
    }
    private let sets = Mutex<Sets?>(nil)
    /// Named colours read so far, by set path.
    private let colors = Mutex<[String: Result<ColorStyle, ColorSetProblem>]>([:])

    init(directory: String, allowsAnyPath: Bool, projectFolders: [String] = []) {
        self.directory = directory
        self.allowsAnyPath = allowsAnyPath
        self.projectFolders = projectFolders
    }

    /// The folder of the set `name` of `kind`, or nil.
    func path(of name: String, kind: Kind) -> String? {
        index.paths[kind]?[name]
    }

    /// The name of the set whose generated symbol is `symbol` (`brandBlue` → `Brand Blue`).
    func name(ofSymbol symbol: String, kind: Kind) -> String? {
        index.symbols[kind]?[symbol]
    }

    private var index: Sets {
        sets.withLock { built in
            if let built { return built }
            let made = Self.build(
                folders: ImageLookup.catalogueFolders(directory: directory, allowsAnyPath: allowsAnyPath), projectFolders: projectFolders)
            built = made
            return made
        }
    }

    private static func build(folders: [String], projectFolders: [String]) -> Sets {
        var result = Sets()
        var budget = 20_000
        var walked = Set<String>()
        for folder in folders {
            for name in FileSystem.entries(of: folder) where name.hasSuffix(".xcassets") {
                walked.insert(folder + "/" + name)
                walk(folder + "/" + name, namespace: "", depth: 0, budget: &budget, into: &result)
            }
        }
        // Then the project's other catalogues, in path order (their names do not hide nearer
        // ones): hidden folders, `.build` and links are not walked, nor more than 8 deep.
        var catalogues: [String] = []
        var search = 20_000
        for root in projectFolders.compactMap(FileSystem.realPath) {
            func find(_ folder: String, depth: Int) {
                guard depth < 8 else { return }
                for entry in FileSystem.entries(of: folder) where !entry.hasPrefix(".") {
                    search -= 1
                    if search < 0 { return }
                    let path = folder + "/" + entry
                    guard FileSystem.isRealDirectory(path) else { continue }
                    if entry.hasSuffix(".xcassets") {
                        catalogues.append(path)
                    } else if ![".xcodeproj", ".xcworkspace", ".lproj", ".bundle", ".framework"].contains(where: entry.hasSuffix) {
                        find(path, depth: depth + 1)
                    }
                }
            }
            find(root, depth: 0)
        }
        let resolvedWalked = Set(walked.compactMap(FileSystem.realPath))
        var seen = Set<String>()
        for catalogue in catalogues where !resolvedWalked.contains(catalogue) && seen.insert(catalogue).inserted {
            walk(catalogue, namespace: "", depth: 0, budget: &budget, into: &result)
        }
        return result
    }

    private static func walk(_ folder: String, namespace: String, depth: Int, budget: inout Int, into result: inout Sets) {
        guard depth < 16 else { return }
        for entry in FileSystem.entries(of: folder) where !entry.hasPrefix(".") {
            budget -= 1
            if budget < 0 { return }
            let path = folder + "/" + entry
            guard FileSystem.isRealDirectory(path) else { continue }
            if let dot = entry.lastIndex(of: "."), let kind = Kind(rawValue: String(entry[entry.index(after: dot)...])) {
                let base = String(entry[..<dot])
                let name = namespace + base
                if result.paths[kind, default: [:]][name] == nil { result.paths[kind, default: [:]][name] = path }
                let symbol = symbolName(base, kind: kind)
                if !symbol.isEmpty, result.symbols[kind, default: [:]][symbol] == nil { result.symbols[kind, default: [:]][symbol] = name }
            } else if !entry.contains(".") {
                walk(path, namespace: namespace + (providesNamespace(path) ? entry + "/" : ""), depth: depth + 1, budget: &budget, into: &result)
            }
        }
    }

    private static func providesNamespace(_ group: String) -> Bool {
        guard let text = FileSystem.readText(group + "/Contents.json", limit: 1 << 16), case .object(let root)? = TinyJSON.parse(text),
            case .object(let properties)? = root["properties"], case .bool(let flag)? = properties["provides-namespace"]
        else { return false }
        return flag
    }

    /// Xcode's generated symbol for a set named `name` (see the type's comment).
    static func symbolName(_ name: String, kind: Kind) -> String {
        var words: [String] = []
        var word = ""
        for c in name {
            if c == " " || c == "-" || c == "_" || c == "." {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else if c.isLetter || c.isNumber {
                word.append(c)
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return "" }
        // The first word starts lower case: its leading capitals, but the last of a run
        // followed by a lower-case letter (`URLIcon` → `urlIcon`, `Brand` → `brand`).
        let first = Array(words[0])
        var capitals = first.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < first.count, first[capitals].isLowercase { capitals -= 1 }
        capitals = max(capitals, 1)
        var symbol = String(first.prefix(capitals)).lowercased() + String(first.dropFirst(capitals))
        for rest in words.dropFirst() { symbol += rest.prefix(1).uppercased() + rest.dropFirst() }
        let suffix = kind == .colorset ? "Color" : (kind == .imageset ? "Image" : "")
        if !suffix.isEmpty, symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        if let c = symbol.first, c.isNumber { symbol = "_" + symbol }
        return symbol
    }

    /// The colour of the colour set at `path`, read once.
    func color(atSet path: String) -> Result<ColorStyle, ColorSetProblem> {
        if let known = colors.withLock({ $0[path] }) { return known }
        let read = ColorSet.read(path)
        colors.withLock { $0[path] = read }
        return read
    }
}
