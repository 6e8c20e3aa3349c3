// Article 002, "In Secondary Views": the listing as printed, the two structs. OverlaidImage is
// drawn (the one view no other uses). position(y:) leaves x at 0, so the overlay hangs half
// off the leading edge: the code does not do what the article's text says.
// layoutdraw: --device "iPhone 11 Pro Max"
struct OverlaidImage : View {
    var body: some View {
        Image("barbarian")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .overlay(OverlayView())
    }
}

struct OverlayView : View {
    var body: some View {
        GeometryReader { g in
            Image("overlay")
                .resizable()
                .frame(width: g.size.width, height: g.size.height / 2)
                .position(y: g.size.height / 2)
        }
    }
}
