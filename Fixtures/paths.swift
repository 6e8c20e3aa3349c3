// Paths and a declared Shape (Docs/Styles-and-Effects.md): a triangle asked for its path in
// three frames, a Path built with lines, a quadratic curve and an arc (clockwise: false turns
// clockwise on screen), and a Path stroked past its frame's edge, which still draws.
// layoutdraw: --size 320x300
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            HStack(alignment: .bottom, spacing: 16) {
                Triangle().fill(.orange).frame(width: 60, height: 60)
                Triangle().stroke(.red, lineWidth: 4).frame(width: 100, height: 40)
                Triangle().fill(.teal).frame(width: 40, height: 90)
            }
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 150, y: 10))
                path.addQuadCurve(to: CGPoint(x: 150, y: 70), control: CGPoint(x: 200, y: 40))
                path.addArc(center: CGPoint(x: 90, y: 70), radius: 60, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
                path.closeSubpath()
            }
            .stroke(.blue, lineWidth: 3)
            .frame(width: 220, height: 110)
            .border(.gray)
        }
    }
}
