// Text that does not fit its lines: lineLimit(1) keeps one line and cuts it with "…" at the end
// (.tail, the default), the start (.head) or the middle (.middle); lineLimit(2) cuts the
// second line; minimumScaleFactor(0.5) shrinks the title's font until it fits one line instead
// of cutting it; multilineTextAlignment(.center) centres the wrapped lines in the text's width;
// fixedSize(horizontal: false, vertical: true) keeps every line at the proposed width, where the
// same text beside it, offered 44 points of height, is cut after two lines.
// layoutdraw: --margin 16
VStack(alignment: .leading, spacing: 12) {
    Text("The quick brown fox jumps over the lazy dog")
        .lineLimit(1)
        .frame(width: 220, alignment: .leading)
        .border(.gray)
    Text("The quick brown fox jumps over the lazy dog")
        .lineLimit(1)
        .truncationMode(.head)
        .frame(width: 220, alignment: .leading)
        .border(.gray)
    Text("The quick brown fox jumps over the lazy dog")
        .lineLimit(1)
        .truncationMode(.middle)
        .frame(width: 220, alignment: .leading)
        .border(.gray)
    Text("The quick brown fox jumps over the lazy dog and naps in the sun")
        .lineLimit(2)
        .frame(width: 220, alignment: .leading)
        .border(.gray)
    Text("The quick brown fox")
        .font(.largeTitle)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .frame(width: 220, alignment: .leading)
        .border(.gray)
    Text("The quick brown fox jumps over the lazy dog")
        .multilineTextAlignment(.center)
        .frame(width: 220)
        .border(.gray)
    HStack(alignment: .top, spacing: 8) {
        Text("The quick brown fox jumps over the lazy dog")
            .frame(height: 44, alignment: .top)
        Text("The quick brown fox jumps over the lazy dog")
            .fixedSize(horizontal: false, vertical: true)
    }
    .frame(width: 220, alignment: .leading)
    .border(.gray)
}
