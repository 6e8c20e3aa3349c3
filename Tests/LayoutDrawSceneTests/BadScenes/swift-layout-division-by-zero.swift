// expect: 5:43: error: division by zero
struct Row: Layout {
    var columns = 0
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = (proposal.width ?? 0) / CGFloat(columns)
        return CGSize(width: width, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: .unspecified)
        }
    }
}
Row { Text("a") }
