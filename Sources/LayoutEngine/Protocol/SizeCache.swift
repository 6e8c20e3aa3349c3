import LayoutDrawCore

/// The sizes one node has answered, by proposal; `nil` and `∞` are different keys.
///
/// Nodes are asked few distinct proposals (0, ∞, nil and the real one along each stack axis
/// above them: at most 9 in practice, most nodes 1 to 3), so a short list beats a hash table.
/// The first two answers are stored inline, in the node's record: most nodes never allocate.
/// Later ones go to an array. An entry is 40 bytes (a `ProposedViewSize` alone is 32).
struct SizeCache {
    /// One answer: the proposal (`hasWidth`/`hasHeight` false for `nil`) and the size chosen.
    struct Entry {
        var width: Double
        var height: Double
        var size: Size
        var hasWidth: Bool
        var hasHeight: Bool
        /// The alignment guides asked at this proposal (one bit per guide, `GuideKey`), and
        /// those of them that have no explicit value. Most have none, so only the others' values
        /// are kept apart (`LayoutEvaluation.explicitGuideValues`). Free: they fit in the padding.
        var knownGuides: UInt8 = 0
        var guidesWithoutValue: UInt8 = 0

        init(_ proposal: ProposedViewSize, _ size: Size) {
            width = proposal.width ?? 0
            height = proposal.height ?? 0
            hasWidth = proposal.width != nil
            hasHeight = proposal.height != nil
            self.size = size
        }

        /// Whether the entry answers `proposal`: the same as `ProposedViewSize.==`.
        @inline(__always)
        func matches(_ proposal: ProposedViewSize) -> Bool {
            if let w = proposal.width { guard hasWidth, w == width else { return false } } else if hasWidth { return false }
            if let h = proposal.height { guard hasHeight, h == height else { return false } } else if hasHeight { return false }
            return true
        }

        var proposal: ProposedViewSize {
            ProposedViewSize(width: hasWidth ? width : nil, height: hasHeight ? height : nil)
        }
    }

    private var first: Entry?
    private var second: Entry?
    private var more: [Entry] = []

    /// The slot of the entry for `proposal`, if answered.
    @inline(__always)
    func slot(for proposal: ProposedViewSize) -> Int? {
        guard let first else { return nil }
        if first.matches(proposal) { return 0 }
        guard let second else { return nil }
        if second.matches(proposal) { return 1 }
        for (i, entry) in more.enumerated() where entry.matches(proposal) { return i + 2 }
        return nil
    }

    /// The entry in `slot` (from `slot(for:)` or `insert`).
    func entry(_ slot: Int) -> Entry {
        switch slot {
        case 0: first!
        case 1: second!
        default: more[slot - 2]
        }
    }

    func value(for proposal: ProposedViewSize) -> Size? {
        slot(for: proposal).map { entry($0).size }
    }

    /// Records that `guide` was asked at the proposal in `slot` and whether it has a value.
    mutating func recordGuide(_ guide: GuideKey, hasValue: Bool, slot: Int) {
        func record(_ entry: inout Entry) {
            entry.knownGuides |= guide.bit
            if !hasValue { entry.guidesWithoutValue |= guide.bit }
        }
        switch slot {
        case 0: record(&first!)
        case 1: record(&second!)
        default: record(&more[slot - 2])
        }
    }

    /// Stores the answer for a proposal not yet answered; returns its slot.
    @discardableResult
    mutating func insert(_ size: Size, for proposal: ProposedViewSize) -> Int {
        let entry = Entry(proposal, size)
        if first == nil {
            first = entry
            return 0
        }
        if second == nil {
            second = entry
            return 1
        }
        if more.isEmpty { more.reserveCapacity(4) }
        more.append(entry)
        return more.count + 1
    }
}

/// One of the eight alignment guides, as a bit of `SizeCache.Entry.knownGuides`.
struct GuideKey {
    let index: UInt8

    init(_ guide: HorizontalAlignment) {
        index = switch guide {
        case .leading: 0
        case .center: 1
        case .trailing: 2
        }
    }

    init(_ guide: VerticalAlignment) {
        index = switch guide {
        case .top: 3
        case .center: 4
        case .bottom: 5
        case .firstTextBaseline: 6
        case .lastTextBaseline: 7
        }
    }

    var bit: UInt8 { 1 << index }
}
