// Stopped the process (stack overflow): a member of a view that is not a call (`.backgrsss`)
// made the value Text("padding").backgrsss, which a view held in a name re-read as itself, and
// so on. Now: 'Text("padding").backgrsss' is a value of type Text, not a view.
HStack {
    Text("padding")
        .padding()
        .backgrsss
    .frame(width: 20, height: 40)
}
