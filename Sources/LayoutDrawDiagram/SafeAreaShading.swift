import LayoutDrawCore
import LayoutDrawFrames

/// `canvas.showSafeArea`: each non-zero inset of the canvas's safe area shaded, its boundary
/// dashed, and labelled with the name a `GeometryProxy` reads it by (`safeAreaInsets.top 44.0`).
struct SafeAreaShading {
    let canvas: CanvasGeometry
    let style: HouseStyle

    func draw() -> AnnotationDrawing.Output {
        var output = AnnotationDrawing.Output()
        let scheme = canvas.colorScheme
        let color = style.safeAreaColor.resolved(in: scheme)
        let shade = color.multiplyingAlpha(by: style.safeAreaOpacity)
        let size = canvas.size, insets = canvas.safeArea
        let bands: [(Edge, Double, Rect, (Point, Point))] = [
            (.top, insets.top, Rect(x: 0, y: 0, width: size.width, height: insets.top),
             (Point(x: 0, y: insets.top), Point(x: size.width, y: insets.top))),
            (.bottom, insets.bottom, Rect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom),
             (Point(x: 0, y: size.height - insets.bottom), Point(x: size.width, y: size.height - insets.bottom))),
            (.leading, insets.leading, Rect(x: 0, y: 0, width: insets.leading, height: size.height),
             (Point(x: insets.leading, y: 0), Point(x: insets.leading, y: size.height))),
            (.trailing, insets.trailing, Rect(x: size.width - insets.trailing, y: 0, width: insets.trailing, height: size.height),
             (Point(x: size.width - insets.trailing, y: 0), Point(x: size.width - insets.trailing, y: size.height))),
        ]
        for (edge, inset, band, boundary) in bands where inset > 0 {
            output.marks.append(DiagramItem(.fill(band, color: shade, cornerRadius: 0), role: .safeArea))
            output.marks.append(
                DiagramItem(.line(from: boundary.0, to: boundary.1, color: color, lineWidth: style.lineWidth, dash: style.dash), role: .safeArea))
            let inward: AnnotationPlacement =
                switch edge {
                case .top: .bottom
                case .bottom: .top
                case .leading: .trailing
                case .trailing: .leading
                }
            output.labels.append(
                LabelRequest(
                    text: "safeAreaInsets.\(edge.rawValue) \(ReadoutFormat.number(inset))", font: style.labelFont, color: color,
                    role: .safeArea, anchor: band, described: nil,
                    placements: [.center, inward, .topLeading, .bottomLeading], mayCoverDescribed: true, priority: -10))
        }
        return output
    }
}
