// expect: 22:18: error: class 'Model' has no initializers: 'name' has no initial value; give it one, or write an init
// expect: 23:21: error: no initializer of 'Store' takes (); it declares init(items:)
// expect: 24:13: error: no initializer of 'Badge' takes (title:); it declares init(_:)
// expect: 25:27: error: value of type Store has no member 'item'; did you mean 'items'?
class Model {
    var name: String
    var count = 0
}
final class Store {
    var items: [String]
    init(items: [String]) { self.items = items }
}
struct Badge: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
}
struct ContentView: View {
    let store = Store(items: ["a"])
    var body: some View {
        VStack {
            Text(Model().name)
            Text("\(Store().items.count)")
            Badge(title: "x")
            Text("\(store.item.count)")
        }
    }
}
