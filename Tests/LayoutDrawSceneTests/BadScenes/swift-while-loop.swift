// expect: 6:9: error: 'while' loops are not supported; use 'for' over a range
struct ContentView: View {
    var body: some View { Text("\(count())") }
    func count() -> Int {
        var n = 0
        while n < 3 { n += 1 }
        return n
    }
}
