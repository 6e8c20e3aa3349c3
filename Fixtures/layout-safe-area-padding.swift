// safeAreaPadding pads the safe area, not the content: laid out alike, the text sits 20 points
// inside the gray border either way, but a colour background reaches into the safe area its
// view touches — so on the right the orange reaches through the 20 points to the border, and a
// reader inside reads them as its safeAreaInsets.
HStack(spacing: 24) {
    Text("padding")
        .padding()
        .background(.orange)
        .padding(20)
        .border(.gray)
    Text("safeAreaPadding")
        .padding()
        .background(.orange)
        .safeAreaPadding(20)
        .border(.gray)
    GeometryReader { proxy in
        Text("\(proxy.safeAreaInsets.leading)")
            .font(.caption)
    }
    .frame(width: 60, height: 40)
    .background(.mint)
    .safeAreaPadding(.leading, 20)
    .border(.gray)
}
.padding()
