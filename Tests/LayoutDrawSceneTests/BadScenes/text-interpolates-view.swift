// expect: 5:18: error: a view interpolated into a Text must be a Text, and 'Circle' is not one
// expect: 6:30: error: 'padding' returns a view, not a Text: a Text interpolated into a Text takes text modifiers only (font, bold, foregroundStyle, kerning, underline, …); apply it to the whole Text
// expect: 7:17: error: a Text interpolated into a Text is not a view: it takes no id or annotation (tag the whole Text)
VStack {
    Text("Dot: \(Circle())")
    Text("Tap \(Text("here").padding(4)) now")
    Text("Tap \(Text("here").accessibilityIdentifier("here")) now")
}
