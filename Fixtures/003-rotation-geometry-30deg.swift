// Article 003, "The True Nature of ignoredByLayout": the listing as printed, the sliders at
// degree = 30 and x = 40. The upper rectangle reports its rotated, offset bounding box; the
// lower one, whose effects are ignoredByLayout, reports its layout frame.
// layoutdraw: --device "iPhone 14" --set degree=30 --set x=40
import SwiftUI

struct IgnoredByLayout: View {
    @State var degree: Double = 0
    @State var x: Double = 0
    var body: some View {
        Slider(value: $degree, in: 0 ... 360)
            .padding()
        Slider(value: $x, in: -100 ... 100)
            .padding()
        // Standard rotation+offset
        Rectangle()
            .frame(width: 200, height: 200)
            .overlay(GeometryInfo())
            .rotationEffect(.degrees(degree))
            .offset(x: x)
        // Underlying effects with ignoredByLayout
        Rectangle()
            .frame(width: 200, height: 200)
            .overlay(GeometryInfo())
            .modifier(_RotationEffect(angle: .degrees(degree)).ignoredByLayout())
            .modifier(_OffsetEffect(offset: .init(width: x, height: 0)).ignoredByLayout())
    }
}

// Displays geometry info
struct GeometryInfo: View {
    var body: some View {
        GeometryReader { proxy in
            Color.clear
                .overlay(
                    VStack {
                        Text("x = \(Int(proxy.frame(in: .global).minX))")
                        Text("\(Int(proxy.frame(in: .global).size.width)), \(Int(proxy.frame(in: .global).size.height))")
                    }
                    .font(.headline)
                    .foregroundColor(.white)
                )
        }
    }
}
