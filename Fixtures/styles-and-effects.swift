// Shape styles and effects (Docs/Styles-and-Effects.md): gradients as views and as styles of a
// fill, a stroke and a text, Color.gradient, materials over a busy background, UIKit's colours,
// and the effects that never change layout: a shadow cast by every part, a compositing group
// that casts one, a blur and a mask.
// layoutdraw: --size 390x460
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 10) {
                LinearGradient(colors: [.red, .orange, .yellow], startPoint: .top, endPoint: .bottom)
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 4, endRadius: 36))
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Ellipse()
                    .fill(EllipticalGradient(colors: [.mint, .indigo]))
                RoundedRectangle(cornerRadius: 10)
                    .fill(.linearGradient(Gradient(stops: [.init(color: .pink, location: 0), .init(color: .purple, location: 0.7)]),
                                          startPoint: .topLeading, endPoint: .bottomTrailing))
            }
            .frame(height: 64)
            Text("Gradient text")
                .font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.pink, .indigo], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 10) {
                Capsule()
                    .fill(Color.blue.gradient)
                Capsule()
                    .stroke(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing), lineWidth: 6)
            }
            .frame(height: 36)
            ZStack {
                AngularGradient(colors: [.cyan, .purple, .orange, .cyan], center: .center)
                HStack(spacing: 8) {
                    Text("ultraThin")
                        .padding(10)
                        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("regular")
                        .padding(10)
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
                    Text("thick")
                        .padding(10)
                        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .frame(height: 80)
            HStack(spacing: 6) {
                Color(.systemGray6)
                Color(uiColor: .secondarySystemBackground)
                Color(.systemGroupedBackground)
                Color(.separator)
                Color(.label)
                Color(hue: 0.6, saturation: 0.5, brightness: 0.9)
                Color(white: 0.5, opacity: 0.5)
            }
            .frame(height: 28)
            HStack(spacing: 20) {
                Text("Each part")
                    .padding(10)
                    .background(Color.white)
                    .shadow(color: .black.opacity(0.5), radius: 2, x: 0, y: 3)
                Text("One part")
                    .padding(10)
                    .background(Color.white)
                    .compositingGroup()
                    .shadow(color: .black.opacity(0.5), radius: 2, x: 0, y: 3)
            }
            HStack(spacing: 20) {
                Text("Blur")
                    .font(.title)
                    .blur(radius: 2)
                LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 150, height: 44)
                    .mask {
                        Text("Mask").font(.system(size: 40, weight: .black))
                    }
            }
        }
        .padding()
    }
}
