// expect: 2:9: error: destructuring '(a, (b, c))' is not supported; bind a tuple of names: let (a, b) = pair
let (a, (b, c)) = (1, (2, 3))
struct ContentView: View {
    var body: some View { Text("x") }
}
