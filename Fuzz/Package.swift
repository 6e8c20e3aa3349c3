// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer target, kept out of the main package so that `swift build` and `swift test`
// never build it. Build and run it with `Fuzz/run.sh` (see the README, "Bad input").
let package = Package(
    name: "LayoutDrawFuzz",
    dependencies: [.package(name: "layoutdraw", path: "..")],
    targets: [
        .executableTarget(
            name: "LayoutDrawFuzzer",
            dependencies: [.product(name: "LayoutDraw", package: "layoutdraw")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    ]
)
