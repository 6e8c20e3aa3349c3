import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// `// layoutdraw: --device "iPhone 11 Pro Max" --set degree=30`: command-line options written
/// in a SwiftUI source, in comment lines at its top, so that a listing carries how it is drawn
/// without changing its code (as mermaid's `%%{init: …}%%` does). The command line wins over
/// them; they win over what the code says (`#Preview` traits, `.previewDevice`).
///
/// The options: `--device NAME`, `--size WxH|fit`, `--margin N`, `--color-scheme light|dark`,
/// `--scale N`, `--view NAME`, `--set NAME=VALUE`, `--seed N`, `--date 2024-06-10T09:41:00Z`,
/// `--dynamic-type-size AX3`, `--define NAME` (read by the Swift front end for `#if`).
struct SourceDirectives {
    var device: DevicePreset?
    var sizing: CanvasSpec.Sizing?
    var margin: Double?
    var colorScheme: ColorScheme?
    var scale: Double?
    var viewName: String?
    var overrides: [String: String] = [:]
    var seed: UInt64?
    var now: Double?
    var dynamicTypeSize: DynamicTypeSize?

    static let prefix = "// layoutdraw:"

    /// The directives of the comment lines that start the file (blank lines and other comments
    /// may come between them); problems are reported at their line.
    init(source: String, file: String, report: (Diagnostic) -> Void) {
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { break }
            guard trimmed.hasPrefix(Self.prefix) else { continue }
            let column = line.count - trimmed.count + Self.prefix.count + 2
            let at = SourceLocation(file: file, line: lineNumber, column: column)
            guard let words = Self.words(String(trimmed.dropFirst(Self.prefix.count))) else {
                report(.error("unterminated quote in this layoutdraw directive", at: at))
                continue
            }
            apply(words, at: at, report: report)
        }
    }

    private mutating func apply(_ words: [String], at: SourceLocation, report: (Diagnostic) -> Void) {
        var index = 0
        func value(_ option: String) -> String? {
            guard index + 1 < words.count else {
                report(.error("\(option) needs a value", at: at))
                return nil
            }
            index += 1
            return words[index]
        }
        let options = ["--define", "--device", "--size", "--margin", "--color-scheme", "--scale", "--view", "--set", "--seed", "--date", "--dynamic-type-size"]
        while index < words.count {
            let option = words[index]
            switch option {
            case "--device":
                guard let name = value(option) else { return }
                guard let preset = DevicePreset.named[name] else {
                    report(.error("unknown device '\(name)'\(Suggestions.didYouMean(name, in: DevicePreset.named.keys))", at: at))
                    return
                }
                device = preset
            case "--size":
                guard let text = value(option) else { return }
                guard let parsed = Self.sizing(text) else {
                    report(.error("--size takes WIDTHxHEIGHT in points (such as 400x300) or 'fit', not '\(text)'", at: at))
                    return
                }
                sizing = parsed
            case "--margin":
                guard let text = value(option) else { return }
                guard let n = Double(text), n >= 0, n <= 10_000 else {
                    report(.error("--margin takes a number of points, not '\(text)'", at: at))
                    return
                }
                margin = n
            case "--color-scheme":
                guard let text = value(option) else { return }
                guard let scheme = ColorScheme(rawValue: text) else {
                    report(.error("--color-scheme takes light or dark, not '\(text)'", at: at))
                    return
                }
                colorScheme = scheme
            case "--scale":
                guard let text = value(option) else { return }
                guard let n = Double(text), n > 0, n <= 16 else {
                    report(.error("--scale takes a number greater than 0 and at most 16, not '\(text)'", at: at))
                    return
                }
                scale = n
            case "--view":
                viewName = value(option)
            case "--define":
                // A compilation condition for `#if`: read by the Swift front end.
                _ = value(option)
            case "--dynamic-type-size":
                guard let text = value(option) else { return }
                guard let size = DynamicTypeSize(named: text) else {
                    report(.error("--dynamic-type-size: " + DynamicTypeSize.unknownMessage(text), at: at))
                    return
                }
                dynamicTypeSize = size
            case "--set":
                guard let text = value(option) else { return }
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    report(.error("--set takes NAME=VALUE, not '\(text)'", at: at))
                    return
                }
                overrides[String(text[..<equals])] = String(text[text.index(after: equals)...])
            case "--seed":
                guard let text = value(option) else { return }
                guard let n = UInt64(text) else {
                    report(.error("--seed takes a whole number, not '\(text)'", at: at))
                    return
                }
                seed = n
            case "--date":
                guard let text = value(option) else { return }
                guard let seconds = Self.date(text) else {
                    report(.error("--date takes a UTC date and time such as 2024-06-10T09:41:00Z (or 2024-06-10), not '\(text)'", at: at))
                    return
                }
                now = seconds
            default:
                report(.error("unknown option '\(option)' in a layoutdraw directive\(Suggestions.didYouMean(option, in: options))", at: at))
                return
            }
            index += 1
        }
    }

    /// The words of a directive, split at spaces, with "double quotes" keeping spaces; nil for
    /// an unterminated quote.
    static func words(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for c in text {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if c == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if quoted { return nil }
        if started { words.append(current) }
        return words
    }

    /// `2024-06-10`, `2024-06-10T09:41`, `2024-06-10T09:41:00Z` (or with a space for `T`), in
    /// UTC: seconds since 1970.
    static func date(_ text: String) -> Double? {
        var rest = Substring(text)
        if rest.hasSuffix("Z") { rest = rest.dropLast() }
        let parts = rest.split(omittingEmptySubsequences: false) { $0 == "T" || $0 == " " }
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard day.count == 3, let y = day[0], let m = day[1], let d = day[2], parts[0].first != "-" else { return nil }
        var time: [Int] = [0, 0, 0]
        if parts.count == 2 {
            let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard fields.count == 2 || fields.count == 3, !fields.contains(where: { $0 == nil }) else { return nil }
            for (i, f) in fields.enumerated() { time[i] = f! }
        }
        guard (1...9999).contains(y), let seconds = DateParts.seconds(year: y, month: m, day: d, hour: time[0], minute: time[1], second: time[2]),
            DateParts(seconds: seconds).day == d
        else { return nil }
        return seconds
    }

    /// `400x300` or `fit`.
    static func sizing(_ text: String) -> CanvasSpec.Sizing? {
        if text == "fit" { return .fit }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            return nil
        }
        return .fixed(Size(width: w, height: h))
    }

    /// The options with these directives under the command line's.
    func applied(to options: SceneDecodingOptions) -> SceneDecodingOptions {
        var result = options
        if result.device == nil && result.sizing == nil {
            result.device = device
            result.sizing = device == nil ? sizing : nil
        }
        if result.margin == nil { result.margin = margin }
        if result.colorScheme == nil { result.colorScheme = colorScheme }
        if result.scale == nil { result.scale = scale }
        if result.viewName == nil { result.viewName = viewName }
        for (name, value) in overrides where result.overrides[name] == nil { result.overrides[name] = value }
        if result.seed == nil { result.seed = seed }
        if result.now == nil { result.now = now }
        if result.dynamicTypeSize == nil { result.dynamicTypeSize = dynamicTypeSize }
        return result
    }
}
