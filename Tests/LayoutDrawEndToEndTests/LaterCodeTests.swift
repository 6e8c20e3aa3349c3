import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Code a still picture never runs — actions, gestures' closures, alerts and sheets not shown,
/// destinations not presented, transitions — is read and never fails the picture: names there
/// that nothing declares are not errors, and what layoutdraw cannot read there is a note.
@Suite struct LaterCodeTests {
    static var pipeline: Pipeline { sharedPipeline }

    /// The texts drawn and the diagnostics (as `LINE:COL: severity: message`) of a view body.
    func drawn(_ body: String) throws -> (texts: [String], diagnostics: [String]) {
        let source = """
            struct ContentView: View {
                @State private var on = false
                @State private var text = "t"
                var body: some View {
            \(body)
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        let tree = try Self.pipeline.layout(scene)
        let diagnostics = (scene.warnings + Self.pipeline.warnings(for: tree)).map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.severity.rawValue): \($0.message)"
        }
        return (tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil }, diagnostics)
    }

    @Test func actionsThatNameWhatTheFileDoesNotDeclareDraw() throws {
        // Each line names things declared nowhere (the project's other files, a package):
        // before, each was "cannot find '…' in scope".
        let bodies = [
            #"Button("Go") { Task { await store.reload() }; Analytics.log("tap") }"#,
            #"Text("a").gesture(DragGesture().onChanged { v in offset = v.translation }.onEnded { _ in offset = .zero })"#,
            #"Text("a").alert(isPresented: $on) { Alert(title: Text("Hi"), dismissButton: .default(Text("OK"))) }"#,
            #"Text("a").transition(AnyTransition.opacity.combined(with: .move(edge: .bottom)))"#,
            #"Text("a").sheet(isPresented: $on) { DetailView(model: viewModel) }"#,
            #"NavigationStack { NavigationLink(destination: DetailView(model: viewModel)) { Text("a") } }"#,
            #"NavigationStack { NavigationLink { DetailView(model: viewModel) } label: { Text("a") } }"#,
            #"TextField("t", text: $text).onChange(of: text) { old, new in validate(new) }.onSubmit { submit() }"#,
            #"List { Text("a") }.refreshable { await store.reload() }"#,
            #"Text("a").confirmationDialog("T", isPresented: $on) { Button("Delete", role: .destructive) { delete() } }"#,
            #"Button("Go") { Task { [weak store] in do { try await store?.save() } catch { log(error) } } }"#,
        ]
        for body in bodies {
            let result = try drawn("        " + body)
            #expect(result.texts.contains { $0 == "a" || $0 == "Go" || $0 == "t" }, "\(body)")
            #expect(result.diagnostics.isEmpty, "\(body): \(result.diagnostics)")
        }
    }

    @Test func whatCannotBeReadInAnActionIsANote() throws {
        // A regular expression literal (outside the subset) in a button's action: a note where
        // it is (line 5, column 32: eight spaces, `Button("Go") { `, `let r = `), and the button draws.
        let result = try drawn(#"        Button("Go") { let r = /a+/; print(r) }"#)
        #expect(result.texts == ["Go"])
        #expect(result.diagnostics == ["5:32: note: regular expressions are not supported (in code the picture does not run: left out)"])
    }

    @Test func anAppearActionThatHoldsWhatCannotBeReadDoesNotRun() throws {
        let result = try drawn(#"        Text(text).onAppear { text = "set"; let r = /a+/; print(r) }"#)
        #expect(result.texts == ["t"])
        #expect(result.diagnostics.contains("5:53: note: regular expressions are not supported (in code the picture does not run: left out)"), "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.hasPrefix("5:53: warning: 'onAppear' does not run in the picture") }, "\(result.diagnostics)")
    }

    @Test func aTasksDoCatchRunsItsBody() throws {
        // Nothing throws: the body runs, and the catch does not.
        let result = try drawn(#"        Text(text).task { do { text = try await fetch() } catch { text = "error" } }"#)
        #expect(result.texts == ["t"])
        #expect(result.diagnostics.contains { $0.contains("warning: 'task' does not run in the picture, which shows the state before it: unknown function 'fetch'") }, "\(result.diagnostics)")
        let ran = try drawn(#"        Text(text).task { do { text = try await String("fetched") } catch { text = "error" } }"#)
        #expect(ran.texts == ["fetched"])
    }
}
