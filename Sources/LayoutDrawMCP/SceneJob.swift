import LayoutDraw

/// One scene to decode, lay out and perhaps draw, as a tool call asked: the pipeline's work,
/// done on a drawing thread.
struct SceneJob: Sendable {
    var text: String
    /// The name diagnostics give the scene.
    var name: String
    var options: SceneDecodingOptions
    var explanation: Explanation?
    /// Whether a PNG is drawn (`validate` only lays out).
    var draws: Bool
}

/// What became of a `SceneJob`.
enum SceneOutcome: Sendable {
    /// Laid out (and drawn, if asked), with its warnings in source order.
    case laidOut(tree: FrameTree, warnings: [Diagnostic], png: [UInt8]?)
    /// The scene has errors (decoding, layout, or a limit crossed).
    case invalid([Diagnostic])
    /// Drawing failed for a reason outside the scene (an image that could not be read, fonts).
    case failed(String)
}

extension Pipeline {
    /// Decodes, lays out and (when asked) draws `job`, as `layoutdraw` does.
    func perform(_ job: SceneJob) -> SceneOutcome {
        do throws(LayoutDrawError) {
            var scene = try decode(job.text, file: job.name, options: job.options)
            job.explanation?.apply(to: &scene)
            let tree = try layout(scene)
            let warnings = (scene.warnings + self.warnings(for: tree)).enumerated().sorted { a, b in
                switch (a.element.location, b.element.location) {
                case let (x?, y?) where x != y: return x < y
                default: return a.offset < b.offset
                }
            }.map(\.element)
            let png = job.draws ? try render(tree, as: .png) : nil
            return .laidOut(tree: tree, warnings: warnings, png: png)
        } catch {
            switch error {
            case .invalidScene(let list): return .invalid(list.diagnostics)
            case .rendering(.imageUnreadable(let path, let reason)):
                return .invalid([.error("cannot read image \(path): \(reason)", at: SourceLocation(file: job.name, line: 1, column: 1))])
            case .rendering(let other): return .failed(other.message)
            }
        }
    }
}
