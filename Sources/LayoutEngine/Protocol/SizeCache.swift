import LayoutDrawCore

/// The sizes one node has answered, by proposal; `nil` and `∞` are different keys.
///
/// Nodes are asked few distinct proposals (0, ∞, nil and the real one along each stack axis
/// above them: at most 9 in practice, most nodes 1 to 3), so a short list beats a hash table.
/// The first two answers are stored inline, in the node's record: most nodes never allocate.
/// Later ones go to an array. A proposal is compared as two 64-bit keys (`Key`), and an entry
/// is 40 bytes.
struct SizeCache {
    /// A proposal as two words that compare equal exactly when the proposals do (`nil` is a
    /// NaN no arithmetic makes; -0 is stored as 0, which `==` does not tell apart).
    struct Key: Equatable {
        var width: UInt64
        var height: UInt64

        private static let unspecified: UInt64 = 0x7FF4_0000_0000_5CC1

        @inline(__always)
        init(_ proposal: ProposedViewSize) {
            width = proposal.width.map { ($0 + 0).bitPattern } ?? Self.unspecified
            height = proposal.height.map { ($0 + 0).bitPattern } ?? Self.unspecified
        }

        var proposal: ProposedViewSize {
            ProposedViewSize(
                width: width == Self.unspecified ? nil : Double(bitPattern: width),
                height: height == Self.unspecified ? nil : Double(bitPattern: height))
        }
    }

    /// One answer: the proposal and the size chosen.
    struct Entry {
        var key: Key
        var size: Size
        /// The alignment guides asked at this proposal (one bit per guide, `GuideKey`), and
        /// those of them that have no explicit value. Most have none, so only the others' values
        /// are kept apart (`LayoutEvaluation.explicitGuideValues`). Free: they fit in the padding.
        var knownGuides: UInt8 = 0
        var guidesWithoutValue: UInt8 = 0

        var proposal: ProposedViewSize { key.proposal }
    }

    /// How many entries there are: `first` and `second` hold the first two, `more` the rest.
    private var count: Int32 = 0
    private var first = Entry(key: Key(.zero), size: .zero)
    private var second = Entry(key: Key(.zero), size: .zero)
    private var more: [Entry] = []

    /// The slot of the entry for `key`, if answered.
    @inline(__always)
    func slot(for key: Key) -> Int? {
        if count == 0 { return nil }
        if first.key == key { return 0 }
        if count == 1 { return nil }
        if second.key == key { return 1 }
        if count == 2 { return nil }
        return more.withUnsafeBufferPointer { entries in
            for i in entries.indices where entries[i].key == key { return i + 2 }
            return nil
        }
    }

    /// The entry in `slot` (from `slot(for:)` or `insert`).
    @inline(__always)
    func entry(_ slot: Int) -> Entry {
        switch slot {
        case 0: first
        case 1: second
        default: more[slot - 2]
        }
    }

    /// Records that `guide` was asked at the proposal in `slot` and whether it has a value.
    mutating func recordGuide(_ guide: GuideKey, hasValue: Bool, slot: Int) {
        func record(_ entry: inout Entry) {
            entry.knownGuides |= guide.bit
            if !hasValue { entry.guidesWithoutValue |= guide.bit }
        }
        switch slot {
        case 0: record(&first)
        case 1: record(&second)
        default: record(&more[slot - 2])
        }
    }

    /// Stores the answer for a proposal not yet answered; returns its slot.
    @discardableResult
    mutating func insert(_ size: Size, for key: Key) -> Int {
        let entry = Entry(key: key, size: size)
        defer { count += 1 }
        switch count {
        case 0:
            first = entry
            return 0
        case 1:
            second = entry
            return 1
        default:
            if more.isEmpty { more.reserveCapacity(4) }
            more.append(entry)
            return more.count + 1
        }
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
