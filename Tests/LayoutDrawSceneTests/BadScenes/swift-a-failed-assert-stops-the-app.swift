// expect: 6:9: error: assert failed: "a positive length": the app stops here
struct ContentView: View {
    var body: some View { Color.red.frame(width: width(-2)) }
    func width(_ x: Double) -> Double {
        precondition(x.isFinite)
        assert(x > 0, "a positive length")
        return x
    }
}
