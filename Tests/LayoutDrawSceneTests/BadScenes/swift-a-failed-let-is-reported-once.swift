// expect: 9:40: error: cannot find 'missingThing' in scope
struct Dependencies {
    let count: Int
    var width: Double { Double(count) * 10 }
}
struct ContentView: View {
    var body: some View {
        // Each use of `deps` fails as the `let` did: the one error is where it is.
        let deps = Dependencies(count: missingThing)
        Color.red.frame(width: deps.width, height: deps.count == 0 ? 1 : 2)
        Text("\(deps.width)")
        Color.blue.frame(width: Double(deps), height: max(deps, 1))
    }
}
