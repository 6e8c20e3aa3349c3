// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module per stage (see README "Architecture"):
//   LayoutDrawCore ← LayoutDrawFrames ← LayoutEngine ← LayoutDrawScene
//   LayoutDrawFrames ← LayoutDrawRender ← CCairo / CPangoCairo / CRsvg
//   {Scene, Engine, Render} ← LayoutDraw (façade) ← layoutdraw (CLI)
let package = Package(
    name: "layoutdraw",
    products: [
        .library(name: "LayoutDraw", targets: ["LayoutDraw"]),
        .executable(name: "layoutdraw", targets: ["layoutdraw"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // Thin system-library targets: a modulemap and a shim header each, found with pkg-config.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]),

        .target(name: "LayoutDrawCore"),
        .target(name: "LayoutDrawFrames", dependencies: ["LayoutDrawCore"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutDrawCore", "LayoutDrawFrames"]),
        .target(
            name: "LayoutDrawScene",
            dependencies: ["LayoutDrawCore", "LayoutEngine", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "LayoutDrawRender",
            dependencies: ["LayoutDrawCore", "LayoutDrawFrames", "CCairo", "CPangoCairo", "CRsvg"]),
        .target(
            name: "LayoutDraw",
            dependencies: ["LayoutDrawCore", "LayoutDrawFrames", "LayoutEngine", "LayoutDrawScene", "LayoutDrawRender"]),
        .executableTarget(
            name: "layoutdraw",
            dependencies: ["LayoutDraw", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
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
            name: "LayoutDrawSceneTests",
            dependencies: ["LayoutDrawScene", "LayoutDrawTestSupport"]),
        .testTarget(
            name: "LayoutDrawRenderTests",
            dependencies: ["LayoutDrawRender", "LayoutDrawFrames", "LayoutDrawCore"]),
        .testTarget(
            name: "LayoutDrawEndToEndTests",
            dependencies: ["LayoutDraw", "layoutdraw"]),
    ]
)
