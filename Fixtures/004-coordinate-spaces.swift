// Article 004 ("GeometryReader", CoordinateSpace example): the listing as the article prints
// it, a view's members without their struct, with its two typos corrected (stringFormate →
// stringFormat, CGPoing → CGPoint; Tests/LayoutDrawSceneTests/BadScenes/swift-article-004-typos.swift
// has the verbatim listing and its errors). The readouts: local (0, 0), VStackCS (0, 208), HStackCS (38, 208), global (38, 252).
// layoutdraw: --device "iPhone 11 Pro Max"
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
        Text(stringFormat(for: g.frame(in: .named("HStackCS")).origin))
    }
}

func stringFormat(for point: CGPoint) -> String {
    String(format: "(x: %.f, y: %.f)", arguments: [point.x, point.y])
}
