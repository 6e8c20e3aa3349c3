// expect: 3:15: error: unknown text case '.upper'; did you mean '.uppercase'?
Text("Title")
    .textCase(.upper)
