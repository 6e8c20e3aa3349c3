import LayoutDraw

/// `--vary NAME=…` as written: what to step through, before it is checked against a scene.
///
/// - `width=200...400`, `height=150...300`: the canvas's width or height, in points;
/// - `angle=0...45`: a stored property (`@State var angle = 0.0`) or a YAML param;
/// - `…,step=5` after a range: the step between values (else one is chosen: at most 24 steps,
///   each a round number: 1, 2, 2.5 or 5 times a power of ten);
/// - `flavor=.vanilla,.chocolate`, `on=false,true`, `size=0,1,2`: the values themselves, each
///   as `--set` takes it; one value (`width=320`) holds that dimension still.
public struct VaryRequest: Hashable, Sendable {
    public enum Values: Hashable, Sendable {
        /// From `lower` through `upper`, by `step` (nil: chosen).
        case range(lower: Double, upper: Double, step: Double?)
        /// These values, as `--set` writes them.
        case list([String])
    }

    public var name: String
    public var values: Values
    /// The request as written, for messages.
    public var text: String

    public init(name: String, values: Values, text: String) {
        self.name = name
        self.values = values
        self.text = text
    }

    /// Reads `NAME=A...B`, `NAME=A...B,step=S` or `NAME=V1,V2,…`.
    public static func parse(_ text: String) throws(VariationError) -> VaryRequest {
        func fail(_ message: String) -> VariationError { VariationError("--vary \(text): \(message)") }
        guard let equals = text.firstIndex(of: "=") else {
            throw fail("write NAME=FROM...THROUGH (width=200...400, angle=0...45,step=5) or NAME=V1,V2 (flavor=.vanilla,.chocolate)")
        }
        let name = String(text[..<equals]).trimmingSpaces
        let rest = String(text[text.index(after: equals)...]).trimmingSpaces
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            throw fail("'\(name)' is not a name: vary width, height, or a stored property or param by its name")
        }
        guard !rest.isEmpty else { throw fail("give the values: \(name)=FROM...THROUGH or \(name)=V1,V2") }
        if rest.contains("..<") {
            throw fail("write a closed range with '...' (\(name)=\(rest.replacingFirst("..<", with: "..."))): both bounds are drawn")
        }
        guard rest.contains("...") else {
            let values = rest.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            if values.contains(where: \.isEmpty) { throw fail("an empty value between commas") }
            return VaryRequest(name: name, values: .list(values), text: text)
        }
        var parts = rest.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        let range = parts.removeFirst()
        var step: Double?
        for part in parts {
            guard part.hasPrefix("step=") || part.hasPrefix("step:") else {
                throw fail("after the range comes only step=S (\(name)=\(range),step=5), not '\(part)'")
            }
            step = try number(String(part.dropFirst(5)), what: "the step", fail)
        }
        let bounds = range.splitting(on: "...")
        guard bounds.count == 2, !bounds[0].isEmpty, !bounds[1].isEmpty else {
            throw fail("write the range as FROM...THROUGH, such as \(name)=200...400")
        }
        let lower = try number(bounds[0], what: "the lower bound", fail)
        let upper = try number(bounds[1], what: "the upper bound", fail)
        guard lower <= upper else {
            throw fail("the range runs backwards: write \(name)=\(bounds[1])...\(bounds[0])")
        }
        if let step, !(step > 0) { throw fail("the step must be greater than 0") }
        return VaryRequest(name: name, values: .range(lower: lower, upper: upper, step: step), text: text)
    }

    private static func number(_ text: String, what: String, _ fail: (String) -> VariationError) throws(VariationError) -> Double {
        let text = text.trimmingSpaces
        guard let value = Double(text) else { throw fail("\(what) '\(text)' is not a number") }
        guard value.isFinite else { throw fail("\(what) '\(text)' is not a finite number: give numbers such as 200...400") }
        guard value.magnitude <= 1e12 else { throw fail("\(what) \(text) is too large (at most 10¹² in magnitude)") }
        return value
    }
}

/// A `--vary` that cannot be done, with a message that says why and what to write instead.
public struct VariationError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }

    /// The text between the occurrences of `separator`.
    func splitting(on separator: String) -> [String] {
        let characters = Array(self), marker = Array(separator)
        var parts: [String] = []
        var current: [Character] = []
        var i = 0
        while i < characters.count {
            if i + marker.count <= characters.count, Array(characters[i..<(i + marker.count)]) == marker {
                parts.append(String(current))
                current = []
                i += marker.count
            } else {
                current.append(characters[i])
                i += 1
            }
        }
        parts.append(String(current))
        return parts
    }

    func replacingFirst(_ target: String, with replacement: String) -> String {
        let parts = splitting(on: target)
        guard parts.count > 1 else { return self }
        return parts[0] + replacement + parts.dropFirst().joined(separator: target)
    }
}
