import LayoutDraw
import MCP

/// A tool call's arguments for a scene (`draw`, `explain`, `validate`): where the scene is and
/// how to draw it, read and checked as the command line checks its options. A mistake is a
/// `ToolFailure` the model can act on: the argument, what is wrong, and what is allowed.
struct SceneArguments: Sendable {
    /// Where the scene comes from.
    enum Origin: Hashable, Sendable {
        /// The text itself, named `name` in diagnostics (and its images relative to that name's folder).
        case inline(text: String, name: String)
        /// A file, as the client named it.
        case file(path: String)
    }

    var origin: Origin
    var language: SourceLanguage?
    var view: String?
    var device: DevicePreset?
    var sizing: CanvasSpec.Sizing?
    var appearance: ColorScheme?
    var scale: Double?
    var margin: Double?
    var overrides: [String: String] = [:]
    var seed: UInt64?
    var now: Double?
    /// `explain`'s overlays.
    var explanation: Explanation?

    /// The arguments every scene tool takes.
    static let sceneKeys = ["source", "path", "name", "language", "view", "device", "size", "appearance", "scale", "margin", "set", "seed", "date"]

    /// Reads `arguments`; `keys` are those the tool takes (an unknown one is a mistake, with a suggestion).
    init(_ arguments: [String: Value], keys: [String] = Self.sceneKeys) throws(ToolFailure) {
        let reader = ArgumentReader(arguments)
        try reader.rejectUnknown(keys)
        let source = try reader.string("source")
        let path = try reader.string("path")
        let name = try reader.string("name")
        language = try reader.choice("language", SourceLanguage.allCases.map(\.rawValue)).flatMap(SourceLanguage.init(rawValue:))
        switch (source, path) {
        case (let text?, nil):
            let language = language ?? SourceLanguage(file: "", text: text)
            let name = name ?? (language == .swift ? "View.swift" : "scene.yaml")
            guard !name.isEmpty, !name.contains("\0") else { throw ToolFailure("'name' must be a file name such as ContentView.swift") }
            origin = .inline(text: text, name: name)
        case (nil, let path?):
            guard !path.isEmpty, !path.contains("\0") else { throw ToolFailure("'path' must name a file") }
            if name != nil { throw ToolFailure("'name' names inline source; a file given by 'path' is named by its path") }
            origin = .file(path: path)
        case (nil, nil):
            throw ToolFailure("give the scene: 'source' (SwiftUI source or a YAML scene, as text) or 'path' (a file under the working folder or a root)")
        case (_?, _?):
            throw ToolFailure("give 'source' or 'path', not both")
        }
        view = try reader.string("view")
        if let name = try reader.string("device") {
            guard let preset = DevicePreset.named[name] else {
                throw ToolFailure(
                    "unknown device '\(name)'\(Suggestions.didYouMean(name, in: DevicePreset.named.keys)) (list_devices lists them)")
            }
            device = preset
        }
        if let size = try reader.string("size") {
            guard let sizing = CanvasSpec.Sizing(argument: size) else {
                throw ToolFailure("'size' takes WIDTHxHEIGHT in points (such as 400x300) or 'fit', not '\(size)'")
            }
            self.sizing = sizing
        }
        if device != nil && sizing != nil { throw ToolFailure("'device' and 'size' both set the canvas; give one") }
        appearance = try reader.choice("appearance", ["light", "dark"]).map { $0 == "dark" ? .dark : .light }
        if let scale = try reader.number("scale") {
            guard scale > 0, scale <= 16 else { throw ToolFailure("'scale' takes a number greater than 0 and at most 16, such as 2") }
            self.scale = scale
        }
        if let margin = try reader.number("margin") {
            guard margin >= 0, margin <= 10_000 else { throw ToolFailure("'margin' takes a number of points from 0 to 10000") }
            self.margin = margin
        }
        overrides = try reader.assignments("set")
        if let seed = try reader.integer("seed") {
            guard seed >= 0 else { throw ToolFailure("'seed' takes a whole number from 0") }
            self.seed = UInt64(seed)
        }
        if let date = try reader.string("date") {
            guard let now = SceneDecodingOptions.date(date) else {
                throw ToolFailure("'date' takes a UTC date and time such as 2024-06-10T09:41:00Z (or 2024-06-10), not '\(date)'")
            }
            self.now = now
        }
        if keys.contains("overlays") { explanation = try reader.overlays("overlays") ?? .standard }
    }

    /// Decoding options for this scene under `limits`, its images read from `directory`.
    func decodingOptions(limits: SceneLimits, directory: String?) -> SceneDecodingOptions {
        var options = SceneDecodingOptions(colorScheme: appearance, scale: scale, sceneDirectory: directory)
        options.limits = limits
        options.allowsAnyImagePath = false
        options.device = device
        options.sizing = sizing
        options.viewName = view
        options.seed = seed
        options.now = now
        options.margin = margin
        options.language = language
        options.overrides = overrides
        return options
    }
}

/// A tool call that cannot be carried out: the model sees the message in an error result.
struct ToolFailure: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Reads a tool call's arguments by name, each of the JSON type its schema says.
struct ArgumentReader {
    let arguments: [String: Value]

    init(_ arguments: [String: Value]) {
        self.arguments = arguments
    }

    func rejectUnknown(_ keys: [String]) throws(ToolFailure) {
        for key in arguments.keys.sorted() where !keys.contains(key) {
            throw ToolFailure(
                "unknown argument '\(key)'\(Suggestions.didYouMean(key, in: keys)) (the arguments are \(keys.isEmpty ? "none" : keys.joined(separator: ", ")))")
        }
    }

    private func present(_ key: String) -> Value? {
        guard let value = arguments[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(ToolFailure) -> String? {
        guard let value = present(key) else { return nil }
        guard case .string(let text) = value else { throw ToolFailure("'\(key)' must be a string") }
        return text
    }

    func choice(_ key: String, _ allowed: [String]) throws(ToolFailure) -> String? {
        guard let text = try string(key) else { return nil }
        guard allowed.contains(text) else {
            throw ToolFailure("'\(key)' is \(allowed.map { "'\($0)'" }.joined(separator: " or ")), not '\(text)'\(Suggestions.didYouMean(text, in: allowed))")
        }
        return text
    }

    func number(_ key: String) throws(ToolFailure) -> Double? {
        switch present(key) {
        case nil: return nil
        case .int(let value)?: return Double(value)
        case .double(let value)? where value.isFinite: return value
        default: throw ToolFailure("'\(key)' must be a number")
        }
    }

    func integer(_ key: String) throws(ToolFailure) -> Int? {
        switch present(key) {
        case nil: return nil
        case .int(let value)?: return value
        case .double(let value)? where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: throw ToolFailure("'\(key)' must be a whole number")
        }
    }

    /// `{"degree": 30, "flavor": ".chocolate"}`: each value as the command line's `--set
    /// NAME=VALUE` reads its text (a number, true or false, "quoted text", an enum case, else text).
    func assignments(_ key: String) throws(ToolFailure) -> [String: String] {
        guard let value = present(key) else { return [:] }
        guard case .object(let members) = value else {
            throw ToolFailure("'\(key)' must be an object of property names and values, such as {\"degree\": 30}")
        }
        var result: [String: String] = [:]
        for (name, value) in members {
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else { throw ToolFailure("'\(key)': '\(name)' is not a property name") }
            switch value {
            case .string(let text): result[name] = text
            case .int(let number): result[name] = String(number)
            case .double(let number) where number.isFinite: result[name] = "\(number)"
            case .bool(let flag): result[name] = flag ? "true" : "false"
            default: throw ToolFailure("'\(key)': the value of '\(name)' must be a string, a number or a boolean")
            }
        }
        return result
    }

    /// `"frames,tree"` or `["frames", "tree"]`.
    func overlays(_ key: String) throws(ToolFailure) -> Explanation? {
        let text: String
        switch present(key) {
        case nil: return nil
        case .string(let list)?: text = list
        case .array(let items)?:
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item else { throw ToolFailure("'\(key)' must be a list of overlay names") }
                names.append(name)
            }
            text = names.joined(separator: ",")
        default: throw ToolFailure("'\(key)' must be a list of overlay names")
        }
        switch Explanation.parse(text) {
        case .success(let explanation): return explanation
        case .failure(let error): throw ToolFailure("'\(key)': \(error.message)")
        }
    }
}
