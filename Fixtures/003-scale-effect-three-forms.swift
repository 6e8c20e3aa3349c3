// Article 003, "The Confusing Official Documentation": the three approaches that "behave
// identically with respect to parent layout", as printed,
//
//     Rectangle().scaleEffect(3)                                                                  // 1
//     Rectangle().modifier(_ScaleEffect(scale: .init(width: 3, height: 3)))                       // 2
//     Rectangle().modifier(_ScaleEffect(scale: .init(width: 3, height: 3)).ignoredByLayout())     // 3
//
// composed into a row: each rectangle 30 × 30 and translucent, between two captions that show
// the parent's layout is unchanged (all three are drawn 90 × 90 about their centres).
// layoutdraw: --size 390x240
HStack(spacing: 60) {
    VStack {
        Text("scaleEffect(3)").font(.caption)
        Rectangle()
            .fill(Color.orange.opacity(0.6))
            .frame(width: 30, height: 30)
            .scaleEffect(3)
        Text("below").font(.caption)
    }
    VStack {
        Text("_ScaleEffect").font(.caption)
        Rectangle()
            .fill(Color.orange.opacity(0.6))
            .frame(width: 30, height: 30)
            .modifier(_ScaleEffect(scale: .init(width: 3, height: 3)))
        Text("below").font(.caption)
    }
    VStack {
        Text("ignoredByLayout").font(.caption)
        Rectangle()
            .fill(Color.orange.opacity(0.6))
            .frame(width: 30, height: 30)
            .modifier(_ScaleEffect(scale: .init(width: 3, height: 3)).ignoredByLayout())
        Text("below").font(.caption)
    }
}
