/// A hash table keyed by nonzero 64-bit words, for the engine's lookups (view types by their
/// metadata's address, explicit guide values by node, slot and guide).
///
/// Open addressing with linear probing, and a multiplicative hash: a `Dictionary` hashes each
/// key with SipHash, which was most of the cost of these lookups. Kept at most half full.
struct WordTable<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private(set) var count = 0

    /// A table with room for `capacity` keys before it first grows.
    init(capacity: Int = 8) {
        let slots = max(8, 1 << (Int.bitWidth - (2 * capacity - 1).leadingZeroBitCount))
        keys = [UInt64](repeating: 0, count: slots)
        values = [Value?](repeating: nil, count: slots)
    }

    /// The slot of `key`, or of the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        let mask = keys.count - 1
        // Fibonacci hashing: the multiplication mixes every bit of the key into the high bits.
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// The value for `key` (which must not be 0), if any.
    subscript(key: UInt64) -> Value? {
        get {
            precondition(key != 0, "0 marks an empty slot")
            let slot = slot(of: key)
            return keys[slot] == key ? values[slot] : nil
        }
        set {
            precondition(key != 0, "0 marks an empty slot")
            guard let newValue else { preconditionFailure("WordTable does not remove keys") }
            if 2 * (count + 1) > keys.count { grow() }
            let slot = slot(of: key)
            if keys[slot] == 0 { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    /// Doubles the slots and places every key again.
    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = [UInt64](repeating: 0, count: 2 * keys.count)
        values = [Value?](repeating: nil, count: keys.count)
        for (key, value) in old {
            let slot = slot(of: key)
            keys[slot] = key
            values[slot] = value
        }
    }
}
