import Foundation
import LayoutDraw
import MCP

/// Carries out `tools/call`: reads the arguments and the scene, runs the pipeline on a drawing
/// thread, and turns what became of the scene into the tool's result. Every problem with the
/// call or the scene is an error result (`isError`) the model can read and act on; only an
/// unknown tool is a protocol error.
struct ToolCalls: Sendable {
    let pipeline: Pipeline
    let workers: DrawingWorkers
    let folders: FolderAccess
    let limits: SceneLimits

    func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
        let names = ToolCatalogue.tools.map(\.name)
        guard names.contains(parameters.name) else {
            throw MCPError.invalidParams(
                "unknown tool '\(parameters.name)'\(Suggestions.didYouMean(parameters.name, in: names)) (the tools are \(names.joined(separator: ", ")))")
        }
        let arguments = parameters.arguments ?? [:]
        do throws(ToolFailure) {
            switch parameters.name {
            case ToolCatalogue.draw: return try await scene(SceneArguments(arguments), tool: .draw)
            case ToolCatalogue.explain:
                return try await scene(SceneArguments(arguments, keys: SceneArguments.sceneKeys + ["overlays"]), tool: .explain)
            case ToolCatalogue.validate: return try await scene(SceneArguments(arguments), tool: .validate)
            case ToolCatalogue.listDevices:
                try ArgumentReader(arguments).rejectUnknown([])
                let devices = ToolCatalogue.deviceList()
                return .structured([.plain(Self.json(devices))], devices)
            default:
                preconditionFailure("every tool in the catalogue is handled")
            }
        } catch {
            return CallTool.Result(content: [.plain("layoutdraw: error: \(error.message)")], isError: true)
        }
    }

    enum SceneTool { case draw, explain, validate }

    private func scene(_ arguments: SceneArguments, tool: SceneTool) async throws(ToolFailure) -> CallTool.Result {
        let text: String, name: String, folder: String?
        await folders.waitForRoots()
        switch arguments.origin {
        case .inline(let source, let sourceName):
            let size = source.utf8.count
            if size > limits.maximumFileSize {
                throw ToolFailure("\(sourceName): the scene is \(size) bytes, more than \(limits.maximumFileSize) (limit --max-file-size)")
            }
            (text, name, folder) = (source, sourceName, folders.folder(forInlineSourceNamed: sourceName))
        case .file(let path):
            let file = try folders.read(path, limit: limits.maximumFileSize)
            (text, name, folder) = (file.text, file.name, file.folder)
        }
        // With no folder to read (the server runs in / and the client declared no roots), an
        // inline source's images are looked for in a folder that does not exist, so none is found.
        let options = arguments.decodingOptions(limits: limits, directory: folder ?? Self.noFolder)
        let job = SceneJob(
            text: text, name: name, options: options, explanation: tool == .explain ? arguments.explanation : nil,
            draws: tool != .validate)
        // Images are read afresh for every call (a file the agent changed is drawn as it is now).
        let pipeline = self.pipeline.withFreshImages()
        guard let outcome = await workers.run({ pipeline.perform(job) }) else {
            throw ToolFailure("the call was cancelled")
        }
        switch (outcome, tool) {
        case (.failed(let message), _):
            throw ToolFailure("\(name): \(message)")
        case (.invalid(let diagnostics), .validate), (.laidOut(_, let diagnostics, _), .validate):
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            let report: Value = .object([
                "valid": .bool(errors == 0), "errors": .int(errors), "warnings": .int(warnings),
                "diagnostics": SceneReport.value(diagnostics, name: name),
            ])
            let summary =
                diagnostics.isEmpty
                ? "\(name): no problems"
                : SceneReport.text(diagnostics, name: name, source: text)
            return .structured([.plain(summary), .plain(Self.json(report))], report)
        case (.invalid(let diagnostics), _):
            return .structured(
                [.plain(SceneReport.text(diagnostics, name: name, source: text))],
                .object(["diagnostics": SceneReport.value(diagnostics, name: name)]), isError: true)
        case (.laidOut(let tree, let warnings, let png), _):
            let png = png ?? []
            let pixels = SceneReport.pixelSize(ofPNG: png)
            let canvas = tree.canvas
            let scale = canvas.scale == canvas.scale.rounded() ? String(Int(canvas.scale)) : "\(canvas.scale)"
            var summary =
                "\(tool == .explain ? "Explained" : "Drew") \(name): \(ReadoutFormat.size(canvas.size)) points at scale \(scale)"
                + (pixels.map { ": \($0.width) × \($0.height) pixels" } ?? "") + "."
            if !warnings.isEmpty { summary += "\n" + SceneReport.text(warnings, name: name, source: text) }
            var structured: [String: Value] = [
                "file": .string(name),
                "points": .object(["width": .double(canvas.size.width), "height": .double(canvas.size.height)]),
                "scale": .double(canvas.scale),
                "pixels": .object(["width": .int(pixels?.width ?? 0), "height": .int(pixels?.height ?? 0)]),
                "diagnostics": SceneReport.value(warnings, name: name),
            ]
            var content: [Tool.Content] = [.plain(summary)]
            if tool == .explain {
                content.append(.plain(SceneReport.treeText(tree)))
                structured["tree"] = SceneReport.treeValue(tree)
            }
            content.append(.png(Data(png).base64EncodedString()))
            return .structured(content, .object(structured))
        }
    }

    static let noFolder = "/nonexistent/layoutdraw-mcp-reads-no-folder"

    /// A value as compact JSON text (for clients that read only the text content).
    static func json(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
