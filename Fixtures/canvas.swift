// Canvas (a GraphicsContext's display list): Apple's Canvas documentation example — a green
// ellipse filling the canvas, whose size is the frame's 300 × 200 — then a black rounded
// rectangle stroked 4 points wide at (20, 20, 60 × 40), and a red 50 × 40 rectangle filled
// after translateBy(x: 220, y: 140), so at (220, 140) in the canvas.
// layoutdraw: --size 340x240
import SwiftUI

struct ContentView: View {
    var body: some View {
        Canvas { context, size in
            context.fill(
                Path(ellipseIn: CGRect(origin: .zero, size: size)),
                with: .color(.green))
            context.stroke(
                Path(roundedRect: CGRect(x: 20, y: 20, width: 60, height: 40), cornerRadius: 8),
                with: .color(.black), lineWidth: 4)
            context.translateBy(x: 220, y: 140)
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: .color(.red))
        }
        .frame(width: 300, height: 200)
        .border(Color.blue)
    }
}
