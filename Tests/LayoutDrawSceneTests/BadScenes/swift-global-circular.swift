// expect: 3:9: error: circular reference: 'a' is used in its own initial value
let a = b + 1
let b = a + 1
struct ContentView: View {
    var body: some View {
        Text("\(a)")
    }
}
