// The text modifiers layoutdraw draws (Docs/Scenes.md, "Text styles"): a header in upper
// case; kerning, whose last character keeps its space (the red box is 4 wider), beside
// tracking, whose does not; a superscript raised by baselineOffset inside a joined Text;
// underline and strikethrough in their own colours; prices with and without tabular digits; a
// joined Text of three styles; a paragraph with 8 points between its lines.
// layoutdraw: --size fit
import SwiftUI

struct ContentView: View {
    @State var count = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Text styles")
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            HStack {
                Text("Kerning").kerning(4).border(.red)
                Text("Tracking").tracking(4).border(.blue)
            }
            Text("E = mc") + Text("2").font(.caption).baselineOffset(8)
            HStack {
                Text("Terms of Service").underline(color: .blue)
                Text("$24.99").strikethrough(color: .red)
            }
            HStack(spacing: 24) {
                VStack(alignment: .trailing) {
                    Text("1,111.11")
                    Text("8,888.88")
                }
                VStack(alignment: .trailing) {
                    Text("1,111.11")
                    Text("8,888.88")
                }
                .monospacedDigit()
            }
            Text("Total: ") + Text("\(count) items").bold() + Text(" today").foregroundStyle(.green)
            Text("Line spacing adds room between the lines of a paragraph, never above or below it.")
                .lineSpacing(8)
                .frame(width: 220, alignment: .leading)
                .border(.orange)
        }
        .padding()
    }
}
