import Foundation
import LayoutDraw
import LayoutDrawCheck
import Testing

/// The pieces of a check run that need no drawing: DocC names, globs, finding scenes, the
/// project file and shards.
@Suite struct CheckPlanTests {
    // MARK: Names

    /// DocC's scheme ("Adding Images to Your Content"): `~dark` then `@Nx`; light and 1x are
    /// the defaults and are not written.
    @Test func variantNamesFollowDocC() {
        #expect(VariantName(base: "card").fileName() == "card.png")
        #expect(VariantName(base: "card", appearance: .light, scale: 1).fileName() == "card.png")
        #expect(VariantName(base: "card", scale: 2).fileName() == "card@2x.png")
        #expect(VariantName(base: "card", appearance: .dark).fileName() == "card~dark.png")
        #expect(VariantName(base: "card", appearance: .dark, scale: 3).fileName() == "card~dark@3x.png")
        #expect(VariantName(base: "card", scale: 1.5).fileName(extension: "svg") == "card@1.5x.svg")
        #expect(VariantName.deviceSlug("iPhone SE (3rd generation)") == "iphone-se-3rd-generation")
        let variant = CheckVariant(device: "iPhone 15 Pro", appearance: .dark, scale: 2)
        #expect(variant.goldenName(base: "chapter1/card") == "chapter1/card-iphone-15-pro~dark@2x.png")
        #expect(variant.arguments == ["--device", "iPhone 15 Pro", "--appearance", "dark", "--scale", "2"])
        #expect(CheckVariant.asWritten.goldenName(base: "card") == "card.png")
        // Named by the scale drawn when the variant leaves it to the scene; not as written.
        #expect(CheckVariant(device: "iPhone SE").named(drawnAt: 2).goldenName(base: "card") == "card-iphone-se@2x.png")
        #expect(CheckVariant(appearance: .dark).named(drawnAt: 1).goldenName(base: "card") == "card~dark.png")
        #expect(CheckVariant(appearance: .dark, scale: 3).named(drawnAt: 2) == CheckVariant(appearance: .dark, scale: 3))
        #expect(CheckVariant.asWritten.named(drawnAt: 2).goldenName(base: "card") == "card.png")
    }

    /// DocC has no suffix for a Dynamic Type size: it joins the name after the device, spelled
    /// as the writer wrote it (`AX3` → `-ax3`, `accessibility3` → `-accessibility3`); the default
    /// size, large, adds nothing, as light and 1x do not.
    @Test func dynamicTypeSizesJoinTheNameAsWritten() throws {
        let ax3 = CheckVariant(device: "iPhone SE", appearance: .dark, scale: 2, dynamicTypeSize: "AX3")
        #expect(ax3.goldenName(base: "card") == "card-iphone-se-ax3~dark@2x.png")
        #expect(ax3.arguments == ["--device", "iPhone SE", "--dynamic-type-size", "AX3", "--appearance", "dark", "--scale", "2"])
        #expect(ax3.selector == "iPhone SE,AX3,dark,@2x")
        #expect(try CheckVariant(selector: ax3.selector) == ax3)
        #expect(CheckVariant(dynamicTypeSize: "accessibility3").goldenName(base: "card") == "card-accessibility3.png")
        #expect(CheckVariant(dynamicTypeSize: "large").goldenName(base: "card") == "card.png")
        #expect(CheckVariant.product(appearances: [.light, .dark], dynamicTypeSizes: ["large", "AX5"]).map { $0.goldenName(base: "c") }
            == ["c.png", "c~dark.png", "c-ax5.png", "c-ax5~dark.png"])
        // Options choose among the project's sizes by size, whatever the spelling, or add one.
        let defined = CheckVariant.product(dynamicTypeSizes: ["large", "accessibility5"])
        #expect(try CheckVariant.chosen(from: defined, dynamicTypeSizes: ["AX5"]) == [CheckVariant(dynamicTypeSize: "accessibility5")])
        #expect(try CheckVariant.chosen(from: [.asWritten], dynamicTypeSizes: ["xSmall"]) == [CheckVariant(dynamicTypeSize: "xSmall")])
        #expect(throws: VariantListError.self) { try CheckVariant(selector: "AX3,AX5") }
        #expect(CheckVariant(dynamicTypeSize: "AX3").applied(to: SceneDecodingOptions()).dynamicTypeSize == .accessibility3)
    }

    @Test func variantListsAreReadInOrderOnce() throws {
        #expect(try VariantName.appearances(from: "dark, light,dark") == [.dark, .light])
        #expect(try VariantName.scales(from: "1,2x,3,2") == [1, 2, 3])
        #expect(throws: VariantListError.self) { try VariantName.appearances(from: "drak") }
        #expect(throws: VariantListError.self) { try VariantName.scales(from: "0") }
        // Two devices × two appearances × two scales: eight variants, devices outermost.
        let variants = CheckVariant.product(devices: ["iPhone SE", "iPhone 11"], appearances: [.light, .dark], scales: [2, 3])
        #expect(variants.count == 8)
        #expect(variants[1] == CheckVariant(device: "iPhone SE", appearance: .light, scale: 3))
        #expect(variants[4].device == "iPhone 11")
    }

    /// `--variant` reads the parts in any order, and the label; `selector` writes them back.
    @Test func variantSelectorsReadAndWriteEveryPart() throws {
        let full = CheckVariant(device: "iPhone SE", appearance: .dark, scale: 2)
        #expect(full.selector == "iPhone SE,dark,@2x")
        #expect(try CheckVariant(selector: "iPhone SE,dark,@2x") == full)
        #expect(try CheckVariant(selector: full.label) == full)  // "iPhone SE, dark, @2x"
        #expect(try CheckVariant(selector: "2x, Dark, iphone se") == full)
        #expect(try CheckVariant(selector: "@1.5") == CheckVariant(scale: 1.5))
        #expect(try CheckVariant(selector: "as written") == .asWritten && CheckVariant.asWritten.selector == "as written")
        for bad in ["drak", "dark,light", "@0x", "@2x,3x", "", "iPhone 51"] {
            #expect(throws: VariantListError.self, "\(bad)") { try CheckVariant(selector: bad) }
        }
    }

    /// The command line's parts choose among the project's variants when some variant sets
    /// that part, and are added to every variant when none does.
    @Test func commandLinePartsChooseAmongTheProjectsVariantsOrAddTheirs() throws {
        let se = CheckVariant(device: "iPhone SE")
        let grid = CheckVariant.product(appearances: [.light, .dark], scales: [2, 3])
        let project = [se] + grid
        // Choosing: the dark ones of the grid (the iPhone SE variant sets no appearance).
        #expect(try CheckVariant.chosen(from: project, appearances: [.dark]) == [grid[2], grid[3]])
        #expect(try CheckVariant.chosen(from: project, appearances: [.dark], scales: [2]) == [grid[2]])
        #expect(try CheckVariant.chosen(from: project, devices: ["iPhone SE"]) == [se])
        #expect(throws: VariantListError.self) { try CheckVariant.chosen(from: project, devices: ["iPhone 11"]) }
        #expect(throws: VariantListError.self) { try CheckVariant.chosen(from: project, scales: [1]) }
        // Adding: no project variant sets a device, so each of the four goes on both devices.
        let onDevices = try CheckVariant.chosen(from: grid, devices: ["iPhone SE", "iPhone 11"])
        #expect(onDevices.count == 8 && onDevices[0] == CheckVariant(device: "iPhone SE", appearance: .light, scale: 2))
        // Without project variants, the options make them: 2 appearances × 2 scales.
        #expect(try CheckVariant.chosen(from: [.asWritten], appearances: [.light, .dark], scales: [2, 3]) == grid)
        #expect(try CheckVariant.chosen(from: project) == project)
    }

    /// JUnit class names have no dot but between folders and name.
    @Test func junitClassNamesAreDotted() {
        #expect(CheckReport.junitClassName(ofScene: "Docs/Scenes/ch1/card.swift") == "Docs.Scenes.ch1.card")
        #expect(CheckReport.junitClassName(ofScene: "./v1.2/my.card.yaml") == "v1_2.my_card")
        #expect(CheckReport.junitClassName(ofScene: "card.yaml") == "card")
    }

    // MARK: Globs

    @Test func globs() {
        #expect(Glob("**/*.yaml").matchesExactly("card.yaml"))
        #expect(Glob("**/*.yaml").matchesExactly("a/b/card.yaml"))
        #expect(!Glob("**/*.yaml").matchesExactly("a/card.swift"))
        #expect(Glob("chapter?/*.swift").matchesExactly("chapter1/card.swift"))
        #expect(!Glob("chapter?/*.swift").matchesExactly("chapter10/card.swift"))
        #expect(Glob("*.{yaml,swift}").matchesExactly("deep/card.swift"))  // no slash: any depth
        #expect(Glob("[a-c]*.yaml").matchesExactly("b.yaml") && !Glob("[!a-c]*.yaml").matchesExactly("b.yaml"))
        // A pattern matching a folder matches what is in it.
        #expect(Glob("drafts").matches("chapter1/drafts/card.yaml"))
        #expect(Glob("chapter1/drafts/**").matches("chapter1/drafts/x/card.yaml"))
        #expect(!Glob("drafts").matches("chapter1/drafts-old/card.yaml"))
    }

    // MARK: Finding scenes

    private func makeTree(_ files: [String]) throws -> URL {
        let root = try temporaryFolder()
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "view:\n  Text: a\n".write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func foldersAreSearchedRecursivelySkippingHiddenFoldersAndTheProjectFile() throws {
        let root = try makeTree([
            "b.yaml", "a/nested.swift", "a/deeper/more.yaml", ".build/checkouts/x.swift", "notes.md", "layoutdraw.yaml",
            "a/deeper/more.swift", "Package.swift", "a/Package@swift-6.0.swift",
        ])
        let scenes = try SceneDiscovery.scenes(in: [root.path])
        #expect(scenes.map(\.goldenBase) == ["a/deeper/more", "a/deeper/more", "a/nested", "b"])
        #expect(scenes.map(\.hasTwin) == [true, true, false, false])
        #expect(scenes[0].displayName == "a/deeper/more.swift")
        #expect(scenes[3].displayName == "b")
        let filtered = try SceneDiscovery.scenes(in: [root.path], include: ["**/*.yaml"], exclude: ["deeper"])
        #expect(filtered.map(\.goldenBase) == ["b"])
        #expect(throws: CheckError.noScenes(inFolder: root.path)) {
            try SceneDiscovery.scenes(in: [root.path], include: ["*.json"])
        }
    }

    /// A folder or file inside a scene root (the project's scene folder) is named from the
    /// root, as a run over the whole root names it; globs see its path below the root.
    @Test func pathsInsideARootAreNamedFromTheRoot() throws {
        let root = try makeTree(["a/nested.swift", "a/deeper/more.yaml", "a/drafts/wip.yaml", "b.yaml"])
        let sub = root.appendingPathComponent("a").path
        let scenes = try SceneDiscovery.scenes(in: [sub], exclude: ["a/drafts"], roots: [root.path])
        #expect(scenes.map(\.goldenBase) == ["a/deeper/more", "a/nested"])
        #expect(scenes.map(\.root) == [root.path, root.path])
        // Not under the root: the folder is its own root, as before.
        #expect(try SceneDiscovery.scenes(in: [sub], exclude: ["a/drafts"]).map(\.goldenBase) == ["deeper/more", "drafts/wip", "nested"])
        // A file, written with `./` and `..`: its path below the root.
        let file = root.appendingPathComponent("a/deeper/../deeper/./more.yaml").path
        #expect(SceneDiscovery.scene(ofFile: file, roots: [root.path]).goldenBase == "a/deeper/more")
        #expect(SceneDiscovery.scene(ofFile: file, roots: []).goldenBase == "more")
        // The innermost root wins.
        #expect(SceneDiscovery.scene(ofFile: file, roots: [root.path, sub]).goldenBase == "deeper/more")
        #expect(SceneDiscovery.enclosingRoot(of: root.path, among: [sub]) == nil)
    }

    @Test func goldensGoBesideScenesOrMirrorTheFoldersInAGoldenFolder() throws {
        let scene = CheckScene(path: "docs/a/card.swift", goldenBase: "a/card")
        let dark = CheckVariant(appearance: .dark, scale: 2)
        #expect(CheckPlan(scenes: [scene]).goldenPath(for: scene, variant: dark) == "docs/a/card~dark@2x.png")
        #expect(CheckPlan(scenes: [scene], goldenDirectory: "Images").goldenPath(for: scene, variant: dark) == "Images/a/card~dark@2x.png")
        // Two scenes named alike in different folders share one golden in a flat folder only
        // when their paths below the scene folders agree.
        let other = CheckScene(path: "more/a/card.yaml", goldenBase: "a/card")
        #expect(throws: CheckError.self) { try CheckPlan(scenes: [scene, other], goldenDirectory: "Images").checkGoldensAreDistinct() }
        try CheckPlan(scenes: [scene, other]).checkGoldensAreDistinct()
    }

    // MARK: Project file

    @Test func projectFileSettingsAndVariants() throws {
        let project = try CheckProject.parse(
            """
            scenes: [Docs/Scenes, Extra/one.swift]
            exclude: drafts
            goldens: Docs/Images
            variants:
              - devices: [iPhone SE]
                appearances: [light, dark]
              - scales: [2, 3]
            threshold: 0.2
            maxDiffPixels: 4
            """, path: "repo/layoutdraw.yaml")
        #expect(project.scenes == ["repo/Docs/Scenes", "repo/Extra/one.swift"])
        #expect(project.exclude == ["drafts"] && project.include == SceneDiscovery.defaultInclude)
        #expect(project.goldens == "repo/Docs/Images")
        // One set of 1 × 2, then one of 2: three variants in order.
        #expect(project.variants == [
            CheckVariant(device: "iPhone SE", appearance: .light), CheckVariant(device: "iPhone SE", appearance: .dark),
            CheckVariant(scale: 2), CheckVariant(scale: 3),
        ])
        #expect(project.threshold == 0.2 && project.maxDiffPixels == 4)
        let plain = try CheckProject.parse("goldens: Images\n", path: "layoutdraw.yaml")
        #expect(plain.scenes == ["."] && plain.variants == [.asWritten] && plain.goldens == "Images")
    }

    @Test func projectFileMistakesArePositioned() {
        do {
            _ = try CheckProject.parse(
                """
                golden: Images
                variants:
                  appearance: [dark]
                  devices: [iPhone 51 Pro]
                  scales: [0]
                threshold: high
                """, path: "layoutdraw.yaml")
            Issue.record("a project file with mistakes was accepted")
        } catch {
            guard case .invalid(let list, _) = error else {
                Issue.record("expected an invalid project, got \(error)")
                return
            }
            let lines = list.diagnostics.map { "\($0.location!.line):\($0.location!.column): \($0.message.prefix(60))" }
            #expect(lines == [
                "1:1: unknown setting 'golden'; did you mean 'goldens'?; the setti",
                "3:3: unknown variant setting 'appearance'; did you mean 'appearan",
                // '51' is one edit from '11' and from '15' (a transposition): the first by name.
                "4:13: unknown device 'iPhone 51 Pro'; did you mean 'iPhone 11 Pro'",
                "5:12: 'scales' takes numbers greater than 0 and at most 16 (1, 2, ",
                "6:12: 'threshold' takes a number, not 'high'",
            ])
        }
    }

    // MARK: Shards

    /// Four equal scenes in two shards: the middles of their weights (½, 1½, 2½, 3½ of 4) fall
    /// in the first half twice and the second half twice.
    @Test func partitionByTheMiddleOfEachWeight() {
        #expect(CheckShard.partition(weights: [1, 1, 1, 1], count: 2) == [0..<2, 2..<4])
        // 10, 1, 1, 1, 1 (total 14, halves of 7): the heavy scene's middle (5) is in the first
        // half, the next one's (10.5) in the second: 10 against 4, the best a contiguous cut does.
        #expect(CheckShard.partition(weights: [10, 1, 1, 1, 1], count: 2) == [0..<1, 1..<5])
        // More shards than scenes: some shards are empty, none is given a scene twice.
        #expect(CheckShard.partition(weights: [5, 5], count: 4) == [0..<0, 0..<1, 1..<1, 1..<2])
        #expect(CheckShard("2/4") == CheckShard(index: 2, count: 4))
        #expect(CheckShard("5/4") == nil && CheckShard("0/4") == nil && CheckShard("1/0") == nil && CheckShard("x") == nil)
    }

    /// For many shard counts, the shards of a plan partition its scenes exactly: in order, each
    /// scene once, none missing, twins never split; and each shard's weight is within one
    /// group's weight of an equal share.
    @Test(arguments: [1, 2, 3, 4, 5, 7, 10, 16, 40])
    func shardsPartitionTheScenesExactly(count: Int) {
        // 37 scenes of uneven weights (3, 10, 17, … mod 50), twins among them.
        var scenes: [CheckScene] = []
        var weights: [String: Int] = [:]
        for index in 0..<37 {
            let base = "scenes/s\(String(index + 100))"
            let scene = CheckScene(path: base + ".yaml", goldenBase: base, hasTwin: index % 5 == 0)
            scenes.append(scene)
            weights[scene.path] = 3 + (index * 7) % 50
            if index % 5 == 0 {
                let twin = CheckScene(path: base + ".swift", goldenBase: base, hasTwin: true)
                scenes.append(twin)
                weights[twin.path] = 3 + (index * 7) % 50
            }
        }
        scenes.sort { ($0.path.dropLast($0.path.hasSuffix(".yaml") ? 5 : 6), $0.path) < ($1.path.dropLast($1.path.hasSuffix(".yaml") ? 5 : 6), $1.path) }
        let plan = CheckPlan(scenes: scenes, variants: [CheckVariant(appearance: .light), CheckVariant(appearance: .dark)])
        let total = scenes.reduce(0) { $0 + weights[$1.path]! }
        let heaviestGroup = 2 * 50
        var joined: [CheckScene] = []
        for index in 1...count {
            let part = plan.sharded(CheckShard(index: index, count: count)!) { weights[$0.path]! }
            #expect(part.variants == plan.variants)
            joined += part.scenes
            let weight = part.scenes.reduce(0) { $0 + weights[$1.path]! }
            #expect(abs(weight * count - total) <= heaviestGroup * count, "shard \(index)/\(count) weighs \(weight) of \(total)")
            if let first = part.scenes.first, let before = joined.dropLast(part.scenes.count).last {
                #expect(!(first.hasTwin && before.goldenBase == first.goldenBase), "twins split at shard \(index)/\(count)")
            }
        }
        #expect(joined == scenes)
    }

    /// A scene's weight: a fixed cost plus the views and modifiers its text names, alike in
    /// either language.
    @Test func sceneWeightCountsViewsAndModifiers() {
        // HStack, Text, padding, frame, Color: 5 (`spacing`, `width` and `Fixed` are not names).
        let yaml = "view:\n  HStack:\n    spacing: 4\n    content:\n      - Text: Fixed\n        padding: 10\n        frame: {width: 70}\n      - Color: red\n"
        let swift = "HStack(spacing: 4) {\n    Text(\"Fixed\").padding(10).frame(width: 70)\n    Color.red\n}\n"
        #expect(SceneWeight.nodes(inText: Array(yaml.utf8)) == 5)
        #expect(SceneWeight.nodes(inText: Array(swift.utf8)) == 5)
    }
}
