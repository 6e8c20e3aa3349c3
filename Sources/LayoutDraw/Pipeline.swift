@_exported import LayoutDrawCore
@_exported import LayoutDrawDiagram
@_exported import LayoutDrawFrames
@_exported import LayoutDrawGolden
@_exported import LayoutDrawRender
@_exported import LayoutDrawScene
@_exported import LayoutEngine

/// What to produce from a scene.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, json

    /// The format a file name's extension asks for.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}

/// A scene that could not be turned into a picture, with everything needed to report it.
public enum LayoutDrawError: Error, Sendable {
    /// The scene has errors (decoding, or content made during layout).
    case invalidScene(DiagnosticList)
    /// Drawing failed (fonts missing, an image unreadable, …).
    case rendering(RenderError)

    /// The diagnostics, formatted with their source lines when `source` is given.
    public func formatted(source: String?) -> String {
        switch self {
        case .invalidScene(let list): list.diagnostics.map { $0.formatted(source: source) }.joined(separator: "\n")
        case .rendering(let error): "layoutdraw: error: \(error.message)"
        }
    }
}

/// The whole pipeline, scene text → view tree → frames → picture, as one façade over the stage
/// modules. It returns values: it never prints, exits or writes files.
public struct Pipeline: Sendable {
    public let textMeasurer: PangoTextMeasurer
    private let renderer: Renderer

    /// A pipeline drawing text with `fonts` (the shipped Inter by default).
    public init(fonts: FontConfiguration = .standard) throws(LayoutDrawError) {
        do {
            textMeasurer = try PangoTextMeasurer(fonts: fonts)
        } catch {
            throw .rendering(error)
        }
        renderer = Renderer(textMeasurer: textMeasurer)
    }

    private init(textMeasurer: PangoTextMeasurer) {
        self.textMeasurer = textMeasurer
        renderer = Renderer(textMeasurer: textMeasurer)
    }

    /// This pipeline's fonts with none of the images it has drawn: a file that changed since
    /// is read again (`layoutdraw watch`), without setting the fonts up again.
    public func withFreshImages() -> Pipeline {
        Pipeline(textMeasurer: textMeasurer)
    }

    /// Decodes scene text (the contents of `file`).
    public func decode(_ source: String, file: String, options: SceneDecodingOptions = .init()) throws(LayoutDrawError) -> Scene {
        try Self.decode(source, file: file, options: options)
    }

    /// Decodes scene text (the contents of `file`) as `decode(_:file:options:)` does: decoding
    /// needs no fonts, so a scene can be decoded while a pipeline is being set up.
    public static func decode(_ source: String, file: String, options: SceneDecodingOptions = .init()) throws(LayoutDrawError) -> Scene {
        var options = options
        if options.imageSize == nil { options.imageSize = Self.imageSize }
        do {
            return try SceneDecoder.decode(source, file: file, options: options)
        } catch {
            throw .invalidScene(error)
        }
    }

    /// How many times a scene is laid out again after its appear actions and
    /// `onPreferenceChange` closures set state (SwiftUI settles in a frame or two; a closure that keeps changing state stops here).
    static let maximumSettlingPasses = 4

    /// Lays a decoded scene out — again with the state its appear actions and
    /// `onPreferenceChange` closures set, until they set nothing new (`Scene.settle`).
    public func layout(_ scene: Scene) throws(LayoutDrawError) -> FrameTree {
        var scene = scene
        var tree: FrameTree
        do {
            tree = try LayoutEngine.layout(scene.root, on: scene.canvas, textMeasurer: textMeasurer)
            var warnings: [Diagnostic] = []
            for _ in 0..<Self.maximumSettlingPasses {
                guard let settle = scene.settle else { break }
                let settled = try settle()
                warnings += settled.warnings
                guard let next = settled.next else { break }
                scene = next
                tree = try LayoutEngine.layout(scene.root, on: scene.canvas, textMeasurer: textMeasurer)
            }
            // What an appear action could not run: a warning with the picture's own.
            tree.warnings += warnings
        } catch let error as DiagnosticList {
            throw .invalidScene(error)
        } catch let error as Diagnostic {
            throw .invalidScene(DiagnosticList([error]))
        } catch {
            throw .invalidScene(DiagnosticList([.error("\(error)", at: nil)]))
        }
        // Annotation problems that only layout reveals (a `position` annotation without a
        // `.position`, a coordinate space that does not enclose the view).
        let problems = Diagram.problems(in: tree)
        if !problems.isEmpty { throw .invalidScene(DiagnosticList(problems)) }
        let labels = Diagram.labelCount(of: tree)
        if labels > scene.limits.maximumLabels {
            throw .invalidScene(
                DiagnosticList([
                    .error(
                        "the diagram would place \(labels) labels, more than \(scene.limits.maximumLabels) (limit --max-labels): annotate fewer views",
                        at: scene.canvasLocation ?? scene.root.source)
                ]))
        }
        if let problem = canvasProblem(tree, scene) { throw .invalidScene(DiagnosticList([problem])) }
        return tree
    }

    /// The picture's size against the scene's limits, checked before any pixel is allocated:
    /// the canvas (grown by the diagram) at its scale.
    func canvasProblem(_ tree: FrameTree, _ scene: Scene) -> Diagnostic? {
        let limits = scene.limits
        let picture = renderer.pictureCanvas(of: tree)
        let at = scene.canvasLocation ?? scene.root.source
        let points = picture.size, scale = picture.scale
        let described = "\(SwiftFormat.double(points.width)) × \(SwiftFormat.double(points.height)) points"
        guard points.isFinite, scale.isFinite else {
            return .error("the canvas would be \(described): a view's size is not finite (a length too large to add up?)", at: at)
        }
        let width = (points.width * scale - 1e-9).rounded(.up), height = (points.height * scale - 1e-9).rounded(.up)
        let side = Double(limits.maximumCanvasSide)
        if width > side || height > side {
            return .error(
                "the picture would be \(SwiftFormat.double(width)) × \(SwiftFormat.double(height)) pixels (\(described) at scale "
                    + "\(SwiftFormat.double(scale))), more than \(limits.maximumCanvasSide) pixels a side (limit --max-canvas-side)",
                at: at)
        }
        if max(1, width) * max(1, height) > Double(limits.maximumCanvasPixels) {
            return .error(
                "the picture would be \(SwiftFormat.double(width)) × \(SwiftFormat.double(height)) pixels (\(described) at scale "
                    + "\(SwiftFormat.double(scale))), more than \(limits.maximumCanvasPixels) pixels in all (limit --max-canvas-pixels)",
                at: at)
        }
        return nil
    }

    /// Problems only layout reveals that still let the scene be drawn, positioned at the views:
    /// text that overflows its frame, and views whose size overflowed to infinity (not drawn).
    /// Also every text with a character no font has a glyph for (drawn as a box with its code),
    /// once per source position.
    public func warnings(for tree: FrameTree) -> [Diagnostic] {
        LayoutWarnings.find(in: tree) + missingGlyphWarnings(in: tree)
    }

    /// `U+1F600 '😀' has no glyph …` at each `Text` whose string has characters that neither
    /// Inter, nor Noto Sans CJK, nor a `--font-dir` font has.
    func missingGlyphWarnings(in tree: FrameTree) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var reported: Set<String> = []
        for index in tree.nodes.indices {
            guard case .text(let text)? = tree.nodes[index].paint else { continue }
            let missing = textMeasurer.missingCharacters(in: text.request)
            guard !missing.isEmpty else { continue }
            let named = missing.prefix(5).map { scalar in
                let code = String(scalar.value, radix: 16, uppercase: true)
                return "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) '\(Character(scalar))'"
            }
            let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
            let message = "\(named.joined(separator: ", "))\(more) \(missing.count == 1 ? "has" : "have") no glyph in the "
                + "fonts and \(missing.count == 1 ? "is" : "are") drawn as \(missing.count == 1 ? "a box" : "boxes") showing the code "
                + "(the shipped fonts are Inter and Noto Sans CJK; add one that has \(missing.count == 1 ? "it" : "them") with --font-dir)"
            let location = tree.nodes[index].source
            guard reported.insert("\(location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \(message)").inserted else { continue }
            warnings.append(.warning(message, at: location))
        }
        return warnings.filter { $0.location != nil }
    }

    /// The diagram drawn over `tree` (annotations, layout tree, safe area, debug outlines),
    /// with every mark's position resolved.
    public func diagram(_ tree: FrameTree) -> Diagram {
        renderer.diagram(of: tree)
    }

    /// Draws frames as PNG or SVG bytes, or writes the layout dump for `.json`.
    public func render(_ tree: FrameTree, as format: OutputFormat) throws(LayoutDrawError) -> [UInt8] {
        do {
            switch format {
            case .png: return try renderer.render(tree, format: .png)
            case .svg: return try renderer.render(tree, format: .svg)
            case .json: return Array(tree.jsonDump().utf8)
            }
        } catch {
            throw .rendering(error)
        }
    }

    /// Decodes, lays out and draws in one step.
    public func run(_ source: String, file: String, format: OutputFormat, options: SceneDecodingOptions = .init()) throws(LayoutDrawError) -> [UInt8] {
        try render(layout(decode(source, file: file, options: options)), as: format)
    }

    /// Draws frames into a picture that can be encoded as the PNG `render` writes, or read as
    /// pixels (`CheckRunner` compares the pixels and encodes only what it must write).
    public func paintedImage(_ tree: FrameTree) throws(LayoutDrawError) -> PaintedImage {
        do {
            return try renderer.paintedImage(tree)
        } catch {
            throw .rendering(error)
        }
    }

    /// Draws frames into pixels, for comparing with goldens.
    public func pixels(_ tree: FrameTree) throws(LayoutDrawError) -> RGBAImage {
        do {
            return try renderer.renderRGBA(tree)
        } catch {
            throw .rendering(error)
        }
    }

    /// The natural size of a scene's image file (`Image: PATH`), read with the renderer's decoders.
    public static let imageSize: ImageSizeProvider = { path throws(ImageSizeError) in
        do throws(RenderError) {
            return try ImageFiles.naturalSize(ofFileAt: path)
        } catch {
            if case .imageUnreadable(_, let reason) = error { throw ImageSizeError(reason) }
            throw ImageSizeError(error.message)
        }
    }
}
