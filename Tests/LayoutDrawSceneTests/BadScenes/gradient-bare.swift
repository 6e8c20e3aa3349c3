// A Gradient alone says which colours, not where they go: named, with the fix.
// (`Circle().fill(` is 14 characters: the Gradient starts at column 15.)
// expect: 6:15: error: a bare Gradient as the style of 'fill' is not supported yet; say where its colours go: LinearGradient(gradient: …, startPoint: .top, endPoint: .bottom)
Rectangle()
    .frame(width: 10, height: 10)
Circle().fill(Gradient(colors: [.red, .blue]))
