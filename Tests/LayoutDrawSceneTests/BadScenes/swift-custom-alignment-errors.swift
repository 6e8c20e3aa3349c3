// expect: 6:16: error: write 'static let broken = HorizontalAlignment(Broken.self)', naming a type that conforms to AlignmentID
// expect: 7:44: error: cannot find 'Nope' in scope
// expect: 11:8: error: 'NoDefault' needs 'static func defaultValue(in context: ViewDimensions) -> CGFloat' to be an AlignmentID
extension HorizontalAlignment {
    static let half = HorizontalAlignment(Half.self)
    static let broken = 3
    static let other = HorizontalAlignment(Nope.self)
    static let third = HorizontalAlignment(NoDefault.self)
}
enum Half: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
struct NoDefault: AlignmentID {}
VStack(alignment: .half) {
    Color.red.frame(width: 100, height: 20)
}
