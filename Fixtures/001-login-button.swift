// Article 001, "ボタンのときの注意": the listing as printed. The button is placed with
// position(x: midX, y: maxY − 80) of the reader's local frame.
// layoutdraw: --device "iPhone 11 Pro Max"
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geometry in
            Button(action: {}, label: {
                Text("Login")
                    .frame(width: min(geometry.size.width * 0.4, 400), height: 60, alignment: .center)
                    .background(RoundedRectangle(cornerRadius: 20).strokeBorder(Color.blue, lineWidth: 5))
            })
            .position(x: geometry.frame(in: .local).midX, y: geometry.frame(in: .local).maxY - 80)
        }
        .background(Color.red.opacity(0.3))
    }
}
