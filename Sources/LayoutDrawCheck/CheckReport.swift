import LayoutDraw

/// The results of checking a set of scenes against their goldens: one result per variant of
/// each scene.
public struct CheckReport: Sendable, Hashable {
    /// One result per scene and variant, scenes in path order, each scene's variants in the
    /// plan's order.
    public var scenes: [SceneCheck]
    /// The variants of the run, in order (the report's columns).
    public var variants: [CheckVariant]
    /// The shard this report covers, when the run was one of several.
    public var shard: CheckShard?
    /// The shards merged into this report (`merge-reports`), in order.
    public var mergedShards: [CheckShard] = []

    /// A report over `scenes`.
    public init(scenes: [SceneCheck], variants: [CheckVariant]? = nil, shard: CheckShard? = nil) {
        self.scenes = scenes
        var seen: [CheckVariant] = []
        for scene in scenes where !seen.contains(scene.variant) { seen.append(scene.variant) }
        self.variants = variants ?? (seen.isEmpty ? [.asWritten] : seen)
        self.shard = shard
    }

    /// Results that match their golden with nothing recorded, or were updated.
    public var passedCount: Int { scenes.filter(\.passed).count }
    /// Results that differ, have no golden, have another size, could not be drawn or read, or
    /// whose golden was recorded without `--update`.
    public var failedCount: Int { scenes.count - passedCount }
    /// Results whose golden the record mode asks to write.
    public var recordedCount: Int { scenes.filter(\.recordsGolden).count }
    /// Results whose golden was recorded by `--update` (they pass).
    public var updatedCount: Int { scenes.filter(\.updated).count }
    /// Whether every result passed: `check`'s exit status 0.
    public var succeeded: Bool { failedCount == 0 }
    /// The most serious result: the exit status.
    public var verdict: CheckVerdict { scenes.map(\.verdict).max() ?? .passed }
    /// The results whose rendering should be written as their golden.
    public var goldensToRecord: [SceneCheck] { scenes.filter { $0.recordsGolden && $0.actualPNG != nil } }

    /// `4 passed, 1 failed`, with `(1 recorded)` when goldens were recorded and `(2 updated)`
    /// when `--update` recorded them.
    public var summary: String {
        var text = "\(passedCount) passed, \(failedCount) failed"
        if updatedCount > 0 { text += " (\(updatedCount) updated)" } else if recordedCount > 0 { text += " (\(recordedCount) recorded)" }
        return text
    }

    /// The machine-readable summary of `check --json` (version 2), which `merge-reports` reads.
    public func json() -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("version", .integer(2)),
            ("passed", .integer(passedCount)),
            ("failed", .integer(failedCount)),
            ("recorded", .integer(recordedCount)),
            ("updated", .integer(updatedCount)),
            ("exitStatus", .integer(Int(verdict.rawValue))),
        ]
        if let shard { members.append(("shard", .string(shard.description))) }
        if !mergedShards.isEmpty { members.append(("shards", .array(mergedShards.map { .string($0.description) }))) }
        members.append(("variants", .array(variants.map(\.json))))
        members.append(("scenes", .array(scenes.map(\.json))))
        return .object(members)
    }
}

extension CheckVariant {
    /// `{"device": …, "appearance": …, "scale": …, "label": …}` (absent parts left out).
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let device { members.append(("device", .string(device))) }
        if let appearance { members.append(("appearance", .string(appearance.rawValue))) }
        if let scale { members.append(("scale", .number(scale))) }
        members.append(("label", .string(label)))
        return .object(members)
    }

    init(json: JSONValue) {
        self.init(
            device: json["device"]?.stringValue, appearance: json["appearance"]?.stringValue.flatMap(ColorScheme.init(rawValue:)),
            scale: json["scale"]?.numberValue)
    }
}

extension SceneCheck {
    /// The result's entry in the JSON summary.
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(name)),
            ("scene", .string(scenePath)),
            ("goldenBase", .string(scene.goldenBase)),
            ("golden", .string(goldenPath)),
            ("variant", variant.json),
            ("status", .string(status)),
            ("passed", .bool(passed)),
            ("recorded", .bool(recordsGolden)),
            ("seconds", .number((duration * 1000).rounded() / 1000)),
        ]
        if scene.hasTwin { members.append(("twin", .bool(true))) }
        if let result = outcome.comparison {
            members += [
                ("mismatchedPixels", .integer(result.mismatchedPixels)),
                ("antialiasedPixels", .integer(result.antialiasedPixels)),
                ("totalPixels", .integer(result.totalPixels)),
                ("mismatchRatio", .number(result.mismatchRatio)),
                ("size", Self.json(result.size)),
            ]
        }
        if case .sizeMismatch(let golden, let rendered) = outcome {
            members += [("goldenSize", Self.json(golden)), ("renderedSize", Self.json(rendered))]
        }
        if let message = outcome.message { members.append(("message", .string(message))) }
        if !artifacts.isEmpty {
            members.append(("artifacts", .object(artifacts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        if let updateCommand { members.append(("update", .string(updateCommand))) }
        return .object(members)
    }

    private static func json(_ size: PixelSize) -> JSONValue {
        .object([("width", .integer(size.width)), ("height", .integer(size.height))])
    }

    private static func size(_ json: JSONValue?) -> PixelSize? {
        guard let width = json?["width"]?.intValue, let height = json?["height"]?.intValue else { return nil }
        return PixelSize(width: width, height: height)
    }

    /// A result read back from the JSON summary (no pictures: those are in the artifact files).
    init?(json: JSONValue) {
        guard let name = json["name"]?.stringValue, let scenePath = json["scene"]?.stringValue,
            let golden = json["golden"]?.stringValue, let status = json["status"]?.stringValue
        else { return nil }
        let variant = json["variant"].map(CheckVariant.init(json:)) ?? .asWritten
        let goldenBase = json["goldenBase"]?.stringValue ?? CheckRunner.sceneName(ofFile: scenePath)
        let scene = CheckScene(path: scenePath, goldenBase: goldenBase, hasTwin: json["twin"]?.boolValue ?? false)
        let recorded = json["recorded"]?.boolValue ?? false
        let comparison = json["totalPixels"].flatMap { _ -> PixelMatchResult? in
            guard let mismatched = json["mismatchedPixels"]?.intValue, let antialiased = json["antialiasedPixels"]?.intValue,
                let size = Self.size(json["size"])
            else { return nil }
            return PixelMatchResult(mismatchedPixels: mismatched, antialiasedPixels: antialiased, size: size)
        }
        let message = json["message"]?.stringValue ?? ""
        let outcome: CheckOutcome
        switch status {
        case "passed", "updated", "recorded", "match":
            outcome = .match(comparison ?? PixelMatchResult(mismatchedPixels: 0, antialiasedPixels: 0, size: PixelSize(width: 0, height: 0)))
        case "differs":
            guard let comparison else { return nil }
            outcome = .differs(comparison)
        case "missing": outcome = .missing
        case "sizeMismatch":
            guard let golden = Self.size(json["goldenSize"]), let rendered = Self.size(json["renderedSize"]) else { return nil }
            outcome = .sizeMismatch(golden: golden, rendered: rendered)
        case "invalid": outcome = .invalidScene(message)
        case "unreadable": outcome = .unreadable(message)
        case "error": outcome = .error(message)
        default: return nil
        }
        self.init(name: name, scenePath: scenePath, goldenPath: golden, outcome: outcome, recordsGolden: recorded, scene: scene, variant: variant)
        // An updated result passed with its golden recorded; `actualPNG` stands for the
        // picture that was written.
        if status == "updated" {
            recordingPasses = true
            actualPNG = []
        }
        duration = json["seconds"]?.numberValue ?? 0
        if case .object(let members)? = json["artifacts"] {
            for (key, value) in members { if let path = value.stringValue { artifacts[key] = path } }
        }
        updateCommand = json["update"]?.stringValue
        if case .unreadable(let message) = outcome { goldenIsUnreadable = message.hasPrefix(golden + ":") }
    }
}

extension CheckReport {
    /// A report read back from `check --json`'s summary.
    ///
    /// - Throws: a message when the text is not JSON or not a version-2 summary.
    public init(json text: String) throws(CheckReportError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw CheckReportError("not JSON: \(error.message)")
        }
        guard value["version"]?.intValue == 2 else {
            throw CheckReportError("not a layoutdraw check summary of version 2 (write it with layoutdraw check --json FILE)")
        }
        guard case .array(let entries)? = value["scenes"] else { throw CheckReportError("no 'scenes' list") }
        var scenes: [SceneCheck] = []
        for (index, entry) in entries.enumerated() {
            guard let check = SceneCheck(json: entry) else { throw CheckReportError("scene \(index + 1) cannot be read") }
            scenes.append(check)
        }
        var variants: [CheckVariant]?
        if case .array(let list)? = value["variants"] { variants = list.map(CheckVariant.init(json:)) }
        self.init(scenes: scenes, variants: variants, shard: value["shard"]?.stringValue.flatMap(CheckShard.init))
    }

    /// One report of several shards' reports: their results in path order, each variant
    /// column once.
    ///
    /// - Throws: a message when a shard is missing or given twice, or the reports mix shard
    ///   counts.
    public static func merged(_ reports: [CheckReport]) throws(CheckReportError) -> CheckReport {
        var variants: [CheckVariant] = []
        for report in reports { for variant in report.variants where !variants.contains(variant) { variants.append(variant) } }
        let shards = reports.compactMap(\.shard)
        if !shards.isEmpty {
            let count = shards[0].count
            guard shards.count == reports.count, shards.allSatisfy({ $0.count == count }) else {
                throw CheckReportError("the reports are not the shards of one run: \(reports.map { $0.shard?.description ?? "not sharded" }.joined(separator: ", "))")
            }
            let indices = shards.map(\.index).sorted()
            for index in 1...count where !indices.contains(index) {
                throw CheckReportError("shard \(index)/\(count) is missing: give every shard's --json report")
            }
            if Set(indices).count != indices.count {
                let repeated = indices.first { index in indices.filter { $0 == index }.count > 1 }!
                throw CheckReportError("shard \(repeated)/\(count) is given twice")
            }
        }
        let ordered = reports.sorted { ($0.shard?.index ?? 0) < ($1.shard?.index ?? 0) }
        var merged = CheckReport(scenes: ordered.flatMap(\.scenes), variants: variants)
        merged.scenes.sort { a, b in
            if a.scene.stemPath != b.scene.stemPath { return a.scene.stemPath < b.scene.stemPath }
            if a.scenePath != b.scenePath { return a.scenePath < b.scenePath }
            return (variants.firstIndex(of: a.variant) ?? 0) < (variants.firstIndex(of: b.variant) ?? 0)
        }
        merged.mergedShards = shards.sorted { $0.index < $1.index }
        return merged
    }
}

/// A report that could not be read or merged.
public struct CheckReportError: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
