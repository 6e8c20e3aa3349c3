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
        // A type of a package the source imports is that package's: no error of its own; the
        // view still needs its value, and says so.
        #expect(!store.contains { $0.contains("'StoreOf'") }, "\(store)")
        #expect(store.contains { $0.hasPrefix("S.swift:3:8: error: 'ContentView' needs arguments and no preview gives them") }, "\(store)")
        let function = problems("import SwiftUI\nimport ComposableArchitecture\nstruct ContentView: View {\n    var body: some View { Text(viewStoreTitle()) }\n}\n")
        #expect(
            function.contains(
                "S.swift:4:32: error: cannot find 'viewStoreTitle' in scope; it probably comes from 'ComposableArchitecture', imported by the source, which layoutdraw does not read"
            ), "\(function)")
        // An Apple framework's type (by its prefix: `UITableView` is UIKit's, no misspelt
        // SwiftUI name) is no error: the view is drawn with one made as an app makes one, and
        // reading it names the framework.
        let image = problems("""
            struct ContentView: View {
                let photo: UITableView
                var body: some View { Text("a") }
            }
            """)
        #expect(image == [
            "S.swift:1:8: warning: 'ContentView' needs arguments and no preview gives them: drawn with sample values ContentView(photo: UITableView()); pass them with --view 'ContentView(photo: …)' or add a #Preview that builds it"
        ], "\(image)")
        let read = problems("struct ContentView: View {\n    let photo = UITableView()\n    var body: some View { Text(\"\\(photo.rowHeight)\") }\n}\n")
        #expect(
            read.contains("S.swift:3:41: error: 'UITableView' is UIKit's, which layoutdraw does not model: its 'rowHeight' is not known in a still picture"),
            "\(read)")
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

    /// An implicit member where a declared struct is expected (`var items: [Item] = [.init(title:
    /// "ab"), .sample]`, `var one: Item = .sample`) is the type's initializer or static member,
    /// as Swift resolves it against the contextual type: "ab" is 20.4 → 20.5 wide, "S" 10.2 → 10.5.
    @Test func implicitMembersOfADeclaredStructAreItsInitAndStatics() throws {
        let tree = try layOut("""
            struct Item { var title: String; static let sample = Item(title: "S") }
            struct ContentView: View {
                @State private var items: [Item] = [.init(title: "ab"), .sample]
                var one: Item = .sample
                var body: some View {
                    VStack(spacing: 0) {
                        Text(items[0].title).accessibilityIdentifier("a")
                        Text(items[1].title).accessibilityIdentifier("b")
                        Text(one.title).accessibilityIdentifier("c")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame.width == 20.5)
        #expect(tree.node(id: "b")?.frame.width == 10.5)
        #expect(tree.node(id: "c")?.frame.width == 10.5)
    }

    /// `self._value = value` in an `init` sets the wrapper of `@Binding var value`, as Swift
    /// allows: the field reads "abc" (3 × 10.2 = 30.6 → 31 wide).
    @Test func anInitSetsABindingThroughItsWrapper() throws {
        let tree = try layOut("""
            struct Field: View {
                @Binding var value: String
                var isError: Bool
                init(value: Binding<String>, isError: Bool = false) {
                    self._value = value
                    self.isError = isError
                }
                var body: some View { Text(value).accessibilityIdentifier("v") }
            }
            struct ContentView: View {
                var body: some View { Field(value: .constant("abc")) }
            }
            """)
        #expect(tree.node(id: "v")?.frame.width == 31)
    }

    /// The source's own overload of a SwiftUI modifier (`extension View { func cornerRadius(_:
    /// corners:) }`) is taken when the call's labels are its; `.cornerRadius(8)` stays SwiftUI's.
    @Test func aModifierOverloadOfTheSourceIsTakenByItsLabels() throws {
        let source = """
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: [String]) -> some View { padding(radius) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10).cornerRadius(5, corners: ["top"]).accessibilityIdentifier("own")
                        Color.red.frame(width: 10, height: 10).cornerRadius(5).accessibilityIdentifier("swiftui")
                    }
                }
            }
            """
        let tree = try layOut(source)
        // Padded by 5 on every side: 20 × 20; SwiftUI's clips and keeps 10 × 10.
        #expect(tree.node(id: "own")?.frame.size == Size(width: 20, height: 20))
        #expect(tree.node(id: "swiftui")?.frame.size == Size(width: 10, height: 10))
    }

    /// A file with no view says what it declares instead: its own modifiers (and the --view that
    /// shows one), a representable, a protocol.
    @Test func aFileWithoutAViewSaysWhatItDeclares() {
        #expect(
            problems("extension View {\n    func shadowed(radius: CGFloat) -> some View { shadow(radius: radius) }\n}\n") == [
                "S.swift:1:1: error: the source declares no View to draw: it adds modifiers to View ('shadowed'); to see one on a view, pass --view 'Text(\"Hello\").shadowed(radius: …)'"
            ])
        #expect(
            problems("struct Web: UIViewRepresentable {\n    func makeUIView(context: Context) -> WKWebView { WKWebView() }\n}\n") == [
                "S.swift:1:1: error: the source declares no View to draw: 'Web' shows a UIKit view, which layoutdraw draws only as a placeholder; draw the view that uses it"
            ])
        #expect(
            problems("protocol Toolbar { var title: String { get } }\n") == [
                "S.swift:1:1: error: the source declares no View to draw: it declares the protocol 'Toolbar'; draw a view that conforms to it"
            ])
    }
}
