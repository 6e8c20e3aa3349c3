// expect: 3:25: error: only the solid pattern is drawn: dotted and dashed lines are not supported yet (remove 'pattern', or write .solid)
Text("Terms of Service")
    .underline(pattern: .dash, color: .blue)
