/// "Did you mean" suggestions for misspelt names.
public enum Suggestions {
    /// The candidate closest to `name` by edit distance (case-insensitive), if close enough to
    /// be a likely typo: at most a third of the name's length, and at least 1, edits away.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(1, lowered.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// `"; did you mean 'x'?"` or the empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Damerau–Levenshtein (optimal string alignment) distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
