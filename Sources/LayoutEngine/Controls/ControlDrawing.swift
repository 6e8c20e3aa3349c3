import LayoutDrawCore
import LayoutDrawFrames

/// The pieces controls share in their drawings: a round white thumb with its shadow (a
/// slider's, a switch's knob) and a capsule track.
enum ControlDrawing {
    /// A white thumb of `diameter` centred on `center`: a soft shadow below it (three rings of
    /// falling opacity, since a flat vector picture has no blur), its face, and a hairline
    /// outline so it stays visible on white.
    static func thumb(center: Point, diameter: Double) -> [VectorElement] {
        let r = diameter / 2
        func circle(_ dy: Double, _ grow: Double) -> Rect {
            Rect(x: center.x - r - grow, y: center.y - r - grow + dy, width: diameter + 2 * grow, height: diameter + 2 * grow)
        }
        return [
            .shape(.circle, in: circle(2, 1.5), .fill(SystemColors.thumbShadow)),
            .shape(.circle, in: circle(1.5, 0.75), .fill(SystemColors.thumbShadow)),
            .shape(.circle, in: circle(1, 0), .fill(SystemColors.thumbShadow)),
            .shape(.circle, in: circle(0, 0), .fill(SystemColors.thumb)),
            .shape(.circle, in: circle(0, 0), .strokeBorder(SystemColors.thumbOutline, lineWidth: 0.5)),
        ]
    }

    /// A capsule `height` high across `width`, centred vertically on `midY`, from `x`.
    static func track(x: Double, width: Double, midY: Double, height: Double, color: ColorStyle) -> VectorElement {
        .shape(.capsule, in: Rect(x: x, y: midY - height / 2, width: max(0, width), height: height), .fill(color))
    }
}
