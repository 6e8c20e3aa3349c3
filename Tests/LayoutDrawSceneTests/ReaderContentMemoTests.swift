import LayoutDrawCore
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// A `GeometryReader`'s content is decoded once per distinct set of values it can read and
/// reused for the others (`ReaderContentMemo`): these check that a reuse never shows one
/// reader what another one read.
@Suite("Reusing GeometryReader contents")
struct ReaderContentMemoTests {
    // MARK: What a content mentions

    private func references(_ yaml: String, proxy: String = "proxy", scope: [String] = ["proxy", "index", "item"]) throws
        -> ReaderContentReferences
    {
        // The content as the YAML front end lowers it: the view (or the views) as Swift.
        let node = try #require(YAMLSource.parse(yaml, file: "s.yaml", modifierNames: []).root)
        var lowering = YAMLLowering(file: "s.yaml", text: yaml, limits: .standard)
        let views = node.sequence != nil ? lowering.viewBuilder(node) : lowering.view(node)
        return ReaderContentReferences(content: [lowering.syntax(views)], proxyName: proxy, scopeNames: scope)
    }

    @Test func aReadoutOfTheSizeDependsOnTheSizeAlone() throws {
        let found = try references("Text: '\\(proxy.size.width) x \\(proxy . size.height)'")
        #expect(found.names == [])
        #expect(found.mentionsProxy)
        #expect(found.readsOnlyProxySize)
    }

    @Test func anyOtherUseOfTheProxyDependsOnAllOfIt() throws {
        #expect(try !references("Text: '\\(proxy.frame(in: .global).minX)'").readsOnlyProxySize)
        #expect(try !references("Text: '\\(proxy.safeAreaInsets.top)'").readsOnlyProxySize)
        // `.sizes` is not `.size`.
        #expect(try !references("Text: '\\(proxy.sizes)'").readsOnlyProxySize)
        // One mention of the whole proxy among size readouts is enough.
        #expect(try !references("[Text: '\\(proxy.size.width)', Color: red, frame: {width: 'proxy.frame(in: .local).width'}]").readsOnlyProxySize)
    }

    @Test func namesInScopeCountWhenMentionedAsWords() throws {
        let found = try references("Text: '\\(index): \\(proxy.size.width)'\nid: 'cell\\(item)'")
        #expect(found.names == ["index", "item"])
        // Text that is not a readout, or part of a longer name: not a mention.
        #expect(try references("Text: 'index \\(indexes) itemized \\(proxy.size.width)'").names == [])
        #expect(try !references("Color: red").mentionsProxy)
        // The proxy under its own name is not one of `names`.
        #expect(try references("Text: '\\(inner.size.width)'", proxy: "inner", scope: ["inner", "index"]).names == [])
    }

    // MARK: Readers laid out

    @Test func readersOfDifferentSizesEachReadTheirOwn() throws {
        let scene = try decode(
            """
            view:
              HStack:
                spacing: 0
                content:
                  ForEach:
                    count: 3
                    content:
                      GeometryReader:
                        Text: '\\(proxy.size.width)'
                        id: 'r\\(index)'
                      frame: {width: '10 * (index + 1)', height: 10}
            """)
        let tree = try layoutForTesting(scene.root)
        #expect(tree.node(id: "r0")?.text == "10.0")
        #expect(tree.node(id: "r1")?.text == "20.0")
        #expect(tree.node(id: "r2")?.text == "30.0")
    }

    @Test func readersOfOneSizeStillSeeTheirIndexAndPosition() throws {
        // Four cells 25 wide in a 100-wide HStack at the canvas's leading edge: the same size,
        // different indices and different global x (0, 25, 50, 75).
        let scene = try decode(
            """
            view:
              HStack:
                spacing: 0
                content:
                  - ForEach:
                      count: 4
                      content:
                        GeometryReader:
                          - Text: '\\(index) \\(proxy.size.width)'
                            id: 'i\\(index)'
                          - Text: '\\(Int(proxy.frame(in: .global).minX))'
                            id: 'x\\(index)'
                        frame: {width: 25, height: 10}
              frame: {width: 100, height: 10}
              position: {x: 50, y: 5}
            """)
        let tree = try layoutForTesting(scene.root)
        for i in 0..<4 {
            #expect(tree.node(id: "i\(i)")?.text == "\(i) 25.0")
            #expect(tree.node(id: "x\(i)")?.text == "\(25 * i)")
        }
    }

    @Test func aReuseTakesFromTheNodeBudgetLikeADecoding() throws {
        // Decoding takes 14 nodes: the HStack, the ForEach, and for each of the 4 readers the
        // reader, its frame and the trial run of its content (one Text). Laying out decodes
        // each content once more: one Text each, 18 in all.
        let yaml = """
            view:
              HStack:
                - ForEach:
                    count: 4
                    content:
                      GeometryReader:
                        Text: '\\(proxy.size.width)'
                      frame: {width: 10, height: 10}
            """
        var options = SceneDecodingOptions()
        options.limits.maximumNodes = 18
        _ = try layoutForTesting(decode(yaml, options: options).root)

        options.limits.maximumNodes = 17
        let scene = try decode(yaml, options: options)
        #expect {
            _ = try layoutForTesting(scene.root)
        } throws: { error in
            (error as? Diagnostic)?.message.hasPrefix("the scene makes more than 17 views and modifiers") == true
        }
    }
}
