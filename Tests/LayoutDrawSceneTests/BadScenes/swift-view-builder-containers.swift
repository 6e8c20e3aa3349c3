// expect: 15:9: error: missing argument for parameter 'content' in call to Card(…)
// expect: 16:9: error: no initializer of 'Panel' takes (title:_:); it declares init(content:)
// expect: 17:23: error: 'content' holds views (a view, or a closure of views), not a value of type Int
struct Card<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content }
}
struct Panel<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content }
}
struct ContentView: View {
    var body: some View {
        Card()
        Panel(title: "A") { Text("a") }
        Card(content: 3)
    }
}
