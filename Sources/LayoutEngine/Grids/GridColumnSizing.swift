import LayoutDrawCore

/// One sized column of a `LazyVGrid` (row of a `LazyHGrid`); an adaptive `GridItem` becomes
/// several tracks.
struct GridTrack: Hashable {
    var length: Double
    /// The gap to the next track (0 after the last).
    var spacingAfter: Double
    /// The item's cell alignment, if it has one.
    var alignment: Alignment?
}

/// The column sizing of lazy grids (layout-rules §3.16). Column widths depend only on the
/// `GridItem`s and the length offered, never on the cells.
enum GridColumnSizing {
    /// The most tracks one adaptive item makes (a guard against absurd inputs such as a
    /// minimum of 0.001 in a huge grid).
    static let maximumAdaptiveCount = 10_000

    /// One sizing pass for `available` points across the tracks.
    ///
    /// `remaining = available − Σ spacings between items`; fixed items take their length first;
    /// the others, in order, each get `remaining / itemsLeft`: a flexible item clamps it to
    /// `[minimum, maximum]`; an adaptive item takes it as a slot, fits
    /// `n = max(1, ⌊(slot + s)/(minimum + s)⌋)` tracks of `(slot − (n−1)s)/n` each, capped at
    /// its maximum (its minimum only counts the tracks: objc.io, "SwiftUI's Grid Views",
    /// 2020-11-23). What an item takes is subtracted from `remaining`.
    static func tracks(_ items: [GridItem], in available: Double) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func spacing(_ index: Int) -> Double { items[index].spacing ?? GridItem.defaultSpacing }
        var remaining = available
        for index in items.indices.dropLast() { remaining -= spacing(index) }
        var itemsLeft = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= length } else { itemsLeft += 1 }
        }
        func take(_ length: Double) {
            if remaining.isFinite { remaining -= length }
        }
        var tracks: [GridTrack] = []
        for (index, item) in items.enumerated() {
            let after = index < items.count - 1 ? spacing(index) : 0
            switch item.size {
            case .fixed(let length):
                tracks.append(GridTrack(length: length, spacingAfter: after, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                let share = remaining / Double(itemsLeft)
                let length = max(minimum, min(share, maximum))
                tracks.append(GridTrack(length: length, spacingAfter: after, alignment: item.alignment))
                take(length)
                itemsLeft -= 1
            case .adaptive(let minimum, let maximum):
                let slot = remaining / Double(itemsLeft)
                let s = spacing(index)
                let count = adaptiveCount(slot: slot, minimum: minimum, spacing: s)
                let n = Double(count)
                let length = max(0, min((slot - (n - 1) * s) / n, maximum))
                for k in 0..<count {
                    tracks.append(GridTrack(length: length, spacingAfter: k < count - 1 ? s : after, alignment: item.alignment))
                }
                take(n * length + (n - 1) * s)
                itemsLeft -= 1
            }
        }
        return tracks
    }

    /// How many tracks an adaptive item of `minimum` fits in `slot`.
    static func adaptiveCount(slot: Double, minimum: Double, spacing: Double) -> Int {
        let denominator = minimum + spacing
        guard slot.isFinite, denominator > 0 else { return 1 }
        let fitted = ((slot + spacing) / denominator).rounded(.down)
        guard fitted >= 1 else { return 1 }
        return fitted >= Double(maximumAdaptiveCount) ? maximumAdaptiveCount : Int(fitted)
    }

    /// The length the tracks span, spacing included.
    static func totalLength(_ tracks: [GridTrack]) -> Double {
        tracks.reduce(0) { $0 + $1.length + $1.spacingAfter }
    }

    /// Where each track starts, from 0.
    static func offsets(_ tracks: [GridTrack]) -> [Double] {
        var position = 0.0
        return tracks.map { track in
            defer { position += track.length + track.spacingAfter }
            return position
        }
    }
}

/// The layout of a lazy grid, generic over the axis it grows along: tracks across that axis
/// (columns of a `LazyVGrid`, rows of a `LazyHGrid`), lines of cells along it (layout-rules
/// §3.16).
///
/// Checked against the union rule of stacks (issue 14): a line (a `LazyVGrid`'s row) is as long
/// as its longest cell and each cell is aligned in its slot, so a cell whose guide is moved by
/// `alignmentGuide` moves within its slot and may hang outside it; the tracks come from the
/// `GridItem`s alone (objc.io, "SwiftUI's Grid Views"), never from the cells. No measurement of a
/// moved guide in a lazy grid is published; this is left as it is.
struct LazyGridArrangement {
    /// `.vertical` for a `LazyVGrid`.
    let growth: Axis
    let items: [GridItem]
    /// Between lines (rows of a `LazyVGrid`); nil → 8.
    let spacing: Double?
    /// Where the tracks sit across the grid when they do not span it exactly, as a fraction
    /// (0 leading/top, ½ centre, 1 trailing/bottom).
    let blockFraction: Double
    /// A cell's alignment in its slot when its item has none.
    let cellAlignment: Alignment
    let subviews: LayoutSubviews

    var cross: Axis { growth.cross }

    /// The cells of each line, as subview indices.
    func lines(trackCount: Int) -> [Range<Int>] {
        guard trackCount > 0 else { return [] }
        return stride(from: 0, to: subviews.count, by: trackCount).map { $0..<min($0 + trackCount, subviews.count) }
    }

    /// Each line's length along the growth axis: its tallest cell (for a `LazyVGrid`), each cell
    /// proposed its track's length across and `nil` along.
    func lineLengths(_ tracks: [GridTrack]) -> [Double] {
        lines(trackCount: tracks.count).map { line in
            line.reduce(0.0) { longest, index in
                let proposal = ProposedViewSize(axis: cross, major: tracks[index - line.lowerBound].length, minor: nil)
                return max(longest, subviews[index].sizeThatFits(proposal)[growth])
            }
        }
    }

    func lineSpacing() -> Double { spacing ?? GridItem.defaultSpacing }

    /// The grid's size: first pass, with the proposed length across (`nil` counts as 0, so every
    /// item takes its minimum).
    func size(for proposal: ProposedViewSize) -> Size {
        let tracks = GridColumnSizing.tracks(items, in: proposal[cross] ?? 0)
        let lengths = lineLengths(tracks)
        var size = Size.zero
        size[cross] = GridColumnSizing.totalLength(tracks)
        size[growth] = lengths.reduce(0, +) + lineSpacing() * Double(max(lengths.count - 1, 0))
        return size
    }

    /// Second pass: the tracks are sized again for the grid's own length across, which is what
    /// lets them overflow it; the block of tracks is aligned in the grid, each cell is proposed
    /// its slot (track × line) and aligned in it.
    func place(in bounds: Rect) {
        let tracks = GridColumnSizing.tracks(items, in: bounds.size[cross])
        let offsets = GridColumnSizing.offsets(tracks)
        let lengths = lineLengths(tracks)
        let crossStart = coordinate(bounds.origin, cross) + (bounds.size[cross] - GridColumnSizing.totalLength(tracks)) * blockFraction
        var growthPosition = coordinate(bounds.origin, growth)
        for (lineIndex, line) in lines(trackCount: tracks.count).enumerated() {
            let lineLength = lengths[lineIndex]
            for index in line {
                let track = tracks[index - line.lowerBound]
                var slotSize = Size.zero
                slotSize[cross] = track.length
                slotSize[growth] = lineLength
                var slotOrigin = Point.zero
                set(&slotOrigin, cross, crossStart + offsets[index - line.lowerBound])
                set(&slotOrigin, growth, growthPosition)
                let proposal = ProposedViewSize(slotSize)
                let dimensions = subviews[index].dimensions(in: proposal)
                let alignment = track.alignment ?? cellAlignment
                let x = slotOrigin.x + alignment.horizontal.defaultValue(width: slotSize.width) - dimensions[alignment.horizontal]
                let y = slotOrigin.y + alignment.vertical.defaultValue(height: slotSize.height) - dimensions[alignment.vertical]
                subviews[index].place(at: Point(x: x, y: y), proposal: proposal)
            }
            growthPosition += lineLength + lineSpacing()
        }
    }

    private func coordinate(_ point: Point, _ axis: Axis) -> Double { axis == .horizontal ? point.x : point.y }

    private func set(_ point: inout Point, _ axis: Axis, _ value: Double) {
        if axis == .horizontal { point.x = value } else { point.y = value }
    }
}
