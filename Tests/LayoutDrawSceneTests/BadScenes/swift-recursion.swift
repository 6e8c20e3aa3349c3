// expect: 7:9: error: calls nest more than 64 deep here (a recursion without end?)
struct ContentView: View {
    var body: some View {
        Text("\(depth(1))")
    }
    func depth(_ n: Int) -> Int {
        depth(n + 1)
    }
}
