import LayoutDrawSwift
import Testing

@Suite struct PackageManifestTests {

    /// The targets a manifest declares, read from its syntax: a `path:` of its own, else
    /// `Sources/<name>` (`Tests/<name>` for a test target); a target named in `dependencies:`, or without a literal name, is not one.
    @Test func aManifestsTargetsAndTheirFolders() {
        let targets = PackageManifest.targets(ofManifest: """
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://example.com/x", from: "1.0.0")],
                targets: [
                    .target(name: "Core", path: "Sources/"),
                    .executableTarget(name: "Tool", dependencies: ["Core"]),
                    .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")], path: "./Checks"),
                    .target(name: name),
                ]
            )
            """)
        #expect(
            targets == [
                .init(name: "Core", path: "Sources"), .init(name: "Tool", path: "Sources/Tool"), .init(name: "CoreTests", path: "Checks"),
            ])
    }
}
