import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `Gauge` and `.gaugeStyle` in both front ends: the same gauge in Swift and YAML, its frames
/// through the whole compiler (canvas 400 × 400, no safe area, the fixed-advance measurer: a
/// 17-point body character is 10.2 wide… so frames here use the gauge's own numbers), and
/// errors at their position.
@Suite("Gauge, decoded")
struct GaugeDecodingTests {
    func swift(_ source: String) throws -> ViewNode {
        try SceneDecoder.decode(source, file: "S.swift").root
    }

    func yaml(_ view: String) throws -> ViewNode {
        try SceneDecoder.decode("view:\n" + view, file: "s.yaml").root
    }

    func layOut(_ source: String, file: String = "S.swift") throws -> FrameTree {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: file, options: options)
        return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
    }

    func problems(_ source: String, file: String = "S.swift") -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: file)
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    static let labeledSwift = """
        Gauge(value: 67, in: 0...170) {
            Text("BPM")
        } currentValueLabel: {
            Text("67")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("170")
        }
        """

    @Test func bothFrontEndsGiveTheSameGauge() throws {
        let fromYAML = try yaml(
            "  Gauge: {value: 67, in: [0, 170], label: {Text: BPM}, currentValueLabel: {Text: '67'}, minimumValueLabel: {Text: '0'}, maximumValueLabel: {Text: '170'}}\n"
        )
        for root in [try swift(Self.labeledSwift), fromYAML] {
            let gauge = try #require(root.view as? Gauge)
            // 67 in 0…170.
            #expect(abs(gauge.fraction - 67.0 / 170) < 1e-12)
            #expect(gauge.parts == [.label, .currentValue, .minimum, .maximum])
            // The track, then the labels; the bounds' labels in their font modifier.
            #expect(
                kinds(root) == ["Gauge", "GaugeTrack", "Text", "Text", "gaugeBoundsLabelFont", "Text", "gaugeBoundsLabelFont", "Text"])
        }
        // The default range is 0...1.
        #expect((try swift("Gauge(value: 0.4) { Text(\"Battery Level\") }").view as? Gauge)?.fraction == 0.4)
        #expect((try yaml("  Gauge: 0.4\n").view as? Gauge)?.fraction == 0.4)
        // A value outside the range is clamped.
        #expect((try swift("Gauge(value: 250, in: 0...170) { Text(\"BPM\") }").view as? Gauge)?.fraction == 1)
    }

    @Test func theStyleIsAnEnvironmentValue() throws {
        let tree = try layOut("VStack { \(Self.labeledSwift).accessibilityIdentifier(\"g\") }.gaugeStyle(.accessoryCircular)")
        // 72 × 72, centred in the 400 × 400 canvas.
        #expect(tree.frame("g") == Rect(x: 164, y: 164, width: 72, height: 72))
        let yamlTree = try layOut(
            "view:\n  VStack:\n    - Gauge: {value: 0.5}\n      accessibilityIdentifier: g\n  gaugeStyle: accessoryCircularCapacity\n",
            file: "s.yaml")
        #expect(yamlTree.frame("g") == Rect(x: 164, y: 164, width: 72, height: 72))
    }

    @Test func theBoundsLabelsAreCaption2InTheCircularStylesOnly() throws {
        let source = "Gauge(value: 0.5) { Text(\"A\") } currentValueLabel: { Text(\"50\") } "
            + "minimumValueLabel: { Text(\"0\").accessibilityIdentifier(\"min\") } maximumValueLabel: { Text(\"1\") }"
        // The fixed-advance measurer: a character is 0.6 of the point size wide, and a text's
        // width is rounded up to the half point (the 2x pixel). Linear (body, 17 points): "0"
        // is 10.2, 10.5 wide; circular (caption2, 11 points): 6.6, 7.
        let linear = try layOut(source)
        #expect(abs(linear.frame("min").width - 10.5) < 1e-9)
        let circular = try layOut(source + ".gaugeStyle(.accessoryCircular)")
        #expect(abs(circular.frame("min").width - 7) < 1e-9)
    }

    @Test func theDefaultStyleIsALinearCapacityBar() throws {
        // No labels: the 8-point track alone, the proposed 400 wide, centred: y = 196.
        let tree = try layOut("Gauge(value: 0.4) { EmptyView() }.accessibilityIdentifier(\"g\")")
        let frame = try #require(tree.frame("g"))
        #expect(frame.width == 400 && frame.minX == 0)
    }

    @Test func badGaugesAreErrorsAtTheirPosition() {
        let watchOnly = problems("Gauge(value: 0.5) { Text(\"A\") }.gaugeStyle(.circular)")
        #expect(watchOnly.count == 1 && watchOnly.first?.hasPrefix("S.swift:1:") == true)
        #expect(watchOnly.first?.contains("circular") == true)
        let noValue = problems("Gauge { Text(\"A\") }")
        #expect(noValue.count == 1 && noValue.first?.hasPrefix("S.swift:1:1: error: 'Gauge' needs a value") == true)
        let badRange = problems("Gauge(value: 0.5, in: 10...0) { Text(\"A\") }")
        #expect(!badRange.isEmpty)
    }
}
