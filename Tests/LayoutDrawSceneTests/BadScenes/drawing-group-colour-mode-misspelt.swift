// expect: 3:45: error: unknown colour rendering mode '.lienar'; did you mean '.linear'?
Text("Hello")
    .drawingGroup(opaque: false, colorMode: .lienar)
