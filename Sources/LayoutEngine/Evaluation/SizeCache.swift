#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDrawCore

/// The sizes one node has answered, by proposal; `nil` and `∞` are different keys.
///
/// Nodes are asked few distinct proposals (0, ∞, nil and the real one along each stack axis
/// above them: at most 9 in practice, most nodes 1 to 3), so a short list beats a hash table.
/// The first two answers are stored inline, in the node's record; later ones in a run of the
/// evaluation's shared `Overflow`, so that no node allocates and a record is plain data
/// (copied and freed without reference counting). A proposal is compared as two 64-bit words
/// (`Key`), and an entry is 40 bytes.
struct SizeCache {
    /// A proposal as the cache compares it: packed (`PackedProposal`), with `-0` stored as `0`.
    /// Only the machinery sees it; rules read and write `ProposedViewSize`.
    typealias Key = PackedProposal

    /// One answer: the proposal and the size chosen.
    struct Entry {
        var key: Key
        var size: Size
        /// The alignment guides asked at this proposal (one bit per guide, `GuideKey`), and
        /// those of them that have no explicit value. Most have none, so only the others' values
        /// are kept apart (`LayoutEvaluation.explicitGuideValues`). Free: they fit in the padding.
        var knownGuides: UInt16 = 0
        var guidesWithoutValue: UInt16 = 0

        var proposal: ProposedViewSize { key.proposal }
    }

    /// The answers past the first two of every node of one evaluation. A node's are one run
    /// of 4 entries, moved to a run twice as long whenever it fills (the old run is left
    /// unused: few nodes have more than 6 answers).
    final class Overflow {
        private var entries: UnsafeMutablePointer<Entry>
        private var capacity = 1024
        private var count = 0

        init() {
            entries = Self.reallocate(nil, capacity: capacity)
        }

        deinit {
            free(entries)
        }

        /// `realloc`, which moves a large buffer by remapping its pages rather than copying
        /// them (entries are plain data, so a byte copy is a valid move).
        private static func reallocate(_ old: UnsafeMutablePointer<Entry>?, capacity: Int) -> UnsafeMutablePointer<Entry> {
            guard let raw = realloc(old, capacity * MemoryLayout<Entry>.stride) else {
                fatalError("out of memory for \(capacity) size-cache entries")
            }
            return raw.bindMemory(to: Entry.self, capacity: capacity)
        }

        @inline(__always)
        subscript(index: Int32) -> Entry {
            unsafeAddress { UnsafePointer(entries + Int(index)) }
            unsafeMutableAddress { entries + Int(index) }
        }

        /// A new run of `length` entries, its first `kept` copied from the run at `old`; returns
        /// where it starts.
        func run(length: Int, copying kept: Int, from old: Int32) -> Int32 {
            if count + length > capacity {
                capacity = 2 * capacity + length
                entries = Self.reallocate(entries, capacity: capacity)
            }
            let start = count
            if kept > 0 { (entries + start).update(from: entries + Int(old), count: kept) }
            count += length
            return Int32(start)
        }

        /// The run length that holds `extra` answers (4, 8, 16, …).
        static func runLength(for extra: Int) -> Int {
            max(4, 1 << (Int.bitWidth - (extra - 1).leadingZeroBitCount))
        }
    }

    /// How many entries there are: `first` and `second` hold the first two, the `count - 2`
    /// others are in the overflow run starting at `moreStart`.
    private var count: Int32 = 0
    private var moreStart: Int32 = 0
    private var first = Entry(key: Key(normalizing: .zero), size: .zero)
    private var second = Entry(key: Key(normalizing: .zero), size: .zero)

    /// The slot of the entry for `key`, if answered.
    @inline(__always)
    func slot(for key: Key, overflow: Overflow) -> Int? {
        if count == 0 { return nil }
        if Self.same(first.key, key) { return 0 }
        if count == 1 { return nil }
        if Self.same(second.key, key) { return 1 }
        for slot in 2..<Int(count) where Self.same(overflow[moreStart + Int32(slot - 2)].key, key) { return slot }
        return nil
    }

    /// `a == b`, compared here: `PackedProposal`'s `==` is another module's, and was a call.
    @inline(__always)
    private static func same(_ a: Key, _ b: Key) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// The entry in `slot` (from `slot(for:)` or `insert`).
    @inline(__always)
    func entry(_ slot: Int, overflow: Overflow) -> Entry {
        switch slot {
        case 0: first
        case 1: second
        default: overflow[moreStart + Int32(slot - 2)]
        }
    }

    /// Records that `guide` was asked at the proposal in `slot` and whether it has a value.
    mutating func recordGuide(_ guide: GuideKey, hasValue: Bool, slot: Int, overflow: Overflow) {
        func record(_ entry: inout Entry) {
            entry.knownGuides |= guide.bit
            if !hasValue { entry.guidesWithoutValue |= guide.bit }
        }
        switch slot {
        case 0: record(&first)
        case 1: record(&second)
        default: record(&overflow[moreStart + Int32(slot - 2)])
        }
    }

    /// Stores the answer for a proposal not yet answered; returns its slot.
    @discardableResult
    mutating func insert(_ size: Size, for key: Key, overflow: Overflow) -> Int {
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
            let extra = Int(count) - 2
            // A run is full when its answers reach its length: 4, then each power of two.
            if extra == 0 || (extra >= 4 && extra & (extra - 1) == 0) {
                moreStart = overflow.run(length: Overflow.runLength(for: extra + 1), copying: extra, from: moreStart)
            }
            overflow[moreStart + Int32(extra)] = entry
            return Int(count)
        }
    }
}

/// One of the eight standard alignment guides or the first `AlignmentID.cachedCount` custom
/// ones of a scene, as a bit of `SizeCache.Entry.knownGuides`.
struct GuideKey {
    let index: UInt8

    /// nil for a custom guide past the cached ones (its values are not cached).
    init?(_ guide: HorizontalAlignment) {
        switch guide {
        case .leading: index = 0
        case .center: index = 1
        case .trailing: index = 2
        case .custom(let id):
            guard id.index >= 0, id.index < AlignmentID.cachedCount else { return nil }
            index = UInt8(8 + id.index)
        }
    }

    init?(_ guide: VerticalAlignment) {
        switch guide {
        case .top: index = 3
        case .center: index = 4
        case .bottom: index = 5
        case .firstTextBaseline: index = 6
        case .lastTextBaseline: index = 7
        case .custom(let id):
            guard id.index >= 0, id.index < AlignmentID.cachedCount else { return nil }
            index = UInt8(8 + id.index)
        }
    }

    var bit: UInt16 { 1 << UInt16(index) }
}
