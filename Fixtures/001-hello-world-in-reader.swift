// Article 001, "+GeomeyryReader": inside a GeometryReader the text goes to the top-leading
// corner. The listing as printed.
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geometry in
            Text("Hello, world!")
                .padding()
        }
    }
}
