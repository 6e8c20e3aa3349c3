import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawCompile
import Testing

/// The inline Markdown of a `Text` literal. Most cases are examples of the CommonMark 0.30
/// specification (§6) and of GFM's strikethrough extension, with the output the specification
/// gives, written here as tags around each run: `<b>` strong emphasis, `<i>` emphasis, `<code>`,
/// `<s>` strikethrough, `<a>` a link, `{n}` the nth interpolation.
@Suite struct InlineMarkdownTests {
    /// `source` with `{n}` standing for interpolation n (`{n#}` for one whose value is a number).
    func render(_ source: String) -> String {
        var pieces: [InlineMarkdown.Piece] = []
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}"),
            let index = Int(rest[rest.index(after: open)..<close].filter(\.isNumber))
        {
            pieces.append(.text(String(rest[..<open])))
            pieces.append(.interpolation(index: index, isNumber: rest[open..<close].hasSuffix("#")))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(String(rest)))
        return InlineMarkdown.runs(pieces).map { run in
            let tags = [(InlineMarkdown.Style.bold, "b"), (.italic, "i"), (.code, "code"), (.strikethrough, "s"), (.link, "a")]
                .filter { run.style.contains($0.0) }.map(\.1)
            let content: String
            switch run.content {
            case .text(let text): content = text
            case .interpolation(let index): content = "{\(index)}"
            }
            return tags.map { "<\($0)>" }.joined() + content + tags.reversed().map { "</\($0)>" }.joined()
        }.joined()
    }

    @Test func plainTextIsOneRun() {
        #expect(render("Hello, world!") == "Hello, world!")
        #expect(InlineMarkdown.runs([.text("a "), .interpolation(index: 0, isNumber: false), .text(" b")])
            == [InlineMarkdown.Run(.text("a ")), InlineMarkdown.Run(.interpolation(0)), InlineMarkdown.Run(.text(" b"))])
        #expect(render("") == "")
    }

    @Test func emphasisWithAsterisks() {
        #expect(render("*foo bar*") == "<i>foo bar</i>")
        // Not left-flanking: followed by whitespace, or by punctuation after an alphanumeric.
        #expect(render("a * foo bar*") == "a * foo bar*")
        #expect(render("a*\"foo\"*") == "a*\"foo\"*")
        // Inside a word.
        #expect(render("foo*bar*") == "foo<i>bar</i>")
        #expect(render("5*6*78") == "5<i>6</i>78")
        #expect(render("**foo bar**") == "<b>foo bar</b>")
        #expect(render("foo**bar**") == "foo<b>bar</b>")
    }

    @Test func emphasisWithUnderscoresNeedsAWordBoundary() {
        #expect(render("_foo bar_") == "<i>foo bar</i>")
        #expect(render("_ foo bar_") == "_ foo bar_")
        #expect(render("foo_bar_") == "foo_bar_")
        #expect(render("snake_case_name") == "snake_case_name")
        #expect(render("пристаням_стремятся_") == "пристаням_стремятся_")
        #expect(render("__foo__bar") == "__foo__bar")
        #expect(render("__foo, __bar__, baz__") == "<b>foo, bar, baz</b>")
        #expect(render("_ScaleEffect") == "_ScaleEffect")
    }

    @Test func nestingAndTheRuleOfThree() {
        #expect(render("***foo***") == "<b><i>foo</i></b>")
        #expect(render("*foo**bar**baz*") == "<i>foo</i><b><i>bar</i></b><i>baz</i>")
        #expect(render("foo***bar***baz") == "foo<b><i>bar</i></b>baz")
        // `**` can open and close, and 1 + 2 is a multiple of 3: it cannot close the `*`.
        #expect(render("*foo**bar*") == "<i>foo**bar</i>")
        // Unmatched characters stay.
        #expect(render("**foo*") == "*<i>foo</i>")
        #expect(render("*foo**") == "<i>foo</i>*")
        #expect(render("**unclosed and *also") == "**unclosed and *also")
    }

    @Test func backslashEscapes() {
        #expect(render("\\*not emphasized*") == "*not emphasized*")
        #expect(render("\\[not a link](/foo)") == "[not a link](/foo)")
        #expect(render("a \\b \\\\ c") == "a \\b \\ c")
        #expect(render("1\\_000") == "1_000")
    }

    @Test func codeSpans() {
        #expect(render("`foo`") == "<code>foo</code>")
        #expect(render("`` foo ` bar ``") == "<code>foo ` bar</code>")
        #expect(render("` `` `") == "<code>``</code>")
        // Code binds tighter than emphasis; its content is literal.
        #expect(render("*foo`*`") == "*foo<code>*</code>")
        #expect(render("`**not bold**`") == "<code>**not bold**</code>")
        // Unclosed: literal backticks.
        #expect(render("`foo") == "`foo")
        #expect(render("```foo``") == "```foo``")
    }

    @Test func strikethrough() {
        #expect(render("~~Hi~~ Hello") == "<s>Hi</s> Hello")
        #expect(render("~Hi~") == "<s>Hi</s>")
        #expect(render("~~~Hi~~~") == "~~~Hi~~~")
        #expect(render("~~Hi~") == "~~Hi~")
    }

    @Test func inlineLinks() {
        #expect(render("[link](/uri \"title\")") == "<a>link</a>")
        #expect(render("[link]()") == "<a>link</a>")
        #expect(render("[link](</my uri>)") == "<a>link</a>")
        #expect(render("[link](foo(and(bar)))") == "<a>link</a>")
        #expect(render("Read [the terms](https://example.com) now") == "Read <a>the terms</a> now")
        #expect(render("[link *foo **bar** `#`*](/uri)") == "<a>link </a><i><a>foo </a></i><b><i><a>bar</a></i></b><i><a> </a></i><i><code><a>#</a></code></i>")
        // Brackets inside a link's text; no link inside another.
        #expect(render("[link [foo [bar]]](/uri)") == "<a>link [foo [bar]]</a>")
        #expect(render("[foo [bar](/uri)](/uri)") == "[foo <a>bar</a>](/uri)")
        // Emphasis does not cross a link's edge.
        #expect(render("*[foo*](/uri)") == "*<a>foo*</a>")
        #expect(render("[foo *bar](baz*)") == "<a>foo *bar</a>")
        // Not links: a space in the destination, no destination, a reference.
        #expect(render("[link](/my uri)") == "[link](/my uri)")
        #expect(render("[foo] bar") == "[foo] bar")
        #expect(render("[foo][bar]") == "[foo][bar]")
        #expect(render("a ] b [ c") == "a ] b [ c")
    }

    @Test func imagesShowTheirAltTextAndAutolinksTheirAddress() {
        #expect(render("![foo](/url \"title\")") == "foo")
        #expect(render("<https://foo.bar.baz>") == "<a>https://foo.bar.baz</a>")
        #expect(render("<foo>") == "<foo>")
        #expect(render("a < b > c") == "a < b > c")
    }

    @Test func blocksAndLineBreaksStayAsWritten() {
        #expect(render("# Title\n* one\n* two") == "# Title\n* one\n* two")
        #expect(render("line one\nline **two**") == "line one\nline <b>two</b>")
        // A backslash before a line break is a hard break: the line break stays.
        #expect(render("a\\\nb") == "a\nb")
    }

    @Test func interpolationsAreOpaqueAndTakeTheirMarkersStyles() {
        #expect(render("**{0}**") == "<b>{0}</b>")
        #expect(render("Hello, _{0}_!") == "Hello, <i>{0}</i>!")
        #expect(render("`{0}` and [{1}](/u)") == "<code>{0}</code> and <a>{1}</a>")
        // The key writes `%@`: punctuation on both sides, so after a letter `**` cannot open.
        #expect(render("a**{0}**b") == "a**{0}**b")
        // A number's specifier (`%lld`) ends with a letter: a closer after it may be followed
        // by a letter.
        #expect(render("**{0#}**s") == "<b>{0}</b>s")
        #expect(render("**{0}**s") == "**{0}**s")
    }

    @Test func anyInputParses() {
        // 20,000 strings of markup characters, from a fixed seed: none traps, and each keeps its
        // interpolations in order, once each (one inside a link's destination is dropped with it).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("*_`~[]()<>\\!\"' a1:\n")
        for _ in 0..<20_000 {
            var pieces: [InlineMarkdown.Piece] = []
            for _ in 0..<4 {
                var text = ""
                for _ in 0..<6 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    text.append(alphabet[Int(state >> 33) % alphabet.count])
                }
                pieces.append(.text(text))
                pieces.append(.interpolation(index: pieces.count, isNumber: state & 1 == 0))
            }
            let runs = InlineMarkdown.runs(pieces)
            let kept = runs.compactMap { if case .interpolation(let i) = $0.content { i } else { nil } }
            #expect(kept == kept.sorted() && Set(kept).count == kept.count)
        }
    }

    @Test func longUnmatchedInputStaysFast() {
        // Every opener searched once: thousands of unmatched markers are not quadratic.
        let source = "`" + String(repeating: "*a _b [d ~e ", count: 5000)
        let clock = ContinuousClock()
        var same = false
        let elapsed = clock.measure { same = render(source) == source }
        #expect(same)
        #expect(elapsed < .seconds(2))
    }
}
