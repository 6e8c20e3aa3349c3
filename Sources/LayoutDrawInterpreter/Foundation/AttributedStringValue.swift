import LayoutDrawCore

/// Foundation's `AttributedString`: text in runs, each with its attributes — SwiftUI's
/// (`foregroundColor`, `backgroundColor`, `font`, `kern`, `tracking`, `baselineOffset`,
/// `underlineStyle`, `strikethroughStyle`) and Foundation's `link` — as a `Text` draws it (Apple:
/// "Text(_ attributedContent: AttributedString)… uses the attributes of the string to style
/// the text"). Made by `AttributedString("…")`, `AttributedString(markdown: "…")` (its
/// inline Markdown is read by `Text`), joined with `+` and `append`; an attribute set on the
/// string (`s.foregroundColor = .red`) sets it on every run, and on a range
/// (`s[s.range(of: "World")!].foregroundColor = .red`) on the characters in it. Ranges are
/// counted in characters.
public struct AttributedStringValue: HostObject, Hashable {
    public struct Run: Hashable, Sendable {
        public var string: String
        /// By attribute name; an attribute not set is not there.
        public var attributes: [String: Value]
        /// From `AttributedString(markdown:)`: the string is inline Markdown.
        public var isMarkdown: Bool
    }

    public var runs: [Run]

    /// The attributes a run may have.
    public static let attributeNames: Set<String> = [
        "foregroundColor", "backgroundColor", "font", "kern", "tracking", "baselineOffset", "underlineStyle", "strikethroughStyle",
        "underlineColor", "strikethroughColor", "link",
    ]

    public init(_ string: String, isMarkdown: Bool = false) {
        runs = string.isEmpty ? [] : [Run(string: string, attributes: [:], isMarkdown: isMarkdown)]
    }

    init(runs: [Run]) { self.runs = runs }

    public var typeName: String { "AttributedString" }

    /// The whole text.
    public var string: String { runs.map(\.string).joined() }

    public var description: String { string }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "characters", "description": return .string(string)
        case _ where Self.attributeNames.contains(name):
            // The attribute of the whole string: its value when every run has the same one.
            let values = Set(runs.map { $0.attributes[name] ?? .none })
            return values.count == 1 ? values.first! : .none
        default: return nil
        }
    }

    public func hasMethod(_ name: String) -> Bool { name == "range" }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "range":
            // `range(of: "World")`: the first occurrence's characters, or nil.
            guard arguments.count == 1, arguments[0].label == "of", case .string(let target) = arguments[0].value else {
                throw ExpressionError("range takes (of: a String)", at: offset)
            }
            let characters = Array(string)
            let wanted = Array(target)
            // Not there: the value nil (`Value.none`; a Swift nil would say there is no method).
            guard !wanted.isEmpty, wanted.count <= characters.count else { return Value.none }
            for start in 0...(characters.count - wanted.count) where characters[start..<(start + wanted.count)].elementsEqual(wanted) {
                return .range(RangeValue(lower: .int(start), upper: .int(start + wanted.count), isClosed: false))
            }
            return Value.none
        default:
            return nil
        }
    }

    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        let range = try characterRange(arguments, at: offset)
        return .host(HostValue(slice(range)))
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        guard Self.attributeNames.contains(name) else { return nil }
        var changed = self
        for index in changed.runs.indices {
            if case .none = new { changed.runs[index].attributes[name] = nil } else { changed.runs[index].attributes[name] = new }
        }
        return changed
    }

    public func operate(_ op: Expression.BinaryOperator, _ other: Value, isLeft: Bool, at offset: Int) throws(ExpressionError) -> Value? {
        guard op == .add, case .host(let host) = other, let other = host.object as? AttributedStringValue else { return nil }
        return .host(HostValue(isLeft ? try appending(other, at: offset) : try other.appending(self, at: offset)))
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? AttributedStringValue) == self }

    public var elements: [Value]? { nil }

    /// The most UTF-8 bytes an attributed string may hold (the interpreter's default limit of a
    /// joined string's: a string doubled in a loop ends in an error, not in the machine's memory).
    public static let maximumLength = 100_000

    /// This string followed by `other`.
    public func appending(_ other: AttributedStringValue, at offset: Int) throws(ExpressionError) -> AttributedStringValue {
        let length = runs.reduce(0) { $0 + $1.string.utf8.count } + other.runs.reduce(0) { $0 + $1.string.utf8.count }
        guard length <= Self.maximumLength else {
            throw ExpressionError("this makes an attributed string of \(length) bytes, more than the limit of \(Self.maximumLength)", at: offset)
        }
        return AttributedStringValue(runs: runs + other.runs)
    }

    /// The characters `range` counts, as a string of their runs.
    func characterRange(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Range<Int> {
        guard arguments.count == 1, arguments[0].label == nil, case .range(let range) = arguments[0].value,
            case .int(let lower) = range.lower, case .int(let upper) = range.upper
        else {
            throw ExpressionError("an AttributedString is subscripted with a range of it, such as s.range(of: \"World\")", at: offset)
        }
        let count = string.count
        let end = range.isClosed && upper < count ? upper + 1 : upper
        guard lower >= 0, lower <= end, end <= count, !(range.isClosed && upper >= count) else {
            throw ExpressionError("the range \(lower)..<\(end) is outside the string's \(count) characters", at: offset)
        }
        return lower..<end
    }

    /// The runs of the characters in `range`.
    func slice(_ range: Range<Int>) -> AttributedStringValue {
        var result: [Run] = []
        var start = 0
        for run in runs {
            let length = run.string.count
            let lower = max(range.lowerBound, start), upper = min(range.upperBound, start + length)
            if lower < upper {
                let characters = Array(run.string)
                result.append(Run(string: String(characters[(lower - start)..<(upper - start)]), attributes: run.attributes, isMarkdown: run.isMarkdown))
            }
            start += length
        }
        return AttributedStringValue(runs: result)
    }

    /// This string with the characters in `range` replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: AttributedStringValue) -> AttributedStringValue {
        let count = string.count
        return AttributedStringValue(runs: slice(0..<range.lowerBound).runs + replacement.runs + slice(range.upperBound..<count).runs)
    }
}
