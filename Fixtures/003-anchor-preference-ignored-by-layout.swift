// Article 003, case 1 with the article's fix: rotationEffect replaced by _RotationEffect with
// .ignoredByLayout(), the slider at 30°. The red background is the item's own bounds.
// layoutdraw: --device "iPhone 14" --set rotationAngle=30
import SwiftUI

struct SimpleFrameData: Equatable {
    var anchor: Anchor<CGRect>? = nil
}

struct SimpleFramePreferenceKey: PreferenceKey {
    typealias Value = [SimpleFrameData]
    static var defaultValue: Value = []
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value.append(contentsOf: nextValue())
    }
}

struct SimplifiedRotationDistortion: View {
    @State private var rotationAngle: Double = 0
    var body: some View {
        VStack(spacing: 30) {
            Slider(value: $rotationAngle, in: 0...45)
                .padding()
            VStack {
                Text("Item to Track")
                    .padding(15)
                    .background(Color.blue.opacity(0.7))
                    .border(Color.cyan, width: 2)
                    // Report its bounds via anchorPreference
                    .anchorPreference(
                        key: SimpleFramePreferenceKey.self,
                        value: .bounds
                    ) { anchorValue in
                        [SimpleFrameData(anchor: anchorValue)]
                    }
            }
            .backgroundPreferenceValue(SimpleFramePreferenceKey.self) { preferences in
                GeometryReader { geometryProxy in
                    if let itemAnchor = preferences.first?.anchor {
                        let itemBounds = geometryProxy[itemAnchor]
                        Rectangle()
                            .fill(Color.red.opacity(0.5))
                            .frame(width: itemBounds.width, height: itemBounds.height)
                            .offset(x: itemBounds.minX, y: itemBounds.minY)
                            .border(Color.orange, width: 2)
                            .overlay(Text("BG").font(.caption))
                    }
                }
            }
            .border(Color.gray)
            // .rotationEffect(.degrees(rotationAngle))
            .modifier(_RotationEffect(angle: .degrees(rotationAngle), anchor: .center).ignoredByLayout())
            .frame(width: 250, height: 150)
            Spacer()
        }
    }
}
