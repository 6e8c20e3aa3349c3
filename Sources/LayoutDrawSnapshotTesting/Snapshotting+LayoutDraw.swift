import Foundation
internal import LayoutDraw
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == SnapshotImage {
    /// The scene drawn as a PNG, as `layoutdraw SCENE -o NAME.png` draws it (on `device`, in
    /// `appearance`, at `scale` output pixels per point; nil keeps the scene's own), compared
    /// with the reference by pixelmatch's YIQ metric within `tolerance`.
    ///
    /// On a mismatch, the actual picture is written to `SNAPSHOT_ARTIFACTS` by
    /// swift-snapshot-testing (`SNAPSHOT_ARTIFACTS/TestFile/test.1.png`), and — through
    /// `assertSnapshot(of: Scene, …)` of this module — the reference and the diff image beside
    /// it (`test.1.reference.png`, `test.1.diff.png`): swift-snapshot-testing drops its
    /// attachments on Linux.
    public static func layoutdraw(
        device: String? = nil, appearance: Appearance? = nil, scale: Double? = nil, tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .layoutdraw(tolerance: tolerance)) { scene in
            SceneRendering.image(scene, device: device, appearance: appearance, scale: scale)
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene's layout dump as JSON text (every node's kind, id, source position, proposal,
    /// frame and drawn bounds: `layoutdraw SCENE --dump json`), compared line by line.
    public static var layoutDump: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { scene in
            switch SceneRendering.dump(scene) {
            case .success(let text): text
            case .failure(let problem): "layoutdraw could not lay the scene out:\n" + problem.message + "\n"
            }
        }
    }
}

extension Diffing where Value == SnapshotImage {
    /// PNGs compared with pixelmatch's algorithm (layoutdraw's `diff`): a mismatch beyond
    /// `tolerance` fails with the counts, and the diff image (the reference faded, differing
    /// pixels red, anti-aliasing yellow) is attached and kept for the artifacts.
    public static func layoutdraw(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { Data($0.png) },
            fromData: { SnapshotImage(png: Array($0)) },
            diffV2: { reference, actual in
                if let problem = actual.problem { return ("layoutdraw could not draw the scene:\n\(problem)", []) }
                do throws(ImageComparison.Failure) {
                    var result = try ImageComparison.compare(png: reference.png, with: actual.png, options: tolerance.options)
                    let diffImage = result.diffImage
                    result.diffImage = nil
                    if tolerance.diffTolerance.accepts(result) { return nil }
                    var attachments: [DiffAttachment] = []
                    if let diffImage, let png = try? PNGCodec.encode(diffImage) {
                        ArtifactWriter.pending?.store(diff: png)
                        attachments.append(.data(Data(png), name: "difference.png"))
                    }
                    var message = "layoutdraw: \(result.mismatchedPixels) of \(result.totalPixels) pixels differ (\(result.mismatchPercentage))"
                    if result.antialiasedPixels > 0 { message += ", \(result.antialiasedPixels) anti-aliased not counted" }
                    return (message, attachments)
                } catch {
                    switch error {
                    case .sizeMismatch(let first, let second):
                        return ("layoutdraw: the size differs: reference \(first), actual \(second) pixels", [])
                    case .unreadable(let isFirst, let reason):
                        return ("layoutdraw: the \(isFirst ? "reference" : "actual picture") is not a readable PNG (\(reason))", [])
                    }
                }
            })
    }
}
