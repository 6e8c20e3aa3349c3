// swift-tools-version: 5.9
// A small app-like package of our own for layoutdraw's project context (issue 26): the view in
// CardView.swift uses a model, sample data, a global constant and an extension declared in the
// package's other files. It is read by layoutdraw's tests, never built by them.
import PackageDescription

let package = Package(
    name: "Cards",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Cards")]
)
