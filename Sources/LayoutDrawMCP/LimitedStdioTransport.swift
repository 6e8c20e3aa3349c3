import Foundation
import LayoutDraw
import Logging
import MCP

/// MCP's stdio transport (newline-delimited JSON-RPC on standard input and output) with the
/// limits a server facing any client needs, which the SDK's own `StdioTransport` does not
/// have: a message longer than `maximumMessageBytes`, with more than `maximumValues` JSON
/// values or nested deeper than `maximumDepth`, and a JSON-RPC batch (MCP 2025-06-18 removed
/// them) are answered with an Invalid Request error here, and a line that is not a JSON
/// object with a Parse error — each with the request's id when its first bytes show one, as
/// the SDK cannot — and never reach the SDK's decoder; and no more is read while too many
/// requests wait for their answers (`RequestLedger`).
actor LimitedStdioTransport: Transport {
    /// What one message may be.
    struct Limits: Hashable, Sendable {
        var maximumMessageBytes: Int
        var maximumValues: Int
        var maximumDepth: Int
        var pending: RequestLedger.Limits
    }

    nonisolated let logger: Logger
    private let reader: LineReader
    private let writer: LineWriter
    let ledger: RequestLedger
    private let limits: Limits

    init(input: Int32, output: Int32, limits: Limits, logger: Logger) {
        reader = LineReader(descriptor: input, maximumLineBytes: limits.maximumMessageBytes)
        writer = LineWriter(descriptor: output)
        ledger = RequestLedger(limits: limits.pending)
        self.limits = limits
        self.logger = logger
    }

    func connect() async throws {}

    func disconnect() async {}

    func send(_ data: Data) async throws {
        let bytes = [UInt8](data)
        try await writer.write(bytes)
        let fields = TopLevelFields(of: bytes)
        if fields.isResponse, let id = fields.idJSON.flatMap(LedgerKey.init(json:)) {
            ledger.answered(id: id.text)
        }
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        AsyncThrowingStream(unfolding: { [self] in try await nextMessage() })
    }

    /// The next message for the SDK, after answering any refused ones; nil at the end of input.
    private func nextMessage() async throws -> Data? {
        while true {
            await ledger.waitForRoom()
            guard let line = await reader.next() else { return nil }
            switch line {
            case .tooLong(let head, let count):
                try await refuse(
                    head,
                    "the request is \(count) bytes, more than \(limits.maximumMessageBytes) (limit --max-request-size)")
            case .message(let bytes):
                if bytes.isEmpty { continue }
                let shape = MessageShape(of: bytes, valueLimit: limits.maximumValues, depthLimit: limits.maximumDepth)
                if shape.isArray {
                    try await refuse([], "JSON-RPC batches are not supported (MCP 2025-06-18 removed them): send one request per line")
                } else if shape.valueCount > limits.maximumValues {
                    try await refuse(bytes, "the request has more than \(limits.maximumValues) JSON values")
                } else if shape.depth > limits.maximumDepth {
                    try await refuse(bytes, "the request nests JSON more than \(limits.maximumDepth) levels deep")
                } else if !MessageKind.isObject(Data(bytes)) {
                    try await refuse(bytes, "not a JSON-RPC message: the line is not a JSON object", code: -32700)
                } else if case let fields = TopLevelFields(of: bytes), fields.hasID, fields.idJSON == nil {
                    // The SDK would take it for a notification and answer nothing.
                    try await refuse([], "a request's id must be a string or an integer")
                } else {
                    let data = Data(bytes)
                    switch MessageKind(data) {
                    case .request(let id): ledger.admit(id: id.text, bytes: bytes.count)
                    case .cancellation(let id): ledger.cancelled(id: id.text)
                    case .other: break
                    }
                    return data
                }
            }
        }
    }

    /// Answers a refused message with an Invalid Request error carrying its id, when its first
    /// bytes show one (else a null id, as JSON-RPC says when the id cannot be read).
    private func refuse(_ head: [UInt8], _ message: String, code: Int = -32600) async throws {
        let id = TopLevelFields(of: Array(head.prefix(LineReader.headBytes))).idJSON ?? "null"
        logger.notice("refused a request", metadata: ["reason": "\(message)"])
        let text = #"{"error":{"code":"# + String(code) + #","message":"# + JSONValue.string(message).compact() + #"},"id":"# + id + #","jsonrpc":"2.0"}"#
        try await writer.write(Array(text.utf8))
    }
}

/// A request id as the ledger keys it: the same for `7` and `7`, `"a/b"` and `"a\/b"`.
struct LedgerKey: Hashable, Sendable {
    var text: String

    init(_ id: ID) {
        switch id {
        case .string(let string): text = "s:" + string
        case .number(let number): text = "n:\(number)"
        }
    }

    /// From an id's JSON text as `TopLevelFields` found it (null is read as the SDK reads it, "").
    init?(json: String) {
        if json == "null" {
            text = "s:"
        } else if let number = Int(json) {
            text = "n:\(number)"
        } else if let string = try? JSONDecoder().decode(String.self, from: Data(json.utf8)) {
            text = "s:" + string
        } else {
            return nil
        }
    }
}

/// What the SDK's server will make of a message, decided with the SDK's own public types so
/// that it agrees with the server: a request it will answer (in a task of its own), a
/// cancellation of one, or anything else (handled before the next message is read).
enum MessageKind {
    case request(LedgerKey)
    case cancellation(LedgerKey)
    case other

    /// Whether `data` is well-formed JSON whose top level is an object (without building it).
    static func isObject(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(ObjectProbe.self, from: data)) != nil
    }

    private struct ObjectProbe: Decodable {
        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: Key.self)
        }
    }

    /// Decodes a message as the SDK's server does, in its order: a response first, then a
    /// request, then a notification.
    init(_ data: Data) {
        let decoder = JSONDecoder()
        if (try? decoder.decode(Response<AnyValueMethod>.self, from: data)) != nil {
            self = .other
        } else if let request = try? decoder.decode(Request<AnyValueMethod>.self, from: data) {
            self = .request(LedgerKey(request.id))
        } else if let cancel = try? decoder.decode(Message<CancelledNotification>.self, from: data), let id = cancel.params.requestId {
            self = .cancellation(LedgerKey(id))
        } else {
            self = .other
        }
    }
}

/// Any method, its parameters and result any JSON: the SDK's own type-erased method, which
/// it keeps internal.
enum AnyValueMethod: MCP.Method {
    static let name = ""
    typealias Parameters = Value
    typealias Result = Value
}
