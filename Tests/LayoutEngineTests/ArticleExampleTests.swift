import LayoutDrawCore
import LayoutEngine
import Testing

/// The GeometryReader article's third snippet (seeds/000_e8980619a312cc61.txt), with the
/// caption font replaced by a 10-point one (6 per character) so the numbers are exact:
///
///     HStack(spacing: 12) {
///         Text("Fixed").padding(10).frame(width: 70, height: 80)
///         GeometryReader { proxy in
///             Text("reader: \(proxy.size.width) x \(proxy.size.height)")
///                 .padding(6).background(.blue).fixedSize()
///         }.border(.mint)
///         Text("Fixed").padding(10).frame(width: 70, height: 80)
///     }.padding(12)
@Suite struct ArticleExampleTests {
    @Test func geometryReaderAbsorbsTheFlexibleSpace() throws {
        let fixed = { (id: String) in text("Fixed", id: id + "-text").padding(.all, 10).frame(width: 70, height: 80).tagged(id) }
        let geometry = reader(id: "reader") { proxy in
            [
                text("reader: \(proxy.size.width) x \(proxy.size.height)", id: "label")
                    .padding(.all, 6).background(color()).fixedSize().tagged("badge")
            ]
        }.bordered(ColorStyle.named["mint"]!)
        let root = hstack(spacing: 12, id: "stack", [fixed("left"), geometry, fixed("right")]).padding(.all, 12)
        let tree = try lay(root, 400, 300)

        // padding(12) proposes the HStack (400 − 24) × (300 − 24) = 376 × 276.
        // available = 376 − 2 × 12 = 352. Both frames are fixed (flexibility 0) and go first:
        // 70 each; the bordered reader (0…∞) gets 352 − 140 = 212 and the height 276.
        #expect(tree.frame("reader") == rect(94, 12, 212, 276))
        // The HStack is 70 + 12 + 212 + 12 + 70 = 376 wide, max(80, 276, 80) = 276 high, at (12, 12).
        #expect(tree.frame("stack") == rect(12, 12, 376, 276))
        // The frames are centred vertically: y = 12 + (276 − 80)/2 = 110; the right one at
        // 12 + 70 + 12 + 212 + 12 = 318.
        #expect(tree.frame("left") == rect(12, 110, 70, 80))
        #expect(tree.frame("right") == rect(318, 110, 70, 80))
        // "Fixed" (30 × 12) padded to 50 × 32, centred in 70 × 80: text at (12 + 20, 110 + 34).
        #expect(tree.frame("left-text") == rect(32, 144, 30, 12))

        // The readout shows the reader's size.
        #expect(tree.node(id: "label")?.text == "reader: 212.0 x 276.0")
        // 21 characters → 126 × 12, padded by 6 → 138 × 24, at the reader's top-leading corner.
        #expect(tree.frame("badge") == rect(94, 12, 138, 24))
        #expect(tree.frame("label") == rect(100, 18, 126, 12))
    }
}
