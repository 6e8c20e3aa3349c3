import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `Gauge` in iOS's styles (Sources/LayoutEngine/Controls/Gauge.swift): frames derived by hand
/// from its rule. Canvas 400 × 400, the root centred in it; a 10-point character is 6 × 12
/// (the fixed-advance measurer), so "BPM" is 18 × 12.
@Suite struct GaugeTests {
    /// A gauge at `fraction` with the labels given (nil: absent), its track tagged "track".
    func gauge(
        _ fraction: Double, label: String? = nil, current: String? = nil, minimum: String? = nil, maximum: String? = nil
    ) -> ViewNode {
        var parts: Gauge.Parts = []
        var subviews = [ViewNode(GaugeTrack(fraction: fraction), id: "track")]
        for (string, part, id) in [(label, Gauge.Parts.label, "label"), (current, .currentValue, "current"), (minimum, .minimum, "min"), (maximum, .maximum, "max")] {
            guard let string else { continue }
            parts.insert(part)
            subviews.append(text(string, id: id))
        }
        return ViewNode(Gauge(fraction: fraction, parts: parts), subviews: subviews, id: "g")
    }

    func elements(_ tree: FrameTree, _ id: String) -> [VectorElement] {
        guard case .vector(let vector)? = tree.node(id: id)?.paint else { return [] }
        return vector.elements
    }

    @Test func theDefaultIsALabelOverAnEightPointTrack() throws {
        let tree = try lay(gauge(0.4, label: "Battery Level"))
        // 12 (label) + 4 + 8 (track) = 24 high, the proposed 400 wide: y = (400 − 24) / 2 = 188.
        #expect(tree.frame("g") == rect(0, 188, 400, 24))
        #expect(tree.frame("label") == rect(0, 188, 78, 12))
        #expect(tree.frame("track") == rect(0, 204, 400, 8))
        // The filled part is 0.4 of the track from the leading end: 160 wide.
        let drawn = elements(tree, "track")
        guard drawn.count == 2, case .shape(.capsule, let done) = drawn[1].path else {
            Issue.record("no filled track: \(drawn)"); return
        }
        #expect(done == rect(0, 0, 160, 8))
    }

    @Test func boundsLabelsStandAtTheTracksEndsAndTheCurrentValueBelow() throws {
        let tree = try lay(gauge(67.0 / 170, label: "BPM", current: "67", minimum: "0", maximum: "170"))
        // Rows: 12 + 4 + max(8, 12) + 4 + 12 = 44 high: y = (400 − 44) / 2 = 178.
        #expect(tree.frame("g") == rect(0, 178, 400, 44))
        #expect(tree.frame("label") == rect(0, 178, 18, 12))
        // The bar row from y 194, 12 high: "0" (6 wide) leading, "170" (18 wide) trailing; the
        // track between them 8 from each: x 6 + 8 = 14 to 400 − 18 − 8 = 374, centred: y 196.
        #expect(tree.frame("min") == rect(0, 194, 6, 12))
        #expect(tree.frame("max") == rect(382, 194, 18, 12))
        #expect(tree.frame("track") == rect(14, 196, 360, 8))
        #expect(tree.frame("current") == rect(0, 210, 12, 12))
    }

    @Test func unproposedItIsItsWidestRow() throws {
        let tree = try lay(gauge(0.5, label: "BPM", current: "67", minimum: "0", maximum: "170").fixedSize())
        // Ideal widths: "BPM" 18, "67" 12, the bar row 6 + 8 + 10 + 8 + 18 = 50: 50 × 44 centred.
        #expect(tree.frame("g") == rect(175, 178, 50, 44))
        #expect(tree.frame("track") == rect(189, 196, 10, 8))
    }

    @Test func accessoryLinearStylesHaveThinnerTracks() throws {
        let linear = try lay(gauge(0.5).modified(by: GaugeStyleModifier(.accessoryLinear)))
        #expect(linear.frame("g") == rect(0, 198, 400, 4))
        // The marker, 4 + 4 = 8 across, at the middle of the 400-point track: centre x 200.
        let marker = elements(linear, "track").compactMap { element -> Rect? in
            if case .shape(.circle, let r) = element.path { return r }
            return nil
        }
        #expect(marker.first == rect(196, -2, 8, 8))
        let capacity = try lay(gauge(0.5).modified(by: GaugeStyleModifier(.accessoryLinearCapacity)))
        #expect(capacity.frame("g") == rect(0, 197, 400, 6))
    }

    @Test func accessoryCircularIsA72PointRingWithItsValueInside() throws {
        let tree = try lay(
            gauge(67.0 / 170, label: "BPM", current: "67", minimum: "0", maximum: "170").modified(by: GaugeStyleModifier(.accessoryCircular)))
        // 72 × 72 whatever the proposal: (400 − 72) / 2 = 164.
        #expect(tree.frame("g") == rect(164, 164, 72, 72))
        #expect(tree.frame("track") == rect(164, 164, 72, 72))
        // "67" centred: (164 + 36 − 6, 164 + 36 − 6).
        #expect(tree.frame("current") == rect(194, 194, 12, 12))
        // The ring's centre line has radius (72 − 6) / 2 = 33; its open ends at 135° and 45°
        // are 33 · cos 45° = 23.33 either side of the centre: "0" centred under x 164 + 36 −
        // 23.33, "170" under 164 + 36 + 23.33, both standing on the gauge's bottom (236).
        let reach = 33 * cos(Double.pi / 4)
        let minimum = try #require(tree.frame("min")), maximum = try #require(tree.frame("max"))
        #expect(abs(minimum.midX - (200 - reach)) < 1e-9 && minimum.maxY == 236)
        #expect(abs(maximum.midX - (200 + reach)) < 1e-9 && maximum.maxY == 236)
        // With bounds labels, the label is not shown.
        #expect(tree.node(id: "label") == nil)
    }

    @Test func accessoryCircularShowsTheLabelInTheOpeningWithoutBoundsLabels() throws {
        let tree = try lay(gauge(0.5, label: "SPD", current: "62").fixedSize().modified(by: GaugeStyleModifier(.accessoryCircular)))
        // "SPD" (18 × 12) centred in the opening, on the bottom: (200 − 9, 236 − 12).
        #expect(tree.frame("label") == rect(191, 224, 18, 12))
    }

    @Test func accessoryCircularCapacityShowsOnlyItsCentre() throws {
        let tree = try lay(gauge(0.25, label: "Battery", minimum: "0", maximum: "1").modified(by: GaugeStyleModifier(.accessoryCircularCapacity)))
        #expect(tree.frame("g") == rect(164, 164, 72, 72))
        // No current value's label: the label takes the centre, "Battery" 42 × 12.
        #expect(tree.frame("label") == rect(179, 194, 42, 12))
        #expect(tree.node(id: "min") == nil && tree.node(id: "max") == nil)
        // The ring: a full circle of the track, then a quarter (one 90° curve) from twelve
        // o'clock, (36, 3), clockwise to three o'clock, (69, 36).
        let drawn = elements(tree, "track")
        #expect(drawn.count == 2)
        guard drawn.count == 2, case .commands(let commands, _, _) = drawn[1].path else { return }
        #expect(commands.count == 2)
        guard case .move(let start) = commands.first, case .curve(_, _, let end) = commands.last else {
            Issue.record("not an arc: \(commands)"); return
        }
        #expect(abs(start.x - 36) < 1e-9 && abs(start.y - 3) < 1e-9)
        #expect(abs(end.x - 69) < 1e-9 && abs(end.y - 36) < 1e-9)
    }
}
