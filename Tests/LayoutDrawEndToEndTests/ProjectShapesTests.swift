import Foundation
import Testing

/// How real apps are laid out on disk (issue 26): nested types of the same name in several
/// files, an app split into local packages, a tool with a project of its own inside the app's
/// repository, and extensions of SwiftUI's `Image`, `Text` and `LocalizedStringKey`.
@Suite("Project context: how apps are laid out")
struct ProjectShapesTests {
    /// The widths of the `--format json` dump's nodes of `kind`, in tree order.
    func widths(of kind: String, _ result: CommandResult) throws -> [Double] {
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        return nodes.filter { $0["kind"] as? String == kind }.compactMap { ($0["frame"] as? [String: Double])?["width"] }
    }

    /// Two views in two files each nest a `struct Props`: Swift keeps them apart (`A.Props`,
    /// `B.Props`), so A's colour is 30 wide and B's 50 — it used to be 'invalid redeclaration
    /// of Props' and both views left out.
    @Test func nestedTypesOfOneNameInTwoFilesAreTwoTypes() throws {
        let folder = try temporaryProject([
            "App/CardView.swift": """
                import SwiftUI
                struct CardView: View {
                    var body: some View { VStack { A(); B() } }
                }
                """,
            "App/A.swift": "import SwiftUI\nstruct A: View {\n    struct Props { let side: CGFloat = 30 }\n    var body: some View { Color.red.frame(width: Props().side, height: 10) }\n}\n",
            "App/B.swift": "import SwiftUI\nstruct B: View {\n    struct Props { let side: CGFloat = 50 }\n    var body: some View { Color.blue.frame(width: Props().side, height: 10) }\n}\n",
        ])
        let result = try runLayoutdraw(["App/CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("redeclaration"), "\(result.standardError)")
        #expect(try widths(of: "Color", result) == [30, 50])
    }

    /// An environment object no view provides, whose only `init` takes a service as a protocol
    /// (`init(storage: Storing)`, HabitMinder's `ThemeManager`): the protocol's one conforming
    /// type in another file is reached and made with `()`, and the `init` runs with it — its
    /// `width` is the storage's 40, not a property left without a value.
    @Test func anObjectsProtocolDependencyIsMadeFromItsConformingType() throws {
        let folder = try temporaryProject([
            "App/Storing.swift": "protocol Storing { var width: Double { get } }\n",
            "App/Storage.swift": "final class Storage: Storing {\n    let width = 40.0\n    init() {}\n}\n",
            "App/Theme.swift": """
                import SwiftUI
                final class Theme: ObservableObject {
                    @Published var width: Double
                    init(storage: Storing) { width = storage.width }
                }
                """,
            "App/BarView.swift": """
                import SwiftUI
                struct BarView: View {
                    @EnvironmentObject var theme: Theme
                    var body: some View { Color.red.frame(width: theme.width, height: 10) }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/BarView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "Color", result) == [40])
    }

    /// A model whose initializer fills a property with what layoutdraw cannot compute (Apple's
    /// Food Truck: sample orders from a seeded generator; here a function no file declares) and
    /// starts a `Task`: those
    /// two statements are left out, each with a warning, the property keeps its initial value
    /// (no items: the list's colour is 0 wide), and the rest of the initializer runs (`width`
    /// is 40) — the view that needs the model draws.
    @Test func aModelInitializersStatementsThatCannotRunAreLeftOut() throws {
        let folder = try temporaryProject([
            "App/Model.swift": """
                import SwiftUI
                final class Model: ObservableObject {
                    @Published var items: [Double] = []
                    @Published var width: Double
                    init() {
                        width = 40
                        items = Generator().sampleItems()
                        Task { await refresh() }
                    }
                    func refresh() async { items = Generator().sampleItems() }
                }
                struct Generator {
                    func sampleItems() -> [Double] { (0..<3).map { _ in downloadedValue() * 10 } }
                }
                """,
            "App/BarView.swift": """
                import SwiftUI
                struct BarView: View {
                    @StateObject var model = Model()
                    var body: some View {
                        VStack {
                            Color.red.frame(width: model.width, height: 10)
                            Color.blue.frame(width: Double(model.items.count), height: 10)
                        }
                    }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/BarView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "Color", result) == [40, 0])
        #expect(result.standardError.contains("'Model.init's 'items = Generator().sampleItems()' (items keeps its initial value)' is left out"))
        #expect(result.standardError.contains("'Model.init's 'Task { await refresh() }' (not run)' is left out"))
    }

    /// A statement that assigns a property without an initial value is needed: the model
    /// cannot be made, and the message says which property has none.
    @Test func aModelStatementAssigningAPropertyWithoutAValueIsNotLeftOut() throws {
        let folder = try temporaryProject([
            "App/Model.swift": """
                import SwiftUI
                final class Model: ObservableObject {
                    @Published var width: Double
                    init() { width = downloadedValue() }
                }
                """,
            "App/BarView.swift": """
                import SwiftUI
                struct BarView: View {
                    @StateObject var model = Model()
                    var body: some View { Color.red.frame(width: model.width, height: 10) }
                }
                """,
        ])
        let result = try runLayoutdraw(["App/BarView.swift", "-o", "out.png"], in: folder)
        #expect(result.status != 0)
        #expect(result.standardError.contains("'Model.init' is left out"), "\(result.standardError)")
    }

    /// A view of the project that is a view through a protocol of a package layoutdraw does not
    /// read (SwiftUIRedux's `ConnectedView`, whose extension makes `body` from the type's
    /// `body(props:)`) is drawn as that package's views are, a placeholder labelled with its
    /// type, with a warning naming the protocol and the package its own file imports; the rest
    /// of the screen draws. Without the import, the protocol is nobody's and it is an error.
    @Test func aViewThroughAPackagesProtocolIsAPlaceholder() throws {
        let folder = try temporaryProject([
            "App/DialogsList.swift": "import SwiftUI\nimport SwiftUIRedux\nstruct DialogsList: ConnectedView {\n    func body(props: Int) -> some View { Text(\"a\") }\n}\n",
            "App/ChatsView.swift": "import SwiftUI\nstruct ChatsView: View {\n    var body: some View { VStack { Text(\"Chats\"); DialogsList() } }\n}\n",
        ])
        let result = try runLayoutdraw(["App/ChatsView.swift", "-o", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "App/ChatsView.swift:3:51: warning: 'DialogsList' is a view through 'ConnectedView', which probably comes from 'SwiftUIRedux', imported by its file, which layoutdraw does not read: it is drawn as a placeholder"),
            "\(result.standardError)")

        let unimported = try temporaryProject([
            "App/DialogsList.swift": "import SwiftUI\nstruct DialogsList: ConnectedView {\n    var body: some View { Text(\"a\") }\n}\n",
            "App/ChatsView.swift": "import SwiftUI\nstruct ChatsView: View {\n    var body: some View { VStack { DialogsList() } }\n}\n",
        ])
        let plain = try runLayoutdraw(["App/ChatsView.swift", "-o", "out.png"], in: unimported)
        #expect(plain.status != 0)
        #expect(
            plain.standardError.contains(
                "App/ChatsView.swift:3:36: error: 'DialogsList' is not a View; a view builder needs views; it conforms to 'ConnectedView', which the project does not declare"),
            "\(plain.standardError)")
    }

    /// A member the view needs that was left out (its body uses a function of a framework
    /// layoutdraw does not read) is named with why, in the first message.
    @Test func aMemberLeftOutSaysWhyWhereItIsUsed() throws {
        let folder = try temporaryProject([
            "App/Strings.swift": "enum Strings {\n    static func title() -> String { localizedString(key: \"title\") }\n}\n",
            "App/TitleView.swift": "import SwiftUI\nstruct TitleView: View {\n    var body: some View { Text(Strings.title()) }\n}\n",
        ])
        let result = try runLayoutdraw(["App/TitleView.swift", "-o", "out.png"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "App/TitleView.swift:3:32: error: type 'Strings' has no static method 'title' ('Strings.title' is left out: cannot find 'localizedString' in scope"),
            "\(result.standardError)")
    }

    /// A preview's `let deps = Deps()` whose `init` is left out (its default argument calls a
    /// function of the project that cannot run): the message is where the preview calls it,
    /// naming the left-out `init` and why, down to what stopped the first part left out (the
    /// undeclared `registerThings`) — not a "must be unwrapped" where `deps` is read.
    @Test func aPreviewsValueWhoseInitIsLeftOutSaysWhy() throws {
        let folder = try temporaryProject([
            "App/Deps.swift": """
                enum Setup {
                    static func make() -> Int { registerThings(in: 3); return 4 }
                }
                struct Deps {
                    private let c: Int
                    init(c: Int = Setup.make()) { self.c = c }
                    var width: Double { Double(c) * 10 }
                }
                """,
            "App/Row.swift": """
                import SwiftUI
                struct Row: View {
                    var width: Double
                    var body: some View { Color.red.frame(width: width, height: 10) }
                }
                #Preview {
                    let deps = Deps()
                    Row(width: deps.width)
                }
                """,
        ])
        let result = try runLayoutdraw(["App/Row.swift", "-o", "out.png"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.standardError.hasPrefix(
                "App/Row.swift:7:16: error: missing argument for parameter 'c' in call to Deps(…) ('Deps.init' is left out: type 'Setup' has no static method 'make' ('Setup.make' is left out: cannot find 'registerThings' in scope))"),
            "\(result.standardError)")
        #expect(!result.standardError.contains("unwrapped"))
    }

    /// `.cornerRadius(8, corners: [.layerMinXMinYCorner])` with the project's own `extension
    /// View { func cornerRadius(_:corners: CACornerMask) }` (Core Animation's type, whose value
    /// the overload does not read) draws through the overload. When the overload is left out
    /// (here: a regular expression in its body), SwiftUI's `cornerRadius` cannot read the call, and the
    /// message says which overload is missing and why.
    @Test func aModifierOverloadLeftOutSaysWhy() throws {
        let overload = """
            import SwiftUI
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: CACornerMask) -> some View { clipShape(Rectangle()) }
            }
            """
        let bar = "import SwiftUI\nstruct Bar: View {\n    var body: some View { Color.red.cornerRadius(4, corners: [.layerMinXMinYCorner]) }\n}\n"
        let drawn = try runLayoutdraw(["App/Bar.swift", "-o", "out.png"], in: try temporaryProject(["App/View+Corners.swift": overload, "App/Bar.swift": bar]))
        #expect(drawn.status == 0, "\(drawn.standardError)")

        let unread = overload.replacingOccurrences(of: "{ clipShape(Rectangle()) }", with: "{ _ = /a+/; return clipShape(Rectangle()) }")
        let result = try runLayoutdraw(["App/Bar.swift", "-o", "out.png"], in: try temporaryProject(["App/View+Corners.swift": unread, "App/Bar.swift": bar]))
        #expect(result.status != 0)
        #expect(
            result.standardError.contains("('View.cornerRadius' is left out: regular expressions are not supported"),
            "\(result.standardError)")
    }

    /// An iOS app and its macOS app in one project, each with a `Detail` (Apple's Landmarks:
    /// `Landmarks/` and `MacLandmarks/`): no target declares it twice, so the view's is the
    /// one in the folders nearest its file — App's, 30 wide — not an 'invalid redeclaration'.
    /// Two declarations equally near stay that error.
    @Test func aNameOfTwoTargetsIsTheViewsTargets() throws {
        let folder = try temporaryProject([
            "App/Views/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View { Detail() }\n}\n",
            "App/Views/Detail.swift": "import SwiftUI\nstruct Detail: View {\n    var body: some View { Color.red.frame(width: 30, height: 10) }\n}\n",
            "MacApp/Detail.swift": "import SwiftUI\nstruct Detail: View {\n    var body: some View { Color.blue.frame(width: 50, height: 10) }\n}\n",
        ])
        let result = try runLayoutdraw(["App/Views/Home.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "Color", result) == [30])
        let same = try temporaryProject([
            "App/Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View { Detail() }\n}\n",
            "App/A/Detail.swift": "import SwiftUI\nstruct Detail: View {\n    var body: some View { Color.red }\n}\n",
            "App/B/Detail.swift": "import SwiftUI\nstruct Detail: View {\n    var body: some View { Color.blue }\n}\n",
        ])
        let clash = try runLayoutdraw(["App/Home.swift", "-o", "out.png"], in: same)
        #expect(clash.status != 0)
        #expect(clash.standardError.contains("invalid redeclaration of 'Detail'"), "\(clash.standardError)")
    }

    /// `Landmark.Category` in a view of one target, the type nested in `Landmark` of another
    /// (declared under its path, as `Park` nests a `Category` too): the nested type.
    @Test func aNestedTypeOfAnotherFileIsReachedThroughItsParent() throws {
        let folder = try temporaryProject([
            "Package.swift": "// swift-tools-version: 5.9\n",
            "Sources/Models/Landmark.swift": """
                public struct Landmark {
                    public enum Category: String, CaseIterable { case lakes = "Lakes", rivers = "Rivers" }
                }
                public struct Park { public enum Category: String { case big } }
                """,
            "Sources/Home/CategoryView.swift": """
                import SwiftUI
                import Models
                struct CategoryView: View {
                    var category = Landmark.Category.lakes
                    var body: some View { Text(category.rawValue + " \\(Landmark.Category.allCases.count)") }
                }
                """,
        ])
        let result = try runLayoutdraw(["Sources/Home/CategoryView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let texts = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts == ["Lakes 2"])
    }

    /// A colour set in a catalogue of another folder of the project (`Shared/Resources/
    /// Assets.xcassets`, beside the feature folders): `.appGray`, the generated symbol of
    /// "AppGrayColor" (its trailing Color dropped), is its colour, #8E8E93 here.
    @Test func aCatalogueElsewhereInTheProjectIsRead() throws {
        let folder = try temporaryProject([
            "App/Shared/Resources/Assets.xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
            "App/Shared/Resources/Assets.xcassets/AppGrayColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x8E", "green": "0x8E", "blue": "0x93", "alpha": "1.000"}}}], "info": {"version": 1, "author": "xcode"}}"#,
            "App/Features/SignIn/View/SignInView.swift": "import SwiftUI\nstruct SignInView: View {\n    var body: some View { Color.appGray.frame(width: 10, height: 10) }\n}\n",
        ])
        let out = folder.appendingPathComponent("out.svg")
        let result = try runLayoutdraw(["App/Features/SignIn/View/SignInView.swift", "-o", out.path], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: out, encoding: .utf8).lowercased().contains("#8e8e93"))
    }

    /// `import Models` in a target of `App/Package.swift` reads `Models/Sources/Models/`, a local
    /// package beside it in the repository, as Xcode resolves a local package dependency.
    @Test func aModuleOfALocalPackageBesideTheViewsIsRead() throws {
        let folder = try temporaryProject([
            "App/Package.swift": "// swift-tools-version: 5.9\n",
            "App/Sources/Feature/CardView.swift": """
                import SwiftUI
                import Models
                struct CardView: View {
                    var body: some View { Color.red.frame(width: Size.side, height: 10) }
                }
                """,
            "Models/Package.swift": "// swift-tools-version: 5.9\n",
            "Models/Sources/Models/Size.swift": "public enum Size { public static let side: CGFloat = 30 }\n",
            "Other/Sources/Models/Size.swift": "public enum Size { public static let side: CGFloat = 70 }\n",
        ])
        let result = try runLayoutdraw(["App/Sources/Feature/CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        // `Other/` has no Package.swift: it is no package, and its `Size` is not read.
        #expect(try widths(of: "frame", result) == [30])
    }

    /// A tool kept in the app's repository with an `.xcodeproj` of its own builds apart: its
    /// `enum Size` is not the app's, and is no redeclaration.
    @Test func aFolderWithAProjectOfItsOwnIsNotTheApps() throws {
        let folder = try temporaryProject(
            [
                "CardView.swift": "import SwiftUI\nstruct CardView: View {\n    var body: some View { Color.red.frame(width: Size.side, height: 10) }\n}\n",
                "Size.swift": "enum Size { static let side: CGFloat = 30 }\n",
                "Tools/Script/Size.swift": "enum Size { static let side: CGFloat = 90 }\n",
            ], folders: ["Tools/Script.xcodeproj"])
        let result = try runLayoutdraw(["CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "frame", result) == [30])
    }

    /// A design system's symbols, strings and texts as static members of SwiftUI's own types:
    /// `Image.forward` is a body-font symbol (1.2 × 17 = 20.4 square), `Text(.noSpeakers)` the
    /// key's text, `Text.hello` the text.
    @Test func extensionsOfImageTextAndLocalizedStringKeyAreRead() throws {
        let folder = try temporaryProject([
            "CardView.swift": """
                import SwiftUI
                extension LocalizedStringKey { static let noSpeakers: LocalizedStringKey = "No speakers" }
                extension Image { static let forward = Image(systemName: "forward.fill") }
                extension Text { static let hello = Text("Hello") }
                struct CardView: View {
                    var body: some View { VStack { Text(.noSpeakers); Image.forward; Text.hello } }
                }
                """
        ])
        let result = try runLayoutdraw(["CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "Image", result) == [20.4])
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let texts = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts == ["No speakers", "forward.fill", "Hello"])
    }

    /// `typealias Items = [Item]` in another file is reached through the name and stands for
    /// its type; `typealias Row = Item` makes rows: three of them, 10, 20 and 30 wide.
    @Test func aTypeAliasOfAnotherFileStandsForItsType() throws {
        let folder = try temporaryProject([
            "CardView.swift": """
                import SwiftUI
                struct CardView: View {
                    var items: Items = [Row(side: 10), Row(side: 20), Item(side: 30)]
                    var body: some View { HStack { ForEach(items, id: \\.side) { Color.red.frame(width: $0.side, height: 10) } } }
                }
                """,
            "Models.swift": "struct Item { var side: CGFloat }\ntypealias Items = [Item]\ntypealias Row = Item\n",
        ])
        let result = try runLayoutdraw(["CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "Color", result) == [10, 20, 30])
    }

    /// A foreign view's label is a caption in the secondary label colour (#3C3C43 at 60 % in
    /// light mode), not the app's primary text colour.
    @Test func aForeignViewsLabelIsInTheSecondaryLabelColour() throws {
        let folder = try temporaryProject(["MapScreen.swift": "import SwiftUI\nimport MapKit\nstruct MapScreen: View { var body: some View { Map() } }\n"])
        let result = try runLayoutdraw(["MapScreen.swift", "--format", "svg", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let svg = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.6\""), "\(svg.prefix(2000))")
        #expect(result.standardError.contains("warning: 'Map' is from MapKit"), "\(result.standardError)")
    }

    /// Thieurom's Landmarks: a `Styleguide` target's `ImageAsset.image` is `.init(name, bundle:
    /// .module)` from its own `Resources/Images.xcassets`; a Home view that imports it draws the
    /// image set's picture (an SVG of 30 × 20 points here), not a 100 × 100 placeholder. The
    /// implicit `.init` is `Image`'s, the declared type of the property, and `renderingMode`
    /// keeps an `Image`, so `resizable` may follow it.
    @Test func anImportedTargetsCatalogueAndItsImageAssetsAreRead() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="red"/></svg>"#
        let folder = try temporaryProject([
            "Package.swift": "// swift-tools-version: 5.9\n",
            "Sources/Styleguide/ImageAsset.swift": """
                import SwiftUI
                public struct ImageAsset {
                    public let name: String
                    public init(name: String) { self.name = name }
                    public var image: Image { .init(name, bundle: .module) }
                }
                """,
            "Sources/Styleguide/Resources/Images.xcassets/dot.imageset/Contents.json":
                #"{"images": [{"filename": "dot.svg", "idiom": "universal"}], "info": {"version": 1, "author": "xcode"}}"#,
            "Sources/Styleguide/Resources/Images.xcassets/dot.imageset/dot.svg": svg,
            "Sources/Home/Item.swift": """
                import SwiftUI
                import Styleguide
                struct Item: View {
                    var body: some View {
                        VStack {
                            ImageAsset(name: "dot").image
                            ImageAsset(name: "dot").image.renderingMode(.original).resizable().frame(width: 60, height: 40)
                        }
                    }
                }
                """,
        ])
        let result = try runLayoutdraw(["Sources/Home/Item.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("placeholder"), "\(result.standardError)")
        #expect(try widths(of: "Image", result) == [30, 60])
    }

    /// The shape of Hacking with Swift's Moonshot as a reader refactors it: each view's model is
    /// `extension HomeView { final class ViewModel }` in a file of its own (two views' models
    /// share the name), loaded by a preview's statement before its `return`, through a service
    /// whose generic `fetch<T>` casts with `as! T` and a `[weak self]` closure that assigns
    /// `self?.missions`; the JSON's dates are read by a `DateFormatter` (`.formatted(formatter)`),
    /// and a `[String: Int]()` starts empty. The rows show the bundled JSON's missions, their
    /// dates printed abbreviated (en_US: `Oct 11, 1968`).
    @Test func aMoonshotShapedProjectLoadsItsModelInThePreview() throws {
        let folder = try temporaryProject([
            "Moonshot/Resources/missions.json": #"[{"name": "Apollo 7", "launch": "1968-10-11"}, {"name": "Apollo 8", "launch": "1968-12-21"}]"#,
            "Moonshot/Models/Mission.swift": """
                import Foundation
                struct Mission: Codable { let name: String; let launch: Date }
                """,
            "Moonshot/Services/MissionService.swift": """
                import Foundation
                struct MissionService {
                    func fetch<T>(completion: @escaping (T) -> Void) {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "y-MM-dd"
                        let decoder = JSONDecoder()
                        decoder.dateDecodingStrategy = .formatted(formatter)
                        let url = Bundle.main.url(forResource: "missions", withExtension: "json")!
                        let missions = try! decoder.decode([Mission].self, from: Data(contentsOf: url))
                        completion(missions as! T)
                    }
                }
                """,
            "Moonshot/Views/Home/HomeView.swift": """
                import SwiftUI
                struct HomeView: View {
                    @StateObject var viewModel = ViewModel()
                    var body: some View { HomeListView(viewModel: viewModel) }
                }
                """,
            "Moonshot/Views/Home/HomeViewModel.swift": """
                import Foundation
                extension HomeView {
                    final class ViewModel: ObservableObject {
                        var seen = [String: Int]()
                        var missions = [Mission]()
                        private let service = MissionService()
                        func getData() {
                            service.fetch { [weak self] (loaded: [Mission]) in
                                self?.missions = loaded
                            }
                        }
                    }
                }
                """,
            "Moonshot/Views/Mission/MissionViewModel.swift": """
                import Foundation
                extension MissionView {
                    final class ViewModel: ObservableObject { let title = "detail" }
                }
                """,
            "Moonshot/Views/Mission/MissionView.swift": """
                import SwiftUI
                struct MissionView: View {
                    @ObservedObject var viewModel: ViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """,
            "Moonshot/Views/Home/HomeListView.swift": """
                import SwiftUI
                struct HomeListView: View {
                    @ObservedObject var viewModel: HomeView.ViewModel
                    var body: some View {
                        VStack {
                            ForEach(viewModel.missions, id: \\.name) { mission in
                                Text(mission.name)
                                Text(mission.launch.formatted(date: .abbreviated, time: .omitted))
                            }
                            Text("\\(viewModel.seen.count)")
                        }
                    }
                }
                struct HomeListView_Previews: PreviewProvider {
                    static var previews: some View {
                        let viewModel = HomeView.ViewModel()
                        viewModel.getData()
                        return HomeListView(viewModel: viewModel)
                    }
                }
                """,
        ])
        let result = try runLayoutdraw(["Moonshot/Views/Home/HomeListView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let texts = (json["nodes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts == ["Apollo 7", "Oct 11, 1968", "Apollo 8", "Dec 21, 1968", "0"])
    }

    /// A Tuist project (a `Project.swift` at its root, modules in `Targets/<Module>/Sources/`):
    /// a view of the `CommonUI` module that imports `Core` reads Core's declarations (its
    /// `Color.label`, 30 points of `Size.side`) and not those of a module it does not import.
    @Test func aTuistProjectsModulesAreItsTargets() throws {
        let folder = try temporaryProject([
            "Project.swift": "import ProjectDescription\n",
            "Package.swift": "// swift-tools-version: 5.9\n",
            "Targets/Core/Sources/Theme/Size.swift": "public enum Size { public static let side: CGFloat = 30 }\n",
            "Targets/Other/Sources/Size.swift": "public enum Size { public static let side: CGFloat = 70 }\n",
            "Targets/CommonUI/Sources/Components/Card.swift": """
                import SwiftUI
                import Core
                struct Card: View {
                    var body: some View { Color.red.frame(width: Size.side, height: 10) }
                }
                """,
        ])
        let result = try runLayoutdraw(["Targets/CommonUI/Sources/Components/Card.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "frame", result) == [30])

        // A package beside the project whose manifest declares a `Core` of its own (another
        // checkout in the same folder) does not stand in for the project's own module.
        let outer = try temporaryProject([
            "App/Project.swift": "import ProjectDescription\n",
            "App/Targets/Core/Sources/Size.swift": "public enum Size { public static let side: CGFloat = 30 }\n",
            "App/Targets/CommonUI/Sources/Card.swift": """
                import SwiftUI
                import Core
                struct Card: View {
                    var body: some View { Color.red.frame(width: Size.side, height: 10) }
                }
                """,
            "Game/Package.swift": "import PackageDescription\nlet package = Package(name: \"Game\", targets: [.target(name: \"Core\")])\n",
            "Game/Sources/Core/Size.swift": "public enum Size { public static let side: CGFloat = 90 }\n",
        ])
        let beside = try runLayoutdraw(["App/Targets/CommonUI/Sources/Card.swift", "--format", "json", "-o", "-"], in: outer)
        #expect(beside.status == 0, "\(beside.standardError)")
        #expect(try widths(of: "frame", beside) == [30])
    }

    /// An Xcode app beside a local package in its own repository (`Core/Package.swift` with
    /// `Core/Sources/Models/` and `Core/Sources/MockData/`), as SwiftedMind's Scrumdinger is
    /// laid out: `import Models` reads the package's target, one file's `import MockData`
    /// makes `Mock` known (with the app's `typealias Mock = MockData.Mock`, which names the
    /// module's own type), and module-qualified names (`Models.Size`) are the module's
    /// top-level types even inside a nested type of the same name (`Mock.Size`).
    @Test func anAppsLocalPackageInsideItsFolderIsReadWithModuleQualifiedNames() throws {
        let folder = try temporaryProject(
            [
                "App/App.swift": "import SwiftUI\nimport MockData\ntypealias Mock = MockData.Mock\n",
                "App/CardView.swift": """
                    import SwiftUI
                    import Models
                    struct CardView: View {
                        let size: Models.Size
                        var body: some View { Color.red.frame(width: size.side, height: 10) }
                    }
                    #Preview { CardView(size: Mock.Size.example) }
                    """,
                "Core/Package.swift": "// swift-tools-version: 5.9\n",
                "Core/Sources/Models/Size.swift": "public struct Size { public var side: CGFloat }\n",
                "Core/Sources/MockData/Mock.swift": "public enum Mock {}\n",
                "Core/Sources/MockData/Mock+Size.swift": """
                    import Models
                    extension Mock {
                        public enum Size {
                            public static var example: Models.Size { Models.Size(side: 40) }
                        }
                    }
                    """,
            ], folders: ["App.xcodeproj"])
        let result = try runLayoutdraw(["App/CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "frame", result) == [40])
    }

    /// A local package whose manifest gives its target a folder of its own — Apple's Food
    /// Truck: `.target(name: "FoodTruckKit", path: "Sources")` — is read from that folder when
    /// the app imports it, and its asset catalogue with it: `Image("donut")` of a symbol set
    /// there is a symbol-sized placeholder with a warning (not a missing image). A file of the
    /// package is read with its target's other files.
    @Test func aPackageTargetWithAPathOfItsOwnIsRead() throws {
        let manifest = """
            // swift-tools-version: 5.7
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", dependencies: [], path: "Sources"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ]
            )
            """
        let folder = try temporaryProject(
            [
                "App/CardView.swift": """
                    import SwiftUI
                    import Kit
                    struct CardView: View {
                        var body: some View {
                            HStack { Image("donut"); Color.red.frame(width: Size.side, height: 10) }
                        }
                    }
                    """,
                "Kit/Package.swift": manifest,
                "Kit/Sources/Model/Size.swift": "public enum Size { public static let side: CGFloat = 40 }\n",
                "Kit/Sources/Views/Swatch.swift": """
                    import SwiftUI
                    struct Swatch: View {
                        var body: some View { Color.blue.frame(width: Size.side * 2, height: 10) }
                    }
                    """,
                "Kit/Sources/Assets.xcassets/Contents.json": "{}",
                "Kit/Sources/Assets.xcassets/donut.symbolset/Contents.json": "{}",
            ], folders: ["App.xcodeproj"])
        let result = try runLayoutdraw(["App/CardView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "frame", result) == [40])
        #expect(result.standardError.contains("'donut' is a custom symbol (a symbol set)"), "\(result.standardError)")

        let swatch = try runLayoutdraw(["Kit/Sources/Views/Swatch.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(swatch.status == 0, "\(swatch.standardError)")
        #expect(try widths(of: "frame", swatch) == [80])
    }

    /// `extension DBModel.Currency` in the view's file extends the type nested in another
    /// file's `DBModel` (clean-architecture-swiftui), declared under its path when another type
    /// nests a `Currency` too, or under its own name; and a method beside a property of the same
    /// name is the one a call means (`country.name(locale:)` beside `var name`).
    @Test func anExtensionOfANestedTypeOfAnotherFile() throws {
        for other in ["", "enum ApiModel { struct Currency { var code: String } }\n"] {
            let folder = try temporaryProject([
                "Model.swift": other + "enum DBModel {\n    struct Currency {\n        var code: String\n        var name: String\n        func name(prefix: String) -> String { prefix + name }\n    }\n}\n",
                "View.swift": """
                    import SwiftUI
                    struct CurrencyView: View {
                        let currency = DBModel.Currency(code: "EUR", name: "Euro")
                        var body: some View { Text(currency.title + currency.name(prefix: " ")) }
                    }
                    extension DBModel.Currency {
                        var title: String { "\\(name) (\\(code))" }
                    }
                    """,
            ])
            let result = try runLayoutdraw(["View.swift", "--format", "json", "-o", "-"], in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            let output = String(decoding: result.standardOutput, as: UTF8.self)
            #expect(output.contains("\"text\": \"Euro (EUR) Euro\""), "\(output)")
        }
    }

    /// SwiftData's container and configuration are made (layoutdraw declares them:
    /// `FrameworkPrelude`), `.modelContainer` is accepted, and the store holds nothing: `@Query`
    /// starts empty with a warning, and the view draws its empty state (Apple's Backyard Birds
    /// makes its container in a view modifier with `try! ModelContainer(for:configurations:)`).
    @Test func swiftDataContainersAreMadeAndHoldNothing() throws {
        let folder = try temporaryProject([
            "Data.swift": """
                import SwiftUI
                import SwiftData
                @Model final class Bird {
                    var name: String
                    init(name: String) { self.name = name }
                }
                struct DataContainer: ViewModifier {
                    let container: ModelContainer
                    init(inMemory: Bool) {
                        container = try! ModelContainer(for: Schema([Bird.self]), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
                    }
                    func body(content: Content) -> some View { content.modelContainer(container) }
                }
                """,
            "BirdList.swift": """
                import SwiftUI
                import SwiftData
                struct BirdList: View {
                    @Query var birds: [Bird]
                    var body: some View { Text("\\(birds.count) birds") }
                }
                #Preview { BirdList().modifier(DataContainer(inMemory: true)).modelContainer(for: Bird.self, inMemory: true) }
                """,
        ])
        let result = try runLayoutdraw(["BirdList.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("'@Query var birds' starts empty"), "\(result.standardError)")
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(output.contains("\"text\": \"0 birds\""), "\(output)")
    }

    /// Core Location's and MapKit's value types are read in a project (layoutdraw declares
    /// them: `FrameworkPrelude`): Apple's Landmarks keeps a `CLLocationCoordinate2D` in its
    /// model and sets a `MKCoordinateRegion` for its map, drawn as a placeholder. A region of
    /// 222 km north–south spans 2 degrees (111 km a degree); `CLLocation`'s coordinate is the
    /// one it was made with.
    @Test func coreLocationAndMapKitValuesAreRead() throws {
        let folder = try temporaryProject([
            "Landmark.swift": """
                import CoreLocation
                struct Landmark {
                    var latitude: Double
                    var longitude: Double
                    var locationCoordinate: CLLocationCoordinate2D {
                        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
                    }
                }
                """,
            "MapView.swift": """
                import SwiftUI
                import MapKit
                struct MapView: View {
                    var coordinate: CLLocationCoordinate2D
                    @State private var region = MKCoordinateRegion()
                    var body: some View {
                        VStack {
                            Map(coordinateRegion: $region).frame(height: 100)
                            Text("\\(region.span.latitudeDelta) \\(CLLocation(latitude: 37, longitude: -122).coordinate.latitude)")
                        }
                        .onAppear {
                            region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 222_000, longitudinalMeters: 111_000)
                        }
                    }
                }
                #Preview { MapView(coordinate: Landmark(latitude: 34, longitude: -116).locationCoordinate) }
                """,
        ])
        let result = try runLayoutdraw(["MapView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("'Map' is from MapKit"), "\(result.standardError)")
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(output.contains("\"text\": \"2.0 37.0\""), "\(output)")
    }

    /// A package whose one target is the package's own folder (`path: "."`, Apple's Backyard
    /// Birds' `BackyardBirdsData`) is read when imported, its manifest not among its sources;
    /// `Image(.fountain)`, the generated symbol of its symbol set, is a symbol's placeholder —
    /// also as the initial value of an `Image` static of the same name.
    @Test func aPackageWhoseTargetIsItsOwnFolderIsRead() throws {
        let folder = try temporaryProject(
            [
                "App/BirdView.swift": """
                    import SwiftUI
                    import BirdsData
                    struct BirdView: View {
                        var body: some View {
                            HStack { Image.fountain; Color.green.frame(width: Bird.wingspan, height: 10) }
                        }
                    }
                    """,
                "BirdsData/Package.swift": """
                    // swift-tools-version: 5.9
                    import PackageDescription
                    let package = Package(name: "BirdsData", targets: [.target(name: "BirdsData", path: ".")])
                    """,
                "BirdsData/Birds/Bird.swift": "public enum Bird { public static let wingspan: CGFloat = 25 }\n",
                // `.fountain` is the symbol set's generated symbol, not this static (no circle).
                "App/Images.swift": "import SwiftUI\nextension Image {\n    static let fountain = Image(.fountain)\n}\n",
                "BirdsData/Assets.xcassets/Contents.json": "{}",
                "BirdsData/Assets.xcassets/fountain.symbolset/Contents.json": "{}",
            ], folders: ["Birds.xcodeproj"])
        let result = try runLayoutdraw(["App/BirdView.swift", "--format", "json", "-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try widths(of: "frame", result) == [25])
        #expect(result.standardError.contains("'fountain' is a custom symbol (a symbol set)"), "\(result.standardError)")
    }
}
