// WWDC22 "Compose custom layouts with SwiftUI": MyRadialLayout as the session first writes it,
// before it reads each pet's rank (a LayoutValueKey, which layoutdraw does not read): the
// avatars evenly on a circle whose radius is a third of the layout's smaller side, the first at
// the top. The layout takes the whole proposal: 320 × 320, so the radius is 106.67 and the
// avatars are centred on (160, 53.33), (252.38, 213.33) and (67.62, 213.33).
// layoutdraw: --size 320x320
import SwiftUI

struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Take whatever space is offered.
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place the views within the bounds.
        let radius = min(bounds.size.width, bounds.size.height) / 3.0

        // The angle between views depends on the number of views.
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        for (index, subview) in subviews.enumerated() {
            // Find a vector with an appropriate size and rotation.
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index)))

            // Shift the vector to the middle of the region.
            point.x += bounds.midX
            point.y += bounds.midY

            // Place the subview.
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Pet: Identifiable {
    let type: String
    let color: Color
    var id: String { type }
}

struct Avatar: View {
    let pet: Pet

    var body: some View {
        Circle()
            .fill(pet.color)
            .frame(width: 80, height: 80)
            .overlay(Text(pet.type).font(.caption).foregroundStyle(.white))
    }
}

struct Profile: View {
    let pets = [
        Pet(type: "Cat", color: .orange),
        Pet(type: "Goldfish", color: .teal),
        Pet(type: "Dog", color: .brown),
    ]

    var body: some View {
        MyRadialLayout {
            ForEach(pets) { pet in
                Avatar(pet: pet)
            }
        }
    }
}
