import LayoutDrawCore
import Testing

@Suite struct JSONQuotingTests {
    @Test func quotesAndEscapes() {
        #expect("plain".jsonQuoted == #""plain""#)
        #expect(#"say "hi" \ bye"#.jsonQuoted == #""say \"hi\" \\ bye""#)
        #expect("a\nb\rc\td".jsonQuoted == #""a\nb\rc\td""#)
        // Other control characters as \u00XX; anything else, é and emoji too, as itself.
        #expect("\u{1}\u{1F}é🙂".jsonQuoted == "\"\\u0001\\u001fé🙂\"")
    }
}
