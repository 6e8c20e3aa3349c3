import LayoutDrawCore

/// Foundation's `URL`, as view code uses one: made by `URL(string:)` or
/// `URL(fileURLWithPath:)`, read through `absoluteString`, `scheme`, `host`, `path`,
/// `lastPathComponent`, `pathExtension`, and extended by `appendingPathComponent(_:)` /
/// `appending(path:)`. Nothing is ever fetched.
///
/// What Foundation does (iOS 17 and later): `URL(string:)` parses RFC 3986, percent-encodes
/// characters that may not appear (`"a b"` → `a%20b`, UTF-8 bytes in upper-case hex) and is nil
/// for an empty string or one that is still invalid (a malformed scheme, a non-numeric port).
/// `path` is percent-decoded and drops a trailing slash; `path()` keeps both.
///
/// What we do: the same for those cases. A host with a character a host may not hold (a space,
/// `<`) is nil rather than encoded. `URL(fileURLWithPath:)` resolves a relative path against
/// `/` (Foundation uses the process's working directory, which would make a picture depend on
/// where it was drawn).
public struct URLValue: HostObject, Hashable {
    public let scheme: String?
    /// `user@host:port` as written (percent-encoded), nil without `//`.
    public let authority: String?
    public let encodedPath: String
    public let query: String?
    public let fragment: String?

    public var typeName: String { "URL" }

    public init(scheme: String?, authority: String?, encodedPath: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.encodedPath = encodedPath
        self.query = query
        self.fragment = fragment
    }

    /// `URL(string:)`: nil for an empty or invalid string.
    public init?(string: String) {
        guard !string.isEmpty else { return nil }
        var rest = Substring(string)
        var scheme: String?
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains(where: { "/?#".contains($0) }) {
            let name = rest[..<colon]
            guard let first = name.first, first.isASCII, first.isLetter,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            else { return nil }
            scheme = String(name)
            rest = rest[rest.index(after: colon)...]
        }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = Self.encode(rest[rest.index(after: hash)...], allowing: "/?")
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = Self.encode(rest[rest.index(after: mark)...], allowing: "/?")
            rest = rest[..<mark]
        }
        var authority: String?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            let written = rest[..<end]
            rest = rest[end...]
            var hostAndPort = written
            if let at = written.lastIndex(of: "@") { hostAndPort = written[written.index(after: at)...] }
            var host = hostAndPort
            if hostAndPort.hasPrefix("[") {
                guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
                let after = hostAndPort[hostAndPort.index(after: close)...]
                guard after.isEmpty || (after.first == ":" && after.dropFirst().allSatisfy(\.isASCII) && after.dropFirst().allSatisfy(\.isNumber)) else { return nil }
                host = hostAndPort[...close]
            } else if let colon = hostAndPort.lastIndex(of: ":") {
                let port = hostAndPort[hostAndPort.index(after: colon)...]
                guard port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                host = hostAndPort[..<colon]
            }
            if !host.hasPrefix("[") {
                guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%!$&'()*+,;=".contains($0)) }) else { return nil }
            }
            authority = Self.encode(written, allowing: "")
        }
        self.init(scheme: scheme, authority: authority, encodedPath: Self.encode(rest, allowing: "/"), query: query, fragment: fragment)
    }

    /// `URL(fileURLWithPath:)` / `URL(filePath:)`: a `file://` URL; a relative path is taken from `/`.
    public init(filePath: String, isDirectory: Bool = false) {
        var path = filePath.hasPrefix("/") ? filePath : "/" + filePath
        if isDirectory, !path.hasSuffix("/") { path += "/" }
        self.init(scheme: "file", authority: "", encodedPath: Self.encode(Substring(path), allowing: "/"), query: nil, fragment: nil)
    }

    /// Percent-encodes what RFC 3986 does not allow in a component (besides its pchars and
    /// `extra`); a `%` already followed by two hex digits is kept.
    static func encode(_ text: Substring, allowing extra: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@[]".utf8)
            .union(extra.utf8)
        let bytes = Array(text.utf8)
        var out = ""
        out.reserveCapacity(bytes.count)
        let hex = Array("0123456789ABCDEF")
        func isHex(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...70).contains(b) || (97...102).contains(b) }
        for (i, byte) in bytes.enumerated() {
            if allowed.contains(byte) || (byte == 37 && i + 2 < bytes.count && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }

    /// `%20` → space (invalid sequences are kept as written).
    static func decode(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 37, i + 2 < bytes.count, let b = UInt8(String(decoding: bytes[i + 1...i + 2], as: UTF8.self), radix: 16) {
                out.append(b)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var absoluteString: String {
        var text = scheme.map { $0 + ":" } ?? ""
        if let authority { text += "//" + authority }
        text += encodedPath
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    public var description: String { absoluteString }

    /// The host, percent-encoded, without the brackets of an IPv6 address; nil without one.
    public var encodedHost: String? {
        guard let authority else { return nil }
        var host = Substring(authority)
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") { return String(host[host.index(after: host.startIndex)..<close]) }
        if let colon = host.lastIndex(of: ":") { host = host[..<colon] }
        return authority.isEmpty && scheme == "file" ? nil : String(host)
    }

    public var port: Int? {
        guard let authority, let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return nil }
        return Int(authority[authority.index(after: colon)...])
    }

    /// `path`: decoded, without a trailing slash (except the root `/`).
    public var path: String {
        var decoded = Self.decode(encodedPath)
        if decoded.count > 1, decoded.hasSuffix("/") { decoded.removeLast() }
        return decoded
    }

    /// `pathComponents`: `/` first for an absolute path, then the decoded segments.
    public var pathComponents: [String] {
        let decoded = Self.decode(encodedPath)
        var parts = decoded.split(separator: "/").map(String.init)
        if decoded.hasPrefix("/") { parts.insert("/", at: 0) }
        return parts
    }

    public var lastPathComponent: String { pathComponents.last ?? "" }

    public var pathExtension: String {
        let last = lastPathComponent
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex, last.index(after: dot) != last.endIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// `appendingPathComponent(_:)` / `appending(path:)`: a slash between, the rest encoded.
    public func appending(_ component: String, isDirectory: Bool = false) -> URLValue {
        var path = encodedPath
        let added = component.drop(while: { $0 == "/" })
        if !path.hasSuffix("/") { path += "/" }
        path += Self.encode(added, allowing: "/")
        if isDirectory, !path.hasSuffix("/") { path += "/" }
        return URLValue(scheme: scheme, authority: authority, encodedPath: path, query: query, fragment: fragment)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        func optional(_ s: String?) -> Value { s.map { .string($0) } ?? Value.none }
        switch name {
        case "absoluteString", "description", "relativeString": return .string(absoluteString)
        case "scheme": return optional(scheme)
        case "host": return optional(encodedHost.map(Self.decode))
        case "port": return port.map { .int($0) } ?? Value.none
        case "path", "relativePath": return .string(path)
        case "query": return optional(query)
        case "fragment": return optional(fragment)
        case "lastPathComponent": return .string(lastPathComponent)
        case "pathExtension": return .string(pathExtension)
        case "pathComponents": return .array(pathComponents.map { .string($0) })
        case "isFileURL": return .bool(scheme == "file")
        case "absoluteURL", "standardized": return .host(HostValue(self))
        default: return nil
        }
    }

    public func hasMethod(_ name: String) -> Bool {
        ["host", "path", "appendingPathComponent", "appending", "deletingLastPathComponent", "deletingPathExtension", "appendingPathExtension"]
            .contains(name)
    }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        func text(_ labels: [String?]) throws(ExpressionError) -> String {
            guard arguments.count >= 1, labels.contains(arguments[0].label), case .string(let s) = arguments[0].value else {
                throw ExpressionError("'\(name)' takes a string", at: offset)
            }
            return s
        }
        func isDirectory() -> Bool {
            arguments.dropFirst().contains { ["isDirectory", "directoryHint"].contains($0.label) && ($0.value == .bool(true) || "\($0.value.interpolationDescription)".hasSuffix("isDirectory")) }
        }
        switch name {
        case "host":
            // `host(percentEncoded: true)`: the host as written.
            return encodedHost.map { .string($0) } ?? Value.none
        case "path":
            return .string(encodedPath)
        case "appendingPathComponent": return .host(HostValue(appending(try text([nil]), isDirectory: isDirectory())))
        case "appending": return .host(HostValue(appending(try text(["path", "component"]), isDirectory: isDirectory())))
        case "appendingPathExtension":
            let ext = try text([nil])
            var path = encodedPath
            let trailing = path.count > 1 && path.hasSuffix("/")
            if trailing { path.removeLast() }
            path += "." + Self.encode(Substring(ext), allowing: "")
            if trailing { path += "/" }
            return .host(HostValue(URLValue(scheme: scheme, authority: authority, encodedPath: path, query: query, fragment: fragment)))
        case "deletingLastPathComponent":
            var path = encodedPath
            if path.count > 1, path.hasSuffix("/") { path.removeLast() }
            if let slash = path.lastIndex(of: "/") { path = String(path[...slash]) } else { path = "" }
            return .host(HostValue(URLValue(scheme: scheme, authority: authority, encodedPath: path, query: nil, fragment: nil)))
        case "deletingPathExtension":
            let ext = pathExtension
            var path = encodedPath
            let trailing = path.count > 1 && path.hasSuffix("/")
            if trailing { path.removeLast() }
            let encodedExt = "." + Self.encode(Substring(ext), allowing: "")
            guard !ext.isEmpty, path.hasSuffix(encodedExt) else { return .host(HostValue(self)) }
            path.removeLast(encodedExt.count)
            if trailing { path += "/" }
            return .host(HostValue(URLValue(scheme: scheme, authority: authority, encodedPath: path, query: query, fragment: fragment)))
        default: return nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? URLValue) == self }
}

/// Foundation's `URLRequest(url:)` as a value: its `url`, `httpMethod` "GET" and
/// `timeoutInterval` 60 (Foundation's defaults). Nothing is ever sent.
public struct URLRequestValue: HostObject, Hashable {
    public let url: URLValue

    public init(url: URLValue) { self.url = url }

    public var typeName: String { "URLRequest" }
    /// Foundation prints a request as its URL.
    public var description: String { url.absoluteString }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "url": .host(HostValue(url))
        case "httpMethod": .string("GET")
        case "timeoutInterval": .double(60)
        case "httpBody", "allHTTPHeaderFields": Value.none
        default: nil
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? URLRequestValue) == self }
}

extension URLValue {
    /// `URL(string:)`, `URL(fileURLWithPath:)`, `URL(filePath:)` and `URLRequest(url:)`; nil
    /// for another type.
    static func make(_ name: String, _ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        let labels = values.map(\.label)
        switch name {
        case "URL":
            guard let first = values.first, case .string(let text) = first.value else {
                throw ExpressionError("URL takes (string:), (fileURLWithPath:) or (filePath:) with a string", at: offset)
            }
            switch labels[0] {
            case "string": return URLValue(string: text).map { .host(HostValue($0)) } ?? Value.none
            case "fileURLWithPath", "filePath":
                let directory = values.dropFirst().contains { $0.label == "isDirectory" && $0.value == .bool(true) }
                return .host(HostValue(URLValue(filePath: text, isDirectory: directory)))
            default:
                throw ExpressionError("URL takes (string:), (fileURLWithPath:) or (filePath:) with a string", at: offset)
            }
        case "URLRequest":
            guard labels.first == "url", case .host(let host) = values[0].value, let url = host.object as? URLValue else {
                throw ExpressionError("URLRequest takes (url:) with a URL", at: offset)
            }
            return .host(HostValue(URLRequestValue(url: url)))
        default:
            return nil
        }
    }
}
