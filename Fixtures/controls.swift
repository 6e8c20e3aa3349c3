// The controls layoutdraw draws, each at its iOS default size (Docs/Controls.md): a slider at
// 0.3, and again with its value labels beside the track; a switch that is on, a stepper, a bar
// at 60%, with its label above it, a spinner, a rounded text field showing its placeholder, the
// three button styles, bordered buttons at the small and mini control sizes, a large button, a
// divider, a label in its three styles, five symbols and a symbol without a drawing (a
// placeholder: small, then big enough to write its name).
// layoutdraw: --size 360x720
import SwiftUI

struct ContentView: View {
    @State var volume = 0.3
    @State var wifi = true
    @State var count = 3
    @State var name = ""

    var body: some View {
        VStack(spacing: 16) {
            Slider(value: $volume)
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            Toggle("Wi-Fi", isOn: $wifi)
            Stepper("Count: \(count)", value: $count, in: 0...10)
            ProgressView(value: 0.6)
            ProgressView("Downloading", value: 0.6)
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
            HStack {
                Button("Small") {}
                    .controlSize(.small)
                Button("Mini") {}
                    .controlSize(.mini)
            }
            .buttonStyle(.bordered)
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Divider()
            HStack(spacing: 24) {
                Label("Favourites", systemImage: "star.fill")
                Label("Favourites", systemImage: "star.fill")
                    .labelStyle(.iconOnly)
                Label("Favourites", systemImage: "star.fill")
                    .labelStyle(.titleOnly)
            }
            HStack(spacing: 16) {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
                Image(systemName: "gear")
                Image(systemName: "bell")
                Image(systemName: "magnifyingglass")
                Image(systemName: "square.and.arrow.up")
                Image(systemName: "figure.walk")
                Image(systemName: "figure.walk")
                    .resizable()
                    .frame(width: 64, height: 64)
            }
        }
        .padding()
    }
}
