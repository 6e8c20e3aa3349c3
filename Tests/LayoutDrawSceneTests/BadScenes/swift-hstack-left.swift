// expect: 4:27: error: an HStack aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('left' is not a vertical alignment)
struct ContentView: View {
    var body: some View {
        HStack(alignment: .left) { Text("a") }
    }
}
