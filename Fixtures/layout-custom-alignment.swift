// A custom alignment lines up views in different stacks (objc.io, "Alignment Guides in
// SwiftUI"; WWDC19 "Building Custom Views with SwiftUI"): each value sets the .valueEdge guide
// to its leading edge inside its HStack, the HStack shows that guide to the VStack, and the
// VStack, aligned by .valueEdge, lines the values up — the rows (gray borders) shift so the
// labels end where each value starts.
// layoutdraw: --margin 20
extension HorizontalAlignment {
    private enum ValueEdge: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueEdge = HorizontalAlignment(ValueEdge.self)
}

VStack(alignment: .valueEdge, spacing: 10) {
    HStack {
        Text("Name").foregroundStyle(.secondary)
        Text("Ada Lovelace")
            .alignmentGuide(.valueEdge) { d in d[.leading] }
    }
    .border(.gray)
    HStack {
        Text("Occupation").foregroundStyle(.secondary)
        Text("Mathematician")
            .alignmentGuide(.valueEdge) { d in d[.leading] }
    }
    .border(.gray)
    HStack {
        Text("Born").foregroundStyle(.secondary)
        Text("1815")
            .alignmentGuide(.valueEdge) { d in d[.leading] }
    }
    .border(.gray)
}
