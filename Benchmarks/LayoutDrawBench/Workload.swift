import LayoutDraw

/// A generated scene and how the benchmark decodes it.
struct Workload {
    let yaml: String
    let pipeline: Pipeline

    /// The decoder's limits raised for 10⁶ nodes: its defaults (100,000 views, 8 MB of YAML)
    /// protect a CI machine from a hostile scene, not a benchmark from its own.
    static let limits = SceneLimits(
        maximumFileSize: 1 << 30, maximumYAMLNodes: 100_000_000, maximumNodes: 100_000_000)

    func decode() throws -> Scene {
        var options = SceneDecodingOptions()
        options.limits = Self.limits
        return try pipeline.decode(yaml, file: "bench.yaml", options: options)
    }
}

extension LayoutDrawError: CustomStringConvertible {
    public var description: String { formatted(source: nil) }
}
