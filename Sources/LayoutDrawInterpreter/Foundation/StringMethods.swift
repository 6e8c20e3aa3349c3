import LayoutDrawCore

/// The methods of `String` listings use beyond the collection methods: Foundation's
/// `capitalized`, `trimmingCharacters(in:)`, `replacingOccurrences(of:with:)`,
/// `components(separatedBy:)`, and the standard library's `split`, `starts(with:)`.
enum StringMethods {
    /// Foundation's `capitalized`: the first letter of each word in upper (title) case, the
    /// others in lower case. A word starts at a letter that follows anything but a letter or an
    /// apostrophe: Swift 6.3's Foundation prints `"hello world-foo it's 3d".capitalized` as
    /// `Hello World-Foo It's 3D`.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var inWord = false
        for character in text {
            if character.isLetter {
                if inWord {
                    result += character.lowercased()
                } else {
                    let scalars = String(character).unicodeScalars
                    var title = scalars.first.map { $0.properties.titlecaseMapping } ?? ""
                    title += String(String.UnicodeScalarView(scalars.dropFirst())).lowercased()
                    result += title
                }
                inWord = true
            } else {
                result.append(character)
                if character != "'" && character != "\u{2019}" { inWord = false }
            }
        }
        return result
    }

    /// A method of a string; nil when `name` is none of these.
    static func method(_ name: String, _ s: String, _ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        func text(_ index: Int, _ label: String?) throws(ExpressionError) -> String {
            guard values.indices.contains(index), values[index].label == label, case .string(let t) = values[index].value else {
                throw ExpressionError("'\(name)' takes \(label.map { "\($0): " } ?? "")a string", at: offset)
            }
            return t
        }
        switch name {
        case "split":
            // `split(separator: " ")`, also with a separator of several characters.
            guard values.count == 1 else { throw ExpressionError("split takes (separator:)", at: offset) }
            let separator = try text(0, values[0].label == nil ? nil : "separator")
            guard !separator.isEmpty else { throw ExpressionError("split needs a separator that is not empty", at: offset) }
            return .array(pieces(of: s, separatedBy: separator, omittingEmpty: true).map { .string($0) })
        case "components":
            let separator = try text(0, "separatedBy")
            guard !separator.isEmpty else { return .array([.string(s)]) }
            return .array(pieces(of: s, separatedBy: separator, omittingEmpty: false).map { .string($0) })
        case "replacingOccurrences":
            guard values.count == 2 else { throw ExpressionError("replacingOccurrences takes (of:with:)", at: offset) }
            let target = try text(0, "of")
            let replacement = try text(1, "with")
            guard !target.isEmpty else { return .string(s) }
            return .string(pieces(of: s, separatedBy: target, omittingEmpty: false).joined(separator: replacement))
        case "starts":
            return .bool(s.hasPrefix(try text(0, "with")))
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            return .bool(s.lowercased().contains(try text(0, nil).lowercased()))
        case "trimmingCharacters":
            guard values.count == 1, values[0].label == "in", case .symbol(let set) = values[0].value, set.path.count == 1,
                ["whitespaces", "whitespacesAndNewlines", "newlines"].contains(set.name)
            else {
                throw ExpressionError("trimmingCharacters takes .whitespaces, .whitespacesAndNewlines or .newlines", at: offset)
            }
            func trimmed(_ c: Character) -> Bool {
                switch set.name {
                case "whitespaces": c.isWhitespace && !c.isNewline
                case "newlines": c.isNewline
                default: c.isWhitespace
                }
            }
            return .string(String(s.drop(while: trimmed).reversed().drop(while: trimmed).reversed()))
        default:
            return nil
        }
    }

    /// `text` cut at every `separator`.
    static func pieces(of text: String, separatedBy separator: String, omittingEmpty: Bool) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: separator) {
            result.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        result.append(String(rest))
        return omittingEmpty ? result.filter { !$0.isEmpty } : result
    }
}

extension Substring {
    /// The first range of `needle` (by characters), without Foundation.
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        let pattern = Array(needle)
        var start = startIndex
        while start < endIndex {
            var i = start
            var j = 0
            while j < pattern.count, i < endIndex, self[i] == pattern[j] {
                i = index(after: i)
                j += 1
            }
            if j == pattern.count { return start..<i }
            start = index(after: start)
        }
        return nil
    }
}
