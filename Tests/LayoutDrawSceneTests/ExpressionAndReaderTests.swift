import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

@Suite("Params, expressions, ForEach and GeometryReader")
struct ExpressionAndReaderTests {
    @Test func paramsInInterpolationsAndNumbers() throws {
        let scene = try decode(
            """
            params:
              x: 7.8
              half: 'params.x / 2'
            view:
              - Text: '\\(Int(params.x))'
              - Text: 'x is \\(params.x), half \\(params.half)'
              - Color: red
                frame: {width: 'params.x * 10', height: 2/3}
              - Text: '\\(7/2)'
              - Text: '\\(7.0/2)'
            """)
        let texts = flatten(scene.root).compactMap { ($0.view as? Text)?.string }
        #expect(texts == ["7", "x is 7.8, half 3.9", "3", "3.5"])
        let frame = try #require(flatten(scene.root).compactMap { $0.view as? FixedFrame }.first)
        #expect(frame.width == 78)
        #expect(frame.height == 2.0 / 3.0)
    }

    @Test func integerParamsAreDoubles() throws {
        let scene = try decode(
            """
            params: {n: 30}
            view:
              Text: '\\(params.n)'
            """)
        #expect((scene.root.view as? Text)?.string == "30.0")
    }

    @Test func unquotedExpressionInANumberSlot() throws {
        let scene = try decode(
            """
            params: {w: 100}
            view:
              Color: red
              padding: params.w / 4 - 5
            """)
        #expect((scene.root.view as? Padding)?.insets == EdgeInsets(all: 20))
    }

    @Test func forEachCountWithInterpolatedIds() throws {
        let scene = try decode(
            """
            view:
              HStack:
                - Text: first
                - ForEach:
                    count: 3
                    content:
                      Text: 'cell \\(index)'
                      id: 'cell\\(index)'
                  padding: 2
            """)
        #expect(
            kinds(scene.root) == [
                "HStack", "Text", "padding", "Text#cell0", "padding", "Text#cell1", "padding", "Text#cell2",
            ])
        #expect((node("cell2", in: scene.root)?.view as? Text)?.string == "cell 2")
        #expect(node("cell1", in: scene.root)?.source == SourceLocation(file: "s.yaml", line: 7, column: 11))
    }

    @Test func forEachRangeIsInclusive() throws {
        let scene = try decode(
            """
            view:
              VStack:
                ForEach:
                  range: [3, 5]
                  content: [Text: '\\(index)/\\(item)', Divider]
            """)
        #expect(kinds(scene.root) == ["VStack", "Text", "Divider", "Text", "Divider", "Text", "Divider"])
        let texts = flatten(scene.root).compactMap { ($0.view as? Text)?.string }
        #expect(texts == ["3/3", "4/4", "5/5"])
    }

    @Test func forEachItems() throws {
        let scene = try decode(
            """
            view:
              ForEach:
                items: [apple, 2, 2.5, '3']
                content:
                  Text: '\\(index): \\(item)'
                  id: 'fruit\\(index)'
            """)
        #expect(kinds(scene.root) == ["VStack", "Text#fruit0", "Text#fruit1", "Text#fruit2", "Text#fruit3"])
        let texts = flatten(scene.root).compactMap { ($0.view as? Text)?.string }
        #expect(texts == ["0: apple", "1: 2", "2: 2.5", "3: 3"])
    }

    @Test func geometryReaderClosureSeesTheProxy() throws {
        let scene = try decode(
            """
            view:
              GeometryReader:
                - Text: '\\(proxy.size.width) x \\(proxy.size.height)'
                  id: readout
                - Color: red
                  frame: {width: 'proxy.size.width / 2'}
            """)
        let reader = try #require(scene.root.view as? GeometryReader)
        #expect(scene.root.subviews.isEmpty)
        let proxy = GeometryProxy(size: Size(width: 97.5, height: 10), globalFrame: Rect(x: 0, y: 0, width: 97.5, height: 10))
        let content = try reader.makeContent(proxy)
        #expect(content.count == 2)
        #expect(kinds(content[0]) == ["Text#readout"])
        #expect((content[0].view as? Text)?.string == "97.5 x 10.0")
        #expect((content[1].view as? FixedFrame)?.width == 48.75)
        // A second proxy gives new content: the closure decodes again.
        let other = try reader.makeContent(GeometryProxy(size: Size(width: 414, height: 818), globalFrame: .zero))
        #expect((other[0].view as? Text)?.string == "414.0 x 818.0")
    }

    @Test func namedProxyAndFrameInGlobal() throws {
        let scene = try decode(
            """
            view:
              GeometryReader:
                proxy: outer
                content:
                  Text: '\\(outer.frame(in: .global).minX), \\(Int(outer.size.width))'
            """)
        let reader = try #require(scene.root.view as? GeometryReader)
        let content = try reader.makeContent(
            GeometryProxy(size: Size(width: 50.5, height: 10), globalFrame: Rect(x: 12, y: 3, width: 50.5, height: 10)))
        #expect((content[0].view as? Text)?.string == "12.0, 50")
    }

    @Test func readerReadoutAfterLayout() throws {
        let scene = try decode(
            """
            view:
              GeometryReader:
                Text: '\\(proxy.size.width) x \\(proxy.size.height)'
                id: readout
              frame: {width: 97.5, height: 10}
            """)
        let tree = try layoutForTesting(scene.root)
        #expect(tree.node(id: "readout")?.text == "97.5 x 10.0")
    }

    @Test func valueErrorsInsideAReaderSurfaceAtLayoutTime() throws {
        let scene = try decode(
            """
            view:
              GeometryReader:
                Text: '\\(100 / Int(proxy.size.width - 100))'
            """)
        let reader = try #require(scene.root.view as? GeometryReader)
        #expect(throws: Diagnostic.error("division by zero", at: SourceLocation(file: "s.yaml", line: 3, column: 18))) {
            _ = try reader.makeContent(GeometryProxy(size: Size(width: 100, height: 100), globalFrame: .zero))
        }
        let content = try reader.makeContent(GeometryProxy(size: Size(width: 150, height: 100), globalFrame: .zero))
        #expect((content[0].view as? Text)?.string == "2")
    }

    @Test func nestedReadersSeeBothProxies() throws {
        let scene = try decode(
            """
            view:
              GeometryReader:
                GeometryReader:
                  proxy: inner
                  content: [Text: '\\(proxy.size.width + inner.size.width)']
            """)
        let outer = try #require(scene.root.view as? GeometryReader)
        let level1 = try outer.makeContent(GeometryProxy(size: Size(width: 1, height: 1), globalFrame: .zero))
        let inner = try #require(level1.first?.view as? GeometryReader)
        let level2 = try inner.makeContent(GeometryProxy(size: Size(width: 2, height: 2), globalFrame: .zero))
        #expect((level2.first?.view as? Text)?.string == "3.0")
    }
}
