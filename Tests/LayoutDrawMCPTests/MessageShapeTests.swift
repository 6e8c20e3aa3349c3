import Foundation
import MCP
import Testing

@testable import LayoutDrawMCP

/// What the transport reads of a message before the SDK decodes it.
@Suite struct MessageShapeTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func countsValuesAndDepthOutsideStrings() {
        // The count is 1 + separators + openings, a bound never below the values (an opening
        // after a colon counts twice): three colons, three commas and three openings outside
        // strings (those in "x,y:[z" count for nothing) make 10.
        let shape = MessageShape(of: bytes(#"{"a":[1,2,{"b":"x,y:[z"}],"c":null}"#))
        #expect(shape.valueCount == 10)
        #expect(shape.depth == 3)
        #expect(!shape.isArray)
        #expect(MessageShape(of: bytes("  [1]")).isArray)
        // An escaped quote does not end a string.
        #expect(MessageShape(of: bytes(#"{"a":"\",[[[["}"#)).depth == 1)
    }

    @Test func stopsCountingPastTheLimits() {
        let wide = "{\"a\":[" + Array(repeating: "0", count: 1_000).joined(separator: ",") + "]}"
        // One colon, 999 commas, two openings.
        #expect(MessageShape(of: bytes(wide)).valueCount == 1 + 1_000 + 2)
        #expect(MessageShape(of: bytes(wide), valueLimit: 100).valueCount == 101)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(MessageShape(of: bytes(deep), depthLimit: 64).depth == 65)
    }

    @Test func findsTheTopLevelIdOfRequestsAndResponses() {
        let request = TopLevelFields(of: bytes(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"id":99}}"#))
        #expect(request.idJSON == "7" && request.hasMethod && !request.isResponse)
        // The SDK's sorted keys: a result's id comes first, an error's after the error.
        let result = TopLevelFields(of: bytes(#"{"id":"a\/b","jsonrpc":"2.0","result":{"content":[]}}"#))
        #expect(result.idJSON == #""a\/b""# && result.isResponse)
        let error = TopLevelFields(of: bytes(#"{"error":{"code":-32602,"data":{"id":1},"message":"x"},"id":12,"jsonrpc":"2.0"}"#))
        #expect(error.idJSON == "12" && error.isResponse)
        // Truncated after its id (a request too long, of which only the start is kept).
        #expect(TopLevelFields(of: bytes(#"{"jsonrpc":"2.0","id":"r-1","method":"tools/call","params":{"arguments":{"source":"aaaa"#)).idJSON == #""r-1""#)
        // Ids that are neither strings, integers nor null are no ids.
        #expect(TopLevelFields(of: bytes(#"{"id":1.5,"method":"x"}"#)).idJSON == nil)
        #expect(TopLevelFields(of: bytes(#"{"id":{"a":1},"method":"x"}"#)).idJSON == nil)
        #expect(TopLevelFields(of: bytes(#"{"id":null,"method":"x"}"#)).idJSON == "null")
        #expect(TopLevelFields(of: bytes("garbage")).idJSON == nil)
        #expect(TopLevelFields(of: []).idJSON == nil)
    }

    @Test func keysIdsAsTheSDKWritesThem() {
        #expect(LedgerKey(json: #""a\/b""#) == LedgerKey(ID.string("a/b")))
        #expect(LedgerKey(json: "7") == LedgerKey(ID.number(7)))
        #expect(LedgerKey(json: "null") == LedgerKey(ID.string("")))
        #expect(LedgerKey(json: "7") != LedgerKey(ID.string("7")))
    }

    @Test func classifiesMessagesAsTheSDKsServerWill() {
        func kind(_ text: String) -> MessageKind { MessageKind(Data(text.utf8)) }
        guard case .request(let id) = kind(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#) else {
            Issue.record("a request without params is a request")
            return
        }
        #expect(id == LedgerKey(ID.number(3)))
        guard case .cancellation(let cancelled) = kind(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"x"}}"#) else {
            Issue.record("a cancellation")
            return
        }
        #expect(cancelled == LedgerKey(ID.string("x")))
        for other in [
            #"{"jsonrpc":"2.0","id":3,"result":{}}"#,  // a response (to the server's roots/list)
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"1.0","id":3,"method":"tools/list"}"#,  // not JSON-RPC 2.0: the SDK answers it inline
            #"{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}"#,
            #"{"id":3}"#,
        ] {
            guard case .other = kind(other) else {
                Issue.record("\(other) is neither a request nor a cancellation")
                continue
            }
        }
        #expect(MessageKind.isObject(Data("{}".utf8)))
        #expect(!MessageKind.isObject(Data("[]".utf8)) && !MessageKind.isObject(Data(#"{"a":"#.utf8)) && !MessageKind.isObject(Data("7".utf8)))
    }
}
