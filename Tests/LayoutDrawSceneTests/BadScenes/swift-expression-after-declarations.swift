// expect: 10:53: error: unknown edge '.leadng'; did you mean '.leading'?
// expect: 11:60: error: unknown alignment guide '.myLeadng'; did you mean '.myLeading'?
extension HorizontalAlignment {
    struct MyLeading: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    static let myLeading = HorizontalAlignment(MyLeading.self)
}
VStack(alignment: .myLeading) {
    Color.red.frame(width: 100, height: 20).padding(.leadng)
    Color.blue.frame(width: 10, height: 20).alignmentGuide(.myLeadng) { d in d[.myLeading] }
}
