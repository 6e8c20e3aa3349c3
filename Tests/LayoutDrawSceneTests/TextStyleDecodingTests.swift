import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The text-styling modifiers, text concatenation, a literal's Markdown and a `Text` interpolated
/// into another in both front ends: each YAML spelling and its SwiftUI spelling compile to the
/// same modifiers with the same arguments.
@Suite("Decoding text styles")
struct TextStyleDecodingTests {
    /// The chain of `node` down its first subviews, each with its arguments.
    func chain(_ node: ViewNode) -> [String] {
        [describe(node.view)] + (node.subviews.first.map(chain) ?? [])
    }

    func describe(_ view: any ViewLayout) -> String {
        switch view {
        case let m as TextCaseModifier: "textCase(\(m.textCase.map(\.rawValue) ?? "nil"))"
        case let m as Kerning: "kerning(\(m.kerning))"
        case let m as Tracking: "tracking(\(m.tracking))"
        case let m as BaselineOffset: "baselineOffset(\(m.offset))"
        case let m as Underline: "underline(\(m.isActive), \(m.color.map { "\($0.light)" } ?? "nil"))"
        case let m as Strikethrough: "strikethrough(\(m.isActive), \(m.color.map { "\($0.light)" } ?? "nil"))"
        case let m as Monospaced: "monospaced(\(m.isActive))"
        case let m as FontDesign: "fontDesign(\(m.design.map(\.rawValue) ?? "nil"))"
        case let m as LineSpacing: "lineSpacing(\(m.spacing))"
        case let m as FontModifier: "font(\(m.font))"
        case let m as ForegroundStyle: "foregroundStyle(\(m.color.light))"
        case let m as AspectRatio: "\(m.kind)(\(m.ratio.map { "\($0)" } ?? "nil"), \(m.contentMode))"
        case let text as Text:
            "Text(" + text.spans.map { span in "\"\(span.string)\"" + span.modifiers.map { "." + describe($0) }.joined() }.joined(separator: " + ") + ")"
        default: view.kind
        }
    }

    func yaml(_ view: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        chain(try decode("params: {n: 3}\nview:\n" + view.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"), sourceLocation: sourceLocation).root)
    }

    func swift(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
        do {
            return chain(try SceneDecoder.decode("let n = 3\n" + source, file: "S.swift").root)
        } catch {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    @Test func textCaseKerningTrackingAndBaselineOffset() throws {
        #expect(try yaml("Text: a\ntextCase: uppercase\nkerning: 2\ntracking: -0.5\nbaselineOffset: '2 * 3'")
            == ["baselineOffset(6.0)", "tracking(-0.5)", "kerning(2.0)", "textCase(uppercase)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").textCase(.uppercase).kerning(2).tracking(-0.5).baselineOffset(2 * 3)")
            == ["baselineOffset(6.0)", "tracking(-0.5)", "kerning(2.0)", "textCase(uppercase)", "Text(\"a\")"])
        #expect(try yaml("Text: a\ntextCase: nil") == ["textCase(nil)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").textCase(nil)") == ["textCase(nil)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").textCase(Text.Case.lowercase)") == ["textCase(lowercase)", "Text(\"a\")"])
    }

    @Test func underlineAndStrikethrough() throws {
        let red = "\(ColorStyle.named["red"]!.light)", green = "\(RGBA(hex: 0x00FF00))"
        #expect(try yaml("Text: a\nmodifiers: [underline, strikethrough]") == ["strikethrough(true, nil)", "underline(true, nil)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").underline().strikethrough()") == ["strikethrough(true, nil)", "underline(true, nil)", "Text(\"a\")"])
        #expect(try yaml("Text: a\nunderline: false") == ["underline(false, nil)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").underline(false)") == ["underline(false, nil)", "Text(\"a\")"])
        #expect(try yaml("Text: a\nunderline: {color: red}") == ["underline(true, \(red))", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").underline(color: .red)") == ["underline(true, \(red))", "Text(\"a\")"])
        #expect(try yaml("Text: a\nstrikethrough: {isActive: true, pattern: solid, color: '#00FF00'}")
            == ["strikethrough(true, \(green))", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").strikethrough(true, pattern: .solid, color: Color(red: 0, green: 1, blue: 0))")
            == ["strikethrough(true, \(green))", "Text(\"a\")"])
    }

    @Test func fontModifiers() throws {
        #expect(try yaml("Text: a\nmonospacedDigit: true\nmonospaced: false\nfontDesign: serif")
            == ["fontDesign(serif)", "monospaced(false)", "monospacedDigit", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").monospacedDigit().monospaced(false).fontDesign(.serif)")
            == ["fontDesign(serif)", "monospaced(false)", "monospacedDigit", "Text(\"a\")"])
        #expect(try yaml("Text: a\nmodifiers: [monospaced]\nfontDesign: nil") == ["fontDesign(nil)", "monospaced(true)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").monospaced().fontDesign(nil)") == ["fontDesign(nil)", "monospaced(true)", "Text(\"a\")"])
        // `Font.monospacedDigit()`: the font's own.
        #expect(try swift("Text(\"a\").font(.body.monospacedDigit())")
            == ["font(\({ var f = Font.body; f.monospacedDigit = true; return f }()))", "Text(\"a\")"])
    }

    @Test func lineSpacingAndScaledTo() throws {
        #expect(try yaml("Text: a\nlineSpacing: 4") == ["lineSpacing(4.0)", "Text(\"a\")"])
        #expect(try swift("Text(\"a\").lineSpacing(4)") == ["lineSpacing(4.0)", "Text(\"a\")"])
        #expect(try yaml("Circle:\nscaledToFit: true") == ["scaledToFit(nil, fit)", "Circle"])
        #expect(try swift("Circle().scaledToFit()") == ["scaledToFit(nil, fit)", "Circle"])
        #expect(try yaml("Circle:\nmodifiers: [scaledToFill]") == ["scaledToFill(nil, fill)", "Circle"])
        #expect(try swift("Circle().scaledToFill()") == ["scaledToFill(nil, fill)", "Circle"])
    }

    @Test func concatenation() throws {
        let red = "\(ColorStyle.named["red"]!.light)"
        let expected = ["Text(\"Hello\" + \" world\".foregroundStyle(\(red)).underline(true, nil) + \"3\")"]
        #expect(try yaml("Text: [Hello, {Text: ' world', underline: true, foregroundStyle: red}, '\\(Int(params.n))']") == expected)
        #expect(try swift("Text(\"Hello\") + Text(\" world\").underline().foregroundStyle(.red) + Text(\"\\(n)\")") == expected)
    }

    @Test func modifiersAfterAConcatenationApplyToTheWhole() throws {
        let expected = ["font(\(Font(.title)))", "Text(\"a\" + \"b\".kerning(1.0))"]
        #expect(try yaml("Text: [a, {Text: b, kerning: 1}]\nfont: title") == expected)
        #expect(try swift("(Text(\"a\") + Text(\"b\").kerning(1)).font(.title)") == expected)
        // A concatenation in parentheses inside another keeps its parts, with the modifiers
        // written on it outside theirs.
        #expect(try swift("Text(\"a\") + (Text(\"b\") + Text(\"c\").kerning(1)).tracking(2)")
            == ["Text(\"a\" + \"b\".tracking(2.0) + \"c\".tracking(2.0).kerning(1.0))"])
    }

    @Test func aLiteralsMarkdownIsSpansWithTheirModifiers() throws {
        let expected = [
            "Text(\"Bold\".bold + \" and \" + \"italic\".italic + \", \" + \"both\".bold.italic + \" \" + \"code\".monospaced(true) + \" \""
                + " + \"gone\".strikethrough(true, nil) + \" \" + \"link\".link + \" *lit*\")"
        ]
        #expect(try swift(#"Text("**Bold** and _italic_, ***both*** `code` ~~gone~~ [link](https://example.com) \\*lit\\*")"#) == expected)
        #expect(try yaml(#"Text: '**Bold** and _italic_, ***both*** `code` ~~gone~~ [link](https://example.com) \*lit\*'"#) == expected)
        // `__bold__` and `*italic*` are the same styles.
        #expect(try swift(#"Text("__a__ *b*")"#) == ["Text(\"a\".bold + \" \" + \"b\".italic)"])
        // Without markup a literal stays one plain string.
        #expect(try swift(#"Text("2 * 3 = 6, snake_case")"#) == ["Text(\"2 * 3 = 6, snake_case\")"])
    }

    @Test func verbatimTextsAndStringValuesAreNotMarkdown() throws {
        #expect(try swift(#"Text(verbatim: "**a**")"#) == ["Text(\"**a**\")"])
        #expect(try yaml("Text: {verbatim: '**a**'}") == ["Text(\"**a**\")"])
        #expect(try swift("let s = \"**a**\"\nText(s)") == ["Text(\"**a**\")"])
        // A key made from a string is Markdown, as Apple's documentation advises.
        #expect(try swift("let s = \"**a**\"\nText(LocalizedStringKey(s))") == ["Text(\"a\".bold)"])
        #expect(try swift("let s = \"**a**\"\nText(.init(s))") == ["Text(\"a\".bold)"])
    }

    @Test func interpolationsArePiecesOfTheMarkdownNeverMarkdown() throws {
        #expect(try swift(#"Text("**\(n)** items")"#) == ["Text(\"3\".bold + \" items\")"])
        #expect(try yaml(#"Text: '**\(Int(params.n))** items'"#) == ["Text(\"3\".bold + \" items\")"])
        // A value's characters are drawn as they are.
        #expect(try swift(#"let s = "*x*"; Text("_\(s)_")"#) == ["Text(\"*x*\".italic)"])
    }

    @Test func aTextInterpolatedIntoATextIsItsSpans() throws {
        let expected = ["Text(\"Tap \" + \"here\".bold + \" now\")"]
        #expect(try swift(#"Text("Tap \(Text("here").bold()) now")"#) == expected)
        #expect(try swift(#"Text("Tap ") + Text("here").bold() + Text(" now")"#) == expected)
        #expect(try yaml(#"Text: 'Tap \(Text("here").bold()) now'"#) == expected)
        #expect(try yaml("Text: ['Tap ', {Text: here, bold: true}, ' now']") == expected)
        // Inside markers: the markers' styles outside the text's own modifiers.
        let red = "\(ColorStyle.named["red"]!.light)"
        #expect(try swift(#"Text("_Tap \(Text("here").foregroundColor(.red))_")"#)
            == ["Text(\"Tap \".italic + \"here\".italic.foregroundStyle(\(red)))"])
        // A joined text keeps its parts; a Text interpolated two deep too.
        #expect(try swift(#"Text("a \(Text("b") + Text("c").italic()) d \(Text("e \(Text("f").bold())"))")"#)
            == ["Text(\"a \" + \"b\" + \"c\".italic + \" d \" + \"e \" + \"f\".bold)"])
    }

    @Test func anInterpolatedTextMayBeTheSourcesOwn() throws {
        let source = #"""
            struct ContentView: View {
                var title: Text { Text("Title").bold() }
                func label(_ s: String) -> Text { Text(s).italic() }
                let name = "*x*"
                var body: some View {
                    Text("\(title): \(label("more")), \(name)")
                }
            }
            """#
        #expect(try swift(source) == ["Text(\"Title\".bold + \": \" + \"more\".italic + \", *x*\")"])
    }

    @Test func partsMayBeTheSourcesOwnTexts() throws {
        let source = """
            struct ContentView: View {
                let n = 3
                var title: Text { Text("Title").bold() }
                func label(_ s: String) -> Text { Text(s).italic() }
                var body: some View {
                    title + Text(verbatim: " \\(n) ") + label("more")
                }
            }
            """
        #expect(try swift(source) == ["Text(\"Title\".bold + \" 3 \" + \"more\".italic)"])
    }
}
