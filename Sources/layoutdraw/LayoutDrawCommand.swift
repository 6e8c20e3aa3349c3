import ArgumentParser
import LayoutDraw

#if canImport(Glibc)
import Glibc
#endif

/// `layoutdraw`: SwiftUI layout, evaluated and drawn.
@main
struct LayoutDrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutdraw",
        abstract: "Lay out a SwiftUI scene written in YAML, as SwiftUI would, and draw it.",
        discussion: """
            layoutdraw SCENE [-o OUT.png|OUT.svg|OUT.json] [--dump json] [--scale N] \
            [--color-scheme light|dark] renders a scene (see 'layoutdraw help render'); \
            layoutdraw validate SCENE… checks scenes without drawing them.

            Exit status: 0 success, 64 usage error, 65 invalid scene, 66 missing input, \
            70 internal error, 73 output not writable.
            """,
        version: LayoutDrawVersion.current,
        subcommands: [Render.self, Validate.self, Diff.self, Check.self, MergeReports.self],
        defaultSubcommand: Render.self)

    /// Runs the command with the crash handler in place (exit 70 on a crash, never a signal).
    static func main() {
        ProcessHeap.configure()
        CrashHandler.install()
        if CommandLine.arguments.dropFirst() == ["--version"] { LayoutDrawVersion.printReport() }
        main(nil)
    }
}

/// The version `--version` prints.
enum LayoutDrawVersion {
    static let current = "0.1.0"

    /// `layoutdraw --version`: layoutdraw's version, then those of cairo, Pango, librsvg and the
    /// font files, which decide a picture's pixels as much as layoutdraw does (goldens recorded
    /// with other versions may differ). Exits 0, or 66 when the shipped fonts are missing.
    static func printReport() -> Never {
        print("layoutdraw \(current)")
        do {
            print(try LibraryVersions.current().description)
        } catch {
            printError("layoutdraw: error: \(error.message)")
            exit(ExitStatus.missingInput.rawValue)
        }
        exit(0)
    }
}
