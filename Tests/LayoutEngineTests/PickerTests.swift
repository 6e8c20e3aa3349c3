import LayoutDrawCore
import LayoutDrawFrames
import LayoutEngine
import Testing

/// `Picker` in its three looks (Sources/LayoutEngine/Controls/Picker.swift). Canvas 400 × 400,
/// the root centred; the fixed-advance measurer sets a 13-point footnote character 7.8 × 15.6
/// and a 17-point body character 10.2 × 20.4, sizes rounded up to the 2× pixel grid.
@Suite struct PickerTests {
    /// A picker of `options` (plain texts) with `selected`, as the compiler builds it.
    func picker(_ options: [String], selected: Int?, style: PickerStyleKind) -> ViewNode {
        var subviews = [ViewNode(ControlLabel(), subviews: [ViewNode(Text("Size"), id: "title")])]
        for (index, option) in options.enumerated() {
            subviews.append(ViewNode(Text(option), id: option).modified(by: PickerOption(isSelected: index == selected)))
        }
        subviews.append(
            ViewNode(SymbolImage(systemName: "chevron.up.chevron.down", outline: nil), id: "chevron")
                .modified(by: PickerOption(isSelected: false, isChevron: true)))
        return ViewNode(Picker(selected: selected, optionCount: options.count), subviews: subviews, id: "p")
            .modified(by: PickerStyleModifier(style))
    }

    @Test func aSegmentedPickerIs32HighAndSharesItsWidthEqually() throws {
        let tree = try lay(picker(["A", "BB", "CCC"], selected: 1, style: .segmented))
        // Proposed 400 × 400: 400 × 32 (UISegmentedControl), centred: y = (400 − 32) / 2 = 184.
        #expect(tree.frame("p") == rect(0, 184, 400, 32))
        // Three segments of 133.33; "BB" (2 × 7.8 = 15.6 → 16 by 15.6 → 16) centred in the
        // second: x = 133.33 + (133.33 − 16) / 2 = 192, y = 184 + (32 − 16) / 2 = 192.
        let bb = try #require(tree.frame("BB"))
        #expect(abs(bb.minX - 192) < 1e-9 && bb.minY == 192 && bb.size == Size(width: 16, height: 16))
        // The title and the chevron are not shown.
        #expect(tree.node(id: "title") == nil && tree.node(id: "chevron") == nil)
    }

    @Test func aSegmentedPickerProposedNothingFitsItsWidestOption() throws {
        let tree = try lay(picker(["A", "BB", "CCC"], selected: 0, style: .segmented).fixedSize())
        // The widest, "CCC", 23.4 → 23.5, plus 2 × 12: segments of 47.5, three of them 142.5.
        #expect(tree.frame("p") == rect(128.75, 184, 142.5, 32))
        // The selected segment's thumb, 2 points inside the first segment.
        guard case .vector(let vector)? = tree.node(id: "p")?.paint else {
            Issue.record("a segmented picker draws its track and thumb")
            return
        }
        let thumb = vector.elements.compactMap { element -> Rect? in
            if case .shape(.roundedRectangle(cornerRadius: 7), let r) = element.path { r } else { nil }
        }
        #expect(thumb.first == rect(2, 2, 43.5, 28))
    }

    @Test func aMenuPickerIsItsSelectedOptionAndTheChevron() throws {
        let tree = try lay(picker(["Small", "Medium"], selected: 1, style: .menu))
        // "Medium": 6 × 10.2 = 61.2 → 61.5 by 20.4 → 20.5; then 4 points and the small
        // chevron, 1.2 × 17 × 0.8 = 16.32 square (a symbol is not rounded to the pixel grid):
        // 61.5 + 4 + 16.32 = 81.82 × 20.5, centred: x = (400 − 81.82) / 2 = 159.09.
        func close(_ a: Rect, _ b: Rect) -> Bool { a.isClose(to: b) }
        #expect(close(tree.frame("p"), rect(159.09, 189.75, 81.82, 20.5)))
        #expect(close(tree.frame("Medium"), rect(159.09, 189.75, 61.5, 20.5)))
        // The chevron 4 points after it, centred vertically: y = 200 − 8.16.
        #expect(close(tree.frame("chevron"), rect(224.59, 191.84, 16.32, 16.32)))
        // The other option and the title are left out.
        #expect(tree.node(id: "Small") == nil && tree.node(id: "title") == nil)
    }

    @Test func aPickerMatchingNoTagShowsTheChevronAlone() throws {
        let tree = try lay(picker(["Small", "Medium"], selected: nil, style: .menu))
        // The chevron alone, 16.32 square, centred: 200 − 8.16 = 191.84.
        #expect(tree.frame("p").isClose(to: rect(191.84, 191.84, 16.32, 16.32)))
    }
}

extension Rect {
    /// Equal to within a thousandth of a point.
    func isClose(to other: Rect) -> Bool {
        abs(minX - other.minX) < 1e-3 && abs(minY - other.minY) < 1e-3 && abs(width - other.width) < 1e-3
            && abs(height - other.height) < 1e-3
    }
}
