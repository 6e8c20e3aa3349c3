// expect: 7:13: error: cannot find 'Txt' in scope; did you mean 'Text'?
// expect: 8:23: error: unknown modifier 'paddng'; did you mean 'padding'?
// expect: 9:18: error: cannot find 'titel' in scope; did you mean 'title'?
struct ContentView: View {
    var body: some View {
        VStack {
            Txt("a")
            Text("b").paddng(8)
            Text(titel)
        }
    }
    let title = "t"
}
