// What an init or a func may not have in the Swift subset, each at its position: a function
// without a body (its name, column 10). `async`, `throws` and a `where` clause are read (the
// body runs to its end; no constraint is checked).
// expect: 11:10: error: a function needs a body
struct Model {
    var n = 1
    init() async { n = 2 }
    func f(_ x: Int) -> Int where Int: Equatable { x }
    func h() throws -> Int { 3 }
    func k() async throws -> Int { 4 }
    func g()
}
struct ContentView: View {
    var body: some View { Text("a") }
}
