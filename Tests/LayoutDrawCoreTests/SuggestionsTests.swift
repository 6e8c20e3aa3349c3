import LayoutDrawCore
import Testing

/// The did-you-means for names too far from every candidate for a typo, that writers coming
/// from the web write (issue 27).
@Suite struct SuggestionsTests {
    static let views = ["HStack", "VStack", "ZStack", "Text", "Spacer", "Grid", "LazyVStack"]

    @Test func aLetterMissingInASharedSuffixSuggestsEveryNameWithIt() {
        // "Stak" is two edits from "HStack" (more than a third of 4 letters): it is "Stack" with
        // its "c" missing, and HStack, VStack, ZStack and LazyVStack end in "Stack".
        #expect(Suggestions.closest(to: "HStak", in: Self.views) == "HStack")
        #expect(
            Suggestions.didYouMean("Stak", in: Self.views) == "; did you mean 'HStack', 'LazyVStack', 'VStack' or 'ZStack'?")
        // The first letter is the suffix's own: "tack" is no "Stack" with a letter missing.
        #expect(Suggestions.didYouMean("tack", in: Self.views) == "")
        // Written in lower case, "colr" is no capitalised word "Color" with a letter missing.
        #expect(Suggestions.didYouMean("colr", in: ["foregroundColor", "padding"]) == "")
    }

    @Test func aWordCutShortAndFinishedByGuessSuggestsTheWord() {
        let sizes = ["fixed", "flexible", "adaptive"]
        // "flexy": "flex", all but its last letter, begins "flexible".
        #expect(Suggestions.didYouMean("flexy", in: sizes) == "; did you mean 'flexible'?")
        // Too short to be a stem: "fi" + a letter.
        #expect(Suggestions.didYouMean("fiz", in: ["fixed", "fill"]) == "")
    }

    @Test func theWebsWordsForAlignmentsSuggestSwiftUIs() {
        let alignments = ["leading", "center", "trailing", "top", "bottom"]
        #expect(Suggestions.didYouMean("middle", in: alignments) == "; did you mean 'center'?")
        #expect(Suggestions.didYouMean("left", in: alignments) == "; did you mean 'leading'?")
        #expect(Suggestions.didYouMean("right", in: alignments) == "; did you mean 'trailing'?")
        // Only where the candidates have the word: a list without `center` gets nothing.
        #expect(Suggestions.didYouMean("middle", in: ["top", "bottom"]) == "")
    }
}

/// The bounds that let a project's thousands of names be searched quickly give the same
/// answers as measuring every candidate.
@Suite struct SuggestionBoundsTests {
    @Test func theClosestIsFoundAmongNamesTheBoundsSkip() {
        // "Nmae" is one transposition from "Name" (distance 1) and two edits from "Names";
        // among a thousand names of its length with no letter in common with it.
        let noise = (0..<1000).map { "q\($0)xz" }
        #expect(Suggestions.closest(to: "Nmae", in: noise + ["Names", "Name"]) == "Name")
        // Four letters allow one edit: "Nmes" is two from "Name" ('a' missing, 's' extra).
        #expect(Suggestions.closest(to: "Nmes", in: noise + ["Name"]) == nil)
        // Of two at one edit, the first alphabetically, whichever comes first in the list.
        #expect(Suggestions.closest(to: "colour", in: ["colours", "colout"]) == "colours")
        #expect(Suggestions.closest(to: "colour", in: ["colout", "colours"]) == "colours")
        // Case is ignored, and a name beyond ASCII is still measured ("Größe" → "größe").
        #expect(Suggestions.closest(to: "grösse", in: ["Größe", "Grosse"]) == "Grosse")
        #expect(Suggestions.closest(to: "Grösse", in: ["größe"]) == "größe")
    }
}
