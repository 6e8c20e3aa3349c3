import Foundation
import LayoutDrawSnapshotTesting
import SnapshotTesting
import Testing

/// The snapshot strategy as a user's tests use it, with references in `__Snapshots__/`
/// (recorded once, looked at, committed; `SNAPSHOT_TESTING_RECORD=all swift test --filter
/// LayoutDrawSnapshotTests` records them again).
@Suite struct LayoutDrawSnapshotTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Article 000's listing, as `layoutdraw` draws it (its golden is Output/000-reader-in-hstack.png).
    @Test func listingFromAFile() throws {
        let scene = try Scene(contentsOfFile: Self.fixtures.appendingPathComponent("000-reader-in-hstack.swift").path)
        assertSnapshot(of: scene, as: .layoutdraw())
    }

    /// A listing written in the test, dark, on an iPhone SE's screen at 1x.
    @Test func listingInTheTestOnADeviceInDark() {
        let scene = Scene(
            source: """
                VStack(spacing: 8) {
                    Text("Snapshot").font(.title)
                    Color.red.frame(width: 80, height: 40)
                }
                """, fileName: "Dark.swift")
        assertSnapshot(of: scene, as: .layoutdraw(device: "iPhone SE", appearance: .dark, scale: 1))
    }

    /// The layout dump as JSON text.
    @Test func layoutDumpAsText() {
        let scene = Scene(source: "Text(\"Hello\").padding(10).frame(width: 100, height: 50)", fileName: "Dump.swift")
        assertSnapshot(of: scene, as: .layoutDump)
    }

    // MARK: Failures

    private static func box(_ color: String) -> Scene {
        Scene(source: "canvas: {size: [20, 10], scale: 1}\nview:\n  Color: \(color)\n", fileName: "box.yaml")
    }

    /// A mismatch names the reference, the actual picture and the diff, and all three files
    /// are in the artifacts folder: 20 × 10 pixels, every one changed from red to orange.
    @Test func aMismatchWritesReferenceActualAndDiff() throws {
        let references = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-snapshots-\(UUID().uuidString)")
        let recorded = verifySnapshot(
            of: Self.box("red"), as: .layoutdraw(), named: "box", record: .all, snapshotDirectory: references.path,
            testName: "mismatch")
        #expect(recorded?.hasPrefix("Record mode is on.") == true)
        let message = try #require(
            verifySnapshot(
                of: Self.box("orange"), as: .layoutdraw(), named: "box", record: .never, snapshotDirectory: references.path,
                testName: "mismatch"))
        #expect(message.contains("layoutdraw: 200 of 200 pixels differ (100%)"))
        func path(_ label: String) throws -> String {
            let line = try #require(message.split(separator: "\n").first { $0.hasPrefix(label + ":") })
            return String(line.dropFirst(label.count + 1).drop { $0 == " " })
        }
        let reference = try path("reference"), actual = try path("actual"), diff = try path("diff")
        #expect(reference.hasSuffix("/mismatch.box.reference.png"))
        #expect(actual.hasSuffix("/mismatch.box.png"))
        #expect(diff.hasSuffix("/mismatch.box.diff.png"))
        // The reference is the red box, the actual the orange one, the diff red where they differ.
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == Data(contentsOf: references.appendingPathComponent("mismatch.box.png")))
        #expect(try Self.firstPixel(actual) == [0xFF, 0x95, 0x00])  // systemOrange, #FF9500
        #expect(try Self.firstPixel(diff) == [0xFF, 0x00, 0x00])
    }

    @Test func toleranceAcceptsWhatItAllows() throws {
        let references = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-snapshots-\(UUID().uuidString)")
        _ = verifySnapshot(of: Self.box("red"), as: .layoutdraw(), named: "box", record: .all, snapshotDirectory: references.path, testName: "tolerance")
        let within = verifySnapshot(
            of: Self.box("orange"), as: .layoutdraw(tolerance: .pixels(200)), named: "box", record: .never,
            snapshotDirectory: references.path, testName: "tolerance")
        #expect(within == nil)
        let beyond = verifySnapshot(
            of: Self.box("orange"), as: .layoutdraw(tolerance: .ratio(0.5)), named: "box", record: .never,
            snapshotDirectory: references.path, testName: "tolerance")
        #expect(beyond?.contains("200 of 200 pixels differ") == true)
    }

    /// A scene with errors fails with its diagnostics, and no reference is recorded from it.
    @Test func anInvalidSceneFailsWithItsDiagnosticsAndRecordsNothing() throws {
        let references = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdraw-snapshots-\(UUID().uuidString)")
        let bad = Scene(source: "view:\n  Text: Hello\n  paddding: 10\n", fileName: "bad.yaml")
        let message = try #require(
            verifySnapshot(of: bad, as: .layoutdraw(), named: "bad", record: .missing, snapshotDirectory: references.path, testName: "invalid"))
        #expect(message.contains("bad.yaml:3:3: error: unknown modifier 'paddding'; did you mean 'padding'?"))
        #expect(!FileManager.default.fileExists(atPath: references.path))
    }

    /// The first pixel's RGB of a PNG (read with the library's decoder through the strategy's
    /// own comparison would hide a mistake in both; this reads the file's IDAT by zlib).
    private static func firstPixel(_ path: String) throws -> [UInt8] {
        try PNGPixels.firstPixel(of: Array(Data(contentsOf: URL(fileURLWithPath: path))))
    }
}
