// expect: 6:94: error: division by zero
// The default value runs when the VStack aligns its views by the guide.
extension HorizontalAlignment {
    static let half = HorizontalAlignment(Half.self)
}
enum Half: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / (d.height - d.height) } }
VStack(alignment: .half) {
    Color.red.frame(width: 100, height: 20)
}
