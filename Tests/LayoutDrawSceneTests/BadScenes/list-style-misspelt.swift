// expect: 6:12: error: unknown list style '.insetGroup'; did you mean '.insetGrouped'?
List {
    Text("Apples")
    Text("Pears")
}
.listStyle(.insetGroup)
