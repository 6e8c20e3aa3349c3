import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw watch`: the server, the event stream and the redrawing, spoken to over sockets
/// as a browser would (the page itself is tested in headless Chromium by
/// `Benchmarks/watch-page.py`, which needs a browser: `make watch-test`).
@Suite struct WatchCommandTests {
    @Test func redrawsOnEverySaveAndTellsThePage() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("card.yaml")
        try "canvas: {size: [40, 20]}\nview:\n  Color: blue\n".write(to: scene, atomically: true, encoding: .utf8)
        let watch = try WatchProcess(arguments: ["watch", "card.yaml"], in: folder)
        defer { watch.stop() }

        // The first drawing: 40 × 20 points, drawn at the default scale 2.
        var state = try watch.waitForState { $0["version"] as? Int == 1 }
        #expect(state["ok"] as? Bool == true && state["width"] as? Double == 40 && state["height"] as? Double == 20)
        let first = try PNGCodec.decode(try watch.get("/picture.png").body)
        #expect(first.width == 80 && first.height == 40)
        #expect(try PNGCodec.decode(Array(Data(contentsOf: folder.appendingPathComponent("card.png")))).width == 80)
        let page = try watch.get("/")
        #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).contains("new EventSource(\"/events\")"))

        let events = try EventStream(port: watch.port)
        #expect(try events.next()["version"] as? Int == 1)

        // A save that renames a new file over the scene, as editors do.
        let replacement = folder.appendingPathComponent(".card.yaml.new")
        try "canvas: {size: [60, 20]}\nview:\n  Color: blue\n".write(to: replacement, atomically: false, encoding: .utf8)
        #expect(rename(replacement.path, scene.path) == 0)
        state = try events.next()
        #expect(state["version"] as? Int == 2 && state["ok"] as? Bool == true && state["width"] as? Double == 60)
        #expect(try PNGCodec.decode(try watch.get("/picture.png").body).width == 120)
        #expect(try PNGCodec.decode(Array(Data(contentsOf: folder.appendingPathComponent("card.png")))).width == 120)

        // An error: shown, and the last good picture stays.
        try "canvas: {size: [60, 20]}\nview:\n  Colr: blue\n".write(to: scene, atomically: false, encoding: .utf8)
        state = try events.next()
        #expect(state["version"] as? Int == 3 && state["ok"] as? Bool == false)
        let messages = state["messages"] as? String ?? ""
        #expect(messages.contains("card.yaml:3:3: error: unknown view 'Colr'; did you mean 'Color'?"), "\(messages)")
        #expect(try PNGCodec.decode(try watch.get("/picture.png").body).width == 120)

        // Only 127.0.0.1 and localhost are answered.
        #expect(try watch.get("/state", host: "attacker.example").status == 403)
        #expect(try watch.get("/../../etc/passwd").status == 404)
    }

    /// An image the scene draws is watched too: replacing it draws a new picture.
    @Test func redrawsWhenAnImageTheSceneUsesChanges() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let image = folder.appendingPathComponent("images/dot.png")
        func writeImage(width: Int, height: Int) throws {
            let png = try PNGCodec.encode(RGBAImage(width: width, height: height, filledWith: (r: 255, g: 0, b: 0, a: 255)))
            let temporary = folder.appendingPathComponent("images/.dot.png.new")
            try Data(png).write(to: temporary)
            #expect(rename(temporary.path, image.path) == 0)
        }
        try writeImage(width: 4, height: 2)
        // A fitted canvas is the image's natural size: a PNG's pixels, in points.
        try "canvas: {size: fit, scale: 1}\nview:\n  Image: images/dot.png\n".write(
            to: folder.appendingPathComponent("dot.yaml"), atomically: true, encoding: .utf8)
        let watch = try WatchProcess(arguments: ["watch", "dot.yaml", "-o", "out/dot.png"], in: folder)
        defer { watch.stop() }
        let state = try watch.waitForState { $0["version"] as? Int == 1 }
        #expect(state["width"] as? Double == 4 && state["height"] as? Double == 2)
        let events = try EventStream(port: watch.port)
        _ = try events.next()
        try writeImage(width: 6, height: 3)
        let next = try events.next()
        #expect(next["version"] as? Int == 2 && next["width"] as? Double == 6 && next["height"] as? Double == 3)
        #expect(try PNGCodec.decode(Array(Data(contentsOf: folder.appendingPathComponent("out/dot.png")))).width == 6)
    }

    /// A SwiftUI view is redrawn when a file of its project that it uses changes (the model's
    /// width, in another file: 120, then 90 points), and, after a picture that failed, when a
    /// new file declares what it missed.
    @Test func redrawsWhenAProjectFileTheViewUsesChanges() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Models"), withIntermediateDirectories: true)
        let model = folder.appendingPathComponent("App/Models/Bar.swift")
        func writeModel(_ width: Int) throws {
            let temporary = folder.appendingPathComponent("App/Models/.Bar.swift.new")
            try "struct Bar {\n    static let width: CGFloat = \(width)\n}\n".write(to: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary.path, model.path) == 0)
        }
        try writeModel(120)
        try "import SwiftUI\n\nstruct BarView: View {\n    var body: some View { Color.red.frame(width: Bar.width, height: 10) }\n}\n\n#Preview(traits: .sizeThatFitsLayout) { BarView() }\n"
            .write(to: folder.appendingPathComponent("App/BarView.swift"), atomically: true, encoding: .utf8)
        let watch = try WatchProcess(arguments: ["watch", "App/BarView.swift", "-o", "out/bar.png"], in: folder)
        defer { watch.stop() }
        let state = try watch.waitForState { $0["version"] as? Int == 1 }
        #expect(state["ok"] as? Bool == true && state["width"] as? Double == 120, "\(state)")
        let events = try EventStream(port: watch.port)
        _ = try events.next()
        try writeModel(90)
        let next = try events.next()
        #expect(next["version"] as? Int == 2 && next["width"] as? Double == 90, "\(next)")

        // Bar gone: the picture fails; a new file in a folder watched that declares it mends it.
        #expect(unlink(model.path) == 0)
        let failed = try events.next()
        #expect(failed["ok"] as? Bool == false, "\(failed)")
        try "struct Bar {\n    static let width: CGFloat = 60\n}\n".write(
            to: folder.appendingPathComponent("App/Models/Sizes.swift"), atomically: true, encoding: .utf8)
        let mended = try events.next()
        #expect(mended["ok"] as? Bool == true && mended["width"] as? Double == 60, "\(mended)")
    }

    @Test func aMissingFolderAndATakenPortAreErrors() throws {
        let missing = try runLayoutdraw(["watch", "/nonexistent/folder/scene.yaml"])
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("the scene's folder does not exist"))
        let folder = try temporaryFolder()
        try "view: {Text: A}\n".write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        let watch = try WatchProcess(arguments: ["watch", "a.yaml"], in: folder)
        defer { watch.stop() }
        let taken = try runLayoutdraw(["watch", "a.yaml", "--port", String(watch.port)], in: folder)
        #expect(taken.status == 64)
        #expect(taken.standardError.contains("cannot listen on 127.0.0.1:\(watch.port)"))
    }
}

/// A running `layoutdraw watch`, stopped at the end of the test.
final class WatchProcess {
    let process = Process()
    let port: UInt16
    private let output = Pipe()

    init(arguments: [String], in folder: URL) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdraw")
        let candidates = [binary, Repository.root.appendingPathComponent(".build/debug/layoutdraw")]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile)
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Watching card.yaml: http://127.0.0.1:PORT/ (Ctrl-C to stop)"
        let line = try Self.readLine(output.fileHandleForReading.fileDescriptor, timeout: 30)
        guard let start = line.range(of: "http://127.0.0.1:"), let port = UInt16(line[start.upperBound...].prefix { $0.isNumber }) else {
            process.terminate()
            throw WatchTestError("no address in: \(line)")
        }
        self.port = port
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func get(_ path: String, host: String? = nil) throws -> (status: Int, body: [UInt8]) {
        let socket = try connectSocket(port)
        defer { close(socket) }
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        guard let end = response.indices.dropLast(3).first(where: { response[$0..<$0 + 4] == [13, 10, 13, 10] }) else {
            throw WatchTestError("no HTTP header")
        }
        let header = String(decoding: response[..<end], as: UTF8.self)
        let status = Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, Array(response[(end + 4)...]))
    }

    /// Polls `/state` until `condition` holds.
    func waitForState(_ condition: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let body = try get("/state").body
            if let state = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], condition(state) { return state }
            usleep(20_000)
        }
        throw WatchTestError("timed out waiting for the state")
    }

    static func readLine(_ descriptor: Int32, timeout: Double) throws -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { break }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        throw WatchTestError("no line from watch: \(String(decoding: bytes, as: UTF8.self))")
    }
}

/// `/events`, read one event at a time.
final class EventStream {
    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16) throws {
        socket = try connectSocket(port)
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    deinit { close(socket) }

    /// The next `data:` event's JSON (keep-alive comments and `retry:` are skipped).
    func next(timeout: Double = 30) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            while let end = buffer.indices.dropLast().first(where: { buffer[$0] == 10 && buffer[$0 + 1] == 10 }) {
                let event = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 2)
                for line in event.split(separator: "\n") where line.hasPrefix("data: ") {
                    if let object = try JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any] {
                        return object
                    }
                }
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { throw WatchTestError("the event stream closed") }
            buffer += chunk[0..<count]
        }
        throw WatchTestError("no event within \(timeout) s")
    }
}

struct WatchTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

private func connectSocket(_ port: UInt16) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(descriptor)
        throw WatchTestError("cannot connect to port \(port)")
    }
    return descriptor
}
