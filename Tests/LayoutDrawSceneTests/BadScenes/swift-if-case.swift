// expect: 6:18: error: the pattern has 2 associated values; '.a' carries 1
enum Mode { case a(Int), b }
struct ContentView: View {
    var mode = Mode.a(1)
    var body: some View {
        if case .a(let x, let y) = mode {
            Text("\(x + y)")
        }
    }
}
