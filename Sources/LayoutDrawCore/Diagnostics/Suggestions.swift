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
        var filter = CharacterCountFilter(lowered)
        var best: (String, Int)?
        for candidate in candidates {
            // Two lower bounds skip most of a project's thousands of names unmeasured (they
            // made the name check's suggestions the slowest part of a large project's
            // compile): the difference of the lengths, and of the letters' counts.
            let bound = best?.1 ?? limit
            if filter.excludes(candidate, beyond: bound) { continue }
            guard let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), atMost: bound) else { continue }
            if distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0) {
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
        editDistance(a, b, atMost: .max)!
    }

    /// The optimal string alignment distance of `a` and `b` if it is at most `bound`, else nil:
    /// a row's smallest entry never decreases in the rows after it (a transposition's entry is
    /// one more than the row before last's, whose smallest is at most one less than the last
    /// row's), so once it passes `bound` the distance does too.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int? {
        if a.isEmpty { return b.count <= bound ? b.count : nil }
        if b.isEmpty { return a.count <= bound ? a.count : nil }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
                smallest = min(smallest, current[j])
            }
            if smallest > bound { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}

/// A lower bound on the edit distance of a name to ASCII candidates, measured without
/// allocating: the difference of the lengths, and the letters one has more of than the other
/// (a substitution changes one count each way, an insertion or deletion one, a transposition
/// none). A name or candidate beyond ASCII is never excluded.
struct CharacterCountFilter {
    private var counts = [Int](repeating: 0, count: 128)
    private let length: Int
    private let isASCII: Bool

    init(_ lowered: [Unicode.Scalar]) {
        length = lowered.count
        isASCII = lowered.allSatisfy(\.isASCII)
        if isASCII { for scalar in lowered { counts[Int(scalar.value)] += 1 } }
    }

    /// Whether `candidate` is surely more than `bound` edits from the name.
    mutating func excludes(_ candidate: String, beyond bound: Int) -> Bool {
        guard isASCII else { return false }
        let utf8 = candidate.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        if abs(utf8.count - length) > bound { return true }
        // Taking the candidate's letters from the name's counts, each that goes below zero
        // is one the candidate has extra; the rest of the difference is what it lacks.
        var extra = 0
        for byte in utf8 {
            let index = Int(Self.lowercased(byte))
            counts[index] -= 1
            if counts[index] < 0 { extra += 1 }
        }
        for byte in utf8 { counts[Int(Self.lowercased(byte))] += 1 }
        let missing = extra + length - utf8.count
        return max(missing, extra) > bound
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
}
