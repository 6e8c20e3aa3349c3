// expect: 4:5: warning: a NavigationView on iPhone shows its first view; the other 1 are not drawn
NavigationView {
    Text("Sidebar")
    Text("Detail")
}
