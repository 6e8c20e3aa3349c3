import LayoutDrawCore
import LayoutDrawInterpreter
import Testing

/// `URL` and `URLRequest` as Foundation (iOS 17 and later, RFC 3986) parses and prints them;
/// expressions built by hand.
@Suite struct URLValueTests {
    var scope: EvaluationScope { EvaluationScope(context: EvaluationContext(seed: 0)) }

    func url(_ label: String, _ text: String) throws -> Value {
        try Expression.call(.name("URL", offset: 0), [.init(label: label, .string(text, offset: 0))], offset: 0).evaluate(in: scope)
    }
    func read(_ value: Value, _ name: String) throws -> Value {
        try Expression.member(.name("u", offset: 0), name, offset: 0).evaluate(in: scope.binding("u", to: value))
    }
    func call(_ value: Value, _ name: String, _ arguments: [Expression.Argument] = []) throws -> Value {
        try Expression.call(.member(.name("u", offset: 0), name, offset: 0), arguments, offset: 0).evaluate(in: scope.binding("u", to: value))
    }

    @Test func aWebURLSplitsIntoItsParts() throws {
        // The space is percent-encoded (%20) as URL(string:) does since iOS 17; `path` decodes
        // it, `path()` keeps it.
        let u = try url("string", "https://example.com/docs/a b.png?x=1#top")
        #expect(try read(u, "absoluteString") == .string("https://example.com/docs/a%20b.png?x=1#top"))
        #expect(u.interpolationDescription == "https://example.com/docs/a%20b.png?x=1#top")
        #expect(try read(u, "scheme") == .string("https"))
        #expect(try read(u, "host") == .string("example.com"))
        #expect(try call(u, "host") == .string("example.com"))
        #expect(try read(u, "path") == .string("/docs/a b.png"))
        #expect(try call(u, "path") == .string("/docs/a%20b.png"))
        #expect(try read(u, "lastPathComponent") == .string("a b.png"))
        #expect(try read(u, "pathExtension") == .string("png"))
        #expect(try read(u, "query") == .string("x=1"))
        #expect(try read(u, "fragment") == .string("top"))
        #expect(try read(u, "pathComponents") == .array([.string("/"), .string("docs"), .string("a b.png")]))
        // `path` drops a trailing slash; an IPv6 host loses its brackets; the port is a number.
        #expect(try read(try url("string", "https://example.com/a/b/"), "path") == .string("/a/b"))
        let v6 = try url("string", "http://[::1]:8080/x")
        #expect(try read(v6, "host") == .string("::1"))
        #expect(try read(v6, "port") == .int(8080))
        #expect(try read(try url("string", "https://example.com"), "lastPathComponent") == .string(""))
    }

    @Test func anInvalidStringIsNil() throws {
        #expect(try url("string", "") == Value.none)
        #expect(try url("string", "http://example.com:abc/") == Value.none)
        #expect(try url("string", "1http://x") == Value.none)
        #expect(try url("string", "http://[::1/") == Value.none)
        // A relative reference is a URL.
        #expect(try read(try url("string", "images/a.png"), "absoluteString") == .string("images/a.png"))
    }

    @Test func fileURLsAndAppendingComponents() throws {
        let file = try url("fileURLWithPath", "/tmp/report.pdf")
        #expect(try read(file, "absoluteString") == .string("file:///tmp/report.pdf"))
        #expect(try read(file, "isFileURL") == .bool(true))
        #expect(try read(file, "host") == Value.none)
        #expect(try read(file, "pathExtension") == .string("pdf"))
        #expect(try read(try call(file, "deletingPathExtension"), "absoluteString") == .string("file:///tmp/report"))
        #expect(try read(try call(file, "deletingLastPathComponent"), "absoluteString") == .string("file:///tmp/"))
        let api = try url("string", "https://example.com/api")
        let users = try call(api, "appendingPathComponent", [.init(label: nil, .string("users", offset: 0))])
        #expect(try read(users, "absoluteString") == .string("https://example.com/api/users"))
        let spaced = try call(api, "appending", [.init(label: "path", .string("my file.txt", offset: 0))])
        #expect(try read(spaced, "absoluteString") == .string("https://example.com/api/my%20file.txt"))
        #expect(try read(spaced, "lastPathComponent") == .string("my file.txt"))
    }

    @Test func aRequestIsAValueWithFoundationsDefaults() throws {
        let u = try url("string", "https://example.com/feed")
        let request = try Expression.call(.name("URLRequest", offset: 0), [.init(label: "url", .name("u", offset: 0))], offset: 0)
            .evaluate(in: scope.binding("u", to: u))
        #expect(try read(request, "httpMethod") == .string("GET"))
        #expect(try read(request, "timeoutInterval") == .double(60))
        #expect(try read(request, "url") == u)
    }
}
