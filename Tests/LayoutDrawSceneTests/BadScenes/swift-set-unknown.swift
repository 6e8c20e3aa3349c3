// layoutdraw: --set degres=30
// expect: 1:1: error: --set degres: no stored property is named 'degres'; did you mean 'degrees'?
struct ContentView: View {
    @State var degrees = 0.0
    var body: some View { Text("\(degrees)") }
}
