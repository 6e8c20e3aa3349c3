import LayoutDraw

/// The comparator (`layoutdraw diff`) on two 4096 × 4096 PNGs: decoding and comparing.
enum DiffBench {
    /// Two renderings of the same generated scene (2048 × 2048 points at scale 2), the second
    /// with a few colours and texts changed, as PNG bytes.
    static func pair() -> (a: [UInt8], b: [UInt8]) {
        let pipeline: Pipeline
        do { pipeline = try Pipeline() } catch { fail("\(error)") }
        let scene = SceneGenerator.mixed(nodes: 20_000, canvasPoints: 2048)
        let changed = scene
            .replacingOccurrences(of: "fill: orange", with: "fill: red")
            .replacingOccurrences(of: "'F3'", with: "'F8'")
            .replacingOccurrences(of: "'L4'", with: "'L1'")
        do {
            let a = try pipeline.run(scene, file: "a.yaml", format: .png)
            let b = try pipeline.run(changed, file: "b.yaml", format: .png)
            return (a, b)
        } catch { fail("\(error)") }
    }

    static func run(runs: Int) {
        let (a, b) = pair()
        let size = ImageComparison.pngSize(a)!
        let megapixels = Double(size.width * size.height) / 1e6
        print("Comparator: two \(size.width) × \(size.height) PNGs (\(String(format: "%.1f", megapixels)) MP, \(Format.bytes(a.count)) and \(Format.bytes(b.count))), medians of \(runs)")
        do {
            let decode = try Measure.median(runs: runs) { (try PNGCodec.decode(a), try PNGCodec.decode(b)) }
            let (imageA, imageB) = decode.result
            let compare = try Measure.median(runs: runs) { try pixelMatch(imageA, imageB) }
            let whole = try Measure.median(runs: runs) { try ImageComparison.compare(png: a, with: b) }
            let result = compare.result
            print("  decode both: \(Format.time(decode.seconds))   compare: \(Format.time(compare.seconds))   "
                + "decode + compare: \(Format.time(whole.seconds))")
            print(String(
                format: "  throughput: %.0f MP/s compared, %.0f MP/s decoded and compared; decoding is %.0f%% of the time",
                megapixels / compare.seconds, megapixels / whole.seconds, 100 * decode.seconds / (decode.seconds + compare.seconds)))
            print("  mismatched: \(result.mismatchedPixels), anti-aliased: \(result.antialiasedPixels) (threshold 0.1)")
        } catch {
            print("  failed: \(error)")
        }
    }
}
