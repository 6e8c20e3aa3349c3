// expect: 2:17: error: a joined Text is made of Texts, and 'Circle' is not one
Text("Dot: ") + Circle()
