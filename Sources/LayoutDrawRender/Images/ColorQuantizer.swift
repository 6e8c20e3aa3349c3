/// A palette of at most `maximumColors` colours for a set of pictures, and each colour's place
/// in it: what a GIF needs. Deterministic (the same pixels give the same palette, on any
/// machine), without dithering (a diagram's text stays crisp and its flat colours flat, and
/// a frame that changes a little changes few pixels).
///
/// Pictures with at most `maximumColors` colours — flat diagrams without much anti-aliasing —
/// keep every colour exactly. Others are cut by median cut (Heckbert, 1982), each box split at
/// the weighted median of its longest side, the box with the most pixels times the longest
/// side split first; a box's colour is its most common colour when that covers at least half
/// of its pixels (a flat fill stays exactly its colour, its anti-aliased edge pixels go to
/// other boxes or join it), else the pixel-weighted mean.
struct ColorQuantizer {
    /// The palette, `0xRRGGBB` each.
    private(set) var palette: [UInt32] = []
    /// Each colour of the pictures (`0xRRGGBB`) → its index in `palette`.
    private(set) var index: [UInt32: UInt8] = [:]

    /// A palette for the colours counted in `histogram` (`0xRRGGBB` → number of pixels).
    init(histogram: [UInt32: Int], maximumColors: Int) {
        precondition(maximumColors >= 1 && maximumColors <= 256)
        // Sorted, so that nothing depends on the dictionary's order.
        let colors = histogram.map { (color: $0.key, count: $0.value) }.sorted { $0.color < $1.color }
        if colors.count <= maximumColors {
            for (i, entry) in colors.enumerated() {
                palette.append(entry.color)
                index[entry.color] = UInt8(i)
            }
            return
        }
        var boxes = [Box(colors: colors[...].map { $0 })]
        while boxes.count < maximumColors {
            // The box to split: the most pixels times the longest side; ties, the first.
            var chosen = -1
            var bestScore = 0
            for (i, box) in boxes.enumerated() where box.colors.count > 1 {
                let score = box.pixelCount * box.longestSide.length
                if score > bestScore {
                    bestScore = score
                    chosen = i
                }
            }
            guard chosen >= 0 else { break }
            let (low, high) = boxes[chosen].split()
            boxes[chosen] = low
            boxes.insert(high, at: chosen + 1)
        }
        for (i, box) in boxes.enumerated() {
            palette.append(box.representative)
            for entry in box.colors { index[entry.color] = UInt8(i) }
        }
    }

    /// One box of colours: the colours with their pixel counts.
    private struct Box {
        var colors: [(color: UInt32, count: Int)]

        var pixelCount: Int { colors.reduce(0) { $0 + $1.count } }

        /// The channel (16 red, 8 green, 0 blue: its shift) over which the colours spread most,
        /// and how far.
        var longestSide: (shift: UInt32, length: Int) {
            var best: (UInt32, Int) = (16, -1)
            for shift: UInt32 in [16, 8, 0] {
                var low = 255, high = 0
                for entry in colors {
                    let value = Int((entry.color >> shift) & 0xFF)
                    low = min(low, value)
                    high = max(high, value)
                }
                if high - low > best.1 { best = (shift, high - low) }
            }
            return best
        }

        /// The two halves at the weighted median of the longest side.
        func split() -> (Box, Box) {
            let shift = longestSide.shift
            let sorted = colors.sorted { a, b in
                let x = (a.color >> shift) & 0xFF, y = (b.color >> shift) & 0xFF
                return x != y ? x < y : a.color < b.color
            }
            let half = pixelCount / 2
            var running = 0
            var cut = 1
            for (i, entry) in sorted.enumerated() {
                running += entry.count
                if running >= half {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            // Never split one value of the channel between the halves.
            let value = (sorted[cut - 1].color >> shift) & 0xFF
            while cut < sorted.count, (sorted[cut].color >> shift) & 0xFF == value { cut += 1 }
            if cut == sorted.count {
                cut = sorted.firstIndex { ($0.color >> shift) & 0xFF == value } ?? 1
                cut = max(cut, 1)
            }
            return (Box(colors: Array(sorted[..<cut])), Box(colors: Array(sorted[cut...])))
        }

        /// The colour the box stands for.
        var representative: UInt32 {
            let total = pixelCount
            let common = colors.max { a, b in a.count != b.count ? a.count < b.count : a.color > b.color }!
            if common.count * 2 >= total { return common.color }
            var sums = (0, 0, 0)
            for entry in colors {
                sums.0 += Int((entry.color >> 16) & 0xFF) * entry.count
                sums.1 += Int((entry.color >> 8) & 0xFF) * entry.count
                sums.2 += Int(entry.color & 0xFF) * entry.count
            }
            func mean(_ sum: Int) -> UInt32 { UInt32((sum + total / 2) / total) }
            return mean(sums.0) << 16 | mean(sums.1) << 8 | mean(sums.2)
        }
    }
}
