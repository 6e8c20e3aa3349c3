import SwiftUI

extension Badge {
    /// A bar 40 points wide per count.
    var width: CGFloat { CGFloat(40 * count) }
}

extension View {
    /// The bar style of a badge.
    func badgeBar(width: CGFloat) -> some View {
        frame(width: width, height: 20)
    }
}
