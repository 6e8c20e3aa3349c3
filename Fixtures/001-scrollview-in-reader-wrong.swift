// Article 001, "誤った使い方" (the wrong way round): the listing as printed, with the two
// backgrounds the article adds to show the layers ("GeometryReader に対して青、ScrollView
// に対して赤の背景色を与えると").
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                Text("Hello, world!")
                    .padding()
            }
            .background(Color.red.opacity(0.3))
        }
        .background(Color.blue.opacity(0.3))
    }
}
