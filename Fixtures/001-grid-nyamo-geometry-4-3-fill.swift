// Article 001, "正方形じゃない場合はどうするのか": a 4:3 card drawn inside a GeometryReader whose
// own shape is set with `.aspectRatio(contentMode: .fill)`. The listing as printed (UserView),
// composed with the ContentView of "View に対しても通用するのか" that places twelve of them.
// layoutdraw: --device "iPhone 11 Pro Max"
struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: .init(.flexible(minimum: 50, maximum: 100)), count: 4), alignment: .center, spacing: nil, pinnedViews: [], content: {
                ForEach(Range(0...11)) { _ in
                    UserView()
                }
            })
        }
        .background(Color.red.opacity(0.3))
    }
}

struct UserView: View {
    var body: some View {
        GeometryReader { geometry in
            RoundedRectangle(cornerRadius: 10)
                .strokeBorder(Color.blue, lineWidth: 3)
                .overlay(Text("Nyamo"))
                .frame(width: geometry.size.width, height: geometry.size.width * 0.75, alignment: .center)
        }
        .aspectRatio(contentMode: .fill)
    }
}
