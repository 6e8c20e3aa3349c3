import LayoutDraw
import LayoutDrawYAML

/// A docs repository's `layoutdraw.yaml`: which scenes `layoutdraw check` checks, where their
/// goldens are, in which variants, and where its reports go, as Playwright's configuration
/// and its `projects` do. Paths are relative to the file's folder; the command line overrides
/// every setting.
///
/// ```yaml
/// scenes: Docs/Scenes            # folders (searched recursively) or files; default: this folder
/// include: ["**/*.swift", "**/*.yaml"]
/// exclude: [drafts]
/// goldens: Docs/Images           # default: beside each scene
/// variants:                      # or a list of such mappings, one per project
///   devices: [iPhone 15 Pro]
///   appearances: [light, dark]
///   scales: [2, 3]
/// artifacts: out/layoutdraw
/// report: out/layoutdraw/report.html
/// junit: out/layoutdraw/junit.xml
/// json: out/layoutdraw/check.json
/// threshold: 0.1
/// maxDiffPixels: 0
/// fontDirs: [Fonts]              # --font-dir: fonts added to the shipped ones
/// fontFamily: SF Pro Text        # --font-family
/// ```
public struct CheckProject: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// Scene files and folders (resolved against the file's folder).
    public var scenes: [String]
    public var include: [String] = SceneDiscovery.defaultInclude
    public var exclude: [String] = []
    /// The goldens' folder; nil: beside each scene.
    public var goldens: String?
    public var artifacts: String?
    public var report: String?
    public var junit: String?
    public var json: String?
    /// The variants, in order; `[.asWritten]` when the file names none.
    public var variants: [CheckVariant] = [.asWritten]
    public var threshold: Double?
    public var includesAntialiasing: Bool?
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    /// Folders of fonts added to the shipped ones (`--font-dir`), resolved against the file's folder.
    public var fontDirectories: [String]?
    /// The family text is set in (`--font-family`).
    public var fontFamily: String?

    /// The keys a project file may hold.
    public static let keys = [
        "scenes", "include", "exclude", "goldens", "variants", "artifacts", "report", "junit", "json", "threshold",
        "includeAA", "maxDiffPixels", "maxDiffRatio", "fontDirs", "fontFamily",
    ]
    static let variantKeys = ["devices", "appearances", "scales", "dynamicTypeSizes"]

    /// Reads and checks the project file at `path`.
    ///
    /// - Throws: `.unreadable` when the file cannot be read, `.invalid` with every problem,
    ///   each positioned at its key or value, when its contents are wrong.
    public static func read(_ path: String) throws(CheckProjectError) -> CheckProject {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(atPath: path, limit: 1 << 20)
        } catch {
            switch error {
            case .missing: throw .unreadable("\(path): no such file")
            case .notRegularFile: throw .unreadable("\(path): not a regular file")
            case .unreadable(let reason): throw .unreadable("\(path): cannot be read (\(reason))")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable("\(path): not UTF-8 text") }
        return try parse(text, path: path)
    }

    /// Reads a project file's text; `path` names it in messages and anchors its relative paths.
    public static func parse(_ text: String, path: String) throws(CheckProjectError) -> CheckProject {
        var reader = ProjectReader(file: path)
        let document = YAMLFrontEnd.parseData(text, file: path)
        reader.problems += document.diagnostics.filter { $0.severity == .error }
        var project = CheckProject(path: path, scenes: [CheckProject.resolve(".", against: path)])
        switch document.root {
        case .empty:
            break
        case .other(let value):
            reader.error("expected a mapping of settings (scenes:, goldens:, variants:, …), found \(value.kindDescription)", at: value.location)
        case .fields(let fields):
            for field in fields {
                guard let key = field.label else { continue }
                let value = field.value
                switch key {
                case "scenes":
                    if let list = reader.strings(value, key) { project.scenes = list.map { resolve($0, against: path) } }
                case "include":
                    if let list = reader.strings(value, key) { project.include = list }
                case "exclude":
                    if let list = reader.strings(value, key) { project.exclude = list }
                case "goldens": project.goldens = reader.string(value, key).map { resolve($0, against: path) }
                case "artifacts": project.artifacts = reader.string(value, key).map { resolve($0, against: path) }
                case "report": project.report = reader.string(value, key).map { resolve($0, against: path) }
                case "junit": project.junit = reader.string(value, key).map { resolve($0, against: path) }
                case "json": project.json = reader.string(value, key).map { resolve($0, against: path) }
                case "variants": project.variants = reader.variants(value)
                case "threshold":
                    if let number = reader.number(value, key) {
                        if number >= 0 && number <= 1 { project.threshold = number } else { reader.error("'threshold' must be between 0 and 1", at: value.location) }
                    }
                case "includeAA": project.includesAntialiasing = reader.bool(value, key)
                case "fontDirs":
                    if let list = reader.strings(value, key) { project.fontDirectories = list.map { resolve($0, against: path) } }
                case "fontFamily":
                    if let family = reader.string(value, key, what: "a font family's name") {
                        if family.isEmpty { reader.error("'fontFamily' must not be empty", at: value.location) } else { project.fontFamily = family }
                    }
                case "maxDiffPixels":
                    if let number = reader.number(value, key) {
                        if number >= 0, number == number.rounded(), number < 1e15 { project.maxDiffPixels = Int(number) } else {
                            reader.error("'maxDiffPixels' must be a whole number of pixels, 0 or more", at: value.location)
                        }
                    }
                case "maxDiffRatio":
                    if let number = reader.number(value, key) {
                        if number >= 0 && number <= 1 { project.maxDiffRatio = number } else { reader.error("'maxDiffRatio' must be between 0 and 1", at: value.location) }
                    }
                default:
                    reader.error("unknown setting '\(key)'\(Suggestions.didYouMean(key, in: keys)); the settings are \(keys.joined(separator: ", "))", at: field.labelLocation)
                }
            }
        }
        if !reader.problems.isEmpty { throw .invalid(DiagnosticList(reader.problems), source: text) }
        return project
    }

    /// A path written in the project file, as seen from the current folder.
    static func resolve(_ written: String, against projectPath: String) -> String {
        let folder = CheckPlan.folder(of: projectPath)
        if written.hasPrefix("/") || folder == "." { return written }
        if written == "." { return folder }
        var relative = written
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return CheckPlan.join(folder, relative)
    }
}

/// Why a project file could not be used.
public enum CheckProjectError: Error, Sendable {
    /// The file cannot be read (exit status 66).
    case unreadable(String)
    /// The file's settings are wrong (exit status 64): every problem, positioned.
    case invalid(DiagnosticList, source: String)

    /// The message, with source lines and carets for `.invalid`.
    public var message: String {
        switch self {
        case .unreadable(let message): "layoutdraw: error: \(message)"
        case .invalid(let list, let source): list.diagnostics.map { $0.formatted(source: source) }.joined(separator: "\n")
        }
    }
}

/// Reads a project file's values, collecting every problem.
private struct ProjectReader {
    let file: String
    var problems: [Diagnostic] = []

    mutating func error(_ message: String, at location: SourceLocation) {
        problems.append(.error(message, at: location))
    }

    mutating func string(_ value: YAMLValue, _ key: String, what: String = "a path") -> String? {
        guard case .scalar(let literal) = value, literal.scalar != .null else {
            error("'\(key)' takes \(what), not \(value.kindDescription)", at: value.location)
            return nil
        }
        return literal.text
    }

    /// One string or a list of them.
    mutating func strings(_ value: YAMLValue, _ key: String) -> [String]? {
        switch value {
        case .scalar(let literal) where literal.scalar != .null:
            return [literal.text]
        case .list(let list):
            var result: [String] = []
            for item in list.items {
                if case .scalar(let literal) = item, literal.scalar != .null { result.append(literal.text) } else {
                    error("'\(key)' takes a list of names or patterns, not \(item.kindDescription)", at: item.location)
                }
            }
            if result.isEmpty && list.items.isEmpty { error("'\(key)' is an empty list", at: value.location) }
            return result
        default:
            error("'\(key)' takes a name or a list of them, not \(value.kindDescription)", at: value.location)
            return nil
        }
    }

    mutating func number(_ value: YAMLValue, _ key: String) -> Double? {
        if case .scalar(let literal) = value {
            switch literal.scalar {
            case .int(let number): return Double(number)
            case .double(let number) where number.isFinite: return number
            default: break
            }
        }
        error("'\(key)' takes a number, not \(value.kindDescription)", at: value.location)
        return nil
    }

    mutating func bool(_ value: YAMLValue, _ key: String) -> Bool? {
        if case .scalar(let literal) = value, case .bool(let flag) = literal.scalar { return flag }
        error("'\(key)' takes true or false, not \(value.kindDescription)", at: value.location)
        return nil
    }

    /// `variants:` — one mapping of lists, or a list of them (their variants in order, each once).
    mutating func variants(_ value: YAMLValue) -> [CheckVariant] {
        var result: [CheckVariant] = []
        let sets: [YAMLValue]
        if case .list(let list) = value { sets = list.items } else { sets = [value] }
        for set in sets {
            guard case .mapping(let record) = set else {
                error("'variants' takes a mapping of devices:, appearances: and scales: (or a list of them), not \(set.kindDescription)", at: set.location)
                continue
            }
            var devices: [String] = [], appearances: [ColorScheme] = [], scales: [Double] = [], sizes: [String] = []
            for field in record.fields {
                guard let key = field.label else { continue }
                let items: [YAMLValue]
                if case .list(let list) = field.value { items = list.items } else { items = [field.value] }
                switch key {
                case "devices":
                    for item in items {
                        guard case .scalar(let literal) = item, literal.scalar != .null else {
                            error("'devices' takes device names, not \(item.kindDescription)", at: item.location)
                            continue
                        }
                        if DevicePreset.named[literal.text] == nil {
                            error(
                                "unknown device '\(literal.text)'\(Suggestions.didYouMean(literal.text, in: DevicePreset.named.keys)); the devices are \(DevicePreset.named.keys.sorted().joined(separator: ", "))",
                                at: item.location)
                        } else if !devices.contains(literal.text) {
                            devices.append(literal.text)
                        }
                    }
                case "appearances":
                    for item in items {
                        guard case .scalar(let literal) = item, let scheme = ColorScheme(rawValue: literal.text) else {
                            let word = if case .scalar(let literal) = item { literal.text } else { "" }
                            error(
                                "'appearances' takes light and dark, not \(item.kindDescription)\(Suggestions.didYouMean(word, in: ["light", "dark"]))",
                                at: item.location)
                            continue
                        }
                        if !appearances.contains(scheme) { appearances.append(scheme) }
                    }
                case "scales":
                    for item in items {
                        var scale: Double?
                        if case .scalar(let literal) = item {
                            switch literal.scalar {
                            case .int(let number): scale = Double(number)
                            case .double(let number): scale = number
                            case .string(let text) where text.hasSuffix("x"): scale = Double(text.dropLast())
                            default: break
                            }
                        }
                        guard let scale, scale > 0, scale <= 16 else {
                            error("'scales' takes numbers greater than 0 and at most 16 (1, 2, 3), not \(item.kindDescription)", at: item.location)
                            continue
                        }
                        if !scales.contains(scale) { scales.append(scale) }
                    }
                case "dynamicTypeSizes":
                    // As the writer spells them: the spelling names the goldens (`card-ax3`).
                    for item in items {
                        guard case .scalar(let literal) = item, literal.scalar != .null else {
                            error("'dynamicTypeSizes' takes Dynamic Type sizes (large, xxxLarge, AX3), not \(item.kindDescription)", at: item.location)
                            continue
                        }
                        if let size = DynamicTypeSize(named: literal.text) {
                            if !sizes.contains(where: { DynamicTypeSize(named: $0) == size }) { sizes.append(literal.text) }
                        } else {
                            error(DynamicTypeSize.unknownMessage(literal.text), at: item.location)
                        }
                    }
                default:
                    error(
                        "unknown variant setting '\(key)'\(Suggestions.didYouMean(key, in: CheckProject.variantKeys)); a variant set has devices, appearances, scales and dynamicTypeSizes",
                        at: field.labelLocation)
                }
            }
            for variant in CheckVariant.product(devices: devices, appearances: appearances, scales: scales, dynamicTypeSizes: sizes)
            where !result.contains(variant) {
                result.append(variant)
            }
        }
        return result.isEmpty ? [.asWritten] : result
    }
}
