// A SwiftUI view layoutdraw does not draw yet is no error here: a placeholder with a warning (AppFormsTests).
// expect: 12:16: error: Color(hex:) is not SwiftUI's (apps declare it in an extension of Color: 'extension Color { init(hex: UInt) { self.init(red: …, green: …, blue: …) } }'); write Color(red: 0.2, green: 0.4, blue: 1), or '#3366FF' in YAML
// expect: 13:25: error: 'x' is not a number (NaN)
// expect: 14:15: warning: 'badge' is not drawn yet: this picture is drawn without the badge, which a device shows
// expect: 15:15: error: 'transformPreference' is not supported yet
// expect: 15:35: error: cannot find 'K' in scope
// Messages for what everyday listings write and layoutdraw cannot draw: each says what is
// wrong and, where there is one, what to write instead (an undeclared one-letter name gets no
// suggestion of `_`).
VStack {
    Text("Apple")
    Color(hex: "#ff0000")
    Text("x").offset(x: .nan)
    Text("y").badge(3)
    Text("z").transformPreference(K.self) { $0 = 1 }
}
