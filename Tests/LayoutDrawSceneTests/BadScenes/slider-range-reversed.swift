// expect: 5:37: error: the range of 'Slider' is 45.0...0.0: its lower bound exceeds its upper bound (Swift traps: Range requires lowerBound <= upperBound); did you mean 0.0...45.0?
struct ContentView: View {
    @State var angle = 30.0
    var body: some View {
        Slider(value: $angle, in: 45...0)
    }
}
