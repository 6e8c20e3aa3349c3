// expect: 6:12: error: 'if case' is not supported; use 'switch'
enum Mode { case a, b }
struct ContentView: View {
    var mode = Mode.a
    var body: some View {
        if case .a = mode {
            Text("a")
        }
    }
}
