// Article 004's CoordinateSpace listing exactly as printed: two typos, both reported at once.
// expect: 45:14: error: cannot find 'stringFormate' in scope; did you mean 'stringFormat'?
// expect: 49:30: error: cannot find type 'CGPoing' in scope; did you mean 'CGPoint'?
var body: some View {
    HStack {
        Rectangle()
            .fill(.yellow)
            .frame(width: 30)

        VStack {
            Rectangle()
                .fill(.blue)
                .frame(height: 200)

            GeometryReader {
                self.contents(geometry: $0)
            }
            .background(.green)
            .border(.red, width: 4)
        }
        .coordinateSpace(name: "VStackCS")
    }
    .coordinateSpace(name: "HStackCS")
}

func contents(geometry g: GeometryProxy) -> some View {
    VStack {
        Text("Local")
            .bold()
        Text(stringFormat(for: g.frame(in: .local).origin))
            .padding(.bottom)

        Text("Global")
            .bold()
        Text(stringFormat(for: g.frame(in: .global).origin))
            .padding(.bottom)

        Text("Named VStackCS")
            .bold()
        Text(stringFormat(for: g.frame(in: .named("VStackCS")).origin))
            .padding(.bottom)

        Text("Named HStackCS")
            .bold()
        Text(stringFormate(for: g.frame(in: .named("HStackCS")).origin))
    }
}

func stringFormat(for point: CGPoing) -> String {
    String(format: "(x: %.f, y: %.f)", arguments: [point.x, point.y])
}
