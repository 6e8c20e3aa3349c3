import LayoutDraw
import MCP

/// The tools `layoutdraw mcp` offers, with the JSON Schemas of their arguments.
enum ToolCatalogue {
    static let draw = "draw"
    static let explain = "explain"
    static let validate = "validate"
    static let listDevices = "list_devices"

    static var tools: [Tool] {
        [
            Tool(
                name: draw,
                title: "Draw a SwiftUI view",
                description: """
                    Lays out a SwiftUI listing (or a layoutdraw YAML scene) exactly as SwiftUI would and \
                    returns the picture as a PNG, with any warnings. Give the source as text ('source') or \
                    a file ('path'). A listing can be a bare view expression (VStack { … }), a file with \
                    struct ContentView: View and #Preview, or a view's members. Text readouts such as \
                    \\(proxy.size.width) show the numbers layout computed. Errors come back as \
                    FILE:LINE:COL: error: … lines.
                    """,
                inputSchema: schema(sceneProperties),
                annotations: .init(title: "Draw a SwiftUI view", readOnlyHint: true, openWorldHint: false)),
            Tool(
                name: explain,
                title: "Explain a SwiftUI layout",
                description: """
                    Lays out a SwiftUI listing and explains it: the layout tree as text, one view a line \
                    with the size it was proposed, the size it chose and its origin (padding  proposed \
                    400.0 × 200.0 → 400.0 × 200.0 at (0.0, 0.0)), and the picture with every frame \
                    outlined and sized and the tree beside it. Use it to see why a view is the size it is.
                    """,
                inputSchema: schema(
                    sceneProperties.merging([
                        "overlays": .object([
                            "description": .string(
                                "The overlays drawn: frames, sizes, proposals, origins, tree, safe-area, debug or all, comma-separated or a list. Default: frames,sizes,tree,safe-area."),
                            "anyOf": .array([
                                .object(["type": .string("string")]),
                                .object(["type": .string("array"), "items": .object(["type": .string("string")])]),
                            ]),
                        ])
                    ]) { a, _ in a }),
                annotations: .init(title: "Explain a SwiftUI layout", readOnlyHint: true, openWorldHint: false)),
            Tool(
                name: validate,
                title: "Check a SwiftUI listing",
                description: """
                    Decodes and lays out a SwiftUI listing (or YAML scene) without drawing it and returns \
                    every error and warning as structured data: file, line, column, severity, message. \
                    'valid' is false when there is an error.
                    """,
                inputSchema: schema(sceneProperties),
                annotations: .init(title: "Check a SwiftUI listing", readOnlyHint: true, openWorldHint: false),
                outputSchema: .object([
                    "type": .string("object"),
                    "properties": .object([
                        "valid": .object(["type": .string("boolean")]),
                        "errors": .object(["type": .string("integer")]),
                        "warnings": .object(["type": .string("integer")]),
                        "diagnostics": .object(["type": .string("array"), "items": diagnosticSchema]),
                    ]),
                    "required": .array([.string("valid"), .string("errors"), .string("warnings"), .string("diagnostics")]),
                ])),
            Tool(
                name: listDevices,
                title: "List devices",
                description: """
                    The devices 'device' accepts: each one's screen in points, its safe-area insets and its \
                    display scale.
                    """,
                inputSchema: .object(["type": .string("object"), "properties": .object([:]), "additionalProperties": .bool(false)]),
                annotations: .init(title: "List devices", readOnlyHint: true, openWorldHint: false),
                outputSchema: .object([
                    "type": .string("object"),
                    "properties": .object([
                        "devices": .object([
                            "type": .string("array"),
                            "items": .object([
                                "type": .string("object"),
                                "properties": .object([
                                    "name": .object(["type": .string("string")]),
                                    "width": .object(["type": .string("number")]),
                                    "height": .object(["type": .string("number")]),
                                    "safeAreaTop": .object(["type": .string("number")]),
                                    "safeAreaBottom": .object(["type": .string("number")]),
                                    "displayScale": .object(["type": .string("number")]),
                                ]),
                            ]),
                        ])
                    ]),
                    "required": .array([.string("devices")]),
                ])),
        ]
    }

    private static let diagnosticSchema: Value = .object([
        "type": .string("object"),
        "properties": .object([
            "file": .object(["type": .string("string")]),
            "line": .object(["type": .array([.string("integer"), .string("null")])]),
            "column": .object(["type": .array([.string("integer"), .string("null")])]),
            "severity": .object(["type": .string("string"), "enum": .array([.string("error"), .string("warning"), .string("note")])]),
            "message": .object(["type": .string("string")]),
        ]),
    ])

    /// The arguments every scene tool takes.
    static var sceneProperties: [String: Value] {
        func property(_ type: String, _ description: String) -> Value {
            .object(["type": .string(type), "description": .string(description)])
        }
        return [
            "source": property("string", "The SwiftUI source (or YAML scene) to draw, as text."),
            "path": property(
                "string", "A .swift or .yaml file to draw instead of 'source': relative to the server's working folder, or absolute inside a root."),
            "name": property(
                "string",
                "The file name diagnostics give inline source (default View.swift); its folder, relative to the working folder, is where Image(\"…\") and Assets.xcassets are looked up."),
            "language": .object([
                "type": .string("string"), "enum": .array([.string("swift"), .string("yaml")]),
                "description": .string("The language of inline source (default: told from the text)."),
            ]),
            "view": property("string", "The View struct or #Preview name to draw, when the source declares several."),
            "device": .object([
                "type": .string("string"), "enum": .array(DevicePreset.named.keys.sorted().map(Value.string)),
                "description": .string("Draw on this device's screen, with its size and safe area."),
            ]),
            "size": property("string", "The canvas in points, WIDTHxHEIGHT (400x300), or 'fit' for the view's ideal size."),
            "appearance": .object([
                "type": .string("string"), "enum": .array([.string("light"), .string("dark")]),
                "description": .string("Draw in light or dark appearance (overrides .preferredColorScheme)."),
            ]),
            "scale": property("number", "Pixels per point of the PNG (default 2), greater than 0 and at most 16."),
            "margin": property("number", "Points of empty canvas around a fitted scene."),
            "set": .object([
                "type": .string("object"),
                "description": .string(
                    "Values for stored properties (@State var degree = 0), read as --set NAME=VALUE: {\"degree\": 30, \"flavor\": \".chocolate\"}."),
                "additionalProperties": .object(["type": .array([.string("string"), .string("number"), .string("boolean")])]),
            ]),
            "seed": property("integer", "The seed of Int.random(in:) and UUID() (default 0)."),
            "date": property("string", "\"Now\" for Date(), in UTC (default 2024-06-10T09:41:00Z)."),
        ]
    }

    private static func schema(_ properties: [String: Value]) -> Value {
        .object([
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ])
    }

    /// `list_devices`' result: every preset by name.
    static func deviceList() -> Value {
        .object([
            "devices": .array(
                DevicePreset.named.keys.sorted().map { name in
                    let preset = DevicePreset.named[name]!
                    return .object([
                        "name": .string(name),
                        "width": .double(preset.size.width), "height": .double(preset.size.height),
                        "safeAreaTop": .double(preset.safeArea.top), "safeAreaBottom": .double(preset.safeArea.bottom),
                        "displayScale": .double(preset.displayScale),
                    ])
                })
        ])
    }
}
