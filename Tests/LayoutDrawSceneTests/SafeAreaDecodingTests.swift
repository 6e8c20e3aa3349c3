import LayoutDrawCore
import LayoutEngine
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// scene-format §2.2: `ignoresSafeArea`, `safeAreaInset`, `background: {style, ignoresSafeAreaEdges}`.
@Suite("Decoding the safe-area modifiers")
struct SafeAreaDecodingTests {
    @Test func ignoresSafeAreaForms() throws {
        let scene = try decode(
            """
            view:
              VStack:
                - Color: red
                  ignoresSafeArea: true
                - Color: blue
                  modifiers: [ignoresSafeArea]
                - Color: green
                  ignoresSafeArea: {edges: [top]}
                - Color: mint
                  ignoresSafeArea: {edges: vertical, regions: container}
                - Color: teal
                  ignoresSafeArea: {regions: [keyboard], edges: none}
            """)
        let modifiers = scene.root.subviews.map { $0.view as? IgnoresSafeArea }
        #expect(modifiers.map { $0?.edges } == [.all, .all, .top, .vertical, []])
        #expect(modifiers.map { $0?.regions } == [.all, .all, .all, .container, .keyboard])
        #expect(kinds(scene.root.subviews[0]) == ["ignoresSafeArea", "Color"])
    }

    @Test func safeAreaInsetWithEverything() throws {
        let scene = try decode(
            """
            view:
              Color: blue
              safeAreaInset:
                edge: bottom
                alignment: leading
                spacing: 12
                content:
                  Text: Bar
            """)
        #expect(kinds(scene.root) == ["safeAreaInset", "Color", "Text"])
        let inset = try #require(scene.root.view as? SafeAreaInset)
        #expect(inset.edge == .bottom && inset.alignment.horizontal == .leading && inset.spacing == 12)
    }

    @Test func safeAreaInsetDefaultsAndImplicitZStack() throws {
        let scene = try decode(
            """
            view:
              Color: blue
              safeAreaInset:
                edge: trailing
                alignment: firstTextBaseline
                content: [Text: A, Text: B]
            """)
        #expect(kinds(scene.root) == ["safeAreaInset", "Color", "ZStack", "Text", "Text"])
        let inset = try #require(scene.root.view as? SafeAreaInset)
        #expect(inset.edge == .trailing && inset.alignment.vertical == .firstTextBaseline && inset.spacing == nil)
    }

    @Test func colourBackgroundsIgnoreEverySafeAreaEdgeByDefault() throws {
        let scene = try decode(
            """
            view:
              VStack:
                - Text: a
                  background: orange
                - Text: b
                  background: {color: blue, opacity: 0.3}
                - Text: c
                  background: {style: orange}
                - Text: d
                  background: {style: orange, ignoresSafeAreaEdges: [top, leading]}
                - Text: e
                  background: {style: orange, ignoresSafeAreaEdges: none}
                - Text: f
                  background: {alignment: top, content: {Color: red}}
                - Text: g
                  background: {Color: red}
            """)
        let edges = scene.root.subviews.map { ($0.view as? Background)?.ignoresSafeAreaEdges }
        // The style forms extend (`.all` unless told); the view forms never do.
        #expect(edges == [.all, .all, .all, [.top, .leading], [], [], []])
    }

    @Test func colourOverlaysIgnoreEverySafeAreaEdgeToo() throws {
        let scene = try decode(
            """
            view:
              VStack:
                - Text: a
                  overlay: red
                - Text: b
                  overlay: {style: red}
                - Text: c
                  overlay: {Color: red}
            """)
        let edges = scene.root.subviews.map { ($0.view as? Overlay)?.ignoresSafeAreaEdges }
        #expect(edges == [.all, .all, []])
    }

    @Test func errors() {
        #expect(
            diagnostics(
                """
                view:
                  VStack:
                    - Color: red
                      ignoresSafeArea: false
                    - Color: red
                      ignoresSafeArea: {edges: [up]}
                    - Color: red
                      ignoresSafeArea: top
                    - Color: red
                      ignoresSafeArea: {regions: keybord}
                """) == [
                    "s.yaml:4:24: error: 'ignoresSafeArea: false' ignores nothing; remove it, or name edges with {edges: [top]}",
                    "s.yaml:6:33: error: unknown edge 'up'",
                    "s.yaml:8:24: error: write the edges as ignoresSafeArea: {edges: [top]}",
                    "s.yaml:10:34: error: unknown safe area region 'keybord'; did you mean 'keyboard'?",
                ])
    }

    @Test func safeAreaInsetErrors() {
        #expect(
            diagnostics(
                """
                view:
                  VStack:
                    - Color: red
                      safeAreaInset: {edge: bottom}
                    - Color: red
                      safeAreaInset: {edge: all, content: {Text: x}}
                    - Color: red
                      safeAreaInset: {edge: top, alignment: top, content: {Text: x}}
                    - Color: red
                      safeAreaInset: {content: {Text: x}, spacing: wide}
                    - Color: red
                      safeAreaInset:
                """) == [
                    "s.yaml:4:22: error: 'safeAreaInset' needs 'content': a view or a list of views",
                    "s.yaml:6:29: error: 'safeAreaInset' takes one edge (top, bottom, leading or trailing), not 'all'",
                    "s.yaml:8:45: error: a top inset aligns horizontally: leading, center or trailing, not 'top'",
                    "s.yaml:10:22: error: 'safeAreaInset' needs 'edge' (top, bottom, leading or trailing): write safeAreaInset: {edge: bottom, content: VIEW}",
                    "s.yaml:12:7: error: 'safeAreaInset' needs an edge and content: write safeAreaInset: {edge: bottom, content: VIEW}",
                ])
    }

    @Test func backgroundSafeAreaEdgeErrors() {
        #expect(
            diagnostics(
                """
                view:
                  VStack:
                    - Text: a
                      background: {content: {Color: red}, ignoresSafeAreaEdges: all}
                    - Text: b
                      background: {style: orange, ignoresSafeAreaEdges: [top, up]}
                    - Text: c
                      overlay: {style: orange, ignoresSafeAreaEdges: all}
                """) == [
                    "s.yaml:4:43: error: 'ignoresSafeAreaEdges' goes with 'style' (a view background never extends into the safe area)",
                    "s.yaml:6:63: error: unknown edge 'up'",
                    "s.yaml:8:32: error: unknown parameter 'ignoresSafeAreaEdges' for 'overlay'",
                ])
    }
}
