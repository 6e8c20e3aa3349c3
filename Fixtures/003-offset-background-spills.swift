// Article 003, case 2 ("Avoiding Unwanted Safe-Area Expansion"): the listing as printed, the
// slider at y = 360. The offset square's background spills into the bottom safe area.
// layoutdraw: --device "iPhone 11 Pro Max" --set y=360
import SwiftUI

struct OffsetView: View {
    @State var y: CGFloat = 0
    var body: some View {
        Slider(value: $y, in: -500 ... 500)
        Color.clear
            .background(.orange, ignoresSafeAreaEdges: .all)
            .frame(width: 100, height: 100)
            .offset(y: y)
    }
}
