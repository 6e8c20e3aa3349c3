// expect: 6:36: error: the 'bottomBar' placement is not supported yet: layoutdraw draws the navigation bar's items (topBarLeading, topBarTrailing, principal)
NavigationStack {
    Text("Inbox")
        .navigationTitle("Mail")
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Compose") {}
            }
        }
}
