// expect: 5:23: error: expected ')' to end function call
struct ContentView: View {
    var body: some View {
        Text("a"
            .padding()
    }
}
