// swift-tools-version: 6.0
// A package that documents its views with DocC and draws its layout pictures with layoutdraw's
// command plugin (Docs/DocC-Plugin.md). Benchmarks/plugin-sample.sh copies it elsewhere, points
// the layoutdraw dependency at this repository, runs the plugin and builds the DocC archive.
import PackageDescription

let package = Package(
    name: "Cards",
    products: [.library(name: "Cards", targets: ["Cards"])],
    dependencies: [
        .package(path: "../.."),  // layoutdraw (a URL and a version in a real package)
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [.target(name: "Cards")]
)
