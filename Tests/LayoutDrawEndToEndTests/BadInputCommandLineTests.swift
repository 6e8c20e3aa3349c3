import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Bad input through the `layoutdraw` executable: positioned messages, exit statuses, limits,
/// files that are not files, and outputs that a failure or a kill leaves as they were.
@Suite struct BadInputCommandLineTests {
    // MARK: validate and --diagnostics json

    @Test func validateReportsEveryProblemAndWritesNothing() throws {
        let folder = try temporaryFolder()
        let bad = folder.appendingPathComponent("bad.yaml")
        try "view:\n  Txt: Hello\n  paddding: 10\n  fill: red\n".write(to: bad, atomically: true, encoding: .utf8)
        let good = folder.appendingPathComponent("good.yaml")
        try "view:\n  Text: Hello\n  fill: red\n".write(to: good, atomically: true, encoding: .utf8)

        let result = try runLayoutdraw(["validate", bad.path, good.path])
        #expect(result.status == 65)
        #expect(
            result.standardError == """
                \(bad.path):2:3: error: unknown view 'Txt'; did you mean 'Text'?
                  Txt: Hello
                  ^
                \(bad.path):3:3: error: unknown modifier 'paddding'; did you mean 'padding'?
                  paddding: 10
                  ^
                \(good.path):3:3: warning: 'fill' applies to a shape; 'Text' is not a shape, so it is ignored
                  fill: red
                  ^

                """)
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.yaml", "good.yaml"])

        let valid = try runLayoutdraw(["validate", good.path, Repository.root.appendingPathComponent("Fixtures").path])
        #expect(valid.status == 0)
        let missing = try runLayoutdraw(["validate", bad.path, folder.appendingPathComponent("none.yaml").path])
        #expect(missing.status == 66)
    }

    @Test func diagnosticsAsJSONLines() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("s.yaml")
        try "view:\n  Text: Hello\n  paddding: 10\n  foregroundStyle: rde\n".write(to: scene, atomically: true, encoding: .utf8)
        for command in [["validate", scene.path], [scene.path, "-o", folder.appendingPathComponent("s.png").path]] {
            let result = try runLayoutdraw(command + ["--diagnostics", "json"])
            #expect(result.status == 65)
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 2)
            let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            #expect(objects[0]["file"] as? String == scene.path)
            #expect(objects[0]["line"] as? Int == 3)
            #expect(objects[0]["column"] as? Int == 3)
            #expect(objects[0]["severity"] as? String == "error")
            #expect(objects[0]["message"] as? String == "unknown modifier 'paddding'; did you mean 'padding'?")
            #expect(objects[1]["line"] as? Int == 4 && objects[1]["column"] as? Int == 20)
            #expect(objects[1]["message"] as? String == "unknown colour 'rde'; did you mean 'red'?")
        }
        let missing = try runLayoutdraw(["validate", "/nonexistent.yaml", "--diagnostics", "json"])
        #expect(missing.status == 66)
        let object = try #require(JSONSerialization.jsonObject(with: Data(missing.standardError.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "/nonexistent.yaml")
        #expect(object["line"] is NSNull && object["column"] is NSNull)
        #expect(object["message"] as? String == "no such file")
    }

    @Test func textOverflowingItsFrameIsAWarningFromLayout() throws {
        let scene = Data("view:\n  Text: A sentence far too long\n  fixedSize: true\n  frame: {width: 50, height: 20}\n".utf8)
        let result = try runLayoutdraw(["validate", "-"], input: scene)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("<stdin>:2:3: warning: text overflows its frame: 'A sentence far too long' is "))
        #expect(result.standardError.contains("points, its frame (line 4) 50.0 × 20.0\n  Text: A sentence far too long\n  ^"))
    }

    // MARK: Limits

    @Test func limitsHaveClearMessagesAndFlags() throws {
        let wide = Data("canvas: {size: [400, 100]}\nview:\n  Color: red\n".utf8)
        let side = try runLayoutdraw(["validate", "-", "--max-canvas-side", "500"], input: wide)
        #expect(side.status == 65)
        #expect(
            side.standardError.hasPrefix(
                "<stdin>:1:1: error: the picture would be 800.0 × 200.0 pixels (400.0 × 100.0 points at scale 2.0), more than 500 pixels a side (limit --max-canvas-side)"))
        #expect(try runLayoutdraw(["validate", "-", "--max-canvas-side", "800"], input: wide).status == 0)
        let pixels = try runLayoutdraw(["validate", "-", "--max-canvas-pixels", "100000"], input: wide)
        #expect(pixels.standardError.contains("more than 100000 pixels in all (limit --max-canvas-pixels)"))

        let forEach = Data("view:\n  VStack:\n    - ForEach: {count: 50, content: {Text: a, padding: 1}}\n".utf8)
        let nodes = try runLayoutdraw(["validate", "-", "--max-nodes", "60"], input: forEach)
        #expect(nodes.status == 65)
        #expect(nodes.standardError.hasPrefix("<stdin>:3:37: error: the scene makes more than 60 views and modifiers (ForEach repeats its content; limit --max-nodes)"))

        let size = try runLayoutdraw(["validate", "-", "--max-file-size", "10"], input: wide)
        #expect(size.status == 65)
        #expect(size.standardError.hasPrefix("<stdin>:1:1: error: the scene is more than the limit of 10 bytes (--max-file-size)"))

        let expression = Data("view:\n  Text: Hi\n  padding: '1 + 2 + 3'\n".utf8)
        let long = try runLayoutdraw(["validate", "-", "--max-expression-length", "5"], input: expression)
        #expect(long.standardError.contains("the expression is 9 characters long, more than the limit of 5 (--max-expression-length)"))

        // Placing labels costs about the square of their number.
        let annotated = Data("canvas: {annotate: [frame, size]}\nview:\n  VStack:\n    - ForEach: {count: 300, content: {Text: x}}\n".utf8)
        let labels = try runLayoutdraw(["validate", "-"], input: annotated)
        #expect(labels.status == 65)
        #expect(
            labels.standardError.hasPrefix(
                "<stdin>:1:1: error: the diagram would place 602 labels, more than 500 (limit --max-labels): annotate fewer views"))

        #expect(try runLayoutdraw(["validate", "-", "--max-depth", "0"], input: wide).status == 64)
    }

    @Test func hugeNumbersHaveDefinedOutcomes() throws {
        // Too large to add up: the canvas of a `fit` scene would be infinite.
        let padding = try runLayoutdraw(["validate", "-"], input: Data("view:\n  Text: hi\n  padding: 1e308\n".utf8))
        #expect(padding.status == 65)
        #expect(padding.standardError.hasPrefix("<stdin>:3:3: error: the canvas would be inf × inf points: a view's size is not finite"))
        // On a fixed canvas the same view overflows to infinity: a warning, and it is not drawn.
        let fixed = try runLayoutdraw(
            ["-", "--format", "png", "-o", "-"], input: Data("canvas: {size: [20, 10]}\nview:\n  Color: red\n  padding: 1e308\n".utf8))
        #expect(fixed.status == 0)
        #expect(fixed.standardError.hasPrefix("<stdin>:4:3: warning: this view's frame is not finite"))
        let image = try PNGCodec.decode(Array(fixed.standardOutput))
        #expect(image.width == 40 && image.pixel(x: 20, y: 10).r == 0xFF && image.pixel(x: 20, y: 10).g == 0xFF)
        // Drawn transforms cairo cannot use: nothing of the view is drawn, the rest is.
        for effect in ["scaleEffect: 1e300", "rotationEffect: 1e300", "modifiers: [scaleEffect: 1e-200, scaleEffect: 1e-200]"] {
            let scene = "canvas: {size: [20, 10]}\nview:\n  Color: red\n  \(effect)\n"
            let result = try runLayoutdraw(["-", "--format", "png", "-o", "-"], input: Data(scene.utf8))
            #expect(result.status == 0, "\(effect): \(result.standardError)")
            #expect((try? PNGCodec.decode(Array(result.standardOutput)))?.width == 40, "\(effect)")
        }
    }

    // MARK: Hostile YAML

    @Test func billionLaughsFailsWithAPositionedMessage() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        let scene = lines.joined(separator: "\n") + "\nview:\n  Text: '\\(a9)'\n"
        let run = try runMeasured(["validate", "-"], input: Data(scene.utf8))
        #expect(run.status == 65)
        #expect(
            run.standardError.hasPrefix(
                "<stdin>:6:20: error: this alias repeats 66430 YAML nodes, which makes the scene more than 250000 nodes once aliases are expanded (limit --max-yaml-nodes)"))
        // Its memory is measured in a fresh process by HostileYAMLTests (a child's ru_maxrss on
        // Linux includes the peak of the process that spawned it, here the whole test run).
        print("billion laughs through the command line: rejected in \(run.seconds) s")
    }

    @Test(arguments: ["flow", "compact block", "indented block"])
    func tenThousandDeepNestingFailsWithAMessage(_ style: String) throws {
        let depth = 10_000
        let scene: String
        switch style {
        case "flow": scene = "view: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        case "compact block": scene = "view:\n" + String(repeating: "- ", count: depth) + "Text: deep\n"
        default:
            // Every level one column deeper: 50 MB, so the file-size limit is raised to reach the depth.
            var text = "view:\n"
            text.reserveCapacity(depth * depth / 2 + 2 * depth)
            for level in 1..<depth { text += String(repeating: " ", count: level) + "a:\n" }
            scene = text + String(repeating: " ", count: depth) + "Text: deep\n"
        }
        let run = try runMeasured(["validate", "-", "--max-file-size", "100000000"], input: Data(scene.utf8))
        #expect(run.status == 65)
        #expect(run.standardError.contains("error: the YAML nests more than 256 levels deep (lists and mappings inside each other; limit --max-depth)"))
        // Even past libyaml's own limit of 1000, the message is ours.
        let deeper = try runMeasured(["validate", "-", "--max-file-size", "100000000", "--max-depth", "5000"], input: Data(scene.utf8))
        #expect(deeper.status == 65)
        #expect(deeper.standardError.contains("error: the YAML nests more than 999 levels deep"))
    }

    // MARK: Files that are not files

    @Test func fifoFolderAndUnreadableFileAsSceneAreErrorsNotHangs() throws {
        let folder = try temporaryFolder()
        let fifo = folder.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try runMeasured([fifo, "-o", folder.appendingPathComponent("o.png").path])
        #expect(result.status == 66)
        #expect(result.standardError == "layoutdraw: error: \(fifo): not a regular file (a FIFO)\n")
        let directory = try runMeasured(["validate", folder.path + "/"])
        #expect(directory.status == 66)

        let unreadable = folder.appendingPathComponent("secret.yaml")
        try "view:\n  Text: hi\n".write(to: unreadable, atomically: true, encoding: .utf8)
        chmod(unreadable.path, 0)
        defer { chmod(unreadable.path, 0o644) }
        if geteuid() != 0 {  // root reads anything
            let denied = try runMeasured(["validate", unreadable.path])
            #expect(denied.status == 66)
            #expect(denied.standardError.contains("cannot be read (Permission denied)"))
        }
    }

    @Test func imagesStayInTheScenesFolderAndAreReadWithoutHanging() throws {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let svg = try Repository.source("Assets.xcassets/overlay.imageset/overlay.svg")
        try svg.write(to: root.appendingPathComponent("outside.svg"), atomically: true, encoding: .utf8)
        try svg.write(to: folder.appendingPathComponent("inside.svg"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: root.appendingPathComponent("outside.svg").path)
        #expect(mkfifo(folder.appendingPathComponent("fifo.svg").path, 0o644) == 0)
        let scene = folder.appendingPathComponent("s.yaml")
        try """
            view:
              - Image: inside.svg
              - Image: sub/../inside.svg
              - Image: ../outside.svg
              - Image: link.svg
              - Image: \(root.path)/outside.svg
              - Image: fifo.svg
              - Image: sub
              - Image: missing.png
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runMeasured(["validate", scene.path])
        #expect(result.status == 65)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "\(scene.path):4:12: error: image path '../outside.svg' leaves the scene's folder; pass --allow-any-path to allow it",
                "\(scene.path):5:12: error: image path 'link.svg' leads out of the scene's folder through a symbolic link; pass --allow-any-path to allow it",
                "\(scene.path):6:12: error: image path '\(root.path)/outside.svg' is absolute: images must be inside the scene's folder; pass --allow-any-path to allow it",
                "\(scene.path):7:12: error: cannot read image 'fifo.svg': not a regular file (a FIFO)",
                "\(scene.path):8:12: error: cannot read image 'sub': not a regular file (a folder)",
                "\(scene.path):9:12: error: cannot read image 'missing.png': no such file",
            ])
        let allowed = try runMeasured(["validate", scene.path, "--allow-any-path"])
        #expect(allowed.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 3)
    }

    // MARK: Outputs

    @Test func aFailingRenderLeavesTheOutputAsItWas() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: output)
        // Fails during layout: the division depends on the reader's size.
        let scene = Data("view:\n  GeometryReader:\n    - Color: red\n      padding: 'proxy.size.width / 0'\n".utf8)
        let result = try runLayoutdraw(["-", "-o", output.path], input: scene)
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("<stdin>:4:34: error: division by zero"))
        #expect(try Data(contentsOf: output) == Data("previous".utf8))
        // A destination that cannot be replaced: exit 73, nothing left behind.
        let blocked = folder.appendingPathComponent("blocked.png")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let write = try runLayoutdraw(["-", "-o", blocked.path], input: Data("view:\n  Color: red\n  frame: {width: 2, height: 2}\n".utf8))
        #expect(write.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocked.png", "keep.png"])
    }

    @Test func aKilledRenderLeavesTheOutputAsItWasAndNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        let scene = folder.appendingPathComponent("large.yaml")
        // Over a minute of work (3,600 half-transparent circles on a 6000 × 6000 pixel canvas):
        // it is killed after a second, long before it could write anything.
        try """
            canvas: {size: [3000, 3000], scale: 2}
            view:
              VStack:
                spacing: 0
                content:
                  - ForEach:
                      count: 60
                      content:
                        HStack:
                          spacing: 0
                          content:
                            - ForEach:
                                count: 60
                                content: {Circle: , stroke: {color: blue, lineWidth: 3}, opacity: 0.5}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("large.png")
        let previous = Data((0..<1000).map { UInt8($0 % 251) })
        try previous.write(to: output)

        let process = Process()
        process.executableURL = try layoutdrawExecutable()
        process.arguments = [scene.path, "-o", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Kill it while it draws (long before it could finish), watching the folder meanwhile.
        for _ in 0..<10 {
            usleep(100_000)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["large.png", "large.yaml"])
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .uncaughtSignal, "the render ended before it was killed: \(message)")
        #expect(try Data(contentsOf: output) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["large.png", "large.yaml"])
    }

    // MARK: Internal errors

    @Test func aCrashIsExit70WithARequestToReportIt() throws {
        // layoutdraw waits on standard input; a segmentation fault arrives meanwhile.
        let process = Process()
        process.executableURL = try layoutdrawExecutable()
        process.arguments = ["validate", "-"]
        let input = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardError = error
        try process.run()
        usleep(500_000)
        kill(process.processIdentifier, SIGSEGV)
        process.waitUntilExit()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 70)
        #expect(
            message
                == "layoutdraw: error: internal error: layoutdraw crashed. This is a bug in layoutdraw: please report it, with the scene that caused it.\n")
    }
}

// MARK: - Running with a watchdog and measuring

/// A finished run of `layoutdraw`, with how long it took.
struct MeasuredRun {
    var status: Int32
    var standardError: String
    var seconds: Double
}

/// The built `layoutdraw` executable.
func layoutdrawExecutable() throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutdraw")
    let candidates = [binary, Repository.root.appendingPathComponent(".build/debug/layoutdraw")]
    guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: binary.path])
    }
    return executable
}

/// Runs `layoutdraw` with `input` on standard input (from a file, so a large input cannot
/// block), and kills it after a minute (a hang is then a failed exit status, not a hung test
/// run).
func runMeasured(_ arguments: [String], input: Data = Data()) throws -> MeasuredRun {
    let folder = try temporaryFolder()
    let inputFile = folder.appendingPathComponent("stdin"), errorFile = folder.appendingPathComponent("stderr")
    try input.write(to: inputFile)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputFile.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let executable = try layoutdrawExecutable().path
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        if Date().timeIntervalSince(start) > 60 { kill(pid, SIGKILL) }
        usleep(2_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let exited = status & 0x7F == 0
    return MeasuredRun(
        status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
        standardError: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "", seconds: seconds)
}
