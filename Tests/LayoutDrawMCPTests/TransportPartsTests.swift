import Foundation
import Testing

@testable import LayoutDrawMCP

#if canImport(Glibc)
import Glibc
#endif

/// The stdio transport's reader and its ledger of requests waiting for answers.
@Suite struct TransportPartsTests {
    /// A pipe with `bytes` written into it and closed (so that the reader sees its end).
    func pipeWith(_ bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw MCPTestSupport.Failure("pipe") }
        let (read, write) = (ends[0], ends[1])
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress! + offset, $0.count - offset) }
                if written <= 0 { break }
                offset += written
            }
            close(write)
        }
        writer.start()
        return read
    }

    @Test func readsLinesAndSkipsOneTooLongWithoutKeepingIt() async throws {
        let long = Array(#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"source":""#.utf8) + [UInt8](repeating: 0x61, count: 3_000_000)
        let input = Array("first\n\n".utf8) + long + Array("\"}}\nsecond\nno newline at the end".utf8)
        let descriptor = try pipeWith(input)
        defer { close(descriptor) }
        let reader = LineReader(descriptor: descriptor, maximumLineBytes: 1 << 20)
        guard case .message(let first)? = await reader.next() else { Issue.record("first line"); return }
        #expect(first == Array("first".utf8))
        guard case .message(let empty)? = await reader.next() else { Issue.record("an empty line"); return }
        #expect(empty.isEmpty)
        guard case .tooLong(let head, let count)? = await reader.next() else { Issue.record("the long line"); return }
        #expect(count == long.count + 3)
        #expect(head.count == LineReader.headBytes)
        #expect(TopLevelFields(of: head).idJSON == "9")
        guard case .message(let second)? = await reader.next() else { Issue.record("second line"); return }
        #expect(second == Array("second".utf8))
        // The last line has no newline: dropped, as the SDK's own transport drops it.
        #expect(await reader.next() == nil)
    }

    @Test func theLedgerWaitsWhileTooManyRequestsAreUnanswered() async throws {
        // An hour before an unanswered request is let go: the test never reaches it, however
        // slow the machine (with the default, a test run that took minutes let n:2 go).
        let ledger = RequestLedger(limits: .init(requests: 2, bytes: 1_000, answerTimeout: .seconds(3600)))
        await ledger.waitForRoom()
        ledger.admit(id: "n:1", bytes: 10)
        ledger.admit(id: "n:2", bytes: 10)
        #expect(ledger.pending == (2, 20))
        let waited = Task { await ledger.waitForRoom(); return true }
        try await Task.sleep(for: .milliseconds(50))
        ledger.answered(id: "n:7")  // no such request: nothing changes
        #expect(ledger.pending == (2, 20))
        ledger.answered(id: "n:1")
        #expect(await waited.value)
        #expect(ledger.pending == (1, 10))
    }

    @Test func theLedgerCountsBytesAndAlwaysLetsOneIn() async throws {
        let ledger = RequestLedger(limits: .init(requests: 10, bytes: 100, answerTimeout: .seconds(3600)))
        await ledger.waitForRoom()
        ledger.admit(id: "n:1", bytes: 500)  // larger than the budget, yet alone: let in
        let waited = Task { await ledger.waitForRoom(); return true }
        try await Task.sleep(for: .milliseconds(50))
        ledger.answered(id: "n:1")
        #expect(await waited.value)
        #expect(ledger.pending == (0, 0))
    }

    @Test func aCancelledRequestIsLetGoWithoutAnAnswer() async throws {
        let ledger = RequestLedger(limits: .init(requests: 1, bytes: 1_000, cancelledGrace: .milliseconds(100)))
        ledger.admit(id: "s:a", bytes: 5)
        ledger.cancelled(id: "s:a")
        let started = ContinuousClock.now
        await ledger.waitForRoom()
        #expect(ContinuousClock.now - started >= .milliseconds(90))
        #expect(ledger.pending == (0, 0))
        // An answer that comes after it was let go changes nothing.
        ledger.answered(id: "s:a")
        #expect(ledger.pending == (0, 0))
    }

    @Test func aRequestNeverAnsweredIsLetGoAfterTheTimeout() async throws {
        let ledger = RequestLedger(limits: .init(requests: 1, bytes: 1_000, answerTimeout: .milliseconds(100)))
        ledger.admit(id: "n:1", bytes: 5)
        await ledger.waitForRoom()
        #expect(ledger.pending == (0, 0))
    }

    @Test func twoRequestsWithOneIdAreAnsweredOneAtATime() {
        let ledger = RequestLedger(limits: .init(requests: 10, bytes: 1_000))
        ledger.admit(id: "n:1", bytes: 5)
        ledger.admit(id: "n:1", bytes: 7)
        ledger.answered(id: "n:1")
        #expect(ledger.pending == (1, 7))
        ledger.answered(id: "n:1")
        #expect(ledger.pending == (0, 0))
    }
}
