// expect: 3:18: error: unknown button style '.borderd'; did you mean '.bordered'?
Button("Continue") {}
    .buttonStyle(.borderd)
