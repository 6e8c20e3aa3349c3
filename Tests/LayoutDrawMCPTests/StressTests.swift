import Foundation
import Testing

/// Bad input against one server over stdio, a small run of `Benchmarks/mcp-stress.py` (the full
/// one, 10,000 messages a round and 100 MB strings, is in Docs/Bad-Input.md): garbage,
/// truncated requests, batches, JSON too deep and too wide, unknown methods and tools, bad
/// arguments and sources, paths outside, draws and explains of every article listing,
/// notifications, cancellations and a 20 MB string, from four writers at once. Every message
/// that asks for an answer gets exactly one (a request under its id), and the server answers a
/// ping after; the script exits 1 otherwise.
@Suite struct StressTests {
    @Test func everyMessageIsAnsweredOrRefusedAndTheServerStaysUp() throws {
        let script = MCPTestSupport.root.appendingPathComponent("Benchmarks/mcp-stress.py")
        let run = try MCPTestSupport.run(
            MCPTestSupport.python(),
            [script.path, try MCPTestSupport.layoutdraw().path, "--requests", "400", "--rounds", "1", "--huge-mb", "20", "--huge-count", "1", "--json"],
            timeout: 600)
        #expect(run.status == 0, "\(run.output)\n\(run.error)")
        let summary = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(summary["messages"] as? Int == 401)
        #expect((summary["unanswered"] as? [String])?.isEmpty == true)
        #expect((summary["answered_twice"] as? [String])?.isEmpty == true)
        #expect(summary["alive_after"] as? Bool == true)
        #expect(summary["exit_status"] as? Int == 0)
        #expect(summary["anonymous_answers"] as? Int == summary["anonymous_expected"] as? Int)
        // The 20 MB request was refused under its id, as too large.
        let errors = try #require(summary["protocol_errors"] as? [String: Int])
        #expect((errors["-32600"] ?? 0) >= 1)
    }
}
