// Article 001, "LazyVGrid を適用してみる": the snippet as printed, a bare LazyVGrid of twelve
// circles, drawn on the article's device. The circles are proposed (97.5, nil) and are 10
// across ("円自体は大きくなっていない"); the article guessed at 50…100-point circles.
// layoutdraw: --device "iPhone 11 Pro Max"
LazyVGrid(columns: Array(repeating: .init(.flexible(minimum: 50, maximum: 100)), count: 4), alignment: .center, spacing: nil, pinnedViews: [], content: {
    ForEach(Range(0...11)) { _ in
        Circle()
            .background(Color.yellow.opacity(0.3))
        }
    })
