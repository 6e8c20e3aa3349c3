import Foundation
import LayoutDraw
import Testing

/// A view drawn from the project it lives in (issue 26): `Fixtures/Projects/Cards`, a package of
/// our own, whose `CardView.swift` uses a model, a global, a `CGFloat` extension and a `View`
/// extension declared in its other files, `#if` in a modifier chain and among a stack's views,
/// and a `#Preview` inside `#if DEBUG`.
///
/// The frames, by hand: the badges are 3 and 5, so their bars are 40 × 3 = 120 and 40 × 5 = 200
/// points wide and 20 tall (`badgeBar`); `#if os(iOS)` adds the 100 × 10 footer (not macOS's
/// 500 × 500). The stack is 200 × (20 + 20 + 10) = 200 × 50, `.padding(.cardPadding)` (12) makes
/// it 224 × 74 and the `#if DEBUG` `.padding(4)` 232 × 82; the preview fits the canvas to it
/// (`.sizeThatFitsLayout`). The first bar is centred: x = 4 + 12 + (200 − 120) / 2 = 56.
@Suite("Project context")
struct ProjectContextTests {
    static let card = "Fixtures/Projects/Cards/Sources/Cards/CardView.swift"

    /// The nodes of a `--format json` dump: kind and frame, in tree order.
    func nodes(_ result: CommandResult) throws -> [(kind: String, frame: [Double])] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        return nodes.map { node in
            let frame = node["frame"] as? [String: Double] ?? [:]
            return (node["kind"] as? String ?? "", [frame["x"] ?? -1, frame["y"] ?? -1, frame["width"] ?? -1, frame["height"] ?? -1])
        }
    }

    @Test func theCommandLineFindsThePackageTargetAndDrawsTheView() throws {
        let result = try runLayoutdraw([Self.card, "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "no warning: Unfinished.swift does not parse, but the card does not use it")
        let tree = try nodes(result)
        #expect(tree.map(\.kind) == ["padding", "padding", "VStack", "frame", "Color", "frame", "Color", "frame", "Color"])
        #expect(tree[0].frame == [0, 0, 232, 82])
        #expect(tree[1].frame == [4, 4, 224, 74])
        #expect(tree[2].frame == [16, 16, 200, 50])
        #expect(tree[3].frame == [56, 16, 120, 20])
        #expect(tree[5].frame == [16, 36, 200, 20])
        #expect(tree[7].frame == [66, 56, 100, 10])
    }

    /// `--define SHOW_FOOTER` turns on the `#if SHOW_FOOTER` `.padding(.bottom, 30)`: 82 + 30.
    @Test func defineTurnsOnAnIfClause() throws {
        let result = try runLayoutdraw([Self.card, "--define", "SHOW_FOOTER", "--format", "json", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let tree = try nodes(result)
        #expect(tree[0].frame == [0, 0, 232, 112])
        #expect(tree[1].frame == [0, 0, 232, 82])
    }

    @Test func withoutItsProjectTheViewNamesWhatItMisses() throws {
        let result = try runLayoutdraw([Self.card, "--no-project", "-o", "-", "--format", "json"])
        #expect(result.status == 65)
        #expect(result.standardError.contains("\(Self.card):5:18: error: cannot find type 'Badge' in scope"), "\(result.standardError)")
    }

    /// The library reads the file alone unless asked; asked, it draws what the command line draws.
    @Test func theLibraryTakesTheSameContext() throws {
        let source = try String(contentsOf: Repository.root.appendingPathComponent(Self.card), encoding: .utf8)
        var options = SceneDecodingOptions()
        options.project = ProjectOptions(root: .directory(Repository.root.appendingPathComponent("Fixtures/Projects/Cards").path))
        let path = Repository.root.appendingPathComponent(Self.card).path
        let tree = try sharedPipeline.layout(sharedPipeline.decode(source, file: path, options: options))
        #expect(tree.nodes.map(\.frame.width).prefix(3) == [232, 224, 200])
        #expect(throws: LayoutDrawError.self) { try sharedPipeline.decode(source, file: path) }
    }
}

/// Projects that try the loader: links, loops, broken files, duplicates, size.
@Suite("Project context: bad input")
struct ProjectContextBadInputTests {
    static let view = """
        import SwiftUI
        struct CardView: View {
            var body: some View { Color.red.frame(width: Size.side, height: 10) }
        }
        """
    static let size = "enum Size { static let side: CGFloat = 30 }\n"

    @Test func aSymlinkLoopDoesNotHoldTheWalk() throws {
        let folder = try temporaryProject(["App/CardView.swift": Self.view, "App/Size.swift": Self.size])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/self").path, withDestinationPath: "self")
        let result = try runLayoutdraw(["App/CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func aFileOutsideTheRootReachedThroughALinkIsNeverRead() throws {
        let outside = try temporaryFolder()
        try Self.size.write(to: outside.appendingPathComponent("Size.swift"), atomically: true, encoding: .utf8)
        let folder = try temporaryProject(["App/CardView.swift": Self.view])
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("App/Size.swift").path, withDestinationPath: outside.appendingPathComponent("Size.swift").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Outside").path, withDestinationPath: outside.path)
        let result = try runLayoutdraw(["App/CardView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(result.standardError.contains("App/CardView.swift:3:50: error: cannot find 'Size' in scope"), "\(result.standardError)")
    }

    @Test func aBrokenFileTheViewDoesNotUseIsNoProblemAndOneItUsesIsAWarning() throws {
        let unused = try temporaryProject(["CardView.swift": Self.view, "Size.swift": Self.size, "Broken.swift": "struct Broken { var x: = }\n"])
        let drawn = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: unused)
        #expect(drawn.status == 0 && drawn.standardError.isEmpty, "\(drawn.standardError)")

        let used = try temporaryProject(["CardView.swift": Self.view, "Size.swift": "enum Size { static let side: CGFloat = }\n"])
        let result = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: used)
        #expect(result.status == 65)
        #expect(result.standardError.contains("Size.swift:1:40: warning: "), "\(result.standardError)")
        #expect(result.standardError.contains("this file's declarations are not read"), "\(result.standardError)")
        #expect(result.standardError.contains("CardView.swift:3:50: error: cannot find 'Size' in scope"), "\(result.standardError)")
    }

    /// What the view reaches but layoutdraw cannot read is left out with a warning — the member
    /// that holds the problem, else the whole declaration; the view draws unless it needs it,
    /// and then the error is where the view uses it.
    @Test func whatLayoutdrawCannotReadIsLeftOut() throws {
        let fetch = "extension Size {\n    static func fetch() { _ = /a+/ }\n}\n"
        let folder = try temporaryProject(["CardView.swift": Self.view, "Size.swift": Self.size, "Size+Fetch.swift": fetch])
        let drawn = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(
            drawn.standardError.contains("Size+Fetch.swift:2:31: warning: regular expressions are not supported; 'Size.fetch' is left out"),
            "\(drawn.standardError)")
        // The line shown under the warning is that file's, not the view's.
        #expect(drawn.standardError.contains("left out\n    static func fetch() { _ = /a+/ }\n"), "\(drawn.standardError)")

        let needed = try temporaryProject(["CardView.swift": Self.view, "Size.swift": "enum Size {\n    static let side: CGFloat = /a/\n}\n"])
        let result = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: needed)
        #expect(result.status == 65)
        #expect(result.standardError.contains("Size.swift:2:32: warning: regular expressions are not supported; 'Size.side' is left out"), "\(result.standardError)")
        #expect(result.standardError.contains("CardView.swift:3:55: error: "), "\(result.standardError)")

        // Enum cases with associated values are read (issue 27): nothing of Size is left out, and
        // the view's Size.side (line 3, column 55) is what is missing.
        let global = try temporaryProject(["CardView.swift": Self.view, "Size.swift": "enum Size {\n    case big(Int)\n}\nfunc load() async {}\n"])
        let whole = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: global)
        #expect(!whole.standardError.contains("'Size.big' is left out"), "\(whole.standardError)")
        #expect(whole.standardError.contains("CardView.swift:3:55: error: type 'Size' has no member 'side'"), "\(whole.standardError)")
    }

    /// A method of the view's own file that uses what was left out of the project (a sound
    /// played through a C function layoutdraw does not know) is left out too when the picture
    /// does not need it — a button's action — and the view draws; when the body needs it, the
    /// error is the one inside it, where it is.
    @Test func theViewsOwnMethodsThePictureDoesNotRunAreLeftOut() throws {
        let haptics = "import UIKit\nfunc haptic() {\n    AudioServicesPlaySystemSound(1520)\n}\n"
        let view = """
            import SwiftUI
            struct EditView: View {
                var body: some View {
                    Button("Done") { done() }
                }
                private func done() {
                    haptic()
                }
            }

            """
        let folder = try temporaryProject(["EditView.swift": view, "Haptics.swift": haptics])
        let drawn = try runLayoutdraw(["EditView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(drawn.standardError.contains("EditView.swift:7:9: warning: cannot find 'haptic' in scope; 'EditView.done' is left out"), "\(drawn.standardError)")

        let needed = view.replacingOccurrences(of: "Button(\"Done\") { done() }", with: "Text(title)")
            .replacingOccurrences(of: "private func done() {", with: "private var title: String {\n        return \"Hi\"")
        let stopped = try temporaryProject(["EditView.swift": needed, "Haptics.swift": haptics])
        let result = try runLayoutdraw(["EditView.swift", "-o", "-", "--format", "json"], in: stopped)
        #expect(result.status == 65)
        // Line 8 is `haptic()` inside `title`: the error the body's `title` stops at.
        #expect(result.standardError.hasPrefix("EditView.swift:8:9: error: cannot find 'haptic' in scope ('haptic' is left out: "), "\(result.standardError)")
        #expect(!result.standardError.contains("'EditView.title' is left out"), "\(result.standardError)")
    }

    /// A type the project nests in an extension of SwiftUI's `Font`, named with its path in
    /// the view's file (`Font.AppFont.regular.size(20)`), is that type: the custom font of 20
    /// points (drawn in the system font, with the usual warning).
    @Test func aTypeNestedInAnExtensionOfFontIsNamedWithItsPath() throws {
        let font = """
            import SwiftUI
            extension Font {
                enum AppFont: String {
                    case regular = "Rooney-Regular"
                    func size(_ size: CGFloat) -> Font { Font.custom(rawValue, size: size) }
                }
            }

            """
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"b\").font(Font.AppFont.regular.size(20)) }\n}\n"
        let folder = try temporaryProject(["V.swift": view, "Font+App.swift": font])
        let result = try runLayoutdraw(["V.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("the custom font 'Rooney-Regular' is drawn in the system font at 20.0 points"), "\(result.standardError)")
    }

    /// A view's file nested past the parser's limit, in a project, is that limit's error (its
    /// methods are not looked at to be left out), and a manifest nested past it is read as one
    /// without targets (the view's folder is then its target) — neither overflows the stack.
    @Test func deeplyNestedSourcesAndManifestsAreErrorsNotCrashes() throws {
        let deep = "struct V: View {\n    func f() -> Int { return " + String(repeating: "(", count: 3000) + "1"
            + String(repeating: ")", count: 3000) + " }\n    var body: some View { Text(\"x\") }\n}\n"
        let folder = try temporaryProject(["V.swift": deep, "O.swift": "struct Other {}\n"])
        let result = try runLayoutdraw(["V.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(result.standardError.contains("the source nests more than 256 levels of brackets"), "\(result.standardError)")

        let manifest = "let p = " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        let package = try temporaryProject(["Package.swift": manifest, "Sources/A/V.swift": "struct V: View { var body: some View { Text(\"x\") } }\n"])
        let drawn = try runLayoutdraw(["Sources/A/V.swift", "-o", "-", "--format", "json"], in: package)
        #expect(drawn.status == 0, "\(drawn.standardError)")
    }

    /// A file of the project that declares no view is not drawn through the project's views.
    @Test func aFileWithoutAViewIsNotDrawnThroughTheProjects() throws {
        let folder = try temporaryProject(["CardView.swift": Self.view, "Size.swift": Self.size + "extension CardView { var side: CGFloat { Size.side } }\n"])
        let result = try runLayoutdraw(["Size.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(result.standardError.contains("Size.swift:1:1: error: the source declares no View to draw"), "\(result.standardError)")
    }

    @Test func aNameDeclaredTwiceIsAnErrorNamingBothPlaces() throws {
        let folder = try temporaryProject(["CardView.swift": Self.view, "A/Size.swift": Self.size, "B/Size.swift": "\n" + Self.size])
        let result = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(result.standardError.contains("B/Size.swift:2:6: error: invalid redeclaration of 'Size'"), "\(result.standardError)")
        #expect(result.standardError.contains("A/Size.swift:1:6: note: 'Size' previously declared here"), "\(result.standardError)")

        // `private` at the top level is its file's own: two files may each have one (the
        // second is then left out with a warning, as both are merged into one document).
        let token = "private enum Token {}\n"
        let own = try temporaryProject([
            "CardView.swift": Self.view, "A/Size.swift": Self.size + "extension Size { private static let t = Token.self }\n" + token,
            "B/Other.swift": token,
        ])
        let drawn = try runLayoutdraw(["CardView.swift", "-o", "-", "--format", "json"], in: own)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(!drawn.standardError.contains("error: invalid redeclaration of 'Token'"), "\(drawn.standardError)")
    }

    /// Files that cannot be read as Swift text are not read, and never hold the walk: a named
    /// pipe called `Pipe.swift` (reading it would wait for a writer forever), a link to it, and
    /// a file that is not UTF-8. The view draws from the files that can be read (30 × 10).
    @Test func filesThatCannotBeReadAreSkippedWithoutAHang() throws {
        let folder = try temporaryProject(["CardView.swift": Self.view, "Size.swift": Self.size])
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Link.swift").path, withDestinationPath: "Pipe.swift")
        try Data([0x73, 0x74, 0xFF, 0xFE, 0x00, 0x81]).write(to: folder.appendingPathComponent("Binary.swift"))
        let result = try runLayoutdraw(["CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let frame = try #require(nodes.first?["frame"] as? [String: Double])
        #expect(frame["width"] == 30 && frame["height"] == 10)
    }

    @Test func anEnormousProjectIsALimitWithAClearMessage() throws {
        var files = ["CardView.swift": Self.view, "Size.swift": Self.size]
        for index in 0..<5 { files["More/File\(index).swift"] = "struct Model\(index) {}\n" }
        let folder = try temporaryProject(files)
        let result = try runLayoutdraw(["CardView.swift", "--max-project-files", "4", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(result.standardError.contains("CardView.swift:1:1: error: the project '"), "\(result.standardError)")
        #expect(result.standardError.contains("has more than 4 Swift files (limit --max-project-files)"), "\(result.standardError)")
        let bytes = try runLayoutdraw(["CardView.swift", "--max-project-bytes", "50", "-o", "-", "--format", "json"], in: folder)
        #expect(bytes.standardError.contains("bytes of Swift (limit --max-project-bytes)"), "\(bytes.standardError)")
    }

    /// A modifier another file declares with a keyword for its name (`func `if`(…)` in an
    /// `extension View`) is reached by the `.if(…)` that uses it: a 40 × 20 colour padded by 10
    /// is 60 × 40.
    @Test func aModifierNamedWithAKeywordIsReachedFromAnotherFile() throws {
        let folder = try temporaryProject([
            "App/View+If.swift": """
                import SwiftUI
                extension View {
                    @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                        if condition { transform(self) } else { self }
                    }
                }
                """,
            "App/Tile.swift": """
                import SwiftUI
                #Preview(traits: .sizeThatFitsLayout) {
                    Color.red.frame(width: 40, height: 20).if(true) { $0.padding(10) }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/Tile.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let root = try #require((json["nodes"] as? [[String: Any]])?.first)
        #expect(root["kind"] as? String == "padding")
        #expect(root["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 60, "height": 40])
    }
}
