// expect: 5:13: error: 'for' loops are not supported in a view builder; use ForEach
struct ContentView: View {
    var body: some View {
        VStack {
            for i in 0..<3 {
                Text("\(i)")
            }
        }
    }
}
