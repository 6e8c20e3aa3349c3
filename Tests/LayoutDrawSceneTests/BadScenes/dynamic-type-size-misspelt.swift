// expect: 7:34: error: unknown Dynamic Type size '.acessibility3'; did you mean '.accessibility3'?
// expect: 8:53: error: the range of sizes is empty: AX2 is larger than small
// A writer checks the picture at the large accessibility sizes, and misspells one; the range
// below is written the wrong way round.
VStack {
    Text("Title").font(.title)
    Text("Body").dynamicTypeSize(.acessibility3)
    Text("Caption").dynamicTypeSize(.accessibility2 ... .small)
}
