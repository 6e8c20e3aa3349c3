import LayoutDrawCore
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

@Suite("Canvas")
struct CanvasTests {
    let view = "view: {Text: x}"

    @Test func defaults() throws {
        let canvas = try decode(view).canvas
        #expect(canvas == CanvasSpec(sizing: .fit, safeArea: .zero, scale: 2, background: nil, colorScheme: .light, margin: 0))
    }

    @Test func sizeForms() throws {
        #expect(try decode("canvas: {size: [414, 896]}\n" + view).canvas.sizing == .fixed(Size(width: 414, height: 896)))
        #expect(try decode("canvas: {size: fit, margin: 8}\n" + view).canvas == CanvasSpec(sizing: .fit, margin: 8))
        #expect(try decode("canvas: {size: {width: 400}}\n" + view).canvas.sizing == .width(400))
        #expect(try decode("canvas: {size: {width: 300, height: 200}}\n" + view).canvas.sizing == .fixed(Size(width: 300, height: 200)))
    }

    @Test func devicePreset() throws {
        let canvas = try decode("canvas: {device: iPhone 11 Pro Max}\n" + view).canvas
        #expect(canvas.sizing == .fixed(Size(width: 414, height: 896)))
        #expect(canvas.safeArea == EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))
        // An iPhone 11 Pro Max has a 3x screen; text sizes round to its pixel grid.
        #expect(canvas.displayScale == 3)
    }

    @Test func displayScaleComesFromTheDeviceOrTheSceneNeverTheOutputScale() throws {
        #expect(try decode("canvas: {device: iPhone 11}\n" + view).canvas.displayScale == 2)
        #expect(try decode("canvas: {size: [100, 100], scale: 4}\n" + view).canvas.displayScale == 2)
        #expect(try decode("canvas: {size: [100, 100], displayScale: 3}\n" + view).canvas.displayScale == 3)
        let overridden = try SceneDecoder.decode(
            "canvas: {device: iPhone 14}\n" + view, file: "s.yaml", options: SceneDecodingOptions(scale: 1)).canvas
        #expect(overridden.scale == 1 && overridden.displayScale == 3)
    }

    @Test func landscapeTurnsSizeAndInsets() throws {
        let canvas = try decode("canvas: {device: iPhone 15 Pro, orientation: landscape}\n" + view).canvas
        #expect(canvas.sizing == .fixed(Size(width: 852, height: 393)))
        #expect(canvas.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 0, trailing: 34))
    }

    @Test func safeAreaOverridesThePresetPerEdge() throws {
        let canvas = try decode(
            """
            canvas:
              device: iPhone SE
              safeArea: {bottom: 10, leading: 4}
            """ + "\n" + view
        ).canvas
        #expect(canvas.sizing == .fixed(Size(width: 375, height: 667)))
        #expect(canvas.safeArea == EdgeInsets(top: 20, leading: 4, bottom: 10, trailing: 0))
    }

    @Test func appearance() throws {
        let canvas = try decode("canvas: {scale: 3, background: clear, colorScheme: dark}\n" + view).canvas
        #expect(canvas.scale == 3 && canvas.background == .clear && canvas.colorScheme == .dark)
    }

    @Test func optionsOverrideTheFile() throws {
        let canvas = try decode(
            "canvas: {scale: 3, colorScheme: dark}\n" + view, options: SceneDecodingOptions(colorScheme: .light, scale: 1)
        ).canvas
        #expect(canvas.scale == 1 && canvas.colorScheme == .light)
    }

    @Test func canvasNumbersMayUseParams() throws {
        let canvas = try decode("params: {w: 320}\ncanvas: {size: ['params.w', 'params.w / 2']}\n" + view).canvas
        #expect(canvas.sizing == .fixed(Size(width: 320, height: 160)))
    }
}
