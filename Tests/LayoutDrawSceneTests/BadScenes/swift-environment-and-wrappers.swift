// expect: 9:38: error: cannot find type 'Settings' in scope
// expect: 14:5: error: write @Environment(\.key) or @Environment(Model.self)
// expect: 15:20: error: '\.colourScheme' is not an environment value layoutdraw knows; did you mean 'colorScheme'?
// expect: 19:21: error: layoutdraw has no value for '\.dismiss' (DismissAction): a still picture has none; a Button's action that uses it is not run
// expect: 21:48: error: 'environmentObject' takes an object (an instance of a class), not a value of type Int
// expect: 23:10: warning: '.environment(\.font, …)' is not applied: the views read the scene's environment
class Model: ObservableObject { @Published var name = "A" }
struct Child: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text("child") }
}
struct ContentView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment var broken: Int
    @Environment(\.colourScheme) private var scheme
    @StateObject private var model = Model()
    var body: some View {
        VStack {
            Text("\(dismiss())")
            Child()
            Text(model.name).environmentObject(7)
        }
        .environment(\.font, .title)
    }
}
