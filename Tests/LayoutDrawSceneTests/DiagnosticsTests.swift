import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test func unknownViewWithSuggestion() {
        #expect(
            diagnostics(
                """
                view:
                  - Txt: hi
                """) == ["s.yaml:2:5: error: unknown view 'Txt'; did you mean 'Text'?"])
    }

    @Test func unknownModifierWithSuggestion() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  paddding: 4
                """) == ["s.yaml:3:3: error: unknown modifier 'paddding'; did you mean 'padding'?"])
    }

    @Test func unknownColourWithSuggestion() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  background: rde
                """) == ["s.yaml:3:15: error: unknown colour 'rde'; did you mean 'red'?"])
    }

    @Test func badHexColour() {
        #expect(
            diagnostics(
                """
                view:
                  Color: '#12345'
                """) == ["s.yaml:2:10: error: invalid colour '#12345': write #RRGGBB or #RRGGBBAA with hexadecimal digits"])
    }

    @Test func unquotedHexColourIsAComment() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  foregroundStyle: #FF0000
                """)
                == ["s.yaml:3:3: error: expected a colour for 'foregroundStyle'; quote a '#RRGGBB' colour, or YAML reads it as a comment"])
    }

    @Test func duplicateKeyIsReportedAtTheRepetition() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  padding: 4
                  background: red
                  padding: 8
                """)
                == [
                    "s.yaml:5:3: error: duplicate key 'padding' (first written at line 3, column 3); to apply a modifier twice, list both under 'modifiers:'"
                ])
    }

    @Test func duplicateKeysInFlowMappingsAndOtherErrorsTogether() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  frame: {width: 10, height: 5, width: 20}
                  bold: yes
                """)
                == [
                    "s.yaml:3:33: error: duplicate key 'width' (first written at line 3, column 11)",
                    "s.yaml:4:9: error: expected true or false for 'bold', found 'yes' (YAML 1.2 reads it as a string)",
                ])
    }

    @Test func duplicateId() {
        #expect(
            diagnostics(
                """
                view:
                  - Text: a
                    id: label
                  - Text: b
                    id: label
                """) == ["s.yaml:5:5: error: duplicate id 'label' (first used at line 3, column 5)"])
    }

    @Test func duplicateIdInsideForEach() {
        #expect(
            diagnostics(
                """
                view:
                  ForEach:
                    count: 3
                    content: {Text: a, id: cell}
                """)
                == [
                    "s.yaml:4:24: error: duplicate id 'cell': every view of this ForEach gets it; interpolate \\(index) or \\(item) to make it unique"
                ])
    }

    @Test func missingView() {
        #expect(diagnostics("canvas: {size: fit}") == ["s.yaml:1:1: error: 'view:' is required: it holds the root view of the scene"])
        #expect(diagnostics("") == ["s.yaml:1:1: error: 'view:' is required: it holds the root view of the scene"])
    }

    @Test func unknownTopLevelKey() {
        #expect(
            diagnostics(
                """
                veiw:
                  Text: hi
                """)
                // The misspelt key is the missing 'view:': one error, not two.
                == ["s.yaml:1:1: error: unknown top-level key 'veiw'; did you mean 'view'?"])
    }

    @Test func stringWhereNumberExpected() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  padding: wide
                """) == ["s.yaml:3:12: error: expected a number for 'padding', found 'wide'"])
    }

    @Test func listWhereNumberExpected() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                  frame: {width: [1, 2]}
                """) == ["s.yaml:3:18: error: expected a number for 'width', found a list"])
    }

    @Test func paramWrittenWithoutParams() {
        #expect(
            diagnostics(
                """
                params: {gap: 4}
                view:
                  Text: hi
                  padding: gap
                """) == ["s.yaml:4:12: error: expected a number for 'padding', found 'gap'; did you mean 'params.gap'?"])
    }

    @Test func expressionErrorColumnsInPlainAndQuotedScalars() {
        #expect(
            diagnostics(
                """
                params: {w: 10}
                view:
                  - Color: red
                    padding: params.w +
                  - Color: red
                    padding: 'params.wdth * 2'
                """)
                == [
                    "s.yaml:4:24: error: expected a number for 'padding', found 'params.w +': expected an expression before the end",
                    "s.yaml:6:22: error: unknown param 'wdth'",
                ])
    }

    @Test func unknownProxyMemberInsideAReaderIsReportedAtDecodeTime() {
        #expect(
            diagnostics(
                """
                view:
                  GeometryReader:
                    - Text: 'width: \\(proxy.size.widht)'
                """) == ["s.yaml:3:34: error: value of type CGSize has no member 'widht'; did you mean 'width'?"])
    }

    @Test func unknownNameAndModifierInsideANamedReader() {
        #expect(
            diagnostics(
                """
                view:
                  GeometryReader:
                    proxy: geo
                    content:
                      - Color: blue
                        frame: {width: 'proxy.size.width'}
                        opacty: 0.5
                """)
                == [
                    "s.yaml:6:25: error: unknown name 'proxy'; the enclosing GeometryReader calls its proxy 'geo'",
                    "s.yaml:7:9: error: unknown modifier 'opacty'; did you mean 'opacity'?",
                ])
    }

    /// The diagram keys, once "not supported yet", decode (their own tests are in
    /// LayoutDrawDiagramTests).
    @Test func diagramKeysDecode() throws {
        let scene = try decode(
            """
            canvas:
              layoutTree: right
            view:
              - Text: a
              - Text: b
                annotate: [frame]
              - Text: c
                modifiers: [annotate: [size]]
            """)
        #expect(scene.canvas.diagram.layoutTree == .right)
        #expect(scene.root.subviews.map { $0.annotations.map(\.kind.rawValue) } == [[], ["frame"], ["size"]])
    }

    @Test func fillAfterPaddingIsIgnoredWithAWarning() throws {
        let scene = try decode(
            """
            view:
              Circle:
              padding: 4
              fill: red
            """)
        #expect(
            scene.warnings.map { $0.formatted() }
                == ["s.yaml:4:3: warning: 'fill' applies to a shape; here it follows 'padding', so it is ignored"])
        #expect(kinds(scene.root) == ["padding", "Circle"])
    }

    @Test func strokeOnTextIsIgnoredWithAWarning() throws {
        let scene = try decode(
            """
            view:
              Text: hi
              stroke: red
            """)
        #expect(scene.warnings.map { $0.formatted() } == ["s.yaml:3:3: warning: 'stroke' applies to a shape; 'Text' is not a shape, so it is ignored"])
    }

    @Test func shapeTakesNoArgument() {
        #expect(
            diagnostics(
                """
                view:
                  Circle: red
                """) == ["s.yaml:2:11: error: 'Circle' takes no argument; to colour it, add 'fill: red' after it"])
    }

    @Test func severalErrorsReportedTogetherInFileOrder() {
        #expect(
            diagnostics(
                """
                view:
                  VStack:
                    - Text: a
                      font: captoin
                    - Rectangel
                    - Text: c
                      padding: {edges: [top, sides]}
                  frame: {width: 10, minHeight: 5}
                """)
                == [
                    "s.yaml:4:13: error: unknown font 'captoin'; did you mean 'caption'?",
                    "s.yaml:5:7: error: unknown view 'Rectangel'; did you mean 'Rectangle'?",
                    "s.yaml:7:30: error: unknown edge 'sides'",
                    "s.yaml:8:22: error: 'frame' cannot mix 'width' with 'minHeight': SwiftUI has frame(width:height:) and frame(minWidth:…maxHeight:) as two modifiers",
                ])
    }

    @Test func yamlSyntaxErrorIsPositioned() {
        #expect(
            diagnostics(
                """
                view:
                  Text: hi
                   padding: 4
                """) == ["s.yaml:3:11: error: invalid YAML: mapping values are not allowed in this context"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 300
        let yaml = "view: " + String(repeating: "{VStack: [", count: depth) + "Spacer" + String(repeating: "]}", count: depth)
        // Each VStack is two YAML collections; inside the root mapping, the 257th collection
        // is the 128th VStack's list, at column 7 + 127 × 10 + 9.
        #expect(
            diagnostics(yaml) == [
                "s.yaml:1:\(7 + 127 * 10 + 9): error: the YAML nests more than 256 levels deep (lists and mappings inside each other; limit --max-depth)"
            ])
        // Modifiers nest too: each wraps the view before it.
        let chain = "view:\n  Text: deep\n  modifiers: [" + Array(repeating: "padding: 1", count: 300).joined(separator: ", ") + "]\n"
        #expect(diagnostics(chain) == ["s.yaml:2:3: error: views and modifiers are nested more than 256 levels deep (limit --max-depth)"])
    }

    @Test func hStackAlignmentMustBeVertical() {
        #expect(
            diagnostics(
                """
                view:
                  HStack: {alignment: leading, content: [Text: a]}
                """)
                == [
                    "s.yaml:2:23: error: an HStack aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('leading' is not a vertical alignment)"
                ])
    }

    @Test func unknownStackParameter() {
        #expect(
            diagnostics(
                """
                view:
                  VStack: {alignmnt: leading, content: [Text: a]}
                """) == ["s.yaml:2:12: error: unknown parameter 'alignmnt' for 'VStack'; did you mean 'alignment'?"])
    }

    @Test func modifierWhereAViewShouldStart() {
        #expect(
            diagnostics(
                """
                view:
                  - padding: 4
                    Text: hi
                """)
                == [
                    "s.yaml:2:5: error: a view starts with its type (Text, HStack, …); 'padding' is a modifier",
                    "s.yaml:3:5: error: 'Text' is a view, not a modifier; start another list item ('- Text: …') for a second view",
                ])
    }

    @Test func modifiersOfAnInvalidViewAreStillChecked() {
        #expect(
            diagnostics(
                """
                view:
                  Texy: hi
                  backgrund: red
                """)
                == [
                    "s.yaml:2:3: error: unknown view 'Texy'; did you mean 'Text'?",
                    "s.yaml:3:3: error: unknown modifier 'backgrund'; did you mean 'background'?",
                ])
    }

    @Test func canvasProblems() {
        #expect(
            diagnostics(
                """
                canvas:
                  device: iPhone 11 Pro Maks
                  scale: -1
                  colour: red
                view: {Text: x}
                """)
                == [
                    "s.yaml:2:11: error: unknown device 'iPhone 11 Pro Maks'; did you mean 'iPhone 11 Pro Max'?",
                    "s.yaml:3:10: error: 'scale' must be positive, not -1.0",
                    "s.yaml:4:3: error: unknown canvas key 'colour'",
                ])
    }

    @Test func forEachNeedsContent() {
        #expect(
            diagnostics(
                """
                view:
                  ForEach: {count: 2}
                """) == ["s.yaml:2:12: error: 'ForEach' needs 'content': the view or views made for each element"])
    }

    @Test func sceneMustBeAMapping() {
        #expect(
            diagnostics("- Text: hi")
                == ["s.yaml:1:1: error: a scene is a mapping with 'view:' (and optionally 'canvas:', 'params:' and 'alignments:'), not a list"])
    }

    @Test func textInterpolationErrors() {
        #expect(
            diagnostics(
                """
                view:
                  - Text: '\\(index)'
                  - Text: 'a \\(1 +'
                """)
                == [
                    "s.yaml:2:14: error: unknown name 'index'; 'index' is defined only inside a ForEach",
                    "s.yaml:3:14: error: unterminated interpolation: '\\(' has no matching ')'",
                ])
    }
}

@Suite("Diagnostics: limits and repeats")
struct LimitDiagnosticsTests {
    @Test func tooManyViewsIsAnErrorNotAHang() {
        #expect(
            diagnostics(
                """
                view:
                  ForEach:
                    count: 10000
                    content:
                      ForEach:
                        count: 10000
                        content: {Text: x}
                """) == ["s.yaml:7:18: error: the scene makes more than 100000 views and modifiers (ForEach repeats its content; limit --max-nodes)"])
    }

    @Test func idOnAGroupTagsEachView() {
        #expect(
            diagnostics(
                """
                view:
                  Group: [Text: a, Text: b]
                  id: pair
                """) == ["s.yaml:3:3: error: duplicate id 'pair': written on a Group or ForEach, it tags each of their views"])
    }

    @Test func forEachProblems() {
        #expect(
            diagnostics(
                """
                view:
                  - ForEach: {count: -1, content: {Text: a}}
                  - ForEach: {range: [5, 2], content: {Text: a}}
                  - ForEach: {count: 2, items: [a], content: {Text: a}}
                  - ForEach: {count: 1.5, content: {Text: a}}
                """)
                == [
                    "s.yaml:2:22: error: 'count' must not be negative, found -1",
                    "s.yaml:3:22: error: 'range' [5, 2] is empty: the first bound is above the last",
                    "s.yaml:4:25: error: 'ForEach' takes only one of 'count', 'range' or 'items'",
                    "s.yaml:5:22: error: expected a whole number for 'count', found 1.5",
                ])
    }
}

@Suite("Diagnostics: repeated keys")
struct RepeatedKeyTests {
    @Test func everyRepetitionIsReportedAndTheRestStillDecodes() {
        #expect(
            diagnostics(
                """
                canvas:
                  scale: 2
                  'scale': 3
                view:
                  - Text: a
                    padding: 1
                    padding: 2
                    padding: 3
                  - Text: b
                    colr: red
                """)
                == [
                    "s.yaml:3:3: error: duplicate key 'scale' (first written at line 2, column 3)",
                    "s.yaml:7:5: error: duplicate key 'padding' (first written at line 6, column 5); to apply a modifier twice, list both under 'modifiers:'",
                    "s.yaml:8:5: error: duplicate key 'padding' (first written at line 6, column 5); to apply a modifier twice, list both under 'modifiers:'",
                    "s.yaml:10:5: error: unknown modifier 'colr'",
                ])
    }

    @Test func aRepetitionIsRenamedInPlaceAndSkipped() throws {
        let parsed = YAMLSource.parse("a: 1\nb: {x: 1, y: 2, x: 3}\na: 2\n", file: "f", modifierNames: [])
        #expect(
            parsed.diagnostics.map { $0.formatted() } == [
                "f:2:17: error: duplicate key 'x' (first written at line 2, column 5)",
                "f:3:1: error: duplicate key 'a' (first written at line 1, column 1)",
            ])
        let root = try #require(parsed.root?.mapping)
        let keys = root.keys.map { $0.string ?? "" }
        #expect(keys.count == 3 && keys[0] == "a" && keys[1] == "b")
        #expect(YAMLSource.isRenamedDuplicate(keys[2]) && keys[2].unicodeScalars.dropFirst().elementsEqual("".unicodeScalars))
        let inner = try #require(root["b"]?.mapping).keys.map { $0.string ?? "" }
        #expect(inner[0] == "x" && inner[1] == "y" && YAMLSource.isRenamedDuplicate(inner[2]))
        // Renaming keeps every column: the value after the renamed key is where it was.
        #expect(root.values.map { $0.mark?.column } == [4, 4, 4])
    }
}
