// Pickers (Docs/Controls.md): a segmented picker across the width, 32 points high, the
// selected segment a white thumb; a menu picker showing its selected option and the menu's
// chevron in the tint colour; and in a Form, a row of the title and the value in grey.
// layoutdraw: --size 360x330
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct ContentView: View {
    @State private var flavor: Flavor = .vanilla
    @State private var size = 1

    var body: some View {
        VStack(spacing: 16) {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        .padding()
    }
}
