import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// What a view of a real app misses when drawn alone (issue 26): an environment object no
/// preview provides and whose class cannot be made with `()`, and names from frameworks
/// layoutdraw does not read, which the message names. On the 400 × 400 canvas with the
/// fixed-advance measurer (a body line 20.4 → 20.5 tall).
extension SwiftSourceTests {
    /// `Model` needs an `API` that nothing gives it: the object is made from its properties'
    /// initial values — two items, so two rows of 20.5, the stack 41 tall — with a warning
    /// naming what is left without a value; reading that property is an error naming it.
    @Test func anEnvironmentObjectThatCannotBeMadeIsMadeFromItsInitialValues() throws {
        let source = """
            protocol API {}
            final class Model: ObservableObject {
                let api: API
                @Published var items = ["a", "b"]
                init(api: API) { self.api = api }
            }
            struct ContentView: View {
                @EnvironmentObject var model: Model
                var body: some View {
                    VStack(spacing: 0) { ForEach(model.items, id: \\.self) { Text($0) } }.accessibilityIdentifier("v")
                }
            }
            """
        let tree = try layOut(source)
        #expect(try #require(tree.node(id: "v")).frame.size == Size(width: 10.5, height: 41))
        let warnings = problems(source)
        #expect(
            warnings == [
                "S.swift:8:28: warning: no enclosing view provides a 'Model', and Model() cannot be made: one is made from its properties' initial values ('api' left without a value); pass one with .environmentObject(…) in a #Preview to draw it as the app does"
            ], "\(warnings)")
        let reading = problems(source.replacingOccurrences(of: "Text($0)", with: "Text(\"\\(model.api)\")"))
        #expect(reading.contains { $0.contains("error:") && $0.contains("'api'") }, "\(reading)")
    }

    /// A name not found says where it probably comes from: a module the source imports that
    /// layoutdraw does not read, or the framework an Apple prefix names (rather than a SwiftUI
    /// type it resembles: `UIImage` is no misspelt `Image`).
    @Test func aNameNotFoundNamesItsProbableFramework() {
        let store = problems("""
            import SwiftUI
            import ComposableArchitecture
            struct ContentView: View {
                let store: StoreOf<Feature>
                var body: some View { Text("a") }
            }
            """)
        #expect(
            store.contains(
                "S.swift:4:16: error: cannot find type 'StoreOf' in scope; it probably comes from 'ComposableArchitecture', imported by the source, which layoutdraw does not read"
            ), "\(store)")
        let image = problems("""
            struct ContentView: View {
                let photo: UIImage
                var body: some View { Text("a") }
            }
            """)
        #expect(image.contains("S.swift:2:16: error: cannot find type 'UIImage' in scope; it is probably UIKit's, which layoutdraw does not model"), "\(image)")
        // A typo of a declared name is still a typo.
        let typo = problems("import Kingfisher\nstruct Card {}\nstruct ContentView: View {\n    let card: Crad\n    var body: some View { Text(\"a\") }\n}\n")
        #expect(typo.contains("S.swift:4:15: error: cannot find type 'Crad' in scope; did you mean 'Card'?"), "\(typo)")
    }

    /// Localised strings in the development language: a key is its own text (`LocalizedStringKey
    /// ("Add")`, `NSLocalizedString("Hi", comment:)`), a `value:` is the text given; the three
    /// texts are 3, 2 and 5 characters (30.6 → 31, 20.4 → 20.5, 51 wide).
    @Test func localisedStringsAreTheirKeysAndFatalErrorStops() throws {
        let tree = try layOut("""
            VStack(spacing: 0) {
                Text(LocalizedStringKey("Add")).accessibilityIdentifier("a")
                Text(NSLocalizedString("Hi", comment: "greeting")).accessibilityIdentifier("b")
                Text(NSLocalizedString("k", value: "Hello", comment: "")).accessibilityIdentifier("c")
            }
            """)
        #expect(tree.node(id: "a")?.frame.width == 31)
        #expect(tree.node(id: "b")?.frame.width == 20.5)
        #expect(tree.node(id: "c")?.frame.width == 51)
        let stops = problems("""
            struct ContentView: View {
                var items: [String] { fatalError("not loaded") }
                var body: some View { Text(items[0]) }
            }
            """)
        #expect(stops.contains { $0.contains("error: fatalError(\"not loaded\") was called: the app stops here") }, "\(stops)")
    }
}
