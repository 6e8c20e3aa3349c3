import Foundation
import LayoutDraw
import Testing

/// The diagram layer from the command line: `--debug`, `--color-scheme dark`, and annotation
/// problems that only layout reveals.
@Suite struct DiagramCommandLineTests {
    static let scene = """
        view:
          HStack:
            - Text: Hi
              annotate: [frame, size]
            - Color: orange
              frame: {width: 30, height: 20}
          padding: 12
        """

    func render(_ yaml: String, _ arguments: [String]) throws -> Data {
        let result = try runLayoutdraw(["-", "--format", "png", "-o", "-", "--scale", "1"] + arguments, input: Data(yaml.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test func debugFlagIsTheSceneFormCanvasDebug() throws {
        let flagged = try render(Self.scene, ["--debug"])
        let written = try render("canvas: {debug: true}\n" + Self.scene, [])
        let plain = try render(Self.scene, [])
        #expect(flagged == written)
        #expect(flagged != plain)
        // Debug labels stand above the root, so the picture grew.
        let debugImage = try PNGCodec.decode(Array(flagged)), plainImage = try PNGCodec.decode(Array(plain))
        #expect(debugImage.height > plainImage.height)
    }

    @Test func colorSchemeFlagDrawsAnnotationsInDarkValues() throws {
        let flagged = try render(Self.scene, ["--color-scheme", "dark"])
        let written = try render("canvas: {colorScheme: dark}\n" + Self.scene, [])
        #expect(flagged == written)
        #expect(flagged != (try render(Self.scene, [])))
    }

    @Test func anAnnotationLayoutCannotDrawExits65() throws {
        let yaml = "view:\n  Color: red\n  annotate: [position]\n"
        let result = try runLayoutdraw(["-", "--format", "png", "-o", "-"], input: Data(yaml.utf8))
        #expect(result.status == 65)
        let message = result.standardError
        #expect(message.contains("<stdin>:3:14: error: 'position' annotation on Color: no .position(x:y:) places this view"))
        #expect(result.standardOutput.isEmpty)
    }
}
