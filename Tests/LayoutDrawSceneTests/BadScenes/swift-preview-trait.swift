// expect: 5:18: error: unknown preview trait '.landscape'; use .sizeThatFitsLayout, .fixedLayout(width:height:) or .portrait
struct ContentView: View {
    var body: some View { Text("x") }
}
#Preview(traits: .landscape) {
    ContentView()
}
