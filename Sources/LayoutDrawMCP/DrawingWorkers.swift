import Dispatch

/// Runs drawing work — decoding, layout and rendering, which compute without pause — on
/// threads of its own, at most `width` at a time, so that the Swift concurrency pool (two
/// threads on a two-core machine) stays free to read messages, answer pings and send results
/// while scenes are drawn. A call cancelled while it waits for a thread does not run.
actor DrawingWorkers {
    private let width: Int
    private var running = 0
    private var waiting: [(serial: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextSerial: UInt64 = 0
    private let queue = DispatchQueue(label: "layoutdraw.mcp.drawing", attributes: .concurrent)

    init(width: Int) {
        self.width = max(1, width)
    }

    /// `work`'s result, or nil when the calling task was cancelled before it could start.
    nonisolated func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        guard await acquire() else { return nil }
        let result: T = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
        await release()
        return result
    }

    private func acquire() async -> Bool {
        if running < width {
            running += 1
            return true
        }
        nextSerial += 1
        let serial = nextSerial
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: false)
                } else {
                    waiting.append((serial, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancel(serial) }
        }
    }

    private func cancel(_ serial: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.serial == serial }) else { return }
        waiting.remove(at: index).continuation.resume(returning: false)
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            // The thread goes to the next caller directly: `running` is unchanged.
            waiting.removeFirst().continuation.resume(returning: true)
        }
    }
}
