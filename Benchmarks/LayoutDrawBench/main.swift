import Foundation
import LayoutDraw

// layoutdraw-bench: how long each stage takes at 10³ … 10⁶ nodes, whether layout stays linear,
// and how fast the comparator is. Run with `swift run -c release layoutdraw-bench`
// (options: --sizes 1000,10000 · --quick · --skip-scaling · --skip-diff ·
// --write-scene NODES FILE · --write-diff-pair A.png B.png · --profile STAGE NODES [--repeat N] [--block stacks|grid|chains] ·
// --check-scale [SCENES…] [--binary PATH] [--repeat N]: `layoutdraw check` over generated docs repositories ·
// --effects [--repeat N]: shape styles and effects at 2000 × 2000 px).

// The heap as the `layoutdraw` command sets it up (see `ProcessHeap`).
ProcessHeap.configure()
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

func flag(_ name: String) -> Bool { arguments.contains(name) }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutdraw-bench: \(message)\n".utf8))
    exit(1)
}

let pipeline: Pipeline
do { pipeline = try Pipeline() } catch { fail("\(error)") }

/// The number of timed runs for a scene of `nodes` nodes (the median is reported).
func runs(forNodes nodes: Int) -> Int {
    let quick = flag("--quick")
    switch nodes {
    case ..<5_000: return quick ? 5 : 15
    case ..<50_000: return quick ? 3 : 9
    case ..<500_000: return quick ? 3 : 5
    default: return 3
    }
}

// MARK: Helpers for the peers script

if let nodes = option("--write-scene").flatMap(Int.init), let path = arguments.last, arguments.count >= 3 {
    do { try SceneGenerator.mixed(nodes: nodes).write(toFile: path, atomically: true, encoding: .utf8) } catch { fail("\(error)") }
    exit(0)
}

if let i = arguments.firstIndex(of: "--write-diff-pair"), i + 2 < arguments.count {
    let (a, b) = DiffBench.pair()
    do {
        try Data(a).write(to: URL(fileURLWithPath: arguments[i + 1]))
        try Data(b).write(to: URL(fileURLWithPath: arguments[i + 2]))
    } catch { fail("\(error)") }
    exit(0)
}

// MARK: `layoutdraw check` over 1,000 and 2,000 generated scenes in 4 variants

if let i = arguments.firstIndex(of: "--check-scale") {
    let sizes = arguments.dropFirst(i + 1).prefix { Int($0) != nil }.compactMap { Int($0) }
    // Absolute: the runs take place in the generated repositories' folders.
    let named = option("--binary") ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdraw").path
    let binary = URL(fileURLWithPath: named).standardizedFileURL.path
    CheckScaleBench.run(sizes: sizes.isEmpty ? [1_000, 2_000] : sizes, binary: binary, runs: Int(option("--repeat") ?? "") ?? 3)
    exit(0)
}

// MARK: Shape styles and effects at 2000 × 2000 px

if flag("--effects") {
    EffectsBench.run(pipeline: pipeline, runs: Int(option("--repeat") ?? "") ?? 5)
    exit(0)
}

// MARK: One stage repeated, for a profiler (`perf record … layoutdraw-bench --profile layout 100000`)

if let i = arguments.firstIndex(of: "--front-ends") {
    let sizes = arguments.dropFirst(i + 1).compactMap { Int($0) }
    FrontEndBench.run(sizes: sizes.isEmpty ? [10_000] : sizes, pipeline: pipeline, runs: 9)
    exit(0)
}

if let i = arguments.firstIndex(of: "--profile"), i + 2 < arguments.count, let nodes = Int(arguments[i + 2]) {
    do {
        let yaml: String = switch option("--block") {
            case "stacks": SceneGenerator.only(.nestedStacks(depth: 5), nodes: nodes)
            case "grid": SceneGenerator.only(.grid, nodes: nodes)
            case "chains": SceneGenerator.only(.frameChains(depth: 10), nodes: nodes)
            default: SceneGenerator.mixed(nodes: nodes)
            }
        let workload = Workload(yaml: yaml, pipeline: pipeline)
        let repeats = Int(option("--repeat") ?? "") ?? 10
        let stage = arguments[i + 1]
        guard ["decode", "layout", "render", "encode"].contains(stage) else { fail("--profile decode|layout|render|encode NODES") }
        let tree = try pipeline.layout(workload.decode())
        let renderer = Renderer(textMeasurer: pipeline.textMeasurer)
        var fastest = Double.infinity
        // Layout gets a fresh scene each run, decoded off the clock (see `Measure.median(runs:prepare:_:)`).
        let timed = try Measure.median(runs: repeats, prepare: { stage == "layout" ? try workload.decode() : nil }) { (fresh: Scene?) throws -> Int in
            let start = ContinuousClock.now
            defer { fastest = min(fastest, Measure.seconds(ContinuousClock.now - start)) }
            switch stage {
            case "decode": return try workload.decode().root.count
            case "layout": return try pipeline.layout(fresh!).nodes.count
            case "render": return try renderer.paintedImage(tree).pixelWidth
            default: return try renderer.render(tree, format: .png).count
            }
        }
        print("\(arguments[i + 1]) of \(tree.nodes.count) nodes: \(Format.time(timed.seconds)) (median of \(repeats)), fastest \(Format.time(fastest))")
    } catch { fail("\(error)") }
    exit(0)
}

// MARK: One size, in a process of its own (so that its peak memory is its own)

if let nodes = option("--one-size").flatMap(Int.init) {
    do {
        print(try SizeBench.run(nodes: nodes, runs: runs(forNodes: nodes), pipeline: pipeline).line)
    } catch { fail("\(error)") }
    exit(0)
}

// MARK: The report

print("layoutdraw-bench — \(ProcessInfo.processInfo.activeProcessorCount) cores, medians of several runs")
print("")
let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } }
    ?? (flag("--quick") ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000])
SizeBench.printTable(sizes: sizes)

if !flag("--skip-front-ends") {
    print("")
    FrontEndBench.run(sizes: flag("--quick") ? [1_000, 10_000] : [1_000, 10_000, 100_000], pipeline: pipeline, runs: flag("--quick") ? 5 : 9)
}

if !flag("--skip-scaling") {
    print("")
    ScalingBench.run(pipeline: pipeline, runs: flag("--quick") ? 3 : 5)
}

if !flag("--skip-diff") {
    print("")
    DiffBench.run(runs: flag("--quick") ? 3 : 5)
}
