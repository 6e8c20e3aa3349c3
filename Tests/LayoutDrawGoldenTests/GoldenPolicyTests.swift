import LayoutDrawCore
import LayoutDrawGolden
import Testing

@Suite struct GoldenPolicyTests {
    private func result(mismatched: Int, of total: Int = 1000) -> PixelMatchResult {
        PixelMatchResult(mismatchedPixels: mismatched, antialiasedPixels: 7, size: PixelSize(width: total, height: 1))
    }

    @Test func exactToleranceAcceptsOnlyZeroMismatches() {
        #expect(DiffTolerance.exact.accepts(result(mismatched: 0)))
        #expect(!DiffTolerance.exact.accepts(result(mismatched: 1)))
    }

    @Test func pixelAndRatioLimits() {
        let pixels = DiffTolerance(maximumMismatchedPixels: 10)
        #expect(pixels.accepts(result(mismatched: 10)) && !pixels.accepts(result(mismatched: 11)))
        let ratio = DiffTolerance(maximumMismatchRatio: 0.005)  // 5 of 1000
        #expect(ratio.accepts(result(mismatched: 5)) && !ratio.accepts(result(mismatched: 6)))
        // Both: the stricter decides.
        let both = DiffTolerance(maximumMismatchedPixels: 10, maximumMismatchRatio: 0.005)
        #expect(both.accepts(result(mismatched: 5)) && !both.accepts(result(mismatched: 8)))
    }

    @Test func recordModesDecideWhatIsWritten() {
        let table: [(RecordMode, [GoldenState: Bool])] = [
            (.all, [.matches: true, .differs: true, .missing: true]),
            (.failed, [.matches: false, .differs: true, .missing: true]),
            (.missing, [.matches: false, .differs: false, .missing: true]),
            (.never, [.matches: false, .differs: false, .missing: false]),
        ]
        for (mode, expected) in table {
            for (state, records) in expected {
                #expect(mode.records(state) == records, "\(mode) \(state)")
            }
        }
    }

    @Test func defaultRecordModeIsMissingAtATerminalAndNeverInCI() {
        #expect(RecordMode.defaultMode(environment: [:], isTerminal: true) == .missing)
        #expect(RecordMode.defaultMode(environment: [:], isTerminal: false) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "true"], isTerminal: true) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "1"], isTerminal: true) == .never)
        #expect(RecordMode.defaultMode(environment: ["CI": "false"], isTerminal: true) == .missing)
        #expect(RecordMode.defaultMode(environment: ["CI": ""], isTerminal: true) == .missing)
    }

    @Test func policyComparesGoldenFirst() throws {
        let policy = GoldenPolicy(tolerance: DiffTolerance(maximumMismatchedPixels: 1))
        let comparison = try policy.compare(ComparisonPairs.onePixelChanged(), withGolden: ComparisonPairs.uniform(16, 16, ComparisonPairs.white))
        #expect(comparison.result.mismatchedPixels == 1 && comparison.isWithinTolerance)
        let strict = try GoldenPolicy().compare(ComparisonPairs.onePixelChanged(), withGolden: ComparisonPairs.uniform(16, 16, ComparisonPairs.white))
        #expect(!strict.isWithinTolerance)
    }
}
