// A Settings screen (Docs/Containers.md): a Form in a NavigationStack with a large title and a
// Done button, on an iPhone 15 Pro. The bar is 96 points under the 59-point status bar (44 +
// 52, the title 34-point bold at the 16-point margin); the cards are inset 16 with 10-point
// corners on the grouped background, which reaches under the bar; rows are at least 44 high
// (11 + content + 11), their text 20 in from the card; headers are uppercase footnote.
// layoutdraw: --device "iPhone 15 Pro"
import SwiftUI

struct ContentView: View {
    @State private var wifi = true
    @State private var alerts = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Apple ID", value: "taylor@example.com")
                    NavigationLink {
                        Text("Profile")
                    } label: {
                        Label("Profile", systemImage: "person.crop.circle")
                    }
                }
                Section {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Stepper("Alerts: \(alerts)", value: $alerts, in: 0...10)
                    NavigationLink("Do Not Disturb") {
                        Text("Focus")
                    }
                } header: {
                    Text("Connections")
                } footer: {
                    Text("Alerts pause while Do Not Disturb is on.")
                }
                Section {
                    NavigationLink("About") { Text("About") }
                    NavigationLink("Privacy") { Text("Privacy") }
                        .listRowSeparator(.hidden)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
        }
    }
}
