import Foundation
import LayoutDrawCore
import Testing

@testable import LayoutDrawScene
@testable import LayoutDrawCompile
@testable import LayoutDrawYAML
@testable import LayoutDrawSyntax

/// YAML built to exhaust memory or the stack is rejected early, with a positioned message.
@Suite("Hostile YAML")
struct HostileYAMLTests {
    /// Ten anchors, each a list of nine aliases of the one before: 10⁹ "lol"s once expanded.
    static let billionLaughs: String = {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\nview:\n  Text: '\\(a9)'\n"
    }()

    @Test func billionLaughsIsRejectedAtTheAliasThatCrossesTheLimit() {
        #expect(
            diagnostics(Self.billionLaughs) == [
                "s.yaml:6:20: error: this alias repeats 66430 YAML nodes, which makes the scene more than 250000 nodes once aliases are expanded (limit --max-yaml-nodes)"
            ])
    }

    /// Memory is measured in a process of its own (an exit test): its peak resident set
    /// (VmHWM) covers the test runner starting and the decoding, and nothing else running.
    @Test func billionLaughsUsesUnder100MB() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let start = Date()
            do throws(DiagnosticList) {
                _ = try SceneDecoder.decode(HostileYAMLTests.billionLaughs, file: "s.yaml")
                exit(1)
            } catch {
                guard error.diagnostics.first?.message.hasPrefix("this alias repeats 66430 YAML nodes") == true else { exit(2) }
            }
            let seconds = Date().timeIntervalSince(start)
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? .max
            print("billion laughs: rejected in \(seconds) s; peak memory of the whole process \(kilobytes) KB")
            exit(kilobytes < 100 * 1024 ? 0 : 3)
        }
        if let output = result?.standardOutputContent { print(String(decoding: output, as: UTF8.self), terminator: "") }
    }

    @Test(arguments: ["flow", "compact block", "indented block"])
    func tenThousandDeepNestingIsAMessageNotACrash(_ style: String) {
        let depth = 10_000
        var options = SceneDecodingOptions()
        let scene: String
        let expected: String
        switch style {
        case "flow":
            scene = "view: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            // The 257th `[` (after "view: " and 256 others) is where the nesting is too deep.
            expected = "s.yaml:1:262: error: the YAML nests more than 256 levels deep"
        case "compact block":
            scene = "view:\n" + String(repeating: "- ", count: depth) + "Text: deep\n"
            expected = "s.yaml:2:511: error: the YAML nests more than 256 levels deep"
        default:
            // One column deeper per level: 50 MB, more than the file-size limit, which is raised
            // here so that the nesting itself is what is rejected.
            var text = "view:\n"
            for level in 1..<depth { text += String(repeating: " ", count: level) + "a:\n" }
            scene = text + String(repeating: " ", count: depth) + "Text: deep\n"
            #expect(diagnostics(scene).first?.hasPrefix("s.yaml:1:1: error: the scene is 50") == true)
            options.limits.maximumFileSize = 100_000_000
            expected = "s.yaml:257:257: error: the YAML nests more than 256 levels deep"
        }
        do {
            _ = try SceneDecoder.decode(scene, file: "s.yaml", options: options)
            Issue.record("decoded")
        } catch {
            let messages = error.diagnostics.map { $0.formatted() }
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix(expected) == true, "\(messages)")
        }
    }

    @Test func tenThousandModifiersAreAMessageNotACrash() {
        let scene = "view:\n  Text: deep\n  modifiers: [" + Array(repeating: "padding: 1", count: 10_000).joined(separator: ", ") + "]\n"
        #expect(diagnostics(scene) == ["s.yaml:2:3: error: views and modifiers are nested more than 256 levels deep (limit --max-depth)"])
    }
}
