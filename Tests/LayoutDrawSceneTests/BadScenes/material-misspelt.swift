// expect: 3:17: error: unknown style '.regularMaterail'; did you mean 'regularMaterial'?
Text("Hello")
    .background(.regularMaterail)
