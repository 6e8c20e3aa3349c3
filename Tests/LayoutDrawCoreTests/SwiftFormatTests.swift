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

    @Test func jsonNumbersRoundTrip() {
        #expect(SwiftFormat.json(414) == "414")
        #expect(SwiftFormat.json(-12) == "-12")
        #expect(SwiftFormat.json(97.5) == "97.5")
        #expect(Double(SwiftFormat.json(80.0 / 3.0)) == 80.0 / 3.0)
    }
}
