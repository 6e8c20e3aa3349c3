// What an init or a func may not have in the Swift subset, each at its position:
// `rethrows` after `init()` (column 12), a `where` clause after `-> Int` (column 29), a function
// without a body (its name, column 10).
// expect: 9:12: error: 'rethrows' initializers are not supported
// expect: 10:29: error: 'where' clauses are not supported
// expect: 11:10: error: a function needs a body
struct Model {
    var n = 1
    init() rethrows { n = 2 }
    func f(_ x: Int) -> Int where Int: Equatable { x }
    func g()
}
struct ContentView: View {
    var body: some View { Text("a") }
}
