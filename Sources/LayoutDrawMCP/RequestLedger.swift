import Synchronization

/// The requests a client has sent that the server has not answered yet, by id, and how many
/// bytes they came in: the transport reads no further while too many are waiting, so a client
/// that sends requests faster than they are drawn fills its own pipe, not the server's memory.
///
/// The MCP SDK handles each request in a task of its own as soon as it is read and answers it
/// when the handler returns; everything else (notifications, responses, malformed messages) it
/// handles before reading the next message. So the requests the transport admits, and their
/// answers as it sends them, are exactly what is in flight. A request the client cancels gets
/// no answer when the SDK cancels it before its handler starts: a cancelled request is
/// therefore let go after `cancelledGrace` even when no answer was seen. And lest a request
/// the SDK never answers (none is known) stop the server reading for good, a request waiting
/// longer than `answerTimeout` is let go too when the ledger is full.
final class RequestLedger: Sendable {
    struct Limits: Hashable, Sendable {
        /// At most this many requests waiting for an answer (one is always let in).
        var requests: Int
        /// At most this many bytes of requests waiting for an answer (one is always let in).
        var bytes: Int
        /// How long a cancelled request is counted when no answer comes.
        var cancelledGrace: Duration = .seconds(2)
        /// How long any request is counted when no answer comes (longer than any draw takes
        /// within the limits).
        var answerTimeout: Duration = .seconds(120)
    }

    private struct Entry {
        var serial: UInt64
        var bytes: Int
        var admitted: ContinuousClock.Instant
        var cancelled = false
    }

    private struct State {
        var entries: [String: [Entry]] = [:]  // by the id's JSON text
        var count = 0
        var bytes = 0
        var nextSerial: UInt64 = 0
        var waiter: CheckedContinuation<Void, Never>?
    }

    let limits: Limits
    private let state = Mutex(State())

    init(limits: Limits) {
        self.limits = limits
    }

    /// How many requests are waiting for an answer, and their bytes.
    var pending: (requests: Int, bytes: Int) {
        state.withLock { ($0.count, $0.bytes) }
    }

    /// Returns when another request may be read: fewer than the limits are waiting (or none).
    /// One reader waits at a time.
    func waitForRoom() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let oldest = state.withLock { state -> ContinuousClock.Instant? in
                if hasRoom(state) { return nil }
                state.waiter = continuation
                return state.entries.values.joined().map(\.admitted).min()
            }
            guard let oldest else { return continuation.resume() }
            let deadline = oldest + limits.answerTimeout
            Task { [self] in
                try? await Task.sleep(until: deadline)
                expireOverdue()
            }
        }
    }

    /// Lets go of every request that has waited longer than `answerTimeout`.
    private func expireOverdue() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            let now = ContinuousClock.now
            var waiter: CheckedContinuation<Void, Never>?
            for (id, list) in state.entries {
                for entry in list where entry.admitted + limits.answerTimeout <= now {
                    state.entries[id]?.removeAll { $0.serial == entry.serial }
                    if state.entries[id]?.isEmpty == true { state.entries[id] = nil }
                    waiter = release(entry, in: &state) ?? waiter
                }
            }
            return waiter
        }
        waiter?.resume()
    }

    /// A request was read and handed to the SDK.
    func admit(id: String, bytes: Int) {
        state.withLock { state in
            state.nextSerial += 1
            state.entries[id, default: []].append(Entry(serial: state.nextSerial, bytes: bytes, admitted: .now))
            state.count += 1
            state.bytes += bytes
        }
    }

    /// An answer to the request `id` was sent.
    func answered(id: String) {
        let waiter = state.withLock { state in
            guard var list = state.entries[id], !list.isEmpty else { return nil as CheckedContinuation<Void, Never>? }
            let entry = list.removeFirst()
            state.entries[id] = list.isEmpty ? nil : list
            return release(entry, in: &state)
        }
        waiter?.resume()
    }

    /// The client cancelled the request `id`: it is let go when answered, or after the grace.
    func cancelled(id: String) {
        let serial = state.withLock { state -> UInt64? in
            guard var list = state.entries[id], let index = list.firstIndex(where: { !$0.cancelled }) else { return nil }
            list[index].cancelled = true
            state.entries[id] = list
            return list[index].serial
        }
        guard let serial else { return }
        let grace = limits.cancelledGrace
        Task { [self] in
            try? await Task.sleep(for: grace)
            expire(id: id, serial: serial)
        }
    }

    private func expire(id: String, serial: UInt64) {
        let waiter = state.withLock { state in
            guard var list = state.entries[id], let index = list.firstIndex(where: { $0.serial == serial }) else {
                return nil as CheckedContinuation<Void, Never>?
            }
            let entry = list.remove(at: index)
            state.entries[id] = list.isEmpty ? nil : list
            return release(entry, in: &state)
        }
        waiter?.resume()
    }

    private func release(_ entry: Entry, in state: inout State) -> CheckedContinuation<Void, Never>? {
        state.count -= 1
        state.bytes -= entry.bytes
        guard hasRoom(state), let waiter = state.waiter else { return nil }
        state.waiter = nil
        return waiter
    }

    private func hasRoom(_ state: State) -> Bool {
        state.count == 0 || (state.count < limits.requests && state.bytes < limits.bytes)
    }
}
