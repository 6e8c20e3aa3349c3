import Foundation

/// Timing and memory readings for the benchmark.
enum Measure {
    /// Runs `body` `runs` times and returns the median wall-clock time in seconds, and the
    /// last result.
    static func median<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        var times: [Double] = []
        var result: T?
        for _ in 0..<max(1, runs) {
            // The previous run's result is freed before the clock starts, not by the assignment.
            result = nil
            let start = ContinuousClock.now
            result = try body()
            times.append(seconds(ContinuousClock.now - start))
        }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return (median, result!)
    }

    /// Like `median(runs:_:)`, timing only `body`: each run gets a fresh input from
    /// `prepare`, made before the clock starts. (Layout is timed on a freshly decoded scene
    /// each run: a scene keeps what its readers' contents decoded to, so a second layout of the
    /// same scene would be faster than a user's one.)
    static func median<Input, T>(runs: Int, prepare: () throws -> Input, _ body: (Input) throws -> T) rethrows -> (seconds: Double, result: T) {
        var times: [Double] = []
        var result: T?
        for _ in 0..<max(1, runs) {
            result = nil
            let input = try prepare()
            let start = ContinuousClock.now
            result = try body(input)
            times.append(seconds(ContinuousClock.now - start))
        }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return (median, result!)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }

    /// The resident set size now (`VmRSS`), in bytes.
    static var residentBytes: Int { status("VmRSS") }

    /// The resident set's high-water mark (`VmHWM`), in bytes.
    static var peakResidentBytes: Int { status("VmHWM") }

    /// Resets the high-water mark to the current resident size (Linux ≥ 4.0: writing 5 to
    /// `/proc/self/clear_refs`); returns whether it could, so a caller knows whether a later
    /// peak covers only what followed.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    private static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }
}

/// Number formatting for the report.
enum Format {
    static func time(_ seconds: Double) -> String {
        if seconds < 1e-3 { return String(format: "%.0f µs", seconds * 1e6) }
        if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
        return String(format: "%.2f s", seconds)
    }

    static func bytes(_ bytes: Int) -> String {
        let b = Double(bytes)
        if b < 1024 * 1024 { return String(format: "%.0f KB", b / 1024) }
        if b < 1024 * 1024 * 1024 { return String(format: "%.1f MB", b / 1024 / 1024) }
        return String(format: "%.2f GB", b / 1024 / 1024 / 1024)
    }

    static func rate(_ perSecond: Double) -> String {
        if perSecond >= 1e6 { return String(format: "%.2f M/s", perSecond / 1e6) }
        if perSecond >= 1e3 { return String(format: "%.0f k/s", perSecond / 1e3) }
        return String(format: "%.0f /s", perSecond)
    }

    static func count(_ n: Int) -> String {
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    static func padded(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in
            cell.count >= width ? cell : String(repeating: " ", count: width - cell.count) + cell
        }.joined(separator: "  ")
    }
}
