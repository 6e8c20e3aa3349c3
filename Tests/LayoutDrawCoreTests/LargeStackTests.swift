import Foundation
import Testing

@testable import LayoutDrawCore

/// `LargeStack` runs work on kept threads with 512 MB stacks.
@Suite struct LargeStackTests {
    /// Recursion `depth` deep, each frame holding 256 bytes the optimiser cannot drop: about
    /// 300 bytes a frame (more in a debug build).
    @inline(never)
    static func recurse(_ depth: Int) -> Int {
        var local = (UInt64(depth), UInt64(1), UInt64(2), UInt64(3), UInt64(4), UInt64(5), UInt64(6), UInt64(7))
        var more = local
        let sum = withUnsafeMutableBytes(of: &local) { a in
            withUnsafeMutableBytes(of: &more) { b in
                b[0] = a[0] &+ 1
                return Int(b[0])
            }
        }
        return depth == 0 ? sum : recurse(depth - 1) &+ (sum & 1)
    }

    /// 400,000 frames (over 100 MB of stack, twelve times a main thread's 8 MB) run on it.
    @Test func deepRecursionRuns() {
        let result = LargeStack.run { Self.recurse(400_000) }
        // Each frame adds its depth's lowest bit after one: (depth + 1) & 1, half of them.
        #expect(result == 1 + 200_000)
    }

    /// The work runs on another thread, and the next piece of work on the same one, kept.
    @Test func threadsAreKept() {
        let pool = LargeStackThreads()
        let caller = pthread_self()
        var threads: [pthread_t] = []
        for _ in 0..<3 {
            #expect(pool.run { threads.append(pthread_self()) })
        }
        #expect(threads.count == 3 && threads.allSatisfy { pthread_equal($0, caller) == 0 })
        #expect(Set(threads.map { UInt($0) }).count == 1)
    }

    /// Work run from work (a second thread) and from many callers at once each get their own
    /// result.
    @Test func nestedAndConcurrentCalls() {
        #expect(LargeStack.run { LargeStack.run { 42 } + 1 } == 43)
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values = [Int](repeating: -1, count: 16)
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let value = LargeStack.run { Self.recurse(1_000 * index) }
            results.lock.withLock { results.values[index] = value }
        }
        #expect(results.values == (0..<16).map { 1 + (1_000 * $0) / 2 })
    }

    /// After deep work a thread gives its stack back but the `keptStack` it waits in.
    @Test func deepPagesAreGivenBack() throws {
        let worker = try #require(LargeStackThreads.Worker.make())
        defer { worker.stop() }
        var touched = 0
        worker.perform { _ = Self.recurse(400_000) }
        touched = worker.residentStackBytes()
        #expect(touched >= 0 && touched <= LargeStackThreads.keptStack + (256 << 10), "\(touched) bytes resident")
        // And the work did go deep: without giving back, it is far more.
        var resident = 0
        worker.perform {
            _ = Self.recurse(400_000)
            resident = worker.residentStackBytes()
        }
        #expect(resident > 50 << 20, "\(resident) bytes resident while deep")
    }
}
