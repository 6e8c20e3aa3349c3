import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Dynamic Type in both front ends — `dynamicTypeSize` (a size or a range), `.environment(\.dynamicTypeSize, …)`
/// and `\.sizeCategory`, `canvas.dynamicTypeSize`, the `--dynamic-type-size` directive,
/// `@Environment(\.dynamicTypeSize)` and `@ScaledMetric` — and the font members issue 24 added
/// (`.leading`, `.width`, `.smallCaps`, `.custom(_:size:relativeTo:)`), with their mistakes.
@Suite("Decoding Dynamic Type")
struct DynamicTypeDecodingTests {
    /// The size modifiers of a scene's root chain, as `set AX3` or `clamp xSmall...large`.
    func sizes(_ root: ViewNode) -> [String] {
        flatten(root).compactMap { node in
            guard let m = node.view as? DynamicTypeSizeModifier else { return nil }
            return m.lowest == m.highest ? "set \(m.lowest.shortName)" : "clamp \(m.lowest.shortName)...\(m.highest.shortName)"
        }
    }

    func swift(_ source: String, options: SceneDecodingOptions = .init(), sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scene {
        do {
            return try SceneDecoder.decode(source, file: "S.swift", options: options)
        } catch {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    func problems(_ source: String, file: String = "S.swift") -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: file)
            return scene.warnings.map { $0.formatted() }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func sizesAndRangesInSwift() throws {
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(.accessibility3)").root) == ["set AX3"])
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(DynamicTypeSize.xxxLarge)").root) == ["set xxxLarge"])
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(...DynamicTypeSize.large)").root) == ["clamp xSmall...large"])
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(.large ... .accessibility2)").root) == ["clamp large...AX2"])
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(.small..<DynamicTypeSize.large)").root) == ["clamp small...medium"])
        #expect(sizes(try swift("Text(\"a\").dynamicTypeSize(.xLarge...)").root) == ["clamp xLarge...AX5"])
        #expect(sizes(try swift("Text(\"a\").environment(\\.dynamicTypeSize, .accessibility5)").root) == ["set AX5"])
        #expect(sizes(try swift("Text(\"a\").environment(\\.sizeCategory, .extraExtraLarge)").root) == ["set xxLarge"])
        #expect(sizes(try swift("Text(\"a\").environment(\\.sizeCategory, ContentSizeCategory.accessibilityMedium)").root) == ["set AX1"])
    }

    @Test func sizesAndRangesInYAML() throws {
        #expect(sizes(try decode("view:\n  Text: a\n  dynamicTypeSize: AX3").root) == ["set AX3"])
        #expect(sizes(try decode("view:\n  Text: a\n  dynamicTypeSize: extraExtraExtraLarge").root) == ["set xxxLarge"])
        #expect(sizes(try decode("view:\n  Text: a\n  dynamicTypeSize: [small, AX2]").root) == ["clamp small...AX2"])
        #expect(try decode("canvas: {dynamicTypeSize: accessibility2}\nview:\n  Text: a").canvas.dynamicTypeSize == .accessibility2)
    }

    @Test func theCommandLineAndTheDirectiveSetTheCanvasSize() throws {
        var options = SceneDecodingOptions()
        options.dynamicTypeSize = .xSmall
        #expect(try decode("canvas: {dynamicTypeSize: AX2}\nview:\n  Text: a", options: options).canvas.dynamicTypeSize == .xSmall)
        #expect(try swift("// layoutdraw: --dynamic-type-size AX4\nText(\"a\")").canvas.dynamicTypeSize == .accessibility4)
        #expect(try swift("// layoutdraw: --dynamic-type-size AX4\nText(\"a\")", options: options).canvas.dynamicTypeSize == .xSmall)
    }

    @Test func environmentAndScaledMetricReadTheScenesSize() throws {
        // @ScaledMetric: 17 × the body's leading ratio, on the device's pixel grid (3x on the
        // iPhone 16 Pro): at Medium 17 × 21 / 22 = 16.227 → 16.333 (Jared Sinclair's measurement
        // of UIFontMetrics), relative to largeTitle 34 × 40 / 41 = 33.171 → 33.333; at AX5
        // 17 × 62 / 22 = 47.909 → 48 and 34 × 70 / 41 = 58.049 → 58; at the default size
        // unchanged.
        let source = """
            // layoutdraw: --device "iPhone 16 Pro"
            struct ContentView: View {
                @ScaledMetric var spacing = 17.0
                @ScaledMetric(relativeTo: .largeTitle) var icon: CGFloat = 34
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.sizeCategory) var category
                var body: some View {
                    Text("\\(spacing) \\(icon) \\(size) \\(category)").id("t")
                }
            }
            """
        func readout(_ size: DynamicTypeSize?) throws -> String? {
            var options = SceneDecodingOptions()
            options.dynamicTypeSize = size
            let scene = try swift(source, options: options)
            return (flatten(scene.root).first { $0.id == "t" }?.view as? Text)?.string
        }
        #expect(try readout(nil) == "17.0 34.0 large large")
        #expect(try readout(.medium) == "16.333333333333332 33.333333333333336 medium medium")
        #expect(try readout(.accessibility5) == "48.0 58.0 accessibility5 accessibilityExtraExtraExtraLarge")
    }

    @Test func fontMembersAndCustomScaling() throws {
        func font(_ expression: String) throws -> Font? {
            flatten(try swift("Text(\"a\").font(\(expression))").root).compactMap { ($0.view as? FontModifier)?.font }.first
        }
        #expect(try font(".body.leading(.tight)")?.leadingAdjustment == .tight)
        #expect(try font(".title.width(.condensed)")?.width == .condensed)
        #expect(try font(".body.smallCaps()").map { $0.lowercaseSmallCaps && $0.uppercaseSmallCaps } == true)
        #expect(try font(".body.uppercaseSmallCaps()").map { !$0.lowercaseSmallCaps && $0.uppercaseSmallCaps } == true)
        #expect(try font(".title.bold()")?.weight == .bold)
        #expect(try font(".body.bold()")?.weight == .semibold)
        #expect(try font(".custom(\"Avenir\", size: 18)")?.scalesWith == .body)
        #expect(try font(".custom(\"Avenir\", size: 18, relativeTo: .title2)")?.scalesWith == .title2)
        #expect(try font(".custom(\"Avenir\", fixedSize: 18)")?.scalesWith == nil)
        #expect(try font(".system(size: 18)")?.textStyle == nil)
        #expect(try font(".system(.title, design: .rounded)")?.textStyle == .title)
    }

    @Test func widthsAndSmallCapitalsInterLacksWarn() {
        #expect(problems("Text(\"a\").fontWidth(.condensed)") == [
            "S.swift:1:21: warning: the condensed width is drawn at the standard width: Inter, the shipped font, has no other (a font given with --font-dir that has it is used in it)"
        ])
        #expect(problems("Text(\"a\").fontWidth(.standard)").isEmpty)
        #expect(problems("Text(\"a\").font(.body.smallCaps())") == [
            "S.swift:1:16: warning: small capitals are drawn only in a font that has them (OpenType 'smcp' and 'c2sc'): Inter, the shipped font, has neither, so the letters are drawn as they are"
        ])
    }

    @Test func mistakesAreNamedWithTheSizeMeant() {
        #expect(problems("Text(\"a\").dynamicTypeSize(.acessibility3)") == [
            "S.swift:1:27: error: unknown Dynamic Type size '.acessibility3'; did you mean '.accessibility3'?"
        ])
        #expect(problems("view:\n  Text: a\n  dynamicTypeSize: xxlarg", file: "s.yaml") == [
            "s.yaml:3:20: error: 'xxlarg' is not a Dynamic Type size; did you mean 'xxLarge'?; the sizes are xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
        ])
        #expect(problems("view:\n  Text: a\n  dynamicTypeSize: [AX2, small]", file: "s.yaml") == [
            "s.yaml:3:20: error: the range of sizes is empty: AX2 is larger than small"
        ])
        #expect(problems("// layoutdraw: --dynamic-type-size AX6\nText(\"a\")") == [
            "S.swift:1:16: error: --dynamic-type-size: 'AX6' is not a Dynamic Type size; did you mean 'AX1'?; the sizes are xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
        ])
        #expect(problems("Text(\"a\").font(.body.leading(.tigth))") == [
            "S.swift:1:16: error: unknown leading '.tigth'; did you mean '.tight'?"
        ])
        #expect(problems("Text(\"a\").font(.system(size: .nan))") == ["S.swift:1:16: error: a font size must be positive, not nan"])
        #expect(problems("Text(\"a\").tracking(.infinity)") == ["S.swift:1:20: error: 'tracking' must be finite, not infinity"])
    }
}
