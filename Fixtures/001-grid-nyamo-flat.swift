// Article 001, "View に対しても通用するのか": the listing as printed. Twelve UserViews in
// cells 10 points high: flattened.
// layoutdraw: --device "iPhone 11 Pro Max"
struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: .init(.flexible(minimum: 50, maximum: 100)), count: 4), alignment: .center, spacing: nil, pinnedViews: [], content: {
                ForEach(Range(0...11)) { _ in
                    UserView()
                }
            })
        }
        .background(Color.red.opacity(0.3))
    }
}

struct UserView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .strokeBorder(Color.blue, lineWidth: 3)
            .overlay(Text("Nyamo"))
    }
}
