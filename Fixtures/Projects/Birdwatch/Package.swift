// swift-tools-version: 5.9
// A small app of our own for layoutdraw's project reading (issue 26): BirdList.swift draws the
// birds a generic loader decodes from the bundled Resources/birds.json into Models.swift's
// Codable types, with a colour set, a JPEG image set, `#if`, a preview that builds the view
// from its provider's statics, state set in `.onAppear`, a `Task` in a button's action and a
// Kingfisher image. Read by layoutdraw's tests, never built by them.
import PackageDescription

let package = Package(
    name: "Birdwatch",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Birdwatch", resources: [.process("Assets.xcassets"), .copy("Resources")])]
)
