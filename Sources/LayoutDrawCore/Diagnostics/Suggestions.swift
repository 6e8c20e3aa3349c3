/// "Did you mean" suggestions for misspelt names.
public enum Suggestions {
    /// The candidate `name` most likely means: the closest by edit distance (`closestByEdits`),
    /// else what a writer coming from the web writes for it (`likelyMeant`), the first of
    /// several in alphabetical order.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        return closestByEdits(to: name, in: candidates) ?? likelyMeant(name, in: candidates).first
    }

    /// The candidate closest to `name` by edit distance (case-insensitive), if close enough to
    /// be a likely typo: at most a third of the name's length, and at least 1, edits away.
    static func closestByEdits(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(1, lowered.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            // An edit distance is at least the difference of the lengths: an ASCII candidate
            // (its lowercase as long as it) too much longer or shorter is never within the
            // limit, and is skipped unmeasured — a project's thousands of names made the name
            // check's suggestions the slowest part of a large project's compile.
            let length = candidate.utf8.count
            if abs(length - lowered.count) > limit, candidate.utf8.allSatisfy({ $0 < 0x80 }) { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Whether `name` is a likely typo of one of `candidates` (within `closestByEdits`'s reach).
    public static func isTypo(_ name: String, of candidates: some Sequence<String>) -> Bool {
        closestByEdits(to: name, in: Array(candidates)) != nil
    }

    /// `"; did you mean 'x'?"`, `"; did you mean 'HStack', 'VStack' or 'ZStack'?"`, or the
    /// empty string.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        let candidates = Array(candidates)
        let matches = closestByEdits(to: name, in: candidates).map { [$0] } ?? likelyMeant(name, in: candidates)
        guard let last = matches.last else { return "" }
        let quoted = matches.map { "'\($0)'" }
        return "; did you mean " + (matches.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'") + "?"
    }

    /// What a name too far from every candidate for a typo likely means, in alphabetical order:
    /// - the word CSS and other toolkits use for it (`middle` → `center`, `left` → `leading`,
    ///   `right` → `trailing`), when it is a candidate;
    /// - every candidate ending in a word `name` is with one letter missing, its first letter
    ///   written alike (`Stak` → `HStack`, `VStack` and `ZStack`, which share the suffix
    ///   `Stack`): a typo in the part they share;
    /// - a candidate `name` begins, all but its last letter, at least four letters long
    ///   (`flexy` → `flexible`): a word cut short and finished by guess.
    static func likelyMeant(_ name: String, in candidates: [String]) -> [String] {
        let lowered = Array(name.lowercased().unicodeScalars)
        if let synonyms = webSynonyms[name.lowercased()] {
            let present = synonyms.filter(candidates.contains)
            if !present.isEmpty { return present }
        }
        var found = Set<String>()
        let first = name.unicodeScalars.first
        for candidate in candidates where lowered.count >= 4 {
            let letters = Array(candidate.lowercased().unicodeScalars)
            let written = Array(candidate.unicodeScalars)
            // The suffix starts with the name's first letter as written: `Stak` is the word
            // `Stack` of `HStack`; `colr` is no word `Color` of `foregroundColor`.
            if letters.count > lowered.count, written.count == letters.count, written[written.count - lowered.count - 1] == first,
                isOneLetterShort(lowered, of: Array(letters.suffix(lowered.count + 1)))
            {
                found.insert(candidate)
            }
        }
        if found.isEmpty, lowered.count >= 5 {
            let stem = lowered.dropLast()
            for candidate in candidates {
                let letters = Array(candidate.lowercased().unicodeScalars)
                if letters.count > lowered.count, letters.starts(with: stem) { found.insert(candidate) }
            }
        }
        return found.sorted()
    }

    /// Names the web writes for SwiftUI's: CSS's alignments and the layout direction's words.
    public static let webSynonyms: [String: [String]] = [
        "middle": ["center"], "centre": ["center"], "left": ["leading"], "right": ["trailing"],
        "start": ["leading"], "end": ["trailing"],
    ]

    /// Whether `short` is `long` with one letter removed (not the first: a suffix shares it).
    static func isOneLetterShort(_ short: [Unicode.Scalar], of long: [Unicode.Scalar]) -> Bool {
        guard long.count == short.count + 1, long.first == short.first else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...].elementsEqual(long[(i + 1)...])
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
