import Foundation
import LayoutDraw
import Testing

/// `--view` with an expression (issue 26): the view to draw built with the project's
/// declarations in scope, as a `#Preview` whose body the expression is.
///
/// The frames, by hand: the view is `Color.red.frame(width: bar.width, height: 10)` drawn on
/// the default iPhone 15 Pro (393 × 852, safe area 59 top and 34 bottom), centred as a preview
/// is: x = (393 − width) / 2, y = 59 + (852 − 59 − 34 − 10) / 2 = 433.5.
@Suite("--view with an expression")
struct ViewExpressionTests {
    static let bar = """
        import SwiftUI

        struct Bar {
            var width: CGFloat
            static let wide = Bar(width: 120)
        }
        """
    static let view = """
        import SwiftUI

        struct BarView: View {
            let bar: Bar

            var body: some View {
                Color.red.frame(width: bar.width, height: 10)
            }
        }
        """

    /// The root's frame in a `--format json` dump.
    func rootFrame(_ result: CommandResult) throws -> [Double] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let frame = try #require(nodes.first?["frame"] as? [String: Double])
        return [frame["x"] ?? -1, frame["y"] ?? -1, frame["width"] ?? -1, frame["height"] ?? -1]
    }

    /// `.wide` is read where a `Bar` is expected: Bar's static `wide`, declared in another file.
    @Test func anExpressionBuildsTheViewWithTheProjectsDeclarations() throws {
        let folder = try temporaryProject(["App/Bar.swift": Self.bar, "App/BarView.swift": Self.view])
        let result = try runLayoutdraw(["App/BarView.swift", "--view", "BarView(bar: .wide)", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "no sample values: the expression gives the argument")
        #expect(try rootFrame(result) == [136.5, 433.5, 120, 10])

        // Any expression: a call of the model's init, and a modifier after the view (40 + 2 × 5).
        let padded = try runLayoutdraw(
            ["App/BarView.swift", "--view", "BarView(bar: Bar(width: 40)).padding(5)", "--format", "json", "-o", "-"], in: folder)
        #expect(padded.status == 0, "\(padded.standardError)")
        #expect(try rootFrame(padded) == [171.5, 428.5, 50, 20])
    }

    /// A plain name keeps its meaning: the view of that name, drawn with sample values — the
    /// sample its model keeps, `Bar.wide` (120 wide).
    @Test func aPlainNameIsStillTheViewOfThatName() throws {
        let folder = try temporaryProject(["App/Bar.swift": Self.bar, "App/BarView.swift": Self.view])
        let result = try runLayoutdraw(["App/BarView.swift", "--view", "BarView", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("drawn with sample values BarView(bar: Bar.wide)"), "\(result.standardError)")
        #expect(try rootFrame(result)[2...] == [120, 10])
    }

    /// A preview's name that is no identifier (`#Preview("Wide bar")`) still chooses the preview.
    @Test func aPreviewsNameStillChoosesThePreview() throws {
        let view = Self.view + "\n\n#Preview(\"Narrow\") { BarView(bar: Bar(width: 30)) }\n#Preview(\"Wide bar\") { BarView(bar: .wide) }\n"
        let folder = try temporaryProject(["App/Bar.swift": Self.bar, "App/BarView.swift": view])
        let result = try runLayoutdraw(["App/BarView.swift", "--view", "Wide bar", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try rootFrame(result)[2...] == [120, 10])
    }

    /// Errors are positioned in the expression, named `<--view>`.
    @Test func errorsArePositionedInTheExpression() throws {
        let folder = try temporaryProject(["App/Bar.swift": Self.bar, "App/BarView.swift": Self.view])
        // `BarView(bar: Bar.narrow)`: `narrow` starts at column 18.
        let missing = try runLayoutdraw(["App/BarView.swift", "--view", "BarView(bar: Bar.narrow)", "-o", "-", "--format", "json"], in: folder)
        #expect(missing.status == 65)
        #expect(missing.standardError.contains("<--view>:1:18: error: type 'Bar' has no member 'narrow'"), "\(missing.standardError)")
        // 18 characters and no `)`: swift-syntax wants it at column 19.
        let unclosed = try runLayoutdraw(["App/BarView.swift", "--view", "BarView(bar: .wide", "-o", "-", "--format", "json"], in: folder)
        #expect(unclosed.status == 65)
        #expect(unclosed.standardError.contains("<--view>:1:19: error: expected ')' to end function call"), "\(unclosed.standardError)")
        #expect(!unclosed.standardError.contains("declares no View named"), "\(unclosed.standardError)")
        // Two statements: the second, at column 12, is too many.
        let two = try runLayoutdraw(["App/BarView.swift", "--view", "Text(\"a\"); Text(\"b\")", "-o", "-", "--format", "json"], in: folder)
        #expect(two.status == 65)
        #expect(two.standardError.contains("<--view>:1:12: error: --view takes one view expression"), "\(two.standardError)")
    }

    /// A view that needs an argument no sample makes (a protocol's value) says how to give it.
    @Test func aViewThatNeedsArgumentsSaysHowToGiveThem() throws {
        let view = """
            import SwiftUI

            protocol Style {}

            struct StyledView: View {
                let style: Style
                let title: String

                var body: some View { Text(title) }
            }
            """
        let folder = try temporaryProject(["StyledView.swift": view])
        let result = try runLayoutdraw(["StyledView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 65)
        #expect(
            result.standardError.contains(
                "StyledView.swift:5:8: error: 'StyledView' needs arguments and no preview gives them: pass them with --view 'StyledView(style: …, title: …)' or add a #Preview that builds it"
            ), "\(result.standardError)")
    }
}

/// A view whose own file has no preview is drawn by a preview elsewhere in the project that
/// builds it (issue 26), with a note naming that file. Frames as above: centred on the iPhone 15
/// Pro, x = (393 − width) / 2, y = 59 + (759 − height) / 2.
@Suite("Previews in other files")
struct PreviewsElsewhereTests {
    let helper = ViewExpressionTests()

    func draw(_ files: [String: String], _ arguments: [String] = []) throws -> CommandResult {
        let folder = try temporaryProject(files)
        return try runLayoutdraw(["App/BarView.swift", "--format", "json", "-o", "-"] + arguments, in: folder)
    }

    /// Of two, the one that builds the view alone wins over the one that puts it in a screen:
    /// 60 + 2 × 4 = 68 wide, 10 + 8 = 18 tall.
    @Test func aPreviewElsewhereThatBuildsTheViewDrawsIt() throws {
        let previews = """
            import SwiftUI

            #Preview("Screen") {
                NavigationStack {
                    List { BarView(bar: .wide) }
                }
            }

            #Preview("Bar") {
                BarView(bar: Bar(width: 60)).padding(4)
            }
            """
        let files = ["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": ViewExpressionTests.view, "App/Previews.swift": previews]
        let result = try draw(files)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.hasPrefix(
                "App/Previews.swift:9:1: note: 'App/BarView.swift' has no preview: 'BarView' is drawn by this preview in 'App/Previews.swift'"),
            "\(result.standardError)")
        #expect(!result.standardError.contains("sample values"))
        #expect(try helper.rootFrame(result) == [162.5, 429.5, 68, 18])
        // `--view BarView` names the same view: the same preview.
        let named = try draw(files, ["--view", "BarView"])
        #expect(try helper.rootFrame(named) == [162.5, 429.5, 68, 18])
    }

    /// A `PreviewProvider` in a subfolder whose statics build the view (80 wide), inside a `Group`.
    @Test func aPreviewProviderElsewhereWithItsStatics() throws {
        let provider = """
            import SwiftUI

            struct BarView_Previews: PreviewProvider {
                static let bar = Bar(width: 80)

                static var previews: some View {
                    Group {
                        BarView(bar: bar)
                    }
                }
            }
            """
        let result = try draw(["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": ViewExpressionTests.view, "App/Previews/BarPreviews.swift": provider])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("App/Previews/BarPreviews.swift:6:16: note: 'App/BarView.swift' has no preview"), "\(result.standardError)")
        #expect(try helper.rootFrame(result) == [156.5, 433.5, 80, 10])
    }

    /// A preview of a screen that holds the view in another of the project's views does not
    /// build it: the view is drawn with sample values (the model's kept `Bar.wide`, 120 wide, as
    /// no preview gives its own); and the view's own file's
    /// preview (30 wide) wins over any elsewhere.
    @Test func onlyAPreviewThatBuildsTheViewCountsAndTheFilesOwnWins() throws {
        let screen = """
            import SwiftUI

            struct Screen: View {
                var body: some View { BarView(bar: .wide) }
            }

            #Preview { Screen() }
            """
        let samples = try draw(["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": ViewExpressionTests.view, "App/Screen.swift": screen])
        #expect(samples.status == 0, "\(samples.standardError)")
        #expect(samples.standardError.contains("drawn with sample values"), "\(samples.standardError)")
        #expect(try helper.rootFrame(samples)[2...] == [120, 10])

        let own = ViewExpressionTests.view + "\n\n#Preview { BarView(bar: Bar(width: 30)) }\n"
        let elsewhere = "import SwiftUI\n\n#Preview { BarView(bar: .wide) }\n"
        let result = try draw(["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": own, "App/Previews.swift": elsewhere])
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        #expect(try helper.rootFrame(result) == [181.5, 433.5, 30, 10])
    }
}

/// `check` and `markdown` read a SwiftUI source with its project, as the draw command does
/// (issue 26): `BarView` uses `Bar`, declared in another file.
@Suite("Project context in check and markdown")
struct ProjectContextEverywhereTests {
    let helper = ViewExpressionTests()

    /// The golden `check` records is the draw command's picture, byte for byte; checked again,
    /// it passes.
    @Test func checkDrawsWhatTheDrawCommandDraws() throws {
        let view = ViewExpressionTests.view + "\n\n#Preview { BarView(bar: .wide) }\n"
        let folder = try temporaryProject(["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": view])
        let recorded = try runLayoutdraw(["check", "App/BarView.swift", "--golden", "goldens", "--update"], in: folder)
        #expect(!recorded.standardError.contains("cannot find"), "\(recorded.standardError)")
        let drawn = try runLayoutdraw(["App/BarView.swift", "-o", "drawn.png"], in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        let golden = try Data(contentsOf: folder.appendingPathComponent("goldens/BarView.png"))
        #expect(golden == (try Data(contentsOf: folder.appendingPathComponent("drawn.png"))))
        let again = try runLayoutdraw(["check", "App/BarView.swift", "--golden", "goldens"], in: folder)
        #expect(again.status == 0, "\(again.standardError)")
    }

    /// A block of a Markdown file in the project: `BarView(bar: .wide)` fits its 120 × 10
    /// points, 240 × 20 pixels at scale 2.
    @Test func markdownBlocksSeeTheProject() throws {
        let markdown = "# Bars\n\n```swift layoutdraw\nBarView(bar: .wide)\n```\n"
        let folder = try temporaryProject(["App/Bar.swift": ViewExpressionTests.bar, "App/BarView.swift": ViewExpressionTests.view, "docs/bars.md": markdown])
        let result = try runLayoutdraw(["markdown", "docs/bars.md"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let png = try Data(contentsOf: folder.appendingPathComponent("docs/Images/bars-1.png"))
        // The PNG header's width and height, big-endian at bytes 16 and 20.
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 240 && word(20) == 20)
    }
}
