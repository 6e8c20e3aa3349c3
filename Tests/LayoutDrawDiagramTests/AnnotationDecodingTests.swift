import Foundation
import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawScene
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawDiagram

/// Reading `annotate:` and the diagram's canvas keys (scene-format §3).
@Suite struct AnnotationDecodingTests {
    /// The annotations on the node tagged `id`.
    func annotations(_ yaml: String, on id: String = "v") throws -> [AnnotationRequest] {
        let frames = try tree(yaml)
        return try #require(frames.node(id: id)).annotations
    }

    /// The formatted diagnostics of a scene that must fail to decode.
    func problems(_ yaml: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(yaml, file: "s.yaml")
            Issue.record("decoded without errors")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func everyFormOfAnItem() throws {
        let yaml = """
            view:
              Color: red
              id: v
              annotate:
                - frame
                - {kind: origin, space: global, color: blue, placement: topLeading}
                - size: {color: '#336699'}
                - label: 'hello \\(size.width)'
                - {label: 'just text'}
                - {kind: guides, space: card}
              coordinateSpace: card
            """
        let items = try annotations(yaml)
        #expect(items.map(\.kind) == [.frame, .origin, .size, .label, .label, .guides])
        #expect(items[0].source == SourceLocation(file: "s.yaml", line: 5, column: 7))
        #expect(items[1].space == .global && items[1].color == .named("blue") && items[1].placement == .topLeading)
        #expect(items[2].color == .custom(ColorStyle(RGBA(hex: 0x336699))))
        // The readout's offsets are the file's, in UTF-8 bytes: `size` and `width` where they are written.
        let size = yaml.utf8.distance(from: yaml.utf8.startIndex, to: try #require(yaml.range(of: "size.width")).lowerBound.samePosition(in: yaml.utf8)!)
        #expect(
            (items[3].label?.content as? InterpolatedLabel)?.template
                == InterpolatedString([.literal("hello "), .expression(.member(.name("size", offset: size), "width", offset: size + 5))]))
        #expect((items[4].label?.content as? InterpolatedLabel)?.template == InterpolatedString(verbatim: "just text"))
        #expect(items[5].space == .named("card"))
    }

    @Test func aSingleItemAndAModifiersListWork() throws {
        #expect(try annotations("""
            view:
              Color: red
              id: v
              annotate: size
            """).map(\.kind) == [.size])
        #expect(try annotations("""
            view:
              Color: red
              modifiers: [id: v, annotate: [frame, bounds]]
            """).map(\.kind) == [.frame, .bounds])
    }

    @Test func annotationsAttachToTheViewAsItStandsInTheChain() throws {
        let frames = try tree("""
            view:
              Text: Hi
              annotate: [frame]
              padding: 10
              modifiers: [annotate: [size]]
            """)
        #expect(frames.nodes.map(\.kind) == ["padding", "Text"])
        #expect(frames.nodes[0].annotations.map(\.kind) == [.size])
        #expect(frames.nodes[1].annotations.map(\.kind) == [.frame])
    }

    @Test func unknownKindsAndParametersAreReportedWithSuggestions() {
        #expect(problems("""
            view:
              Color: red
              annotate: [sise, {kind: proposl}, {kind: frame, colour: red}, {kind: label, label: x, placement: topp}]
            """) == [
                "s.yaml:3:14: error: unknown annotation 'sise'; did you mean 'size'?",
                "s.yaml:3:27: error: unknown annotation 'proposl'; did you mean 'proposal'?",
                "s.yaml:3:51: error: unknown parameter 'colour' for 'annotation'; did you mean 'color'?",
                "s.yaml:3:100: error: unknown placement 'topp'; did you mean 'top'?",
            ])
    }

    @Test func itemsThatCannotBeDrawnAreReported() {
        #expect(problems("""
            view:
              Color: red
              annotate: [label, {kind: label}, {kind: guides, label: x}, padding, {color: red}, {kind: size, label: '\\(sizee.width)'}]
            """) == [
                "s.yaml:3:14: error: a 'label' annotation needs its text: write label: 'TEXT'",
                "s.yaml:3:21: error: a 'label' annotation needs its text: add label: 'TEXT'",
                "s.yaml:3:51: error: 'label' does not apply to a 'guides' annotation: each tick shows its own value",
                "s.yaml:3:62: error: 'padding' is a modifier, not an annotation; annotations are frame, size, origin, proposal, position, offset, bounds, label, guides",
                "s.yaml:3:71: error: an annotation needs 'kind': one of frame, size, origin, proposal, position, offset, bounds, label, guides",
                "s.yaml:3:108: error: unknown name 'sizee'; did you mean 'size'?",
            ])
    }

    @Test func canvasKeysOfTheDiagram() throws {
        let scene = try SceneDecoder.decode("""
            canvas:
              annotate: [frame, {kind: size, color: green}]
              layoutTree: bottom
              showSafeArea: true
              debug: true
            view:
              Text: Hi
            """, file: "s.yaml")
        let diagram = scene.canvas.diagram
        #expect(diagram.annotations.map(\.kind) == [.frame, .size])
        #expect(diagram.layoutTree == .bottom && diagram.showsSafeArea && diagram.showsDebugOutlines)
        #expect(try SceneDecoder.decode("canvas: {layoutTree: true}\nview: {Text: Hi}", file: "s.yaml").canvas.diagram.layoutTree == .right)
        var options = SceneDecodingOptions()
        options.showsDebugOutlines = true
        #expect(try SceneDecoder.decode("view: {Text: Hi}", file: "s.yaml", options: options).canvas.diagram.showsDebugOutlines)
        #expect(problems("canvas: {layoutTree: left, showSafeArea: yes}\nview: {Text: Hi}") == [
            "s.yaml:1:22: error: unknown layout-tree placement 'left'",
            "s.yaml:1:42: error: expected true or false for 'showSafeArea', found 'yes' (YAML 1.2 reads it as a string)",
        ])
    }

    @Test func problemsOnlyLayoutRevealsArePositionedAtTheItem() throws {
        let frames = try tree("""
            view:
              VStack:
                - Color: red
                  annotate: [position, {kind: origin, space: crad}]
              coordinateSpace: card
            """)
        #expect(Diagram.problems(in: frames).map { $0.formatted() } == [
            "s.yaml:4:18: error: 'position' annotation on Color: no .position(x:y:) places this view; annotate the view that has 'position'",
            "s.yaml:4:28: error: 'origin' annotation on Color: no enclosing coordinate space named 'crad'; did you mean 'card'?",
        ])
    }
}
