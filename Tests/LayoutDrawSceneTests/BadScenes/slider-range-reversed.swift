// expect: 5:37: error: a range needs its lower bound at most its upper bound, not 45.0...0.0
struct ContentView: View {
    @State var angle = 30.0
    var body: some View {
        Slider(value: $angle, in: 45...0)
    }
}
