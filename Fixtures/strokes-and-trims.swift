// Stroke styles and trims (Docs/Styles-and-Effects.md): a progress ring (a circle trimmed to
// 0.7, round caps, turned −90° so it starts at 12 o'clock) over its track, a dashed rounded
// rectangle marking a frame, the three caps on one width, the three joins on a zigzag, and a
// 60 × 40 rectangle's path cut at 0.25 … 0.75: of its 200 points from the top-leading corner,
// 50 … 150 — the last 10 of the top edge, the trailing edge, 50 of the bottom edge.
// layoutdraw: --size 320x330
import SwiftUI

struct ContentView: View {
    @State private var progress = 0.7

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 24) {
                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.25), lineWidth: 12)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("\(Int(progress * 100))%")
                        .font(.headline)
                }
                .frame(width: 100, height: 100)
                RoundedRectangle(cornerRadius: 8)
                    .stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                    .foregroundStyle(.orange)
                    .frame(width: 120, height: 80)
                    .overlay(Text("120 × 80").font(.caption))
            }
            VStack(spacing: 14) {
                ForEach(["butt", "round", "square"], id: \.self) { cap in
                    Path { path in
                        path.move(to: CGPoint(x: 20, y: 8))
                        path.addLine(to: CGPoint(x: 200, y: 8))
                    }
                    .stroke(Color.teal, style: StrokeStyle(lineWidth: 14, lineCap: cap == "butt" ? .butt : cap == "round" ? .round : .square))
                    .frame(width: 220, height: 16)
                }
            }
            HStack(spacing: 24) {
                ForEach(["miter", "round", "bevel"], id: \.self) { join in
                    Path { path in
                        path.addLines([CGPoint(x: 6, y: 40), CGPoint(x: 30, y: 8), CGPoint(x: 54, y: 40)])
                    }
                    .stroke(Color.purple, style: StrokeStyle(lineWidth: 10, lineJoin: join == "miter" ? .miter : join == "round" ? .round : .bevel))
                    .frame(width: 60, height: 48)
                }
                Rectangle()
                    .trim(from: 0.25, to: 0.75)
                    .stroke(Color.red, lineWidth: 4)
                    .frame(width: 60, height: 40)
            }
        }
    }
}
