// Article 001 ("GeometryReaderの挙動について学ぶ"), "Hello, world!": the text in the middle
// of the screen. The listing as printed, on the article's iPhone 11 Pro Max.
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, world!")
            .padding()
    }
}
