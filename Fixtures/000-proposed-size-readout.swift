// Article 000 (GeometryReader): "Reading the Proposed Size", the listing as printed (reflowed:
// the page lost its line breaks). The reader takes the 320 × 200 canvas less 16 points of
// padding on each side and prints 288.0 x 168.0.
// layoutdraw: --size 320x200
GeometryReader { proxy in
    Text(
        "\(proxy.size.width) x \(proxy.size.height)"
    )
    .font(.caption)
    .foregroundStyle(.white)
    .padding(6)
    .background(.blue)
    .fixedSize()
}
.border(.blue)
.padding()
