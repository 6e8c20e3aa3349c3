// A leak found by replaying the bad scenes under LeakSanitizer: views passed to a custom view's
// @ViewBuilder init were kept with the context that held their own store, a cycle never freed.
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
        Panel { Text("a") }
    }
}
