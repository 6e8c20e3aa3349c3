import LayoutDraw

/// Whether layout stays linear: in the number of nodes at a fixed depth, and in depth at a
/// fixed number of nodes. Stacks probe each child with several proposals (0, ∞, the real
/// one); without the per-(node, proposal) size cache that would be exponential in depth.
enum ScalingBench {
    static func run(pipeline: Pipeline, runs: Int) {
        print("Layout scaling (layout time only; medians of \(runs))")
        let n = 100_000
        let widths = [34, 10, 10, 11, 9]
        print(Format.padded(["scene", "nodes", "layout", "ns/node", "ratio"], widths: widths))

        func measure(_ block: SceneGenerator.Block, nodes: Int) -> (nodes: Int, seconds: Double)? {
            let workload = Workload(yaml: SceneGenerator.only(block, nodes: nodes), pipeline: pipeline)
            do {
                let timed = try Measure.median(runs: runs, prepare: { try workload.decode() }) { try pipeline.layout($0) }
                return (timed.result.nodes.count, timed.seconds)
            } catch {
                print("  \(block) failed: \(error)")
                return nil
            }
        }

        func row(_ name: String, _ m: (nodes: Int, seconds: Double), ratio: String) {
            print(
                Format.padded(
                    [name, Format.count(m.nodes), Format.time(m.seconds),
                     String(format: "%.0f", m.seconds / Double(m.nodes) * 1e9), ratio], widths: widths))
        }

        // Doubling the nodes at a fixed depth: the time should double (ratio ≈ 2).
        let doubling: [(String, SceneGenerator.Block)] = [
            ("nested stacks, depth 5", .nestedStacks(depth: 5)), ("LazyVGrid of readouts", .grid),
            ("frame chains, depth 10", .frameChains(depth: 10)),
        ]
        for (name, block) in doubling {
            guard let one = measure(block, nodes: n), let two = measure(block, nodes: 2 * n) else { continue }
            row(name, one, ratio: "")
            // The ratio of times, normalised by the ratio of node counts (which is not exactly 2).
            let ratio = two.seconds / one.seconds * (2 * Double(one.nodes) / Double(two.nodes))
            row(name + " ×2", two, ratio: String(format: "%.2f", ratio))
        }
        print("  ratio: time at twice the nodes ÷ time at the nodes (2.00 is linear)")

        // Depth 50 against depth 5 at the same number of nodes: the time per node should not grow.
        let deep: [(String, SceneGenerator.Block, SceneGenerator.Block)] = [
            ("nested stacks", .nestedStacks(depth: 5), .nestedStacks(depth: 50)),
            ("frame chains", .frameChains(depth: 5), .frameChains(depth: 50)),
        ]
        for (name, shallow, deeper) in deep {
            guard let a = measure(shallow, nodes: n), let b = measure(deeper, nodes: n) else { continue }
            row(name + ", depth 5", a, ratio: "")
            let ratio = (b.seconds / Double(b.nodes)) / (a.seconds / Double(a.nodes))
            row(name + ", depth 50", b, ratio: String(format: "%.2f", ratio))
        }
        print("  ratio: time per node at depth 50 ÷ time per node at depth 5 (≤ 1 means depth costs nothing)")
    }
}
