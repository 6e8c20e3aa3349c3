// Article 001, "実際に書いてみた": the listing as printed, plus a readout of the proxy's size
// (the article's table: 414.0 × 818.0) in the reader, moved down out of the grid's way.
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                LazyVGrid(columns: Array(repeating: .init(.flexible(minimum: 50, maximum: 100)), count: 4), alignment: .center, spacing: nil, pinnedViews: [], content: {
                    ForEach(Range(0...11)) { _ in
                        Circle()
                            .background(Color.yellow.opacity(0.3))
                    }
                })
            }
            .background(Color.red.opacity(0.3))
            Text("\(geometry.size.width) x \(geometry.size.height)")
                .font(.caption)
                .offset(x: 0, y: 60)
        }
        .background(Color.blue.opacity(0.3))
    }
}
