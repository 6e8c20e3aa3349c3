import LayoutDrawCore
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// The YAML tree built from libyaml's events: positions, styles, tags, aliases, repeated keys,
/// and which problem wins when several are in one text. Expected values are worked out by hand
/// from the texts (lines and columns 1-based, columns in characters).
@Suite("YAML tree")
struct YAMLTreeTests {
    private func parse(_ text: String, limits: SceneLimits = .standard, modifierNames: Set<String> = []) -> YAMLSource.Parsed {
        YAMLSource.parse(text, file: "f", limits: limits, modifierNames: modifierNames)
    }

    /// Every problem of a parse: a limit crossed (then alone), else the diagnostics.
    private func messages(_ parsed: YAMLSource.Parsed) -> [String] {
        ([parsed.limitCrossed].compactMap { $0 } + parsed.diagnostics).map { $0.formatted() }
    }

    @Test func positionsAndStyles() throws {
        let parsed = parse("a: 1\nb:\n  - 'x'\n  - \"y\"\n  - |\n    z\n")
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.root?.mapping)
        #expect(root.mark == YAMLMark(line: 1, column: 1))
        #expect(root.keys.map(\.position) == [YAMLMark(line: 1, column: 1), YAMLMark(line: 2, column: 1)])
        let one = try #require(root["a"])
        #expect(one.position == YAMLMark(line: 1, column: 4))
        guard case .scalar(let oneScalar) = one else { Issue.record("not a scalar"); return }
        #expect(oneScalar.style == .plain && oneScalar.string == "1")
        let list = try #require(root["b"]?.sequence)
        #expect(list.mark == YAMLMark(line: 3, column: 3))
        let scalars = list.compactMap { node -> YAMLScalar? in if case .scalar(let s) = node { s } else { nil } }
        #expect(scalars.map(\.string) == ["x", "y", "z\n"])
        #expect(scalars.map(\.style) == [.singleQuoted, .doubleQuoted, .literal])
        #expect(scalars.map(\.mark) == [YAMLMark(line: 3, column: 5), YAMLMark(line: 4, column: 5), YAMLMark(line: 5, column: 5)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" is two bytes and one character: the value starts in column 4.
        let root = try #require(parse("é: ü\n").root?.mapping)
        #expect(root["é"]?.position == YAMLMark(line: 1, column: 4))
    }

    @Test func nullIsAPlainScalarOnly() throws {
        let root = try #require(parse("a:\nb: ~\nc: null\nd: ''\ne: NULL\nf: nul\n").root?.mapping)
        #expect(root.values.map(\.isNull) == [true, true, true, false, true, false])
    }

    @Test func tagsThatCountForKeys() throws {
        let root = try #require(parse("a: !!int \"1\"\nb: ! x\nc: \"x\"\nd: !!str x\ne: !foo x\nf: !!map {}\n").root?.mapping)
        func tag(_ key: String) -> String? {
            switch root[key] {
            case .scalar(let s): s.tag
            case .mapping(let m): m.tag
            default: "?"
            }
        }
        #expect(tag("a") == "tag:yaml.org,2002:int")
        #expect(tag("b") == nil && tag("c") == nil && tag("d") == nil)
        #expect(tag("e") == "!foo")
        #expect(tag("f") == nil)
    }

    @Test func anAliasSharesItsAnchorsNode() throws {
        let root = try #require(parse("a: &k {p: 1}\nb: *k\n").root?.mapping)
        let a = try #require(root["a"]?.mapping)
        let b = try #require(root["b"]?.mapping)
        #expect(a === b)
        // The node starts at its anchor.
        #expect(b.mark == YAMLMark(line: 1, column: 4))
    }

    @Test func repeatedKeysWhateverTheirQuotes() {
        let parsed = parse("x: 1\n'x': 2\n\"x\": 3\n", modifierNames: ["x"])
        let hint = "; to apply a modifier twice, list both under 'modifiers:'"
        #expect(
            messages(parsed) == [
                "f:2:1: error: duplicate key 'x' (first written at line 1, column 1)\(hint)",
                "f:3:1: error: duplicate key 'x' (first written at line 1, column 1)\(hint)",
            ])
        #expect(parsed.root?.mapping?.count == 3)
    }

    @Test func aKeyWithAnotherTagIsAnotherKey() {
        #expect(parse("!foo a: 1\na: 2\n").diagnostics.isEmpty)
        #expect(messages(parse("b: 0\n!!str a: 1\na: 2\n")) == ["f:3:1: error: duplicate key 'a' (first written at line 2, column 1)"])
    }

    @Test func aRepeatedKeyInALargeMapping() {
        // Past a dozen keys the repetition is found with a dictionary: same report.
        let keys = (0..<20).map { "k\($0): \($0)" }.joined(separator: "\n")
        #expect(messages(parse(keys + "\nk3: again\n")) == ["f:21:1: error: duplicate key 'k3' (first written at line 4, column 1)"])
    }

    @Test func aRepeatedKeyThatIsNotAScalarEndsTheTree() {
        let parsed = parse("? [a]\n: 1\n? [a]\n: 2\n")
        #expect(messages(parsed) == ["f:1:3: error: duplicate key '<uncovertable>' (first written at line 1, column 3)"])
        #expect(parsed.root == nil)
    }

    @Test func anUndefinedAlias() {
        let parsed = parse("a: *nope\n")
        #expect(messages(parsed) == ["f:1:4: error: invalid YAML: found undefined alias"])
        #expect(parsed.root == nil)
    }

    @Test func aSecondDocument() {
        let parsed = parse("a: 1\n---\nb: 2\n")
        #expect(
            messages(parsed) == [
                "f:2:1: error: invalid YAML: but found another document (expected a single document in the stream at line 1, column 1)"
            ])
        #expect(parsed.root == nil)
    }

    @Test func aRepetitionBeforeASyntaxErrorIsReportedWithIt() {
        // The mapping {a, a} ends before the stray ']' on line 3.
        let parsed = parse("m: {a: 1, a: 2}\nn: 1\n]\n")
        #expect(messages(parsed).first == "f:1:11: error: duplicate key 'a' (first written at line 1, column 5)")
        #expect(messages(parsed).count == 2 && messages(parsed)[1].hasPrefix("f:3:1: error: invalid YAML: "))
        #expect(parsed.root == nil)
    }

    @Test func aLimitCrossedIsReportedAlone() {
        // Nodes: the mapping, a, [, 1, 2 — the fifth crosses a limit of four.
        var limits = SceneLimits.standard
        limits.maximumYAMLNodes = 4
        let parsed = parse("a: [1, 2, 3]\nb: ]\n", limits: limits)
        #expect(parsed.limitCrossed?.formatted() == "f:1:8: error: the scene has more than 4 YAML nodes (limit --max-yaml-nodes)")
        #expect(messages(parsed).count == 1 && parsed.root == nil)
    }

    @Test func aLimitCrossedAfterAnUndefinedAliasStillWins() {
        // Nodes: the mapping, a, *x (one), b, [, 1 — the sixth crosses a limit of five.
        var limits = SceneLimits.standard
        limits.maximumYAMLNodes = 5
        let parsed = parse("a: *x\nb: [1, 2]\n", limits: limits)
        #expect(messages(parsed) == ["f:2:5: error: the scene has more than 5 YAML nodes (limit --max-yaml-nodes)"])
    }

    @Test func aByteOrderMarkStartingAScalarIsDropped() throws {
        let root = try #require(parse("a: \u{FEFF}b\n").root?.mapping)
        #expect(root["a"]?.string == "b")
    }
}
