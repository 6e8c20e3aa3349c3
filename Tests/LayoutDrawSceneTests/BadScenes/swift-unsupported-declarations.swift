// expect: 4:1: error: 'class' declarations are not supported; declare a struct (its properties take their initial values)
// expect: 6:5: error: custom initializers are not supported; layoutdraw calls the memberwise initializer
// expect: 9:18: error: dictionaries are not supported; use an array or a struct
class Model {}
struct Item {
    init() {}
}
struct ContentView: View {
    let counts = ["a": 1]
    var body: some View { Text("x") }
}
