import ArgumentParser
import LayoutDraw
import LayoutDrawCheck

/// `layoutdraw validate SCENE…`: decode and lay out scenes, report their problems, draw nothing.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check scenes without drawing them: decode and lay out each, print every error and warning.",
        discussion: """
            Writes no files and prints nothing for a scene without problems. A folder means its \
            *.yaml files.

            Text is measured with the fonts a render would use: give the same --font-dir and \
            --font-family.

            Exit status: 0 every scene is valid (warnings allowed), 64 usage error (also a \
            --font-family no font has), 65 a scene has errors, 66 a scene or a --font-dir folder \
            is missing or unreadable (reported before 65), 70 internal error.
            """)

    @Argument(help: "Scene files (.yaml), folders of scenes, or '-' for standard input.")
    var scenes: [String]

    @OptionGroup var fontOptions: FontOptions

    @OptionGroup var sceneOptions: SceneOptions

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file or folder") }
    }

    func run() throws {
        let printer = sceneOptions.printer
        let pipeline = try SceneRun.pipeline(fonts: fontOptions.fonts, printer: printer)
        var worst: Int32 = 0
        for scene in scenes {
            var paths = [scene]
            if scene != "-", FileContents.isDirectory(scene) {
                do {
                    paths = try CheckRunner.sceneFiles(in: [scene])
                } catch {
                    printer.printProblem(error.message, file: nil)
                    worst = Self.worse(worst, ExitStatus.missingInput.rawValue)
                    continue
                }
            }
            for path in paths {
                do {
                    _ = try SceneRun.run(path, pipeline: pipeline, options: sceneOptions.decodingOptions(), printer: printer)
                } catch let status as ExitCode {
                    worst = Self.worse(worst, status.rawValue)
                }
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    /// Missing input outranks an invalid scene, and an internal error both.
    static func worse(_ a: Int32, _ b: Int32) -> Int32 {
        let rank: [Int32: Int] = [0: 0, 65: 1, 66: 2, 70: 3]
        return (rank[a] ?? 3) >= (rank[b] ?? 3) ? a : b
    }
}
