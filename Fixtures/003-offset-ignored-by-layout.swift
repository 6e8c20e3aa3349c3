// Article 003, case 2 with the article's fix: .offset(y:) replaced by _OffsetEffect with
// .ignoredByLayout(), the slider at y = 360. The background stays the square's own.
// layoutdraw: --device "iPhone 11 Pro Max" --set y=360
import SwiftUI

struct OffsetView: View {
    @State var y: CGFloat = 0
    var body: some View {
        Slider(value: $y, in: -500 ... 500)
        Color.clear
            .background(.orange, ignoresSafeAreaEdges: .all)
            .frame(width: 100, height: 100)
            // .offset(y: y)
            .modifier(_OffsetEffect(offset: .init(width: 0, height: y)).ignoredByLayout())
    }
}
