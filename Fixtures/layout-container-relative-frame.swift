// containerRelativeFrame sizes each card from the nearest container, the horizontal scroll
// view (Apple's example: 3 of 4 columns, 10 apart). safeAreaPadding(.horizontal, 20) adds to
// the scroll view's safe area: its content starts 20 in, the container is 393 − 40 = 353 wide,
// a card (353 − 30) / 4 · 3 + 20 = 262.25, and the next card peeks out to the screen's edge,
// where the content scrolls under the padding.
// layoutdraw: --device "iPhone 15 Pro"
ScrollView(.horizontal) {
    LazyHStack(spacing: 10) {
        ForEach(0..<5) { index in
            RoundedRectangle(cornerRadius: 16)
                .fill(.purple)
                .overlay {
                    Text("\(index + 1)")
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                }
                .aspectRatio(3 / 2, contentMode: .fit)
                .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)
        }
    }
}
.safeAreaPadding(.horizontal, 20)
.frame(height: 240)
.border(.gray)
