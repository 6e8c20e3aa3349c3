import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Views and values of packages the source imports and layoutdraw does not read (issue 26: "A
/// view from a module layoutdraw does not model draws as a placeholder labelled with its type …
/// with a warning naming the module. The rest of the screen draws."). On the 400 × 400 canvas
/// with the fixed-advance measurer: a body character is 10.2 wide and a line 20.4 tall, each
/// rounded up to the 2× pixel grid.
extension SwiftSourceTests {
    /// The Composable Architecture's way: a view keeps a `StoreOf<Feature>` and hands it to the
    /// package's `WithViewStore`. The store's type and `Store(…)` are the package's: the preview
    /// makes one (its arguments not run), and `WithViewStore` is a placeholder that takes what it
    /// is offered — here the 400 × 400 canvas less the 20.5-tall title above it in the VStack
    /// (spacing 8): 400 − 20.5 − 8 = 371.5 tall, starting at y 28.5.
    @Test func aViewOfAnImportedPackageIsAPlaceholderAndItsValuesArePassedOn() throws {
        let source = """
            import SwiftUI
            import ComposableArchitecture

            struct Feature { struct State { var count = 0 } }

            struct CounterView: View {
                let store: StoreOf<Feature>
                var body: some View {
                    VStack(spacing: 8) {
                        Text("Counter").accessibilityIdentifier("title")
                        WithViewStore(store, observe: { $0 }) { viewStore in
                            Text("\\(viewStore.count)")
                        }
                        .accessibilityIdentifier("store")
                    }
                }
            }

            #Preview {
                CounterView(store: Store(initialState: Feature.State()) { Feature() })
            }
            """
        let tree = try layOut(source)
        #expect(tree.node(id: "title")?.frame == Rect(x: 164.25, y: 0, width: 71.5, height: 20.5))
        #expect(tree.node(id: "store")?.frame == Rect(x: 0, y: 28.5, width: 400, height: 371.5))
        #expect(tree.nodes.contains { $0.kind == "WithViewStore" })
        let warnings = problems(source)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(
            warnings.first?.contains(
                "S.swift:11:13: warning: 'WithViewStore' is no view layoutdraw knows; it probably comes from 'ComposableArchitecture', imported by the source, which layoutdraw does not read: it is drawn as a placeholder that takes the space it is offered"
            ) == true, "\(warnings)")
    }

    /// A package's container around views of the source (`StoreProvider(store:) { … }`,
    /// `StateHosting(…) { state in … }`) is drawn as its content when the content reads nothing
    /// of the package's values: "Counter" centred (7 × 10.2 = 71.4 → 71.5 wide), with a warning
    /// saying what is not drawn. A content that reads one (`state.count`) leaves the container a
    /// placeholder, its error not reported.
    @Test func aPackagesContainerIsDrawnAsItsContent() throws {
        let source = """
            import SwiftUI
            import SwiftUIFlux
            struct V: View {
                var body: some View {
                    StoreProvider(store: Store(state: 0)) { Text("Counter").accessibilityIdentifier("t") }
                }
            }
            """
        let tree = try layOut(source)
        #expect(tree.node(id: "t")?.frame == Rect(x: 164.25, y: 189.75, width: 71.5, height: 20.5))
        #expect(!tree.nodes.contains { $0.kind == "StoreProvider" })
        #expect(
            problems(source) == [
                "S.swift:5:9: warning: 'StoreProvider' is no view layoutdraw knows; it probably comes from 'SwiftUIFlux', imported by the source, which layoutdraw does not read: drawn is its content, without what 'StoreProvider' adds to it"
            ], "\(problems(source))")
        let reading = source.replacingOccurrences(of: "{ Text(\"Counter\")", with: "{ state in Text(\"\\(state.count)\")")
        let placeholder = try layOut(reading)
        #expect(placeholder.nodes.contains { $0.kind == "StoreProvider" })
        #expect(problems(reading).count == 1 && problems(reading)[0].contains("drawn as a placeholder"), "\(problems(reading))")
    }

    /// Reading something of a package's value is an error that names the package: the picture
    /// needs a number the package would compute.
    @Test func readingAPackageValueNamesThePackage() {
        let warnings = problems("""
            import SwiftUI
            import ComposableArchitecture
            struct CounterView: View {
                let store: StoreOf<Int>
                var body: some View { Text("\\(store.count)") }
            }
            #Preview { CounterView(store: Store(initialState: 0)) }
            """)
        #expect(
            warnings.contains { $0.contains("error: 'Store' is probably ComposableArchitecture's, which layoutdraw does not read: its 'count' has no value here") },
            "\(warnings)")
    }

    /// A package's type's static members give objects, as a framework's do, and an object's
    /// methods results: `Firestore.firestore().collection("users")`, kept by a service the view
    /// holds, stops nothing (the 10-wide dot draws); reading what the method gave is the error,
    /// naming the package.
    @Test func aPackagesStaticMembersGiveObjectsAModelKeeps() throws {
        let kept = """
            import SwiftUI
            import FirebaseFirestore
            struct Service {
                let users = Firestore.firestore().collection("users")
            }
            struct V: View {
                let service = Service()
                var body: some View { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
            }
            """
        #expect(try layOut(kept).node(id: "dot")?.frame.width == 10)
        let read = kept.replacingOccurrences(of: "frame(width: 10,", with: "frame(width: service.users.count,")
        #expect(
            problems(read).contains {
                $0.contains("error: 'Firestore' is probably FirebaseFirestore's, which layoutdraw does not read: its 'count' has no value here")
            }, "\(problems(read))")
    }

    /// With an `extension Optional` in the source, a package's type called in a view's body is
    /// still the package's (`Store(…)`), not a method of the view the extension would make it.
    @Test func anOptionalExtensionMakesNoPackageCallAMethod() throws {
        let tree = try layOut("""
            import SwiftUI
            import ComposableArchitecture
            extension Optional {
                var isMissing: Bool { self == nil }
            }
            struct V: View {
                var body: some View {
                    let store = Store(initialState: 0)
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                }
            }
            """)
        #expect(tree.node(id: "dot")?.frame.width == 10)
    }

    /// `Language.init(languageString:)`: an initializer named with its labels is a function that
    /// makes one (`compactMap` keeps the languages it knows: "en", not "fr").
    @Test func anInitializerNamedWithItsLabelsIsAFunction() throws {
        let tree = try layOut("""
            import SwiftUI
            enum Language: String {
                case en, zh
                init?(languageString: String) {
                    switch languageString {
                    case "en": self = .en
                    case "zh": self = .zh
                    default: return nil
                    }
                }
                init?(code: Int) { return nil }
            }
            struct V: View {
                var body: some View {
                    let known = ["fr", "en"].compactMap(Language.init(languageString:))
                    Color.red.frame(width: CGFloat(known.count * 10), height: 10).accessibilityIdentifier("bar")
                }
            }
            """)
        #expect(tree.node(id: "bar")?.frame.width == 10)
    }

    /// A misspelt SwiftUI view stays a typo, package or not; and without a package imported an
    /// unknown view is an error, as before.
    @Test func aTypoIsNoPackageView() {
        let typo = problems("import SwiftUI\nimport ComposableArchitecture\nstruct V: View {\n    var body: some View { Txet(\"a\") }\n}\n")
        #expect(typo.contains { $0.contains("error:") && $0.contains("'Txet'") && $0.contains("did you mean 'Text'") }, "\(typo)")
        let plain = problems("import SwiftUI\nstruct V: View {\n    var body: some View { WithViewStore(1) { _ in Text(\"a\") } }\n}\n")
        #expect(plain.contains { $0.contains("error:") && $0.contains("'WithViewStore'") }, "\(plain)")
    }

    /// `@SwiftUI.Environment(\.dismiss)`, as an app that declares an `Environment` of its own
    /// writes it, is SwiftUI's wrapper: the view needs no argument for it.
    @Test func aWrapperQualifiedBySwiftUIIsSwiftUIs() throws {
        let tree = try layOut("""
            import SwiftUI
            struct Environment { var language = "en" }
            struct SheetView: View {
                @SwiftUI.Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() }.accessibilityIdentifier("v") }
            }
            """)
        #expect(tree.node(id: "v")?.frame.size == Size(width: 41, height: 20.5))
    }

    /// `.brand` where both `extension Color` and `extension UIColor` declare `brand`: a SwiftUI
    /// modifier's colour is the `Color` (an asset-free red here), not the UIKit one.
    @Test func anImplicitColourPrefersSwiftUIsExtension() throws {
        let tree = try layOut("""
            import SwiftUI
            extension Color { static var brand: Color { .init(red: 1, green: 0, blue: 0) } }
            extension UIColor { static var brand: UIColor { .init(named: "brand")! } }
            struct V: View {
                var body: some View { Rectangle().fill(.brand).frame(width: 10, height: 10) }
            }
            """)
        let colours = tree.nodes.compactMap { node -> ShapeStyle? in
            if case .shape(_, .fill(let style))? = node.paint { return style }
            return nil
        }
        #expect(colours == [.color(ColorStyle(RGBA(red: 1, green: 0, blue: 0)))], "\(colours)")
    }

    /// A key path through an optional (`\.selected?.name`) reads nil where the optional is nil.
    @Test func aKeyPathThroughAnOptional() throws {
        let tree = try layOut("""
            import SwiftUI
            struct Pick { var name: String }
            struct Row { var pick: Pick? }
            struct V: View {
                let rows = [Row(pick: Pick(name: "ab")), Row(pick: nil)]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<2) { i in Text(rows[i][keyPath: \\Row.pick?.name] ?? "none").accessibilityIdentifier("t\\(i)") }
                    }
                }
            }
            """)
        #expect(tree.node(id: "t0")?.frame.width == 20.5)  // "ab": 2 × 10.2 = 20.4 → 20.5
        #expect(tree.node(id: "t1")?.frame.width == 41)  // "none": 4 × 10.2 = 40.8 → 41
    }
}

/// Objects of Apple frameworks layoutdraw does not model, kept by an app's models: a haptic
/// generator, the notification centre, a URL session. What they do a still picture does not
/// show; the model that keeps them is made, and the view draws.
extension SwiftSourceTests {
    static let haptics = """
        import SwiftUI
        import UserNotifications
        final class Haptics {
            private let feedback: UINotificationFeedbackGenerator = .init()
            private let center: UNUserNotificationCenter
            private let session = URLSession.shared
            let title = "Play"
            init(center: UNUserNotificationCenter = .current()) {
                self.center = center
                center.delegate = nil
                feedback.prepare()
            }
            func play() { feedback.notificationOccurred(.success) }
        }
        """

    /// The model is made — its framework objects kept, a property set on one and a method called
    /// on another doing nothing — and its title drawn: "Play", 4 × 10.2 = 40.8 → 41 wide.
    @Test func aModelKeepsFrameworkObjects() throws {
        let source = Self.haptics + """

            struct V: View {
                let haptics = Haptics()
                var body: some View { Button(haptics.title) { haptics.play() }.accessibilityIdentifier("b") }
            }
            """
        let tree = try layOut(source)
        #expect(tree.node(id: "b")?.frame.size == Size(width: 41, height: 20.5))
        #expect(problems(source).isEmpty, "\(problems(source))")
    }

    /// Using a framework's object as text is an error with its type: the picture needs what the
    /// framework would give.
    @Test func readingAFrameworkObjectAsTextIsAnError() {
        let problems = problems("""
            import SwiftUI
            import CoreLocation
            struct V: View {
                let manager = CLLocationManager()
                var body: some View { Text(manager.location!.description) }
            }
            """)
        #expect(problems.contains { $0.contains("error:") && $0.contains("CLLocationManager") }, "\(problems)")
    }

    /// `type(of:)`: an instance's class, compared with a type (`type(of: proxy) == UserDefaults.self`,
    /// as Better You's persistence does); its name printed ("Disk", 4 × 10.2 → 41 wide; "yes"
    /// 3 × 10.2 = 30.6 → 31).
    @Test func typeOfAValue() throws {
        let tree = try layOut("""
            import SwiftUI
            final class Disk {}
            struct V: View {
                let store = UserDefaults.standard
                var body: some View {
                    VStack(spacing: 0) {
                        Text("\\(type(of: Disk()))").accessibilityIdentifier("name")
                        Text(type(of: store) == UserDefaults.self ? "yes" : "no").accessibilityIdentifier("same")
                    }
                }
            }
            """)
        #expect(tree.node(id: "name")?.frame.width == 41)
        #expect(tree.node(id: "same")?.frame.width == 31)
    }
}
