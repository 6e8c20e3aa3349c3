// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module per stage (see README "Architecture"):
//   LayoutDrawCore ← LayoutDrawFrames ← LayoutEngine ← LayoutDrawScene
//   LayoutDrawFrames ← LayoutDrawDiagram (annotations over frames, pure) ← LayoutDrawRender
//   LayoutDrawFrames ← LayoutDrawRender ← CCairo / CPangoCairo / CRsvg / CZlib
//   LayoutDrawCore ← LayoutDrawInterpreter (the Swift subset: syntax, evaluator, values)
//   LayoutDrawInterpreter ← LayoutDrawSyntax (the one scene both front ends lower to)
//   LayoutDrawSyntax ← LayoutDrawYAML (← CYaml), LayoutDrawSwift (← swift-syntax): the front ends
//   LayoutDrawSyntax, LayoutEngine, LayoutDrawSymbols ← LayoutDrawCompile (every SwiftUI rule; its
//   view and modifier table listed by the MappingTable build-tool plugin) ← LayoutDrawScene
//   LayoutDrawCore ← LayoutDrawGolden (pixel comparison, no C, no I/O)
//   {Scene, Engine, Render, Golden} ← LayoutDraw (façade) ← LayoutDrawCheck (`check`) ← layoutdraw (CLI)
//   LayoutDraw ← LayoutDrawSnapshotTesting (a swift-snapshot-testing strategy for users' tests)
//   LayoutDraw ← LayoutDrawExplainer (explainer pages and moving pictures: a scene stepped
//   through values) ← layoutdraw
//   layoutdraw ← the generate-layoutdraw-images command plugin (DocC catalogues' images)
//   LayoutDraw ← LayoutDrawMCP (`layoutdraw mcp`: the Model Context Protocol server) ← layoutdraw
let package = Package(
    name: "layoutdraw",
    products: [
        .library(name: "LayoutDraw", targets: ["LayoutDraw"]),
        .executable(name: "layoutdraw", targets: ["layoutdraw"]),
        // `assertSnapshot(of: Scene(source: …), as: .layoutdraw(…))` in a user's own tests.
        .library(name: "LayoutDrawSnapshotTesting", targets: ["LayoutDrawSnapshotTesting"]),
        // `swift package --allow-writing-to-package-directory generate-layoutdraw-images` in a
        // package that depends on layoutdraw: its DocC catalogues' scene blocks drawn into images.
        .plugin(name: "GenerateLayoutDrawImages", targets: ["GenerateLayoutDrawImages"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // The Swift front end parses SwiftUI source with Apple's parser, never by hand.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        // Only its SnapshotTesting target is built (no swift-syntax of its own: it shares ours).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // The official Model Context Protocol SDK: `layoutdraw mcp` is a server on its stdio
        // transport's protocol (its MCP target only: swift-system and swift-log).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
        // The SDK's transports log through it; the server's own log goes to standard error.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    ],
    targets: [
        // Thin system-library targets: a modulemap and a shim header each, found with pkg-config.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // librsvg is loaded when first needed (dlopen): see its shim.
        .systemLibrary(name: "CRsvg"),
        // The YAML parser's events (our own tree is built from them: LayoutDrawScene/YAMLTree).
        .systemLibrary(
            name: "CYaml", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        // PNG encoding and decoding of our own pictures (zlib comes with libpng, cairo's).
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // GIF files for moving pictures (`-o sweep.gif`): giflib writes them.
        .systemLibrary(
            name: "CGif", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]),
        // JPEG images (asset catalogues, `Image("photo")`): libjpeg-turbo decodes them.
        .systemLibrary(
            name: "CJpeg", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),

        .target(name: "LayoutDrawCore"),
        // The Swift subset that scenes are written in: syntax, evaluation, values, and the
        // Foundation types view code uses (knows no SwiftUI view and no layout).
        .target(name: "LayoutDrawInterpreter", dependencies: ["LayoutDrawCore"]),
        .target(name: "LayoutDrawFrames", dependencies: ["LayoutDrawCore"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutDrawCore", "LayoutDrawFrames"]),
        // The call tree both front ends lower to (knows no YAML and no swift-syntax).
        .target(name: "LayoutDrawSyntax", dependencies: ["LayoutDrawCore", "LayoutDrawInterpreter"]),
        // Front ends: YAML text and SwiftUI source → the call tree.
        .target(name: "LayoutDrawYAML", dependencies: ["LayoutDrawCore", "LayoutDrawInterpreter", "LayoutDrawSyntax", "CYaml"]),
        .target(
            name: "LayoutDrawSwift",
            dependencies: [
                "LayoutDrawCore", "LayoutDrawInterpreter", "LayoutDrawSyntax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        // The SF Symbols layoutdraw draws (GENERATED from the icons beside its generator) and the
        // SVG path data reader they are read with.
        .target(
            name: "LayoutDrawSymbols", dependencies: ["LayoutDrawCore", "LayoutDrawFrames", "LayoutEngine"],
            exclude: ["Generator"]),
        // The call tree → the engine's view tree: every rule about what the code means.
        .target(
            name: "LayoutDrawCompile",
            dependencies: ["LayoutDrawCore", "LayoutDrawInterpreter", "LayoutDrawSyntax", "LayoutDrawFrames", "LayoutEngine", "LayoutDrawSymbols"],
            plugins: ["MappingTable"]),
        // The compiler's table of views and modifiers, listed at build time from its mapping
        // files (`Views/`, `Modifiers/`): a new view or modifier is a new file, no table to edit.
        .plugin(name: "MappingTable", capability: .buildTool(), dependencies: ["MappingTableGenerator"]),
        .executableTarget(name: "MappingTableGenerator"),
        // Picks the front end for a file and compiles it.
        .target(
            name: "LayoutDrawScene",
            dependencies: ["LayoutDrawCore", "LayoutDrawSyntax", "LayoutDrawYAML", "LayoutDrawSwift", "LayoutDrawCompile", "LayoutEngine"]),
        .target(
            name: "LayoutDrawRender",
            dependencies: ["LayoutDrawCore", "LayoutDrawFrames", "LayoutDrawDiagram", "CCairo", "CPangoCairo", "CRsvg", "CZlib", "CGif", "CJpeg"]),
        .target(name: "LayoutDrawDiagram", dependencies: ["LayoutDrawCore", "LayoutDrawFrames"]),
        .target(name: "LayoutDrawGolden", dependencies: ["LayoutDrawCore"]),
        .target(
            name: "LayoutDraw",
            dependencies: [
                "LayoutDrawCore", "LayoutDrawFrames", "LayoutEngine", "LayoutDrawScene", "LayoutDrawRender",
                "LayoutDrawGolden", "LayoutDrawDiagram",
            ]),
        // `layoutdraw check`: scenes found in a project, drawn in its variants and compared with
        // their goldens, reported as text, JSON, JUnit and HTML. Beside Golden, over the façade.
        .target(
            name: "LayoutDrawCheck",
            dependencies: [
                "LayoutDraw",
                // The project file (`layoutdraw.yaml`) is read with the scenes' YAML reader.
                "LayoutDrawYAML",
            ]),
        // A snapshot strategy for pointfreeco/swift-snapshot-testing: pictures compared with
        // our pixelmatch, layout dumps as text.
        .target(
            name: "LayoutDrawSnapshotTesting",
            dependencies: ["LayoutDraw", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // A scene stepped through values: `layoutdraw explain`'s self-contained HTML page and
        // `--vary`'s moving pictures (APNG, GIF).
        .target(name: "LayoutDrawExplainer", dependencies: ["LayoutDraw"]),
        // `layoutdraw mcp`: draw, explain and validate scenes for coding agents over MCP's stdio
        // transport, with the command line's limits and reads confined to the client's roots.
        .target(
            name: "LayoutDrawMCP",
            dependencies: [
                "LayoutDraw", .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "layoutdraw",
            dependencies: [
                "LayoutDraw", "LayoutDrawCheck", "LayoutDrawExplainer", "LayoutDrawMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log"),
            ]),
        .plugin(
            name: "GenerateLayoutDrawImages",
            capability: .command(
                intent: .custom(
                    verb: "generate-layoutdraw-images",
                    description: "Draw the layoutdraw scene blocks of the package's DocC catalogues into images DocC shows"),
                permissions: [
                    .writeToPackageDirectory(reason: "The pictures are written into each documentation catalogue, and the image links under the blocks into its Markdown files")
                ])),
        // `swift run -c release layoutdraw-bench`: stage timings from 10³ to 10⁶ nodes, layout
        // scaling, the comparator's throughput (Benchmarks/; not part of `swift test`).
        .executableTarget(
            name: "layoutdraw-bench",
            dependencies: ["LayoutDraw"],
            path: "Benchmarks/LayoutDrawBench"),
        .target(
            name: "LayoutDrawTestSupport",
            dependencies: ["LayoutDrawCore", "LayoutDrawFrames", "LayoutEngine"]),

        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "LayoutDrawTestSupport"]),
        .testTarget(
            name: "LayoutDrawCoreTests",
            dependencies: ["LayoutDrawCore"]),
        .testTarget(
            name: "LayoutDrawInterpreterTests",
            dependencies: ["LayoutDrawInterpreter"]),
        .testTarget(
            name: "LayoutDrawSceneTests",
            dependencies: [
                "LayoutDrawScene", "LayoutDrawCompile", "LayoutDrawInterpreter", "LayoutDrawSymbols", "LayoutDrawYAML", "LayoutDrawSwift", "LayoutDrawSyntax", "LayoutDrawTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["BadScenes"]),
        .testTarget(
            name: "LayoutDrawRenderTests",
            dependencies: ["LayoutDrawRender", "LayoutDrawFrames", "LayoutDrawCore", "CGif"]),
        .testTarget(
            name: "LayoutDrawGoldenTests",
            dependencies: ["LayoutDrawGolden", "LayoutDrawCore"],
            exclude: ["Tools"]),
        .testTarget(
            name: "LayoutDrawDiagramTests",
            dependencies: ["LayoutDrawDiagram", "LayoutDrawScene", "LayoutDrawCompile", "LayoutDrawInterpreter", "LayoutDrawRender", "LayoutDrawTestSupport"]),
        .testTarget(
            name: "LayoutDrawSnapshotTestingTests",
            dependencies: ["LayoutDrawSnapshotTesting", "LayoutDraw", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LayoutDrawExplainerTests",
            dependencies: ["LayoutDrawExplainer", "LayoutDraw"]),
        .testTarget(
            name: "LayoutDrawMCPTests",
            dependencies: ["LayoutDrawMCP", "LayoutDraw", "layoutdraw", .product(name: "MCP", package: "swift-sdk")],
            exclude: ["Python"]),
        .testTarget(
            name: "LayoutDrawEndToEndTests",
            dependencies: ["LayoutDraw", "LayoutDrawCheck", "layoutdraw"],
            exclude: ["FuzzRegressions"]),
    ]
)
