// Canvas with layers, images, texts and gradients (a GraphicsContext's display list, issue 27):
// the 300 × 200 canvas is filled with a linear gradient from blue at its top (0, 0) to white
// at its bottom (0, 200); a layer moved to the centre (150, 100) and turned 45° clockwise draws
// a star symbol centred there, then, at half opacity, the text "Layer" centred 40 points below
// the star in the turned layer — at (150 − 40·sin 45°, 100 + 40·cos 45°) = (121.7, 128.3) of
// the canvas, along the turn. The layer's transform and opacity end with it: "Top leading" is
// drawn unturned with its top-leading corner at (8, 8). Last, a circle 60 across at (220, 120)
// filled with a radial gradient, red at its centre (250, 150) to yellow 30 points out.
// layoutdraw: --size 340x240
import SwiftUI

struct ContentView: View {
    var body: some View {
        Canvas { context, size in
            context.fill(
                Rectangle().path(in: CGRect(origin: .zero, size: size)),
                with: .linearGradient(Gradient(colors: [.blue, .white]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.drawLayer { layer in
                layer.translateBy(x: size.width / 2, y: size.height / 2)
                layer.rotate(by: .degrees(45))
                layer.draw(Image(systemName: "star.fill"), at: .zero)
                layer.opacity = 0.5
                layer.draw(Text("Layer").font(.title), at: CGPoint(x: 0, y: 40))
            }
            context.draw(Text("Top leading"), at: CGPoint(x: 8, y: 8), anchor: .topLeading)
            context.fill(
                Circle().path(in: CGRect(x: 220, y: 120, width: 60, height: 60)),
                with: .radialGradient(Gradient(colors: [.red, .yellow]), center: CGPoint(x: 250, y: 150), startRadius: 0, endRadius: 30))
        }
        .frame(width: 300, height: 200)
        .border(Color.blue)
    }
}
