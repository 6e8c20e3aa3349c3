import SwiftUI

/// Badges as bars, stacked, then a footer bar: iOS's, not macOS's.
struct CardView: View {
    var badges: [Badge]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(badges, id: \.title) { badge in
                Color.blue.badgeBar(width: badge.width)
            }
            #if os(macOS)
            Color.red.frame(width: 500, height: 500)
            #elseif os(iOS)
            Color.green.frame(width: 100, height: 10)
            #endif
        }
        .padding(.cardPadding)
        #if DEBUG
        .padding(4)
        #endif
        #if SHOW_FOOTER
        .padding(.bottom, 30)
        #endif
    }
}

#if DEBUG
#Preview(traits: .sizeThatFitsLayout) {
    CardView(badges: sampleBadges)
}
#endif
