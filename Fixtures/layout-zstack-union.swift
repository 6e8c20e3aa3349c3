// A ZStack is as big as the union of its aligned children (fatbobman, "In-Depth Exploration of
// Overlay and Background Modifiers in SwiftUI"): the red circle's top and trailing guides are
// moved by half its size, so in ZStack(alignment: .topTrailing) it sticks out of the blue
// square's corner and the stack (green border) grows from 200 × 200 to 230 × 230. As an
// overlay the same circle leaves the square's 200 × 200 and hangs outside it.
HStack(alignment: .bottom, spacing: 60) {
    ZStack(alignment: .topTrailing) {
        Rectangle()
            .fill(.blue)
            .frame(width: 200, height: 200)
        Circle()
            .fill(.red)
            .frame(width: 60, height: 60)
            .alignmentGuide(.top) { $0.height / 2 }
            .alignmentGuide(.trailing) { $0.width / 2 }
    }
    .border(.green, width: 3)

    Rectangle()
        .fill(.blue)
        .frame(width: 200, height: 200)
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(.red)
                .frame(width: 60, height: 60)
                .alignmentGuide(.top) { $0.height / 2 }
                .alignmentGuide(.trailing) { $0.width / 2 }
        }
        .border(.green, width: 3)
}
.padding(40)
