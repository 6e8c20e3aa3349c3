// Ran until the machine's memory was gone (4 GB in 16 s): a string doubled 40 times in a loop.
// Now: 'this makes a string of 131072 bytes, more than the limit of 100000' at its '+'.
struct ContentView: View {
    var body: some View {
        var s = "ab"
        for _ in 0..<40 { s = s + s }
        return Text(s)
    }
}
