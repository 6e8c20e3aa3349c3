// Article 001, "ScrollView+GeometryReader+LazyVGrid": the listing as printed. The reader in a
// scroll view is proposed no height and takes 10: its blue covers only the first row.
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView {
            GeometryReader { geometry in
                LazyVGrid(columns: Array(repeating: .init(.flexible(minimum: 50, maximum: 100)), count: 4), alignment: .center, spacing: nil, pinnedViews: [], content: {
                    ForEach(Range(0...11)) { _ in
                        Circle()
                            .background(Color.yellow.opacity(0.3))
                    }
                })
            }
            .background(Color.blue.opacity(0.3))
        }
        .background(Color.red.opacity(0.3))
    }
}
