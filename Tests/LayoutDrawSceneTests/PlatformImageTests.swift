import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// `Image(uiImage:)` and `Image(nsImage:)` with the `UIImage` / `NSImage` view code makes
/// (`PlatformImage`): canvas 400 × 400, the fixed-advance measurer. A symbol is 1.2 × the
/// 17-point body font = 20.4 square; a missing asset a 100 × 100 placeholder, as
/// `Image("name")`'s.
@Suite("UIImage and NSImage")
struct PlatformImageTests {
    func decode(_ source: String) throws -> (tree: FrameTree, warnings: [String]) {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        return (tree, scene.warnings.map { $0.formatted() })
    }

    func problems(_ source: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: "S.swift")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aSystemImageIsTheSymbol() throws {
        let (tree, warnings) = try decode(#"""
            VStack {
                Image(uiImage: UIImage(systemName: "star.fill")!).id("ui")
                Image(nsImage: NSImage(systemSymbolName: "star.fill", accessibilityDescription: nil)!).id("ns")
                Image(uiImage: UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate)).resizable().frame(width: 30, height: 30).id("sized")
            }
            """#)
        #expect(tree.node(id: "ui")?.frame.size == Size(width: 20.4, height: 20.4))
        #expect(tree.node(id: "ui")?.kind == "Image")
        #expect(tree.node(id: "ns")?.frame.size == Size(width: 20.4, height: 20.4))
        // Resizable, it takes the 30 × 30 its frame proposes.
        let sized = try #require(tree.node(id: "sized"))
        #expect(tree.nodes[sized.children[0]].frame.size == Size(width: 30, height: 30))
        #expect(warnings.isEmpty)
    }

    @Test func aNamedImageIsTheAssetAndEmptyIsNothing() throws {
        let (tree, warnings) = try decode(#"""
            struct Avatar: View {
                var image: UIImage? = UIImage(named: "avatar-photo")
                var body: some View {
                    VStack(spacing: 0) {
                        if let image {
                            Image(uiImage: image).id("named")
                        }
                        Image(uiImage: UIImage()).id("empty")
                    }
                }
            }
            """#)
        // The asset is not there: the 100 × 100 placeholder, with the warning Image("…") gives.
        #expect(tree.node(id: "named")?.frame.size == Size(width: 100, height: 100))
        #expect(tree.node(id: "empty")?.frame.size == Size(width: 0, height: 0))
        #expect(warnings == ["S.swift:6:32: warning: image 'avatar-photo' is not in an Assets.xcassets beside the source or above it, nor a file avatar-photo.png or avatar-photo.svg beside it; a 100 × 100 placeholder is drawn"])
    }

    @Test func anotherValueIsAnError() {
        #expect(
            problems(#"Image(uiImage: 3)"#) == [
                "S.swift:1:16: error: 'Image(uiImage:)' takes a UIImage made by (named:) or (systemName:), not a value of type Int"
            ])
    }
}
