// Article 000 (GeometryReader): "Measuring a View", the listing as printed (reflowed). The
// overlay's reader is proposed the padded text's size and reports it without changing it.
// layoutdraw: --size fit --margin 24
Text("Measure me without changing layout.")
    .padding()
    .background {
        Rectangle()
            .fill(.orange)
            .opacity(0.2)
    }
    .overlay {
        GeometryReader { proxy in
            Text(
                "\(proxy.size.width) x \(proxy.size.height)"
            )
            .font(.caption)
            .foregroundStyle(.white)
            .padding(6)
            .background(.blue)
            .fixedSize()
            .padding()
        }
    }
