import Foundation
import LayoutDraw

/// Decode, layout, render and encode times of a mixed scene of a given size.
enum SizeBench {
    struct Result {
        var requested: Int
        var nodes: Int
        var yamlBytes: Int
        var decode: Double
        var layout: Double
        var render: Double
        var encode: Double
        /// The process's peak resident memory.
        var peakBytes: Int
        /// The growth of the peak over the resident memory before decoding, while the scene is
        /// decoded and laid out (the view tree, the layout evaluation and the frame tree).
        var sceneBytes: Int
        var pixels: String

        var line: String {
            [requested, nodes, yamlBytes].map(String.init).joined(separator: " ") + " "
                + [decode, layout, render, encode].map { String($0) }.joined(separator: " ")
                + " \(peakBytes) \(sceneBytes) \(pixels)"
        }

        init?(line: String) {
            let f = line.split(separator: " ").map(String.init)
            guard f.count == 10, let r = Int(f[0]), let n = Int(f[1]), let p = Int(f[2]), let d = Double(f[3]),
                let l = Double(f[4]), let rd = Double(f[5]), let e = Double(f[6]), let pk = Int(f[7]), let sb = Int(f[8])
            else { return nil }
            self.init(
                requested: r, nodes: n, yamlBytes: p, decode: d, layout: l, render: rd, encode: e, peakBytes: pk,
                sceneBytes: sb, pixels: f[9])
        }

        init(
            requested: Int, nodes: Int, yamlBytes: Int, decode: Double, layout: Double, render: Double, encode: Double,
            peakBytes: Int, sceneBytes: Int, pixels: String
        ) {
            self.requested = requested
            self.nodes = nodes
            self.yamlBytes = yamlBytes
            self.decode = decode
            self.layout = layout
            self.render = render
            self.encode = encode
            self.peakBytes = peakBytes
            self.sceneBytes = sceneBytes
            self.pixels = pixels
        }
    }

    static func run(nodes requested: Int, runs: Int, pipeline: Pipeline) throws -> Result {
        let workload = Workload(yaml: SceneGenerator.mixed(nodes: requested), pipeline: pipeline)
        let renderer = Renderer(textMeasurer: pipeline.textMeasurer)

        // Memory first, in one cold pass: the peak while the scene is decoded and laid out.
        Measure.resetPeak()
        let before = Measure.residentBytes
        var tree: FrameTree? = try pipeline.layout(workload.decode())
        let sceneBytes = Measure.peakResidentBytes - before
        let nodes = tree!.nodes.count
        tree = nil

        let decode = try Measure.median(runs: runs) { try workload.decode() }
        let layout = try Measure.median(runs: runs, prepare: { try workload.decode() }) { try pipeline.layout($0) }
        let render = try Measure.median(runs: runs) { try renderer.paintedImage(layout.result) }
        let encode = try Measure.median(runs: runs) { try render.result.pngBytes() }
        return Result(
            requested: requested, nodes: nodes, yamlBytes: workload.yaml.utf8.count, decode: decode.seconds,
            layout: layout.seconds, render: render.seconds, encode: encode.seconds, peakBytes: Measure.peakResidentBytes,
            sceneBytes: sceneBytes, pixels: "\(render.result.pixelWidth)x\(render.result.pixelHeight)")
    }

    /// Runs each size in a child process and prints the table.
    static func printTable(sizes: [Int]) {
        print("Stages by scene size (nested stacks, a LazyVGrid of GeometryReader readouts, frame chains;")
        print("canvas 1000 × 1000 pt at scale 2 = 2000 × 2000 px). Each size runs in its own process.")
        let widths = [10, 7, 10, 10, 10, 10, 11, 10, 10, 11]
        print(
            Format.padded(
                ["nodes", "YAML", "decode", "layout", "render", "encode", "layout/s", "peak RSS", "B/node", "pipeline/s"],
                widths: widths))
        var results: [Result] = []
        for size in sizes {
            guard let result = child(size) else {
                print("  \(size): failed")
                continue
            }
            results.append(result)
            let total = result.decode + result.layout + result.render + result.encode
            print(
                Format.padded(
                    [
                        Format.count(result.nodes), Format.bytes(result.yamlBytes), Format.time(result.decode), Format.time(result.layout),
                        Format.time(result.render), Format.time(result.encode),
                        Format.rate(Double(result.nodes) / result.layout), Format.bytes(result.peakBytes),
                        "\(result.sceneBytes / max(1, result.nodes))", Format.rate(Double(result.nodes) / total),
                    ], widths: widths))
        }
        print("  decode: YAML → view tree (the decoder's limits raised: SceneLimits);")
        print("  layout: view tree → frame tree; render: frame tree → pixels; encode: pixels → PNG;")
        print("  B/node: growth of the peak RSS while decoding and laying out, per node.")
        for result in results where result.requested == 1_000_000 {
            print(String(format: "  10⁶ nodes laid out in %.0f ms (target < 1000 ms): %@", result.layout * 1000, result.layout < 1 ? "met" : "NOT met"))
        }
        for result in results where result.requested == 100_000 {
            print(String(format: "  10⁵ nodes laid out in %.1f ms (target < 100 ms): %@", result.layout * 1000, result.layout < 0.1 ? "met" : "NOT met"))
        }
        if let largest = results.max(by: { $0.nodes < $1.nodes }) {
            let perNode = largest.sceneBytes / max(1, largest.nodes)
            print("  memory at \(Format.count(largest.nodes)) nodes: \(perNode) B/node (target < 1024): \(perNode < 1024 ? "met" : "NOT met")")
        }
    }

    private static func child(_ size: Int) -> Result? {
        let process = Process()
        // This very executable, however it was started.
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--one-size", "\(size)"] + (CommandLine.arguments.contains("--quick") ? ["--quick"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Result(line: text)
    }
}
