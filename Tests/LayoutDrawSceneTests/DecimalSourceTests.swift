import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawScene

/// Foundation's `Decimal` in a view's code (`DecimalValue`): exact base-10 arithmetic, Swift's
/// printing, the number format styles, comparisons with literals. Each readout is a `Text`'s
/// string, derived by hand from Foundation's rules (38 significant digits, half-up rounding of
/// a quotient, descriptions without trailing zeros or exponents).
@Suite("Decimal in Swift source")
struct DecimalSourceTests {
    /// The strings of the texts `expressions` interpolate, in order.
    func readouts(_ expressions: [String], declarations: String = "") throws -> [String] {
        let texts = expressions.enumerated().map { "Text(\"\\(\($0.element))\").id(\"t\($0.offset)\")" }.joined(separator: "\n            ")
        let source = """
            struct Readouts: View {
                \(declarations)
                var body: some View {
                    VStack {
                        \(texts)
                    }
                }
            }
            """
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 1000))
        let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
        let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
        return expressions.indices.map { tree.node(id: "t\($0)")?.text ?? "(missing)" }
    }

    func problems(_ source: String) -> [String] {
        do {
            _ = try SceneDecoder.decode(source, file: "S.swift")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    @Test func arithmeticIsExactInBaseTen() throws {
        #expect(
            try readouts(
                ["price * 3", "a + b", "price - 5", "Decimal(string: \"1.50\")!", "Decimal(1000)", "Decimal(string: \"1e3\")!",
                 "Decimal(string: \"0.005\")!", "-price / 2"],
                declarations: "let price: Decimal = 5.78\n    let a: Decimal = 0.1\n    let b: Decimal = 0.2")
                == ["17.34", "0.3", "0.78", "1.5", "1000", "1000", "0.005", "-2.89"])
    }

    @Test func aQuotientHasThirtyEightDigits() throws {
        let third = "0." + String(repeating: "3", count: 38)
        let twoThirds = "0." + String(repeating: "6", count: 37) + "7"
        #expect(try readouts(["one / 3", "Decimal(2) / 3"], declarations: "let one: Decimal = 1") == [third, twoThirds])
    }

    @Test func thirtyEightDigitsAreKeptAndTheThirtyNinthRounds() throws {
        let nines = String(repeating: "9", count: 38)
        // 10^38 − 1 + 1 = 10^38 (a 1 and 38 zeros); twice 10^38 − 1 is 39 digits, rounded half
        // up to 38: 2 × 10^38.
        #expect(
            try readouts(["big + 1", "big + big"], declarations: "let big = Decimal(string: \"\(nines)\")!")
                == ["1" + String(repeating: "0", count: 38), "2" + String(repeating: "0", count: 38)])
    }

    @Test func decimalsCompareWithLiteralsAndEachOther() throws {
        #expect(
            try readouts(
                ["price < 3", "price == 2.05", "price > Decimal(2)", "Decimal(string: \"abc\") == nil", "Decimal(string: \"4.2kg\")!"],
                declarations: "let price = Decimal(string: \"2.05\")!")
                == ["true", "true", "true", "true", "4.2"])
    }

    @Test func decimalsFormatWithTheNumberStyles() throws {
        #expect(
            try readouts(
                ["total.formatted(.currency(code: \"USD\"))", "Decimal(1234.5).formatted()", "share.formatted(.percent)",
                 "NSDecimalNumber(decimal: total).doubleValue", "Double(truncating: total as NSNumber)"],
                declarations: "let total: Decimal = 17.34\n    let share: Decimal = 0.25")
                == ["$17.34", "1,234.5", "25%", "17.34", "17.34"])
    }

    @Test func overflowAndDivisionByZeroAreErrors() {
        #expect(
            problems(#"Text("\(Decimal(string: "9e127")! * Decimal(string: "1e38")!)")"#) == [
                "S.swift:1:35: error: the Decimal overflows: its exponent leaves −128…127 (Foundation's NaN)"
            ])
        // 1e127 × 10 still fits: 10 × 10^127.
        #expect(problems(#"Text("\(Decimal(string: "1e127")! * 10)")"#) == [])
        #expect(problems(#"Text("\(Decimal(1) / 0)")"#) == ["S.swift:1:20: error: division by zero"])
    }
}
