import LayoutDraw
#if canImport(Glibc)
import Glibc
#endif

/// A scene's text and the name diagnostics use for it.
struct SceneInput {
    var name: String
    var text: String

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `path`, or standard input for `-`. Directories, FIFOs and other non-regular files
    /// are refused rather than read (a FIFO would hang).
    static func read(_ path: String) throws(ReadError) -> SceneInput {
        if path == "-" {
            return try SceneInput(name: "<stdin>", text: decodeUTF8(readAll(STDIN_FILENO), name: "<stdin>"))
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ReadError(description: "\(path): no such file")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw ReadError(description: "\(path): not a regular file")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ReadError(description: "\(path): cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        return try SceneInput(name: path, text: decodeUTF8(readAll(descriptor), name: path))
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    private static func decodeUTF8(_ bytes: [UInt8], name: String) throws(ReadError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ReadError(description: "\(name): not UTF-8 text")
        }
        return text
    }

    /// `dir/scene.yaml` → `dir/scene.png`.
    static func defaultOutput(for scene: String, format: OutputFormat) -> String {
        if scene == "-" { return "-" }
        var base = scene
        if let dot = base.lastIndex(of: "."), !base[dot...].contains("/") { base = String(base[..<dot]) }
        return base + "." + format.rawValue
    }
}

