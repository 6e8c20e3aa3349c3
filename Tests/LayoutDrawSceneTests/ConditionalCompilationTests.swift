import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene
@testable import LayoutDrawSwift
@testable import LayoutDrawSyntax

/// `#if` as an iOS 17 debug build for the simulator: the active clause is read in the place of
/// the whole `#if … #endif`, wherever Swift allows one. Each view below is a red bar whose width
/// says which clauses were read, on the 400 × 400 canvas (so a bar w wide is at x = 200 − w / 2).
@Suite("#if")
struct ConditionalCompilationTests {
    func width(_ source: String, defines: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Double {
        var options = SwiftSourceTests.square
        options.project.defines = defines
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift", options: options)
            return try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer()).frame("bar").width
        } catch let error as DiagnosticList {
            Issue.record(Comment(rawValue: error.diagnostics.map { $0.formatted() }.joined(separator: "\n")), sourceLocation: sourceLocation)
            throw error
        }
    }

    /// A bar `expression` points wide, under a `#if condition` that makes it 10 otherwise.
    func holds(_ condition: String, defines: [String] = []) throws -> Bool {
        try width(
            """
            struct ContentView: View {
                var body: some View {
                    #if \(condition)
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("bar")
                    #else
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bar")
                    #endif
                }
            }
            """, defines: defines) == 20
    }

    @Test func theConditionsOfAnIOS17DebugBuildForTheSimulator() throws {
        for condition in [
            "os(iOS)", "canImport(UIKit)", "canImport(SwiftUI)", "DEBUG", "targetEnvironment(simulator)", "swift(>=5.9)", "compiler(>=5)",
            "!os(macOS)", "os(iOS) && DEBUG", "os(macOS) || os(iOS)", "(DEBUG)", "swift(<7)", "true",
        ] {
            #expect(try holds(condition), "\(condition) holds")
        }
        for condition in [
            "os(macOS)", "os(watchOS)", "canImport(AppKit)", "RELEASE", "targetEnvironment(macCatalyst)", "swift(>=7)", "!DEBUG",
            "os(iOS) && RELEASE", "hasFeature(StrictConcurrency)", "false",
        ] {
            #expect(try !holds(condition), "\(condition) does not hold")
        }
        #expect(try holds("BETA", defines: ["BETA"]))
        #expect(try holds("os(iOS) && BETA", defines: ["BETA"]))
    }

    @Test func aDirectiveDefinesAName() throws {
        let source = """
            // layoutdraw: --define BETA
            struct ContentView: View {
                var body: some View {
                    #if BETA
                    Color.red.frame(width: 30, height: 10).accessibilityIdentifier("bar")
                    #endif
                }
            }
            """
        #expect(try width(source) == 30)
    }

    /// Top level (the preview, a view), members (a property), an `#elseif`, and a `switch`.
    @Test func everywhereSwiftAllowsIt() throws {
        let source = """
            #if os(macOS)
            struct Bar: View { var body: some View { Color.red.frame(width: 500, height: 10) } }
            #else
            struct Bar: View {
                #if DEBUG
                var side: CGFloat = 40
                #else
                var side: CGFloat = 60
                #endif
                var body: some View {
                    switch Int(side) {
                    #if os(iOS)
                    case 40: Color.red.frame(width: side + 1, height: 10).accessibilityIdentifier("bar")
                    #endif
                    default: Color.red.frame(width: 2, height: 10).accessibilityIdentifier("bar")
                    }
                }
            }
            #endif
            struct ContentView: View { var body: some View { Text("not drawn") } }
            #if RELEASE
            #Preview { ContentView() }
            #elseif DEBUG
            #Preview { Bar() }
            #endif
            """
        #expect(try width(source) == 41)
    }

    /// `#if` after an expression applies its active clause's modifiers, nested `#if`s too; an
    /// inactive one leaves the expression as it is. Here 10 → frame 30 → padding 2 → 34.
    @Test func insideAModifierChain() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                    #if os(iOS)
                        .frame(width: 30)
                        #if DEBUG
                        .padding(2)
                        #endif
                    #elseif os(macOS)
                        .frame(width: 300)
                    #endif
                    #if os(watchOS)
                        .padding(100)
                    #endif
                        .accessibilityIdentifier("bar")
                }
            }
            """
        #expect(try width(source) == 34)
    }

    @Test func theActiveClauseIsTheFirstThatHoldsElseTheElse() {
        let source = "#if os(macOS)\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#elseif DEBUG\nlet c = 3\n#else\nlet d = 4\n#endif\n"
        let tree = SwiftFrontEnd.parse(source, file: "S.swift")
        // Top-level lets are the file's globals (issue 27): only the iOS clause's is declared.
        #expect(tree.builtinExtensions[EvaluationContext.globalsTypeName]?.staticProperties.map(\.name) == ["b"])
    }
}
