// WWDC22 "Compose custom layouts with SwiftUI": the voting buttons, first in an HStack, each as
// wide as its name, then in MyEqualWidthHStack, the session's custom Layout, verbatim: there each
// label may grow (frame(maxWidth: .infinity)), and the layout proposes every button the size of
// the largest, with the spacing the buttons prefer between them (8 points). The session's
// buttons vote (pet.votes += 1); here they do nothing, which changes nothing of the layout.
// layoutdraw: --size fit --margin 16
import SwiftUI

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Return a size.
        guard !subviews.isEmpty else { return .zero }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place child views.
        guard !subviews.isEmpty else { return }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: nextX, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }

            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

struct Pet: Identifiable {
    let type: String
    var id: String { type }
}

struct ButtonStack: View {
    let pets = [Pet(type: "Cat"), Pet(type: "Goldfish"), Pet(type: "Dog")]

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                ForEach(pets) { pet in
                    Button {
                    } label: {
                        Text(pet.type)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            MyEqualWidthHStack {
                ForEach(pets) { pet in
                    Button {
                    } label: {
                        Text(pet.type)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
    }
}
