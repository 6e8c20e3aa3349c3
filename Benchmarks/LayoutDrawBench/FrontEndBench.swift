import Foundation
import LayoutDraw

/// The two front ends on the same scene: `SceneGenerator.mixed` as YAML and its SwiftUI twin
/// (`SwiftSceneGenerator`), decoded to the same view tree. The target: a SwiftUI source of 10⁴
/// nodes decodes in at most twice the time of its YAML twin.
enum FrontEndBench {
    static func run(sizes: [Int], pipeline: Pipeline, runs: Int) {
        print("Front ends: decode (text → view tree), median of \(runs)")
        let widths = [8, 10, 12, 12, 8]
        print(Format.padded(["nodes", "views", "YAML", "Swift", "Swift/YAML"], widths: widths))
        for nodes in sizes {
            do {
                var options = SceneDecodingOptions()
                options.limits = Workload.limits
                let yaml = SceneGenerator.mixed(nodes: nodes)
                let swift = SwiftSceneGenerator.mixed(nodes: nodes)
                let a = try Measure.median(runs: runs) { try pipeline.decode(yaml, file: "bench.yaml", options: options).root.count }
                let b = try Measure.median(runs: runs) { try pipeline.decode(swift, file: "bench.swift", options: options).root.count }
                guard a.result == b.result else {
                    print("  \(nodes): the twins differ: \(a.result) views from YAML, \(b.result) from Swift")
                    continue
                }
                print(Format.padded(
                    [Format.count(nodes), Format.count(a.result), Format.time(a.seconds), Format.time(b.seconds),
                     String(format: "%.2f×", b.seconds / a.seconds)], widths: widths))
            } catch {
                print("  \(nodes): \(error)")
            }
        }
    }
}
