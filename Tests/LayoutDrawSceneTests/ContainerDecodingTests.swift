import LayoutDrawCore
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// Decoding of ScrollView, the lazy grids and stacks, Grid/GridRow, Button, Image and
/// `resizable` (scene-format §2.1), with their errors.
@Suite struct ContainerDecodingTests {
    /// Options whose image measurer knows `photo.png` (120 × 80) in any folder and nothing else.
    static let imageOptions = SceneDecodingOptions(imageSize: { path throws(ImageSizeError) in
        guard path.hasSuffix("photo.png") else { throw ImageSizeError("No such file or directory") }
        return Size(width: 120, height: 80)
    })

    /// The diagnostics of a scene that must fail, decoded with `imageOptions`.
    func errors(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        do {
            _ = try SceneDecoder.decode(yaml, file: "scenes/s.yaml", options: Self.imageOptions)
            Issue.record("the scene decoded without errors", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    // MARK: ScrollView

    @Test func scrollViewWithOneView() throws {
        let scene = try decode("view:\n  ScrollView:\n    - Text: a\n")
        #expect(kinds(scene.root) == ["ScrollView", "Text"])
        #expect((scene.root.view as? ScrollView)?.axes == [.vertical])
    }

    @Test func scrollViewWrapsSeveralViewsInAStackAlongItsAxis() throws {
        let vertical = try decode("view:\n  ScrollView: [Text: a, Text: b]\n")
        #expect(kinds(vertical.root) == ["ScrollView", "VStack", "Text", "Text"])
        let horizontal = try decode("view:\n  ScrollView: {axes: horizontal, content: [Text: a, Text: b]}\n")
        #expect(kinds(horizontal.root) == ["ScrollView", "HStack", "Text", "Text"])
        #expect((horizontal.root.view as? ScrollView)?.axes == [.horizontal])
    }

    @Test func scrollViewOnBothAxes() throws {
        let scene = try decode("view:\n  ScrollView: {axes: [horizontal, .vertical], content: [Text: a]}\n")
        #expect((scene.root.view as? ScrollView)?.axes == [.horizontal, .vertical])
    }

    @Test func unknownScrollAxis() {
        #expect(
            diagnostics("view:\n  ScrollView: {axes: verticle, content: [Text: a]}\n")
                == ["s.yaml:2:22: error: unknown axis 'verticle'; did you mean 'vertical'?"])
    }

    // MARK: Lazy grids

    @Test func countShorthandRepeatsOneItem() throws {
        let scene = try decode(
            """
            view:
              LazyVGrid:
                columns: {count: 4, flexible: {minimum: 50, maximum: 100}}
                content:
                  - ForEach: {count: 12, content: [GeometryReader]}
            """)
        let grid = try #require(scene.root.view as? LazyVGrid)
        #expect(grid.columns == Array(repeating: GridItem(.flexible(minimum: 50, maximum: 100)), count: 4))
        #expect(grid.alignment == .center)
        #expect(grid.spacing == nil)
        #expect(scene.root.subviews.count == 12)
    }

    @Test func everyKindOfGridItem() throws {
        let scene = try decode(
            """
            view:
              LazyVGrid:
                columns:
                  - fixed: 70
                    spacing: 4
                  - flexible
                  - flexible: {maximum: 200}
                  - {adaptive: 40, alignment: topLeading}
                  - adaptive: {minimum: 30, maximum: 60}
                alignment: leading
                spacing: 12
                content: [Circle]
            """)
        let grid = try #require(scene.root.view as? LazyVGrid)
        #expect(
            grid.columns == [
                GridItem(.fixed(70), spacing: 4), GridItem(.flexible(minimum: 10, maximum: .infinity)),
                GridItem(.flexible(minimum: 10, maximum: 200)), GridItem(.adaptive(minimum: 40), alignment: .topLeading),
                GridItem(.adaptive(minimum: 30, maximum: 60)),
            ])
        #expect(grid.alignment == .leading)
        #expect(grid.spacing == 12)
    }

    @Test func lazyHGridHasRows() throws {
        let scene = try decode("view:\n  LazyHGrid: {rows: [fixed: 30, fixed: 60], alignment: top, content: [Circle]}\n")
        let grid = try #require(scene.root.view as? LazyHGrid)
        #expect(grid.rows == [GridItem(.fixed(30)), GridItem(.fixed(60))])
        #expect(grid.alignment == .top)
    }

    @Test func unknownGridItemKind() {
        #expect(
            diagnostics(
                """
                view:
                  LazyVGrid:
                    columns: [{flexibel: {minimum: 50}}]
                    content: [Circle]
                """) == ["s.yaml:3:16: error: unknown GridItem kind 'flexibel'; did you mean 'flexible'?"])
        #expect(
            diagnostics("view:\n  LazyVGrid: {columns: [adaptiv], content: [Circle]}\n")
                == ["s.yaml:2:25: error: unknown GridItem kind 'adaptiv'; did you mean 'adaptive'?"])
    }

    @Test func gridItemArgumentErrors() {
        #expect(
            diagnostics("view:\n  LazyVGrid: {columns: [flexible: {minimum: 100, maximum: 50}], content: [Circle]}\n")
                == ["s.yaml:2:59: error: 'maximum' (50.0) is below 'minimum' (100.0)"])
        #expect(
            diagnostics("view:\n  LazyVGrid: {columns: [fixed: -5], content: [Circle]}\n")
                == ["s.yaml:2:32: error: 'fixed' must not be negative, found -5.0"])
        #expect(
            diagnostics("view:\n  LazyVGrid: {columns: [{fixed: 5, flexible: {}}], content: [Circle]}\n")
                == ["s.yaml:2:36: error: a GridItem has one size, but 'fixed' is already given here"])
        #expect(
            diagnostics("view:\n  LazyVGrid: {columns: {count: 0, fixed: 5}, content: [Circle]}\n")
                == ["s.yaml:2:32: error: 'count' must be between 1 and 1000, not 0"])
    }

    @Test func lazyVGridNeedsColumnsNotRows() {
        #expect(
            diagnostics("view:\n  LazyVGrid: {rows: [fixed: 5], content: [Circle]}\n")
                == ["s.yaml:2:15: error: 'LazyVGrid' takes 'columns', not 'rows' (a LazyHGrid has rows)"])
    }

    // MARK: Grid, lazy stacks

    @Test func gridRowsBecomeRowsOfCells() throws {
        let scene = try decode(
            """
            view:
              Grid:
                alignment: topLeading
                verticalSpacing: 2
                content:
                  - GridRow: [Text: a, Text: b]
                  - Divider
                  - GridRow: {alignment: bottom, content: [Text: c]}
            """)
        let grid = try #require(scene.root.view as? Grid)
        #expect(grid.rows == [.cells(count: 2, alignment: nil), .spanning, .cells(count: 1, alignment: .bottom)])
        #expect(grid.alignment == .topLeading)
        #expect(grid.verticalSpacing == 2)
        #expect(grid.horizontalSpacing == nil)
        #expect(kinds(scene.root) == ["Grid", "Text", "Text", "Divider", "Text"])
    }

    @Test func lazyStacks() throws {
        let scene = try decode("view:\n  - LazyVStack: {alignment: leading, spacing: 4, content: [Text: a]}\n  - LazyHStack: [Text: b]\n")
        #expect(kinds(scene.root) == ["VStack", "LazyVStack", "Text", "LazyHStack", "Text"])
        let stack = try #require(scene.root.subviews[0].view as? LazyVStack)
        #expect(stack.alignment == .leading && stack.spacing == 4)
        #expect(
            diagnostics("view:\n  LazyHStack: {alignment: leading, content: [Text: a]}\n")
                == [
                    "s.yaml:2:27: error: a LazyHStack aligns vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('leading' is not a vertical alignment)"
                ])
    }

    // MARK: Button

    @Test func buttonWithATitleOrALabel() throws {
        let title = try decode("view:\n  Button: 'Login \\(1 + 1)'\n")
        #expect(kinds(title.root) == ["Button", "Text"])
        #expect((title.root.subviews[0].view as? Text)?.string == "Login 2")
        let label = try decode("view:\n  Button:\n    label:\n      Text: Login\n      padding: 4\n")
        #expect(kinds(label.root) == ["Button", "padding", "Text"])
        let single = try decode("view:\n  Button: {Circle: }\n")
        #expect(kinds(single.root) == ["Button", "Circle"])
    }

    // MARK: Image

    @Test func imagePathIsRelativeToTheScene() throws {
        let scene = try SceneDecoder.decode("view:\n  Image: photo.png\n", file: "scenes/s.yaml", options: Self.imageOptions)
        let image = try #require(scene.root.view as? Image)
        #expect(image.path == "scenes/photo.png")
        #expect(image.naturalSize == Size(width: 120, height: 80))
        #expect(!image.isResizable)
        var anyPath = Self.imageOptions
        anyPath.allowsAnyImagePath = true
        let resizable = try SceneDecoder.decode(
            "view:\n  Image: /abs/photo.png\n  id: i\n  resizable: true\n  frame: {width: 10}\n", file: "scenes/s.yaml",
            options: anyPath)
        let inner = try #require(node("i", in: resizable.root)?.view as? Image)
        #expect(inner.path == "/abs/photo.png")
        #expect(inner.isResizable)
    }

    @Test func missingImageIsAnErrorAtItsPath() {
        #expect(
            errors("view:\n  VStack:\n    - Image: missing.png\n")
                == ["scenes/s.yaml:3:14: error: cannot read image 'missing.png': No such file or directory"])
    }

    @Test func resizableAppliesOnlyToAnImage() {
        #expect(
            errors("view:\n  Text: a\n  resizable: true\n")
                == ["scenes/s.yaml:3:3: error: 'resizable' applies to an Image, written right after it (before any other modifier)"])
        #expect(
            errors("view:\n  Image: photo.png\n  padding: 4\n  modifiers: [resizable]\n")
                == ["scenes/s.yaml:4:15: error: 'resizable' applies to an Image, written right after it (before any other modifier)"])
    }
}
