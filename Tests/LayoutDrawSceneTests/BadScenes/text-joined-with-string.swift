// expect: 2:19: error: '+' joins Texts, not a Text and a String: write Text("42")
Text("Total: ") + "42"
