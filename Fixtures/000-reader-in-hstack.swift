// Article 000 (GeometryReader): "When It Causes Trouble", the listing as printed (reflowed).
// The reader absorbs the flexible space: 400 − 2 × 12 − 70 − 70 − 2 × 12 = 212 wide.
// layoutdraw: --size 400x200
HStack(spacing: 12) {
    Text("Fixed")
        .padding(10)
        .frame(width: 70, height: 80)
    GeometryReader { proxy in
        Text(
            "reader: \(proxy.size.width) x \(proxy.size.height)"
        )
        .font(.caption)
        .foregroundStyle(.white)
        .padding(6)
        .background(.blue)
        .fixedSize()
    }
    .border(.mint)
    Text("Fixed")
        .padding(10)
        .frame(width: 70, height: 80)
}
.padding(12)
