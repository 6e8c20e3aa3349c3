// `hidden: true` turns a modifier on in YAML; SwiftUI's spelling has no such argument, and
// swiftc refuses `.hidden(true)`, so drawing it as `.hidden()` would hide a mistake.
// expect: 11:17: error: 'hidden' takes no unlabelled argument in SwiftUI; write '.hidden()'
// expect: 12:23: error: 'clipped' takes no unlabelled argument in SwiftUI; write '.clipped()'
// expect: 13:33: error: 'compositingGroup' takes no unlabelled argument in SwiftUI; write '.compositingGroup()'
// expect: 14:25: error: 'fixedSize' takes no unlabelled argument in SwiftUI; write '.fixedSize()'
// expect: 15:27: error: 'scaledToFit' takes no unlabelled argument in SwiftUI; write '.scaledToFit()'
VStack {
    Text("a")
        .bold(true)
        .hidden(true)
    Color.red.clipped(false)
    Color.blue.compositingGroup(true)
    Text("b").fixedSize(true)
    Text("c").scaledToFit(true)
    Text("d").italic(false).monospaced(true).clipped().fixedSize(horizontal: true, vertical: false)
}
