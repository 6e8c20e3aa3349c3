import LayoutDrawInterpreter
import Foundation
import LayoutDraw
import LayoutDrawCheck
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `layoutdraw check` on a docs repository: the project file, nested scenes, variants with
/// DocC names, `--update`, exit statuses, stale artifacts, JUnit, shards and `merge-reports`.
@Suite struct CheckProjectCommandTests {
    /// A repository with `scenes/box.yaml` (a 20 × 10 point red rectangle at scale 1) and
    /// `scenes/nested/deeper/bar.swift` (a 10 × 10 point blue one), and a project file.
    private func makeRepository(project: String) throws -> URL {
        let root = try temporaryFolder()
        let nested = root.appendingPathComponent("scenes/nested/deeper")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try box(color: "red", in: root)
        try """
            // layoutdraw: --size 10x10
            Color.blue
            """.write(to: nested.appendingPathComponent("bar.swift"), atomically: true, encoding: .utf8)
        try project.write(to: root.appendingPathComponent("layoutdraw.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    private func box(color: String, in root: URL) throws {
        try """
            canvas:
              size: [20, 10]
              scale: 1
            view:
              Color: \(color)
            """.write(to: root.appendingPathComponent("scenes/box.yaml"), atomically: true, encoding: .utf8)
    }

    private func output(_ result: CommandResult) -> String { String(decoding: result.standardOutput, as: UTF8.self) }

    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// The first complaint: a scene in a subfolder was skipped without a word.
    @Test func aFolderIsSearchedRecursivelyAndGoldensDefaultBesideTheScenes() throws {
        let root = try makeRepository(project: "")
        try FileManager.default.removeItem(at: root.appendingPathComponent("layoutdraw.yaml"))
        let first = try GoldenSupport.run(["check", "scenes", "-u"], in: root)
        #expect(first.status == 0, "\(output(first))\(first.standardError)")
        #expect(output(first) == """
            UPDATE box: no golden; recorded scenes/box.png
            UPDATE nested/deeper/bar: no golden; recorded scenes/nested/deeper/bar.png
            2 passed, 0 failed (2 updated)

            """)
        // `bar.swift` at its own scale (2, the default): 10 × 10 points are 20 × 20 pixels.
        let bar = try GoldenSupport.readPNG(root.appendingPathComponent("scenes/nested/deeper/bar.png"))
        #expect(bar.width == 20 && bar.height == 20)
        let again = try GoldenSupport.run(["check", "scenes"], in: root)
        #expect(again.status == 0)
        #expect(output(again) == "PASS  box\nPASS  nested/deeper/bar\n2 passed, 0 failed\n")
    }

    /// Two appearances × two scales: four goldens with DocC's names, in the goldens folder
    /// mirroring the scenes' subfolders; `-u` records them and passes.
    @Test func variantsGetDocCNamesAndUpdatePasses() throws {
        let root = try makeRepository(project: """
            scenes: scenes
            goldens: Images
            variants:
              appearances: [light, dark]
              scales: [1, 2]
            """)
        let update = try GoldenSupport.run(["check", "-u"], in: root)
        #expect(update.status == 0, "\(output(update))\(update.standardError)")
        #expect(output(update).hasSuffix("8 passed, 0 failed (8 updated)\n"))
        #expect(files(under: root.appendingPathComponent("Images")) == [
            "box.png", "box@2x.png", "box~dark.png", "box~dark@2x.png",
            "nested/deeper/bar.png", "nested/deeper/bar@2x.png", "nested/deeper/bar~dark.png", "nested/deeper/bar~dark@2x.png",
        ])
        // 20 × 10 points at 1x and 2x; system red is #FF3B30 in light and #FF453A in dark.
        let light = try GoldenSupport.readPNG(root.appendingPathComponent("Images/box.png"))
        let dark = try GoldenSupport.readPNG(root.appendingPathComponent("Images/box~dark@2x.png"))
        #expect([light.width, light.height, dark.width, dark.height] as [Int] == [20, 10, 40, 20])
        let l = light.pixel(x: 5, y: 5), d = dark.pixel(x: 5, y: 5)
        #expect([l.r, l.g, l.b] == [0xFF, 0x3B, 0x30])
        #expect([d.r, d.g, d.b] == [0xFF, 0x45, 0x3A])
        let check = try GoldenSupport.run(["check"], in: root)
        #expect(check.status == 0)
        #expect(output(check).hasSuffix("8 passed, 0 failed\n"))
    }

    /// A device variant: the device's screen is the canvas (an iPhone SE's 375 × 667 points,
    /// at the scene's own scale 1: 375 × 667 pixels), and the device joins the golden's name.
    @Test func aDeviceVariantDrawsOnTheDevicesScreen() throws {
        let root = try makeRepository(project: "")
        let result = try GoldenSupport.run(
            ["check", "scenes/box.yaml", "--no-project", "--golden", "Images", "--device", "iPhone SE", "--appearance", "dark", "-u"], in: root)
        #expect(result.status == 0, "\(output(result))\(result.standardError)")
        #expect(output(result) == "UPDATE box-iphone-se~dark: no golden; recorded Images/box-iphone-se~dark.png\n1 passed, 0 failed (1 updated)\n")
        let picture = try GoldenSupport.readPNG(root.appendingPathComponent("Images/box-iphone-se~dark.png"))
        #expect(picture.width == 375 && picture.height == 667)
    }

    /// DocC reads `NAME.png` as a 1x image: a variant that leaves the scale to the scene is
    /// named by the scale it is drawn at. `bar.swift` says no scale, so it is drawn at 2 on any
    /// device (a device's display scale sets the grid layout rounds to, not the output's);
    /// `box.yaml` says `scale: 1`, which adds nothing.
    @Test func aVariantIsNamedByTheScaleItIsDrawnAt() throws {
        let root = try makeRepository(project: "")
        let bar = "scenes/nested/deeper/bar.swift"
        let device = try GoldenSupport.run(["check", bar, "--no-project", "--golden", "G", "--device", "iPhone SE,iPhone 15 Pro", "-u"], in: root)
        #expect(device.status == 0, "\(output(device))\(device.standardError)")
        #expect(output(device) == """
            UPDATE bar-iphone-se@2x: no golden; recorded G/bar-iphone-se@2x.png
            UPDATE bar-iphone-15-pro@2x: no golden; recorded G/bar-iphone-15-pro@2x.png
            2 passed, 0 failed (2 updated)

            """)
        // 375 × 667 and 393 × 852 points at 2x.
        let se = try GoldenSupport.readPNG(root.appendingPathComponent("G/bar-iphone-se@2x.png"))
        let pro = try GoldenSupport.readPNG(root.appendingPathComponent("G/bar-iphone-15-pro@2x.png"))
        #expect(se.width == 750 && se.height == 1334 && pro.width == 786 && pro.height == 1704)
        let appearances = try GoldenSupport.run(["check", bar, "scenes/box.yaml", "--no-project", "--golden", "G", "--appearance", "light,dark", "-u"], in: root)
        #expect(appearances.status == 0)
        #expect(files(under: root.appendingPathComponent("G")) == [
            "bar-iphone-15-pro@2x.png", "bar-iphone-se@2x.png", "bar@2x.png", "bar~dark@2x.png", "box.png", "box~dark.png",
        ])
        // Checked again, the names are found; the update command names the variant, not the scale.
        #expect(try GoldenSupport.run(["check", bar, "--no-project", "--golden", "G", "--appearance", "dark"], in: root).status == 0)
        // The scene as written keeps the name `layoutdraw SCENE` gives it, whatever its scale.
        let asWritten = try GoldenSupport.run(["check", bar, "--no-project", "--golden", "G", "-u"], in: root)
        #expect(output(asWritten) == "UPDATE bar: no golden; recorded G/bar.png\n1 passed, 0 failed (1 updated)\n")
        let picture = try GoldenSupport.readPNG(root.appendingPathComponent("G/bar.png"))
        #expect(picture.width == 20 && picture.height == 20)
    }

    /// A change fails every variant with the command that updates it; running one printed
    /// command updates that variant alone.
    @Test func eachFailurePrintsTheCommandThatUpdatesIt() throws {
        let root = try makeRepository(project: """
            scenes: scenes
            goldens: Images
            include: ["**/*.yaml"]
            variants:
              appearances: [light, dark]
            """)
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        try box(color: "orange", in: root)
        let failing = try GoldenSupport.run(["check"], in: root)
        #expect(failing.status == 1)
        #expect(output(failing) == """
            FAIL  box: 200 of 200 pixels differ (100%)
                  update: layoutdraw check scenes/box.yaml --variant light -u
            FAIL  box~dark: 200 of 200 pixels differ (100%)
                  update: layoutdraw check scenes/box.yaml --variant dark -u
            0 passed, 2 failed
            To update every missing or changed golden: layoutdraw check -u

            """)
        let one = try GoldenSupport.run(try #require(updateCommands(failing).last), in: root)
        #expect(one.status == 0)
        #expect(output(one) == "UPDATE box~dark: 200 of 200 pixels differ (100%); recorded Images/box~dark.png\n1 passed, 0 failed (1 updated)\n")
        let after = try GoldenSupport.run(["check"], in: root)
        #expect(after.status == 1)
        #expect(output(after).hasPrefix("FAIL  box: 200 of 200 pixels differ (100%)\n"))
        #expect(output(after).contains("PASS  box~dark\n"))
    }

    /// The words of a printed command, as a POSIX shell splits them (single quotes only, which
    /// is all `check` prints), without the leading `layoutdraw`.
    private func words(ofCommand command: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, inWord = false
        for character in command {
            if character == "'" {
                quoted.toggle()
                inWord = true
            } else if character == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return Array(words.dropFirst())
    }

    /// The update commands a run printed, as argument lists.
    private func updateCommands(_ result: CommandResult) -> [[String]] {
        output(result).split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "update: ") else { return nil }
            return words(ofCommand: String(line[range.upperBound...]))
        }
    }

    /// `scenes/a/b/x.yaml`, a 20 × 10 point box at scale 1.
    private func nestedBox(color: String, in root: URL) throws {
        let folder = root.appendingPathComponent("scenes/a/b")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "canvas:\n  size: [20, 10]\n  scale: 1\nview:\n  Color: \(color)\n".write(
            to: folder.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    }

    /// Without a project file, a scene two folders down in `check scenes --golden G` has the
    /// golden `G/a/b/x.png`; the update command printed for its failure names the folder its
    /// name starts from, so it records that golden and no `G/x.png`.
    @Test func theUpdateCommandOfANestedSceneRecordsItsOwnGolden() throws {
        let root = try temporaryFolder()
        try nestedBox(color: "red", in: root)
        #expect(try GoldenSupport.run(["check", "scenes", "--golden", "G", "-u"], in: root).status == 0)
        #expect(files(under: root.appendingPathComponent("G")) == ["a/b/x.png"])
        try nestedBox(color: "orange", in: root)
        let failing = try GoldenSupport.run(["check", "scenes", "--golden", "G"], in: root)
        #expect(failing.status == 1)
        let commands = updateCommands(failing)
        #expect(commands == [["check", "scenes/a/b/x.yaml", "--golden", "G", "--scene-root", "scenes", "-u"]])
        let update = try GoldenSupport.run(try #require(commands.first), in: root)
        #expect(update.status == 0, "\(output(update))\(update.standardError)")
        #expect(output(update) == "UPDATE a/b/x: 200 of 200 pixels differ (100%); recorded G/a/b/x.png\n1 passed, 0 failed (1 updated)\n")
        #expect(files(under: root.appendingPathComponent("G")) == ["a/b/x.png"])
        #expect(try GoldenSupport.run(["check", "scenes", "--golden", "G"], in: root).status == 0)
        // The file by itself, without --scene-root, is named by its own name (documented).
        let alone = try GoldenSupport.run(["check", "scenes/a/b/x.yaml", "--golden", "G"], in: root)
        #expect(alone.status == 1)
        #expect(output(alone).hasPrefix("FAIL  x: no golden at G/x.png\n"))
        // --scene-root must hold the scenes.
        let outside = try GoldenSupport.run(["check", "scenes/a/b/x.yaml", "--golden", "G", "--scene-root", "G"], in: root)
        #expect(outside.status == 64)
        #expect(outside.standardError.contains("scenes/a/b/x.yaml is not inside --scene-root G"))
    }

    /// With a project file whose scene folder is `scenes`, a subfolder or a file given on the
    /// command line keeps the golden names of a whole run (`G/a/b/x…`), in every variant, and
    /// the printed command for its failure is the file alone.
    @Test func aSubfolderOrFileInsideTheProjectsSceneFolderKeepsItsGoldenNames() throws {
        let root = try temporaryFolder()
        try nestedBox(color: "red", in: root)
        try "scenes: scenes\ngoldens: G\n".write(to: root.appendingPathComponent("layoutdraw.yaml"), atomically: true, encoding: .utf8)
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        let dark = try GoldenSupport.run(["check", "scenes/a", "--appearance", "dark", "--scale", "2", "-u"], in: root)
        #expect(dark.status == 0, "\(output(dark))\(dark.standardError)")
        #expect(output(dark) == "UPDATE a/b/x~dark@2x: no golden; recorded G/a/b/x~dark@2x.png\n1 passed, 0 failed (1 updated)\n")
        // 20 × 10 points at 2x.
        let picture = try GoldenSupport.readPNG(root.appendingPathComponent("G/a/b/x~dark@2x.png"))
        #expect(picture.width == 40 && picture.height == 20)
        for arguments in [["check", "scenes/a/b/x.yaml"], ["check", "./scenes/a/b/"], ["check", "scenes/a/b/x.yaml", "--appearance", "dark", "--scale", "2"]] {
            let result = try GoldenSupport.run(arguments, in: root)
            #expect(result.status == 0, "\(arguments): \(output(result))")
        }
        #expect(files(under: root.appendingPathComponent("G")) == ["a/b/x.png", "a/b/x~dark@2x.png"])
        try nestedBox(color: "orange", in: root)
        let failing = try GoldenSupport.run(["check", "scenes/a"], in: root)
        #expect(failing.status == 1)
        #expect(updateCommands(failing) == [["check", "scenes/a/b/x.yaml", "-u"]])
        #expect(try GoldenSupport.run(["check", "scenes/a/b/x.yaml", "-u"], in: root).status == 0)
        #expect(files(under: root.appendingPathComponent("G")) == ["a/b/x.png", "a/b/x~dark@2x.png"])
    }

    /// A project of two variant groups, as Playwright's projects: `box.yaml` (20 × 10 points at
    /// scale 1) on an iPhone SE as the scene says, and light and dark at 1x and 2x: five
    /// goldens. Each failure's update command records its golden alone; `--device`,
    /// `--appearance` and `--scale` choose among the five and never make a sixth unless a
    /// variant is named with `--variant`.
    @Test func withSeveralVariantGroupsEachUpdateCommandRecordsOneGolden() throws {
        let root = try makeRepository(project: """
            scenes: scenes
            goldens: Images
            include: ["**/*.yaml"]
            variants:
              - {devices: [iPhone SE]}
              - {appearances: [light, dark], scales: [1, 2]}
            """)
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        let goldens = ["box-iphone-se.png", "box.png", "box@2x.png", "box~dark.png", "box~dark@2x.png"]
        #expect(files(under: root.appendingPathComponent("Images")) == goldens)
        let images = root.appendingPathComponent("Images")
        func bytes(_ name: String) throws -> Data { try Data(contentsOf: images.appendingPathComponent(name)) }
        let before = try goldens.map(bytes)

        try box(color: "orange", in: root)
        let failing = try GoldenSupport.run(["check"], in: root)
        #expect(failing.status == 1)
        let commands = updateCommands(failing)
        #expect(commands.map { $0.dropFirst(2).dropLast() } == [
            ["--variant", "iPhone SE"], ["--variant", "light,@1x"], ["--variant", "light,@2x"], ["--variant", "dark,@1x"],
            ["--variant", "dark,@2x"],
        ])
        // The dark @2x variant's command: one golden recorded, the other four untouched.
        let one = try GoldenSupport.run(commands[4], in: root)
        #expect(one.status == 0)
        #expect(output(one) == "UPDATE box~dark@2x: 800 of 800 pixels differ (100%); recorded Images/box~dark@2x.png\n1 passed, 0 failed (1 updated)\n")
        #expect(try goldens.map(bytes).enumerated().map { $0.element != before[$0.offset] } == [false, false, false, false, true])

        // --device chooses the project's iPhone SE variant: one golden, no iPhone SE in dark.
        let device = try GoldenSupport.run(["check", "--device", "iPhone SE", "-u"], in: root)
        #expect(device.status == 0)
        #expect(output(device) == "UPDATE box-iphone-se: 242625 of 250125 pixels differ (97%); recorded Images/box-iphone-se.png\n1 passed, 0 failed (1 updated)\n")
        // The iPhone SE's screen, 375 × 667 points at the scene's scale 1, is 250,125 pixels;
        // the colour fills all but the 20-point status bar: 375 × 647 = 242,625 differ.
        #expect(files(under: images) == goldens)
        // --appearance dark: the two dark variants (the iPhone SE one sets no appearance).
        let dark = try GoldenSupport.run(["check", "--appearance", "dark"], in: root)
        #expect(dark.status == 1)
        #expect(output(dark).hasPrefix("FAIL  box~dark: 200 of 200 pixels differ (100%)\n"))
        #expect(output(dark).hasSuffix("PASS  box~dark@2x\n1 passed, 1 failed\n"))
        // Parts the project sets otherwise choose nothing: a usage error naming its variants.
        let other = try GoldenSupport.run(["check", "--device", "iPhone 15 Pro"], in: root)
        #expect(other.status == 64)
        #expect(other.standardError.contains("--device 'iPhone 15 Pro': none of the project's variants (iPhone SE; light, @1x; light, @2x; dark, @1x; dark, @2x)"))
        // Named exactly, a variant the project does not define is checked, alone.
        let named = try GoldenSupport.run(["check", "--variant", "iPhone 15 Pro, dark", "--record", "missing"], in: root)
        #expect(named.status == 1)
        #expect(output(named) == "FAIL  box-iphone-15-pro~dark: no golden; recorded Images/box-iphone-15-pro~dark.png\n0 passed, 1 failed (1 recorded)\n")
        // A misspelt part, and --variant with the options that choose, are usage errors.
        #expect(try GoldenSupport.run(["check", "--variant", "drak"], in: root).status == 64)
        #expect(try GoldenSupport.run(["check", "--variant", "dark", "--scale", "2"], in: root).status == 64)
    }

    /// 1 for pictures, 65 for an invalid scene (even beside a differing one), 66 for what
    /// cannot be read; `--update` still records the pictures it can and fails with 65.
    @Test func exitStatusesSeparatePicturesFromInvalidAndUnreadable() throws {
        let root = try makeRepository(project: "scenes: scenes\ngoldens: Images\n")
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        try box(color: "orange", in: root)
        #expect(try GoldenSupport.run(["check"], in: root).status == 1)
        try "view:\n  Text: Hello\n  paddding: 10\n".write(to: root.appendingPathComponent("scenes/bad.yaml"), atomically: true, encoding: .utf8)
        let invalid = try GoldenSupport.run(["check"], in: root)
        #expect(invalid.status == 65)
        #expect(output(invalid).hasPrefix("ERROR bad:\nscenes/bad.yaml:3:3: error: unknown modifier 'paddding'; did you mean 'padding'?\n"))
        let update = try GoldenSupport.run(["check", "-u"], in: root)
        #expect(update.status == 65)
        #expect(output(update).contains("UPDATE box: 200 of 200 pixels differ (100%); recorded Images/box.png\n"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("scenes/bad.yaml"))
        // A golden that is a folder cannot be read.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Images/box.png"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images/box.png"), withIntermediateDirectories: false)
        let unreadable = try GoldenSupport.run(["check"], in: root)
        #expect(unreadable.status == 66)
        #expect(output(unreadable).contains("ERROR box:\nImages/box.png: not a regular file\n"))
        #expect(try GoldenSupport.run(["check", "scenes/nope.yaml"], in: root).status == 66)
        // Usage: no scenes and no project file; a bad project file (positioned, 64).
        #expect(try GoldenSupport.run(["check", "--no-project"], in: root).status == 64)
        try "golden: Images\n".write(to: root.appendingPathComponent("layoutdraw.yaml"), atomically: true, encoding: .utf8)
        let badProject = try GoldenSupport.run(["check"], in: root)
        #expect(badProject.status == 64)
        #expect(badProject.standardError.hasPrefix("layoutdraw.yaml:1:1: error: unknown setting 'golden'; did you mean 'goldens'?"))
        #expect(try GoldenSupport.run(["check", "--project", "missing.yaml"], in: root).status == 66)
        // `--record changed` is `--record failed`: recording fails the run.
        let recorded = try GoldenSupport.run(["check", "scenes", "--no-project", "--golden", "other", "--record", "changed"], in: root)
        #expect(recorded.status == 1)
        #expect(output(recorded) == """
            FAIL  box: no golden; recorded other/box.png
            FAIL  nested/deeper/bar: no golden; recorded other/nested/deeper/bar.png
            0 passed, 2 failed (2 recorded)

            """)
    }

    /// A golden that exists but is not a PNG: an error (66) when checking; `-u` records the
    /// rendering over it and passes, as for a difference; `--record failed` records and fails (1).
    @Test func updateReplacesAGoldenThatIsNotAPNGAndPasses() throws {
        let root = try makeRepository(project: "scenes: scenes\ngoldens: Images\ninclude: [\"**/*.yaml\"]\njson: out/check.json\n")
        let images = root.appendingPathComponent("Images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let golden = images.appendingPathComponent("box.png")
        try Data("not a picture".utf8).write(to: golden)
        let check = try GoldenSupport.run(["check"], in: root)
        #expect(check.status == 66)
        #expect(output(check).hasPrefix("ERROR box:\nImages/box.png: the golden is not a readable PNG ("))
        #expect(output(check).contains("      update: layoutdraw check scenes/box.yaml -u\n"))

        let update = try GoldenSupport.run(["check", "-u"], in: root)
        #expect(update.status == 0, "\(output(update))\(update.standardError)")
        #expect(output(update).hasPrefix("UPDATE box: Images/box.png: the golden is not a readable PNG ("))
        #expect(output(update).hasSuffix("; recorded Images/box.png\n1 passed, 0 failed (1 updated)\n"))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/check.json"))) as? [String: Any])
        #expect((summary["scenes"] as? [[String: Any]])?.first?["status"] as? String == "updated")
        #expect(summary["exitStatus"] as? Int == 0)
        // The golden is now the rendering: 20 × 10 pixels of system red.
        let recorded = try GoldenSupport.readPNG(golden)
        let pixel = recorded.pixel(x: 3, y: 3)
        #expect(recorded.width == 20 && recorded.height == 10)
        #expect([pixel.r, pixel.g, pixel.b] == [0xFF, 0x3B, 0x30])
        #expect(try GoldenSupport.run(["check"], in: root).status == 0)

        // --record failed records over it too, and fails the run as any recording does.
        try Data("still not a picture".utf8).write(to: golden)
        let recording = try GoldenSupport.run(["check", "--record", "failed"], in: root)
        #expect(recording.status == 1)
        #expect(output(recording).hasPrefix("FAIL  box: Images/box.png: the golden is not a readable PNG ("))
        #expect(try GoldenSupport.run(["check"], in: root).status == 0)
    }

    /// `layoutdraw.toml` is not read: alone, it is a usage error naming the YAML file to write
    /// instead of "no scenes"; beside scenes given on the command line, a warning.
    @Test func aTOMLProjectFileIsNamedNotIgnored() throws {
        let root = try makeRepository(project: "")
        try FileManager.default.removeItem(at: root.appendingPathComponent("layoutdraw.yaml"))
        try "scenes = \"scenes\"\ngoldens = \"Images\"\n".write(to: root.appendingPathComponent("layoutdraw.toml"), atomically: true, encoding: .utf8)
        let alone = try GoldenSupport.run(["check"], in: root)
        #expect(alone.status == 64)
        #expect(alone.standardError.hasPrefix("layoutdraw: error: layoutdraw.toml is not read: the project file is layoutdraw.yaml, in YAML (TOML is not read); rename it to layoutdraw.yaml"))
        let given = try GoldenSupport.run(["check", "scenes/box.yaml", "--golden", "Images", "-u"], in: root)
        #expect(given.status == 0)
        #expect(given.standardError.hasPrefix("layoutdraw: warning: layoutdraw.toml is not read"))
        let named = try GoldenSupport.run(["check", "--project", "layoutdraw.toml"], in: root)
        #expect(named.status == 64)
        #expect(named.standardError.contains("layoutdraw.toml: the project file is YAML (layoutdraw.yaml), and TOML is not read"))
        #expect(try GoldenSupport.run(["check", "--no-project", "scenes/box.yaml", "--golden", "Images"], in: root).standardError.isEmpty)
    }

    /// Artifacts of earlier runs are removed: a passing run leaves none, other files stay.
    @Test func staleArtifactsAreRemoved() throws {
        let root = try makeRepository(project: "scenes: scenes\ngoldens: Images\nartifacts: out/artifacts\n")
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        try box(color: "orange", in: root)
        #expect(try GoldenSupport.run(["check"], in: root).status == 1)
        let artifacts = root.appendingPathComponent("out/artifacts")
        #expect(files(under: artifacts) == ["box.actual.png", "box.diff.png", "box.expected.png"])
        let expected = try GoldenSupport.readPNG(artifacts.appendingPathComponent("box.expected.png"))
        let e = expected.pixel(x: 1, y: 1)
        #expect([e.r, e.g, e.b] == [0xFF, 0x3B, 0x30])
        try "keep me".write(to: artifacts.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try box(color: "red", in: root)
        #expect(try GoldenSupport.run(["check"], in: root).status == 0)
        #expect(files(under: artifacts) == ["notes.txt"])
    }

    /// JUnit XML: one test case per scene and variant; a failure carries its counts, golden,
    /// update command and artifacts.
    @Test func junitHasOneTestCasePerSceneAndVariant() throws {
        let root = try makeRepository(project: """
            scenes: scenes
            goldens: Images
            artifacts: out/artifacts
            junit: out/junit.xml
            report: out/report.html
            variants:
              appearances: [light, dark]
            """)
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        try box(color: "orange", in: root)
        #expect(try GoldenSupport.run(["check"], in: root).status == 1)
        // The HTML report: a column per variant, and the failing scene's variants side by side,
        // each with expected, actual, diff and a slider (5 images).
        let html = try String(contentsOf: root.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(html.contains("<thead><tr><th>Scene</th><th>light</th><th>dark</th></tr></thead>"))
        #expect(html.contains("<tr class=\"pass\"><td>nested/deeper/bar</td><td class=\"pass\">passed</td><td class=\"pass\">passed</td></tr>"))
        #expect(html.contains("<div class=\"variants\" style=\"--columns:2\">"))
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 2 * 5)
        #expect(html.contains("Update: <code>layoutdraw check scenes/box.yaml --variant dark -u</code>"))
        #expect(try GoldenSupport.run(["check", "--appearance", "dark"], in: root).status == 1)
        let document = try XMLDocument(contentsOf: root.appendingPathComponent("out/junit.xml"))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        // classname: the scene's path as a dotted class name, without its extension (Jenkins
        // splits at the last dot: package scenes.nested.deeper, class bar); file: the path.
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == ["scenes.box", "scenes.nested.deeper.bar"])
        #expect(cases.map { $0.attribute(forName: "file")?.stringValue } == ["scenes/box.yaml", "scenes/nested/deeper/bar.swift"])
        // bar.swift leaves its scale at 2: its dark variant is named @2x.
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["box~dark", "nested/deeper/bar~dark@2x"])
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "2")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "0")
        let failure = try #require(try document.nodes(forXPath: "//testcase[@name='box~dark']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "200 of 200 pixels differ (100%)")
        #expect(failure.attribute(forName: "type")?.stringValue == "differs")
        let text = failure.stringValue ?? ""
        #expect(text.contains("golden: Images/box~dark.png"))
        #expect(text.contains("update: layoutdraw check scenes/box.yaml --variant dark -u"))
        #expect(text.contains("diff: out/artifacts/box~dark.diff.png"))
        let out = try document.nodes(forXPath: "//testcase[@name='box~dark']/system-out").first?.stringValue ?? ""
        #expect(out.contains("[[ATTACHMENT|out/artifacts/box~dark.actual.png]]"))
    }

    /// Shards of a run, each on its own, partition the scenes; merge-reports joins their JSON.
    @Test func shardsAndMergeReports() throws {
        let root = try makeRepository(project: "scenes: scenes\ngoldens: Images\n")
        for name in ["c1", "c2", "c3", "c4"] {
            try "canvas: {size: [8, 8], scale: 1}\nview:\n  Color: green\n".write(
                to: root.appendingPathComponent("scenes/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        #expect(try GoldenSupport.run(["check", "-u"], in: root).status == 0)
        try box(color: "orange", in: root)
        var names: [String] = []
        for index in 1...3 {
            let result = try GoldenSupport.run(["check", "--shard", "\(index)/3", "--json", "out/shard-\(index).json"], in: root)
            #expect(result.status == (output(result).contains("FAIL") ? 1 : 0))
            names += output(result).split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
                .map { String($0.dropFirst(6).prefix { $0 != ":" }) }
        }
        #expect(names == ["box", "c1", "c2", "c3", "c4", "nested/deeper/bar"])
        let merged = try GoldenSupport.run(
            ["merge-reports", "out/shard-3.json", "out/shard-1.json", "out/shard-2.json", "--json", "out/all.json", "--report", "out/all.html",
             "--junit", "out/all.xml"], in: root)
        #expect(merged.status == 1)
        #expect(output(merged) == "5 passed, 1 failed (3 reports merged)\n")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/all.json"))) as? [String: Any])
        let entries = try #require(summary["scenes"] as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == names)
        #expect(summary["shards"] as? [String] == ["1/3", "2/3", "3/3"])
        let html = try String(contentsOf: root.appendingPathComponent("out/all.html"), encoding: .utf8)
        #expect(html.contains("Merged from shards 1/3, 2/3, 3/3."))
        // A shard missing: the merge says which.
        let missing = try GoldenSupport.run(["merge-reports", "out/shard-1.json", "out/shard-3.json"], in: root)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("shard 2/3 is missing"))
    }
}
