// expect: 2:37: error: 'padding' returns a view, not a Text: a part of a joined Text takes text modifiers only (font, bold, foregroundStyle, kerning, underline, …); apply it to the whole Text
Text("Total: ") + Text("42").bold().padding(4)
