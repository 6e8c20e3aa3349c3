import LayoutDrawCore
import Testing

/// Readouts print numbers exactly as Swift and Foundation do.
@Suite struct SwiftFormatTests {
    @Test(arguments: [
        (414.0, "414.0"), (97.5, "97.5"), (818.0, "818.0"), (80.0 / 3.0, "26.666666666666668"),
        (0.1 + 0.2, "0.30000000000000004"), (1e16, "1e+16"), (0.00001, "1e-05"), (-0.0, "-0.0"),
        (Double.infinity, "inf"),
    ])
    func doubleDescription(value: Double, expected: String) {
        #expect(SwiftFormat.double(value) == expected)
    }

    @Test func formatConversions() {
        // The article's `String(format: "(x: %.f, y: %.f)", …)`: %.f rounds half to even on
        // the exact binary value, as printf does.
        #expect(SwiftFormat.format("(x: %.f, y: %.f)", [.double(38), .double(208)]) == "(x: 38, y: 208)")
        #expect(SwiftFormat.format("%.f %.f %.f", [.double(0.5), .double(1.5), .double(2.5)]) == "0 2 2")
        #expect(SwiftFormat.format("%.1f", [.double(97.25)]) == "97.2")
        #expect(SwiftFormat.format("%d items", [.int(12)]) == "12 items")
        #expect(SwiftFormat.format("%5.2f|%-4d|%%", [.double(3.14159), .int(7)]) == " 3.14|7   |%")
        #expect(SwiftFormat.format("%@ and %s", [.string("a"), .double(1)]) == "a and 1.0")
    }

    @Test func formatMismatchesAreNil() {
        #expect(SwiftFormat.format("%d %d", [.int(1)]) == nil)
        #expect(SwiftFormat.format("%f", [.string("x")]) == nil)
        #expect(SwiftFormat.format("%d", [.int(1), .int(2)]) == nil)
        #expect(SwiftFormat.format("%q", [.int(1)]) == nil)
    }

    @Test func jsonNumbersRoundTrip() {
        #expect(SwiftFormat.json(414) == "414")
        #expect(SwiftFormat.json(-12) == "-12")
        #expect(SwiftFormat.json(97.5) == "97.5")
        #expect(Double(SwiftFormat.json(80.0 / 3.0)) == 80.0 / 3.0)
    }
}
