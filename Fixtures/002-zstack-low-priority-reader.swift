// Article 002, "In ZStacks": the listing as printed. The reader's lower layout priority lets
// the image alone size the stack; the reader is proposed the stack's size.
// layoutdraw: --device "iPhone 11 Pro Max"
struct OverlaidImage : View {
    var body: some View {
        ZStack {
            GeometryReader { g in
                Image("overlay")
                    .resizable()
                    .frame(width: g.size.width, height: g.size.height / 2)
                    .position(y: g.size.height / 2)
            }
            .layoutPriority(-1)

            Image("barbarian")
                .resizable()
                .aspectRatio(contentMode: .fit)
        }
    }
}
