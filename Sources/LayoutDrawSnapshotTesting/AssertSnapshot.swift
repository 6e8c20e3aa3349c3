import Foundation
internal import LayoutDraw
@_spi(Internals) import SnapshotTesting
import Synchronization
import Testing
import XCTest

/// `assertSnapshot` for scenes: swift-snapshot-testing's, with two additions. A scene that
/// cannot be drawn fails with its diagnostics and records nothing (no reference is written
/// from an error). On a mismatch the reference and the diff image are written to the artifacts
/// folder beside the actual picture swift-snapshot-testing writes there
/// (`SNAPSHOT_ARTIFACTS/TestFile/test.1.png`, `test.1.reference.png`, `test.1.diff.png`), and
/// the failure names all three. Chosen over swift-snapshot-testing's own function for any
/// `Scene`; its parameters mean the same.
public func assertSnapshot<Format>(
    of value: @autoclosure () throws -> Scene,
    as snapshotting: Snapshotting<Scene, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
    guard let message = failure else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// `verifySnapshot` for scenes (see `assertSnapshot(of:as:…)`): the failure message, or nil
/// when the scene matches its reference.
public func verifySnapshot<Format>(
    of value: @autoclosure () throws -> Scene,
    as snapshotting: Snapshotting<Scene, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let scene: Scene
    do {
        scene = try value()
    } catch {
        return "Couldn't snapshot value: \(error)"
    }
    // A scene with errors fails with them; nothing is recorded.
    if case .failure(let problem) = SceneRendering.dump(scene) {
        return "layoutdraw could not lay the scene out:\n\(problem.message)"
    }
    let writer = ArtifactWriter()
    let tool = SnapshotTestingConfiguration.current?.diffTool ?? SnapshotTesting._diffTool
    let withArtifacts = SnapshotTestingConfiguration.DiffTool { reference, actual in
        let written = writer.write(reference: reference, actual: actual)
        return tool(currentFilePath: reference, failedFilePath: actual) + "\n\n" + written
    }
    return ArtifactWriter.$pending.withValue(writer) {
        withSnapshotTesting(diffTool: withArtifacts) {
            SnapshotTesting.verifySnapshot(
                of: scene, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
}

/// Writes the reference and the diff image beside the actual picture swift-snapshot-testing
/// writes to the artifacts folder.
final class ArtifactWriter: Sendable {
    /// The writer of the assertion under way: the diffing hands it the diff image.
    @TaskLocal static var pending: ArtifactWriter?

    private let diff = Mutex<[UInt8]?>(nil)

    func store(diff png: [UInt8]) {
        diff.withLock { $0 = png }
    }

    /// Copies the reference to `NAME.reference.EXT` and writes the diff image to
    /// `NAME.diff.png` beside `actual` (`NAME.EXT`); returns the lines naming the three files.
    func write(reference: String, actual: String) -> String {
        let actualURL = URL(fileURLWithPath: actual)
        let stem = actualURL.deletingPathExtension()
        let pathExtension = actualURL.pathExtension
        let referenceCopy = stem.appendingPathExtension("reference").appendingPathExtension(pathExtension)
        var lines = ["reference: \(referenceCopy.path)", "actual:    \(actual)"]
        do {
            try Data(contentsOf: URL(fileURLWithPath: reference)).write(to: referenceCopy, options: .atomic)
        } catch {
            lines[0] = "reference: \(reference) (could not be copied to the artifacts: \(error.localizedDescription))"
        }
        if let png = diff.withLock({ $0 }) {
            let diffURL = stem.appendingPathExtension("diff").appendingPathExtension("png")
            do {
                try Data(png).write(to: diffURL, options: .atomic)
                lines.append("diff:      \(diffURL.path)")
            } catch {
                lines.append("diff:      could not be written (\(error.localizedDescription))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
