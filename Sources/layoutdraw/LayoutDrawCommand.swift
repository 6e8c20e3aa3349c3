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
        abstract: "Lay out a SwiftUI listing or a YAML scene as SwiftUI would, and draw it.",
        discussion: """
            layoutdraw SCENE… [-o OUT.png|OUT.svg|OUT.json] [-O DIR] [--format png,svg] [--dump json] \
            [--appearance light,dark] [--scale 1,2,3] [--explain] renders scenes (see \
            'layoutdraw help render'); layoutdraw validate SCENE… checks scenes without drawing \
            them; layoutdraw markdown FILE.md… draws a Markdown file's scene blocks; layoutdraw \
            watch SCENE redraws on every save and shows the picture in a browser; layoutdraw explain \
            SCENE writes an HTML page with sliders that lay the scene out again.

            Exit status: 0 success, 64 usage error, 65 invalid scene, 66 missing input, \
            70 internal error, 73 output not writable.
            """,
        version: LayoutDrawVersion.current,
        subcommands: [Render.self, Validate.self, Diff.self, Check.self, MergeReports.self, Markdown.self, Watch.self, Explain.self, MCPCommand.self],
        defaultSubcommand: Render.self)

    /// Runs the command with the crash handler in place (exit 70 on a crash, never a signal).
    static func main() {
        ProcessHeap.configure()
        CrashHandler.install()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] { LayoutDrawVersion.printReport() }
        if let problem = CommandLineRewriting.mistypedCommand(arguments, fileExists: FileAccess.exists) {
            printError("Error: \(problem)")
            exit(withError: ExitCode(ExitStatus.usage.rawValue))
        }
        main(CommandLineRewriting.explainDefaults(arguments, fileExists: FileAccess.exists))
    }
}

/// The version `--version` prints.
enum LayoutDrawVersion {
    static let current = "0.1.0"

    /// `layoutdraw --version`: layoutdraw's version, where the shipped fonts come from (installed
    /// beside the binary, or Debian's packages), then the versions of cairo, Pango, librsvg and
    /// every font file or folder, by path, which decide a picture's pixels as much as layoutdraw does (goldens recorded
    /// with other versions may differ). Exits 0, or 66 when the shipped fonts are missing.
    static func printReport() -> Never {
        print("layoutdraw \(current)")
        switch FontConfiguration.source {
        case .installed(let folder):
            print("fonts installed with layoutdraw: \(folder)")
        case .debian(let lookedIn):
            print("fonts from Debian's \(FontConfiguration.packages.joined(separator: " and "))" + (lookedIn.map { " (none installed in \($0))" } ?? ""))
        }
        do {
            print(try LibraryVersions.current().description)
        } catch {
            printError("layoutdraw: error: \(error.message)")
            exit(ExitStatus.missingInput.rawValue)
        }
        exit(0)
    }
}
