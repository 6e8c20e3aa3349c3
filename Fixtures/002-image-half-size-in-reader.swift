// Article 002 ("Geometry Reader"): an image at most half the size of the reader's parent,
// keeping its aspect ratio. The listing as printed; "barbarian" is our stand-in image in
// Assets.xcassets, as Xcode would find it.
// layoutdraw: --device "iPhone 11 Pro Max"
struct ContentView : View {
    var body: some View {
        GeometryReader { g in
            ZStack {
                Image("barbarian")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(maxWidth: g.size.width / 2,
                           maxHeight: g.size.height / 2)
            }
            .frame(width: g.size.width, height: g.size.height)
        }
    }
}
