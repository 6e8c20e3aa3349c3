import LayoutDraw

/// A file-name pattern of a project file's `include` and `exclude`, matched against a scene's
/// path relative to its scene folder (`chapter1/card.swift`).
///
/// `*` matches any characters but `/`, `?` one character, `[abc]`, `[a-z]` and `[!a]` one of
/// (or none of) a set, `{a,b}` either alternative, and a whole `**` component any number of
/// folders, none included (`**/*.yaml` matches `card.yaml` and `a/b/card.yaml`). As in
/// `.gitignore`, a pattern without a `/` matches a name at any depth (`*-draft.yaml`,
/// `drafts`), and a pattern that matches a folder matches everything in it.
public struct Glob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    /// The pattern's alternatives (braces expanded), each split into path components.
    private let alternatives: [[String]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text.hasPrefix("/") { text.removeFirst() }
        if text.hasSuffix("/") { text.removeLast() }
        alternatives = Self.expandBraces(text).map { expanded in
            let components = expanded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            // No slash: the name at any depth.
            return components.count == 1 && components[0] != "**" ? ["**"] + components : components
        }
    }

    /// Whether `path` (relative, `/`-separated) is matched, or lies in a folder that is.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for alternative in alternatives {
            for end in stride(from: components.count, through: 1, by: -1)
            where Self.match(alternative[...], components[..<end]) {
                return true
            }
        }
        return false
    }

    /// Whether `path` itself (not a folder above it) is matched.
    public func matchesExactly(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return alternatives.contains { Self.match($0[...], components[...]) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) { return true }
            return false
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One component against `*`, `?` and `[…]` (iterative backtracking over the last `*`).
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (p: Int, n: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
                continue
            }
            if p < pattern.endIndex, let width = matchOne(pattern[p...], name[n]) {
                p += width
                n += 1
                continue
            }
            guard let last = star else { return false }
            p = last.p + 1
            n = last.n + 1
            star = (last.p, last.n + 1)
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// How many pattern characters matched `scalar` (1, or a whole `[…]`), or nil.
    private static func matchOne(_ pattern: ArraySlice<Unicode.Scalar>, _ scalar: Unicode.Scalar) -> Int? {
        let start = pattern.startIndex
        switch pattern[start] {
        case "?":
            return 1
        case "[":
            var i = start + 1
            let negated = i < pattern.endIndex && (pattern[i] == "!" || pattern[i] == "^")
            if negated { i += 1 }
            var found = false
            var first = true
            while i < pattern.endIndex, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i] <= scalar && scalar <= pattern[i + 2] { found = true }
                    i += 3
                } else {
                    if pattern[i] == scalar { found = true }
                    i += 1
                }
            }
            guard i < pattern.endIndex else { return pattern[start] == scalar ? 1 : nil }  // no closing ']': a literal '['
            return found != negated ? i - start + 1 : nil
        default:
            return pattern[start] == scalar ? 1 : nil
        }
    }

    /// `a{b,c}d{e,f}` → `abde`, `abdf`, `acde`, `acdf` (nested braces too).
    static func expandBraces(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        guard let open = scalars.firstIndex(of: "{") else { return [text] }
        var depth = 0
        var parts: [String] = []
        var partStart = open + 1
        for i in (open + 1)..<scalars.count {
            switch scalars[i] {
            case "{": depth += 1
            case "}" where depth > 0: depth -= 1
            case "," where depth == 0:
                parts.append(String(String.UnicodeScalarView(scalars[partStart..<i])))
                partStart = i + 1
            case "}":
                parts.append(String(String.UnicodeScalarView(scalars[partStart..<i])))
                let prefix = String(String.UnicodeScalarView(scalars[..<open]))
                let suffix = String(String.UnicodeScalarView(scalars[(i + 1)...]))
                return parts.flatMap { part in expandBraces(prefix + part + suffix) }
            default: break
            }
        }
        return [text]  // no closing brace: literal
    }
}
