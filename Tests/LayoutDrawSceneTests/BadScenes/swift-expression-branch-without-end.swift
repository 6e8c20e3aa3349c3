// expect: 9:28: error: calls nest more than 64 deep here (a recursion without end?)
// expect: 13:9: error: the code runs too long: more than 2000000 steps (a loop or a recursion without end?; limit --max-steps)
struct ContentView: View {
    var body: some View {
        Text("\(depth(0))")
        Text("\(spin())")
    }
    func depth(_ n: Int) -> Int {
        return if n >= 0 { depth(n + 1) } else { 0 }
    }
    func spin() -> Int {
        var n = 0
        while true { n = switch n { case 0: 1 default: 0 } }
        return n
    }
}
