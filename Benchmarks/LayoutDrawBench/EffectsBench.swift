import Foundation
import LayoutDraw

/// What shape styles and effects cost to draw on a 1000 × 1000 pt canvas at scale 2 (a
/// 2000 × 2000 px picture): the render (painting, not encoding) of each scene, and
/// the size of its SVG, and `rsvg-convert` rasterising that SVG at the same size when it is
/// installed.
enum EffectsBench {
    static let scenes: [(name: String, body: String)] = [
        ("baseline: gradient background, a 600-pt card", card("")),
        ("the card's shadow (radius 10)", card("shadow: {radius: 10, y: 5}")),
        ("a shadow (radius 10) of the whole canvas", """
            Color: white
            shadow: {radius: 10, y: 5}
            """),
        ("the whole canvas blurred (radius 10)", """
            ZStack:
              - LinearGradient: {colors: [purple, orange], startPoint: top, endPoint: bottom}
              - Text: Blurred
                font: {size: 200}
            blur: 10
            """),
        ("a regular material over the whole canvas", """
            ZStack:
              - LinearGradient: {colors: [purple, orange], startPoint: top, endPoint: bottom}
              - Rectangle:
                fill: regularMaterial
                padding: 10
            """),
        ("100 cards, each with a shadow (radius 4)", """
            LazyVGrid:
              columns: {count: 10, flexible: {}}
              content:
                ForEach:
                  count: 100
                  content:
                    - RoundedRectangle: 8
                      fill: white
                      frame: {height: 80}
                      shadow: {radius: 4, y: 2}
            padding: 10
            """),
        ("a linear gradient over the whole canvas", "LinearGradient: {colors: [red, yellow, green, blue, purple, red], startPoint: leading, endPoint: trailing}"),
        ("an angular gradient over the whole canvas", "AngularGradient: {colors: [red, yellow, green, blue, purple, red], center: center}"),
    ]

    static func card(_ effect: String) -> String {
        """
        ZStack:
          - LinearGradient: {colors: [teal, indigo], startPoint: topLeading, endPoint: bottomTrailing}
          - RoundedRectangle: 24
            fill: white
            frame: {width: 600, height: 600}
            \(effect)
        """
    }

    static func run(pipeline: Pipeline, runs: Int) {
        print("Styles and effects: render of a 2000 × 2000 px picture, median of \(runs)")
        let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let widths = [46, 10, 10, 14]
        print(Format.padded(["scene", "render", "SVG bytes", "rsvg-convert"], widths: widths))
        let renderer = Renderer(textMeasurer: pipeline.textMeasurer)
        for (name, body) in scenes {
            do {
                let yaml = "canvas: {size: [1000, 1000], scale: 2}\nview:\n" + body.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "  " + $0 }.joined(separator: "\n") + "\n"
                let tree = try pipeline.layout(pipeline.decode(yaml, file: "effects.yaml"))
                let paint = try Measure.median(runs: runs) { try renderer.paintedImage(tree).pixelWidth }
                let svg = (result: try pipeline.render(tree, as: .svg), seconds: 0.0)
                var rasterised = "—"
                if let rsvg {
                    let path = NSTemporaryDirectory() + "layoutdraw-effects-bench.svg"
                    let output = NSTemporaryDirectory() + "layoutdraw-effects-bench.png"
                    try Data(svg.result).write(to: URL(fileURLWithPath: path))
                    let timed = try Measure.median(runs: max(1, runs / 2)) { () throws -> Int32 in
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: rsvg)
                        process.arguments = ["-w", "2000", "-h", "2000", "-o", output, path]
                        try process.run()
                        process.waitUntilExit()
                        return process.terminationStatus
                    }
                    rasterised = timed.result == 0 ? Format.time(timed.seconds) : "failed"
                }
                print(Format.padded([name, Format.time(paint.seconds), Format.bytes(svg.result.count), rasterised], widths: widths))
            } catch {
                print("  \(name): \(error)")
            }
        }
    }
}
