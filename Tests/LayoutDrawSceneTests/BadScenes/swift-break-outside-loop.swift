// expect: 6:28: error: 'break' is only allowed inside a loop or a switch
struct ContentView: View {
    var body: some View { Text("\(count())") }
    func count() -> Int {
        var n = 0
        if n == 0 { n = 1; break }
        return n
    }
}
