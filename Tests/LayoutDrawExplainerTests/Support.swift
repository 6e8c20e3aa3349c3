import Foundation
import LayoutDraw
import LayoutDrawExplainer

/// The repository's root, from this file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func source(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
    }
}

/// One pipeline for the whole run (it is thread-safe).
let pipeline: Pipeline = {
    do {
        return try Pipeline()
    } catch {
        fatalError("cannot set up the pipeline: \(error)")
    }
}()

/// A scene laid out as written, and what varying it needs: as `layoutdraw explain` and
/// `render --vary` prepare it.
struct Varied {
    var source: String
    var file: String
    var options: SceneDecodingOptions
    var scene: Scene
    var tree: FrameTree
    var states: SourceStates

    init(fixture: String, options: SceneDecodingOptions = .init()) throws {
        try self.init(source: Repository.source(fixture), file: "Fixtures/\(fixture)", options: options)
    }

    init(source: String, file: String, options: SceneDecodingOptions = .init()) throws {
        self.source = source
        self.file = file
        self.options = options
        scene = try pipeline.decode(source, file: file, options: options)
        tree = try pipeline.layout(scene)
        states = SceneDecoder.states(source, file: file, options: options)
    }

    var canvas: BaseCanvas {
        let fits: Bool
        switch scene.canvas.sizing {
        case .fixed: fits = false
        case .fit, .width: fits = true
        }
        return BaseCanvas(size: tree.canvas.size, heightFits: fits)
    }

    func pageSteps(_ requests: [String], planner: VariationPlanner = VariationPlanner()) throws -> SceneSteps {
        let dimensions = try planner.pageDimensions(requests.map(VaryRequest.parse), states: states, canvas: canvas, isSwift: file.hasSuffix(".swift"))
        return steps(dimensions)
    }

    func movingSteps(_ requests: [String], planner: VariationPlanner = VariationPlanner()) throws -> SceneSteps {
        let dimensions = try planner.movingDimensions(requests.map(VaryRequest.parse), states: states, canvas: canvas, isSwift: file.hasSuffix(".swift"))
        return steps(dimensions)
    }

    func steps(_ dimensions: [VariedDimension]) -> SceneSteps {
        SceneSteps(
            pipeline: pipeline, source: source, file: file, options: options, canvas: scene.canvas, baseWidth: tree.canvas.size.width,
            dimensions: dimensions)
    }
}

/// The message of the `VariationError` `body` throws, or nil.
func variationMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as VariationError {
        return error.message
    } catch {
        return "\(error)"
    }
}
