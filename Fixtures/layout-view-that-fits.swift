// ViewThatFits(in: .horizontal) shows the first alternative whose ideal width fits the width it
// is offered, else the last — Apple's UploadProgressView example, with a capsule standing for
// the ProgressView: 200 points fit the percentage and the 100-point bar, 100 only the bar,
// 50 only the percentage.
// layoutdraw: --margin 16
struct UploadProgress: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("75%")
                Capsule().fill(.blue).frame(width: 100, height: 8)
            }
            Capsule().fill(.blue).frame(width: 100, height: 8)
            Text("75%")
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 16) {
        UploadProgress()
            .frame(maxWidth: 200)
            .border(.gray)
        UploadProgress()
            .frame(maxWidth: 100)
            .border(.gray)
        UploadProgress()
            .frame(maxWidth: 50)
            .border(.gray)
    }
}
