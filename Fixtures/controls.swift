// The controls layoutdraw draws, each at its iOS default size (Docs/Controls.md): a slider at
// 0.3, a switch that is on, a stepper, a bar at 60%, a spinner, a rounded text field showing
// its placeholder, the three button styles, a label and five symbols.
// layoutdraw: --size 360x640
import SwiftUI

struct ContentView: View {
    @State var volume = 0.3
    @State var wifi = true
    @State var count = 3
    @State var name = ""

    var body: some View {
        VStack(spacing: 16) {
            Slider(value: $volume)
            Toggle("Wi-Fi", isOn: $wifi)
            Stepper("Count: \(count)", value: $count, in: 0...10)
            ProgressView(value: 0.6)
            ProgressView()
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Button("Bordered") {}
                    .buttonStyle(.bordered)
                Button("Prominent") {}
                    .buttonStyle(.borderedProminent)
                Button("Plain") {}
                    .buttonStyle(.plain)
            }
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Label("Favourites", systemImage: "star.fill")
            HStack(spacing: 16) {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
                Image(systemName: "gear")
                Image(systemName: "bell")
                Image(systemName: "magnifyingglass")
                Image(systemName: "square.and.arrow.up")
            }
        }
        .padding()
    }
}
