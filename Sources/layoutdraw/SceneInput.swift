import ArgumentParser
import LayoutDraw
#if canImport(Glibc)
import Glibc
#endif

/// A scene's text and the name diagnostics use for it.
struct SceneInput {
    var name: String
    var text: String

    /// Why a scene could not be read.
    struct ReadError: Error {
        var file: String
        var message: String
        /// The file exists but is larger than the limit: an invalid scene (65), not a missing one.
        var isTooLarge = false

        var status: ExitCode { isTooLarge ? ExitStatus.invalidScene : ExitStatus.missingInput }
    }

    /// Reads `path`, or standard input for `-`, at most `limit` bytes. Folders, FIFOs and other
    /// non-regular files are refused without waiting (a FIFO would hang), as is a larger file.
    static func read(_ path: String, limit: Int) throws(ReadError) -> SceneInput {
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes = path == "-" ? try FileContents.readAll(STDIN_FILENO, limit: limit) : try FileContents.read(path, limit: limit)
        } catch {
            var failure = ReadError(file: name, message: error.reason)
            if case .tooLarge = error {
                failure.message = "the scene is \(error.reason) (--max-file-size)"
                failure.isTooLarge = true
            }
            throw failure
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ReadError(file: name, message: "not UTF-8 text")
        }
        return SceneInput(name: name, text: text)
    }
}
