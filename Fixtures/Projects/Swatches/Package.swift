// swift-tools-version: 5.9
// A small package of our own for layoutdraw's asset reading (issue 26): the view in
// SwatchView.swift draws a colour set with any and dark appearances, one in a group reached
// through its generated symbol, and a JPEG image set at 2x. Read by layoutdraw's tests, never
// built by them.
import PackageDescription

let package = Package(
    name: "Swatches",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Swatches", resources: [.process("Assets.xcassets")])]
)
