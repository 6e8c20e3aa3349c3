import Dispatch
import LayoutDraw
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What the preview page shows: the last picture drawn, and the outcome of the last drawing.
struct PreviewState: Sendable {
    /// Counts drawings; the page asks for `/picture.png?v=VERSION`.
    var version = 0
    /// Whether the last drawing succeeded (else `messages` says why, and `picture` is the last
    /// good one).
    var ok = false
    /// The last good picture, as PNG.
    var picture: [UInt8]?
    /// Its size in points, at which the page shows it.
    var width = 0.0
    var height = 0.0
    /// Errors and warnings of the last drawing, as the terminal shows them.
    var messages = ""
    /// Milliseconds the drawing took (reading, decoding, layout, drawing, encoding).
    var milliseconds = 0.0
    /// The scene's name, for the page's title.
    var scene = ""

    /// The state as the JSON the page receives (`/events`, `/state`); the picture is fetched
    /// separately.
    var json: String {
        JSONValue.object([
            ("version", .integer(version)), ("ok", .bool(ok)), ("hasPicture", .bool(picture != nil)),
            ("width", .number(width)), ("height", .number(height)), ("messages", .string(messages)),
            ("milliseconds", .number((milliseconds * 10).rounded() / 10)), ("scene", .string(scene)),
        ]).compact()
    }
}

/// A small HTTP/1.1 server on 127.0.0.1 for `layoutdraw watch`: the page (`/`), the picture
/// (`/picture.png`), the state as JSON (`/state`) and a stream of server-sent events
/// (`/events`) that tells the page of every new drawing, so it swaps the picture in without
/// reloading. It serves nothing else, no file from the disk, and only to requests addressed to
/// 127.0.0.1 or localhost (a web page elsewhere cannot reach it through a DNS name that points
/// here).
final class PreviewServer: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The port the server listens on (the one asked for, or the free one the system chose).
    let port: UInt16
    private let listener: Int32
    private let state = Mutex(PreviewState())
    /// Open event streams.
    private let subscribers = Mutex<[Int32]>([])

    /// Listens on 127.0.0.1:`port` (0: any free port).
    init(port: UInt16) throws(Failure) {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "cannot open a socket (\(Self.reason()))") }
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socketDescriptor, 64) == 0 else {
            let why = Self.reason()
            close(socketDescriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port) (\(why))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        listener = socketDescriptor
        // A page that goes away mid-write must not end the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// `http://127.0.0.1:PORT/`.
    var url: String { "http://127.0.0.1:\(port)/" }

    /// Accepts connections on a thread of its own, and keeps the event streams alive.
    func start() {
        DispatchQueue(label: "layoutdraw.watch.accept").async { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE { continue }
                    return
                }
                DispatchQueue.global().async { self.serve(client) }
            }
        }
        DispatchQueue(label: "layoutdraw.watch.keepalive").async { [self] in
            while true {
                sleep(15)
                broadcast(": keep-alive\n\n")
            }
        }
    }

    /// Makes `update` what the page shows and tells every open page.
    func publish(_ update: (inout PreviewState) -> Void) {
        let json = state.withLock { state -> String in
            update(&state)
            return state.json
        }
        broadcast("data: \(json)\n\n")
    }

    var current: PreviewState { state.withLock { $0 } }

    // MARK: Serving

    private func serve(_ client: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = Self.readRequest(client) else {
            close(client)
            return
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return respond(client, status: "405 Method Not Allowed", type: "text/plain", body: Array("GET only\n".utf8))
        }
        guard isAllowed(host: request.host) else {
            return respond(client, status: "403 Forbidden", type: "text/plain", body: Array("this preview answers to 127.0.0.1 and localhost only\n".utf8))
        }
        let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        switch path {
        case "/", "/index.html":
            respond(client, status: "200 OK", type: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8), head: request.method == "HEAD")
        case "/state":
            respond(client, status: "200 OK", type: "application/json", body: Array(current.json.utf8), head: request.method == "HEAD")
        case "/picture.png":
            if let picture = current.picture {
                respond(client, status: "200 OK", type: "image/png", body: picture, head: request.method == "HEAD")
            } else {
                respond(client, status: "404 Not Found", type: "text/plain", body: Array("nothing drawn yet\n".utf8))
            }
        case "/events":
            let header = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\n"
            // The state so far, unless nothing is drawn yet (the first drawing will be sent).
            let state = current
            let first = "retry: 500\n" + (state.version > 0 ? "data: \(state.json)\n\n" : "\n")
            guard Self.send(client, Array((header + first).utf8)) else {
                close(client)
                return
            }
            subscribers.withLock { $0.append(client) }
        default:
            respond(client, status: "404 Not Found", type: "text/plain", body: Array("not found\n".utf8))
        }
    }

    private func isAllowed(host: String?) -> Bool {
        guard let host else { return true }  // HTTP/1.0 clients send none
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)" || host == "127.0.0.1" || host == "localhost"
    }

    private func respond(_ client: Int32, status: String, type: String, body: [UInt8], head: Bool = false) {
        let header =
            "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        _ = Self.send(client, Array(header.utf8) + (head ? [] : body))
        shutdown(client, Int32(SHUT_WR))
        close(client)
    }

    private func broadcast(_ text: String) {
        let bytes = Array(text.utf8)
        subscribers.withLock { clients in
            clients.removeAll { client in
                if Self.send(client, bytes) { return false }
                close(client)
                return true
            }
        }
    }

    // MARK: Sockets

    struct Request {
        var method: String
        var path: String
        var host: String?
    }

    /// The request line and the Host header of a request of at most 16 KB.
    private static func readRequest(_ client: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 16 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            bytes += buffer[0..<count]
            if let end = headerEnd(bytes) {
                let text = String(decoding: bytes[..<end], as: UTF8.self)
                let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
                let parts = lines.first?.split(separator: " ") ?? []
                guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
                var host: String?
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    if line[..<colon].lowercased() == "host" {
                        host = String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
                    }
                }
                return Request(method: String(parts[0]), path: String(parts[1]), host: host)
            }
        }
        return nil
    }

    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Sends every byte; false when the peer is gone.
    private static func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { return false }
            sent += result
        }
        return true
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
