// expect: 6:36: warning: the 'bottomBar' toolbar placement is not drawn yet: layoutdraw draws the navigation bar's items (topBarLeading, topBarTrailing, principal); this item is left out
NavigationStack {
    Text("Inbox")
        .navigationTitle("Mail")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Compose") {}
            }
        }
}
