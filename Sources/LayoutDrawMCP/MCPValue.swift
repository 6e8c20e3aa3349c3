import MCP

/// The MCP SDK's JSON value, which this module's `Value` means (LayoutDraw's own `Value` is
/// the interpreter's, of the Swift subset scenes are written in).
typealias Value = MCP.Value

extension Tool.Content {
    /// A text block.
    static func plain(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

    /// A PNG picture, base64-encoded.
    static func png(_ base64: String) -> Tool.Content { .image(data: base64, mimeType: "image/png", annotations: nil, _meta: nil) }
}

extension CallTool.Result {
    /// A result with structured content (the SDK's other initialiser, generic over `Codable`,
    /// would be chosen for a `Value` and could throw).
    static func structured(_ content: [Tool.Content], _ structured: Value, isError: Bool? = nil) -> CallTool.Result {
        let value: Value? = structured
        return CallTool.Result(content: content, structuredContent: value, isError: isError)
    }
}
