// expect: 3:32: error: 'listRowInsets' must be finite, not inf
List {
    Text("Tall").listRowInsets(EdgeInsets(top: .infinity, leading: 20, bottom: 0, trailing: 20))
}
