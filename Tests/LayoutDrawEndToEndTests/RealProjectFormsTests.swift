import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Forms met in view files of public apps that a user tried and we did not read: Angle's
/// arithmetic, FloatingPoint's comparisons by name, an extension's static colour as a default,
/// a method beside a property of its name, a `Binding<Bool>` property given `.constant`, a
/// static member in a default argument, an array sliced by a range, `AnyView` kept in a model,
/// and nested types across a project's files. Each is written here by us, after the form. The
/// canvas is the default iPhone (393 × 852 points, safe area 59 top and 34 bottom): a view of
/// height h alone is centred at y = 59 + (759 − h) / 2.
@Suite struct RealProjectFormsTests {
    func laidOut(_ source: String) throws -> FrameTree {
        try sharedPipeline.layout(sharedPipeline.decode(source, file: "S.swift"))
    }

    func errors(_ source: String) -> [String] {
        do {
            _ = try sharedPipeline.layout(sharedPipeline.decode(source, file: "S.swift"))
            return []
        } catch {
            guard case .invalidScene(let list) = error else { return ["\(error)"] }
            return list.diagnostics.map(\.message)
        }
    }

    /// `.degrees(Double(index) / Double(8)) * 360.0` (Apple's Landmarks badge): SwiftUI's
    /// `Angle` is a `VectorArithmetic` value — angles add and subtract, and scale by a number.
    /// Written in degrees, the result reads in degrees: 1/8 × 360 = 45, 45 + 15 − 10 = 50,
    /// 50 / 2 = 25; `.radians(1) * 2` is 2 radians, 114.59…° .
    @Test func anglesScaleAddAndDivide() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                let turn = Angle.degrees(Double(1) / Double(8)) * 360.0
                var body: some View {
                    VStack {
                        Text("\\(Int(turn.degrees))").accessibilityIdentifier("a")
                        Text("\\(Int((turn + .degrees(15) - .degrees(10)).degrees))").accessibilityIdentifier("b")
                        Text("\\(Int((turn / 1.8).degrees))").accessibilityIdentifier("c")
                        Text("\\(Int((2 * Angle.radians(1)).degrees))").accessibilityIdentifier("d")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "45")
        #expect(tree.node(id: "b")?.text == "50")
        #expect(tree.node(id: "c")?.text == "25")
        #expect(tree.node(id: "d")?.text == "114")
    }

    /// `minValue.isLess(than: 0)` (a charts library): FloatingPoint's comparisons by name.
    @Test func floatingPointComparesByName() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                let low = -2.5
                var body: some View {
                    VStack {
                        Text("\\(low.isLess(than: 0)) \\(low.isEqual(to: -2.5)) \\(low.isLessThanOrEqualTo(-3))").accessibilityIdentifier("a")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "true true false")
    }

    /// `init(_ color: Color = .app_bg)` with `extension Color { static let app_bg = … }`: the
    /// default's implicit member is read against the parameter's type, Color, whose extension
    /// declares it — a colour, so the body's `color` is a view (it was "a value of type
    /// '.app_bg', not a view").
    @Test func anExtensionsStaticColourIsADefault() throws {
        let tree = try laidOut("""
            extension Color {
                static let appBackground = Color(red: 0.9, green: 0.9, blue: 0.9)
            }
            struct Background: View {
                let color: Color
                init(_ color: Color = .appBackground) {
                    self.color = color
                }
                var body: some View {
                    color.frame(width: 30, height: 20).accessibilityIdentifier("a")
                }
            }
            """)
        // 30 × 20, centred: x (393 − 30) / 2 = 181.5, y 59 + (759 − 20) / 2 = 428.5.
        #expect(tree.node(id: "a")?.frame == Rect(x: 181.5, y: 428.5, width: 30, height: 20))
    }

    /// `image(thatFits: size)` beside `var image: Photo` (a chat app's image message): a call
    /// with arguments is the method's, as Swift tells them apart; the bare name stays the
    /// property.
    @Test func aCallNamesTheMethodBesideAPropertyOfItsName() throws {
        let tree = try laidOut("""
            struct Photo { var title: String }
            struct ContentView: View {
                let message = Photo(title: "Hi")
                var body: some View {
                    VStack(spacing: 0) {
                        image(thatFits: CGSize(width: 40, height: 10))
                        Text(image.title).accessibilityIdentifier("t")
                    }
                }
            }
            private extension ContentView {
                var image: Photo { message }
                @ViewBuilder
                func image(thatFits size: CGSize) -> some View {
                    Color.red.frame(width: size.width, height: size.height).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame.size == Size(width: 40, height: 10))
        #expect(tree.node(id: "t")?.text == "Hi")
    }

    /// `let isOn: Binding<Bool>` given `.constant(true)` by a preview: a binding that always
    /// reads true, as a `@Binding` property is (it was "expected true or false for 'isOn',
    /// found a value of type '.constant'").
    @Test func aBindingPropertyTakesAConstant() throws {
        let tree = try laidOut("""
            struct Row: View {
                let isOn: Binding<Bool>
                var body: some View {
                    Toggle("Wi-Fi", isOn: isOn).accessibilityIdentifier("a")
                }
            }
            #Preview { Row(isOn: .constant(true)) }
            """)
        #expect(tree.node(id: "a") != nil)
    }

    /// `init(flags: [String] = defaultFlags)` with `static let defaultFlags` (a course's
    /// flag game): a default argument is read in the type's static context, so its static
    /// members need no `Self.`.
    @Test func aDefaultArgumentReadsTheTypesStatics() throws {
        let tree = try laidOut("""
            final class Store {
                let flags: [String]
                init(flags: [String] = defaultFlags) { self.flags = flags }
                static let defaultFlags = ["Chicago", "London", "Washington"]
            }
            struct ContentView: View {
                let store = Store()
                var body: some View {
                    Text(store.flags.joined(separator: ", ")).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "Chicago, London, Washington")
    }

    /// `Array(flags[0...2])`, `items[1...]`, `items[..<2]`: the elements a range of indices
    /// picks; a range past the end is an error, as Swift traps.
    @Test func anArraySlicedByARange() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                let items = ["a", "b", "c", "d"]
                var body: some View {
                    VStack {
                        Text(Array(items[0...2]).joined()).accessibilityIdentifier("a")
                        Text(items[1...].joined()).accessibilityIdentifier("b")
                        Text(items[..<2].joined()).accessibilityIdentifier("c")
                        Text(items[1..<1].joined() + "-").accessibilityIdentifier("d")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "abc")
        #expect(tree.node(id: "b")?.text == "bcd")
        #expect(tree.node(id: "c")?.text == "ab")
        #expect(tree.node(id: "d")?.text == "-")
        #expect(errors("""
            struct ContentView: View {
                let items = ["a", "b"]
                var body: some View { Text(items[1...2].joined()) }
            }
            """) == ["range 1..<3 is out of range: the array has 2 elements"])
    }

    /// `self.view = AnyView(view)` in a model of a list of demos, built by `.init(…)` in a
    /// `[Feature]` literal: AnyView keeps the view it erases (before, the interpreter did not
    /// know `AnyView`, and each element stayed an unread `.init(…)`).
    @Test func anyViewKeptInAModel() throws {
        let tree = try laidOut("""
            struct Feature: Identifiable {
                let title: String
                let view: AnyView
                var id: String { title }
                init(_ title: String, _ view: some View) {
                    self.title = title
                    self.view = AnyView(view)
                }
            }
            private let features: [Feature] = [
                .init("Grids", Color.red),
                .init("Stacks", Color.blue),
            ]
            struct ContentView: View {
                var body: some View {
                    VStack {
                        ForEach(features) { item in
                            Text(item.title)
                        }
                        features[1].view.frame(width: 10, height: 10).accessibilityIdentifier("v")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["Grids", "Stacks"])
        #expect(tree.node(id: "v")?.frame.size == Size(width: 10, height: 10))
    }

    /// `extension HomeView { final class ViewModel }` beside other views' `ViewModel`s in other
    /// files (a course's Moonshot): the view's file names it `ViewModel` inside `HomeView` and
    /// `HomeView.ViewModel` in its preview, and every file reads those names alike, whichever
    /// of the project's files the view reaches.
    @Test func nestedTypesOfOneNameAcrossAProjectsFiles() throws {
        let home = """
            import SwiftUI

            struct HomeView: View {
                @StateObject var viewModel: ViewModel
                init(viewModel: HomeView.ViewModel = .init()) {
                    _viewModel = StateObject(wrappedValue: viewModel)
                }
                var body: some View {
                    VStack {
                        Text(viewModel.title)
                        MissionLabel(viewModel: MissionLabel.ViewModel(name: "Apollo 11"))
                    }
                }
            }

            struct HomeView_Previews: PreviewProvider {
                static var previews: some View {
                    let viewModel = HomeView.ViewModel()
                    return HomeView(viewModel: viewModel)
                }
            }
            """
        let homeModel = """
            import Foundation

            extension HomeView {
                final class ViewModel: ObservableObject {
                    var title = "Missions"
                }
            }
            """
        let label = """
            import SwiftUI

            struct MissionLabel: View {
                @ObservedObject var viewModel: Self.ViewModel
                var body: some View { Text(viewModel.name) }
            }

            extension MissionLabel {
                final class ViewModel: ObservableObject {
                    let name: String
                    init(name: String) { self.name = name }
                }
            }
            """
        let other = """
            import SwiftUI

            struct AstronautView: View {
                var body: some View { Text("x") }
            }

            extension AstronautView {
                final class ViewModel: ObservableObject {}
            }
            """
        let folder = try temporaryProject([
            "App/Home/HomeView.swift": home, "App/Home/HomeViewModel.swift": homeModel, "App/Home/MissionLabel.swift": label,
            "App/Astronaut/AstronautView.swift": other,
        ])
        let result = try runLayoutdraw(["App/Home/HomeView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(json.contains("\"Missions\"") && json.contains("\"Apollo 11\""), "\(json.prefix(400))")
    }

    /// `URLImage(url, …)` in a file that imports the URLImage package, beside the project's own
    /// `Message.Image.URLImage` (a chat app): a nested type is not seen outside the type it is
    /// nested in, so the name is the package's view — a placeholder, with the warning naming
    /// the module — not "'URLImage' is not a View".
    @Test func aNestedTypeIsNotSeenOutsideItsType() throws {
        let placeholder = """
            import SwiftUI
            import URLImage

            struct RemoteImage: View {
                let url: URL
                var body: some View {
                    URLImage(url, content: { image in image.resizable() })
                        .frame(width: 40, height: 30)
                }
            }

            #Preview { RemoteImage(url: URL(string: "https://example.com/a.png")!) }
            """
        let message = """
            import Foundation

            struct Message {
                struct Attachment {
                    struct URLImage {
                        let url: String
                    }
                    let urlImage: URLImage?
                }
                let attachment: Attachment?
            }
            """
        let folder = try temporaryProject(["App/RemoteImage.swift": placeholder, "App/Message.swift": message])
        let result = try runLayoutdraw(["App/RemoteImage.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("URLImage"), "\(result.standardError)")
    }

    /// `func tr(_ table: String, _ key: String, _ args: CVarArg...)` (SwiftGen's strings): a
    /// variadic parameter takes the arguments after it — none, one or more — as an array.
    @Test func variadicParameters() throws {
        let tree = try laidOut("""
            func total(_ label: String, _ values: Int..., unit: String = "") -> String {
                "\\(label) \\(values.count): \\(values.reduce(0, +))\\(unit)"
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(total("none")).accessibilityIdentifier("a")
                        Text(total("one", 4)).accessibilityIdentifier("b")
                        Text(total("three", 1, 2, 3, unit: " pt")).accessibilityIdentifier("c")
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.text == "none 0: 0")
        #expect(tree.node(id: "b")?.text == "one 1: 4")
        #expect(tree.node(id: "c")?.text == "three 3: 6 pt")
    }

    /// SwiftGen's `Strings.tr`: `Bundle(for: BundleToken.self).localizedString(forKey:value:
    /// table:)`, then `String(format:locale:arguments:)`. A `Localizable.strings` in no
    /// language's folder is the development language's table; a key no table has is its own
    /// text, as Foundation answers.
    @Test func swiftGensStringsReadTheBundlesTable() throws {
        let view = """
            import SwiftUI
            enum Strings {
                static func length(_ p1: Any) -> String { tr("Localizable", "edit.length", String(describing: p1)) }
                static func title() -> String { tr("Localizable", "edit.title") }
                static func missing() -> String { tr("Localizable", "edit.missing") }
                fileprivate static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                    let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }
            private final class BundleToken {
                static let bundle: Bundle = Bundle(for: BundleToken.self)
            }
            struct EditView: View {
                var body: some View {
                    VStack {
                        Text(Strings.title())
                        Text(Strings.length(42))
                        Text(Strings.missing())
                    }
                }
            }
            """
        let strings = "\"edit.title\" = \"Edit Meeting\";\n\"edit.length\" = \"%@ minutes\";\n"
        let folder = try temporaryProject(["App/EditView.swift": view, "Resources/Localizables/Localizable.strings": strings])
        let result = try runLayoutdraw(["App/EditView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let json = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(json.contains("\"Edit Meeting\"") && json.contains("\"42 minutes\"") && json.contains("\"edit.missing\""), "\(json.prefix(600))")
    }

    /// `@ToolbarContentBuilder private var toolbarContent: some ToolbarContent` used as
    /// `.toolbar { toolbarContent }`: its `ToolbarItem`s are the toolbar's, as if written there.
    @Test func toolbarContentBuilders() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        Text("Body")
                            .toolbar { toolbarContent }
                    }
                }
                @ToolbarContentBuilder
                private var toolbarContent: some ToolbarContent {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Dismiss") {} }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Save") {} }
                }
            }
            """)
        let texts = tree.nodes.compactMap(\.text)
        #expect(texts.contains("Dismiss") && texts.contains("Save") && texts.contains("Body"), "\(texts)")
    }

    /// `private var layout: AnyLayout { dynamicTypeSize >= .accessibility2 ? AnyLayout(VStackLayout())
    /// : AnyLayout(HStackLayout()) }` then `layout { … }`: the layout the property gives lays out
    /// the closure's views; `DynamicTypeSize` is ordered (the default, `.large`, is below
    /// `.accessibility2`, and no accessibility size).
    @Test func aLayoutAComputedPropertyGives() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                private var layout: AnyLayout {
                    dynamicTypeSize >= .accessibility2 ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                }
                var body: some View {
                    layout {
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                        Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
                    }
                    Text("\\(dynamicTypeSize.isAccessibilitySize)").accessibilityIdentifier("t")
                }
            }
            """)
        // An HStack without spacing, 30 × 10: x from (393 − 30) / 2 = 181.5; the two share a row.
        #expect(tree.node(id: "a")?.frame.minX == 181.5)
        #expect(tree.node(id: "b")?.frame.minX == 191.5)
        #expect(tree.node(id: "a")?.frame.minY == tree.node(id: "b")?.frame.minY)
        #expect(tree.node(id: "t")?.text == "false")
    }

    /// `LandmarkRow(landmark: .sampleData[0])` with `static var sampleData: [Landmark]`: an
    /// implicit member chain may go on with a subscript (SE-0287); the chain is read from the
    /// type the parameter names.
    @Test func anImplicitMemberChainWithASubscript() throws {
        let tree = try laidOut("""
            struct Landmark {
                var name: String
                static var sampleData: [Landmark] = [Landmark(name: "Turtle Rock"), Landmark(name: "Silver Salmon Creek")]
            }
            struct LandmarkRow: View {
                var landmark: Landmark
                var body: some View { Text(landmark.name) }
            }
            #Preview {
                VStack {
                    LandmarkRow(landmark: .sampleData[0])
                    LandmarkRow(landmark: .sampleData[1])
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["Turtle Rock", "Silver Salmon Creek"])
    }

    /// `extension ShapeStyle where Self == Color { static var brand: Color { .brand } }` beside
    /// `extension Color { static var brand: Color { … } }` (a chat app's design system): the
    /// two declare one colour, whose own declaration is Color's — `.foregroundColor(.brand)`
    /// was "unknown colour '.brand'" (two extensions declared the name).
    @Test func aShapeStyleExtensionBesideColorsOwn() throws {
        let scene = try sharedPipeline.decode("""
            extension Color {
                static var brand: Color { Color(red: 1, green: 0, blue: 0) }
            }
            extension ShapeStyle where Self == Color {
                static var brand: Color { .brand }
            }
            struct ContentView: View {
                var body: some View {
                    Rectangle().foregroundColor(.brand).frame(width: 20, height: 20)
                }
            }
            """, file: "S.swift")
        let svg = String(decoding: try sharedPipeline.render(try sharedPipeline.layout(scene), as: .svg), as: UTF8.self)
        #expect(svg.contains("fill=\"#ff0000\""))
    }

    /// `.overlay(Gradient(colors: [.clear, .black.opacity(0.5)]))`: since iOS 16 a `Gradient` is
    /// a shape style, drawn as `AnyGradient` is — linear, from the top's middle to the bottom's
    /// (Apple's AnyGradient documentation). Red to blue over 100 points (200 pixels at 2×): the
    /// top row is red, the bottom row blue, the middle half of each.
    @Test func aBareGradientIsALinearGradientTopToBottom() throws {
        let folder = try temporaryFolder()
        let view = folder.appendingPathComponent("G.swift")
        try """
            struct G: View {
                var body: some View {
                    Color.white.frame(width: 40, height: 100)
                        .overlay(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
                }
            }
            """.write(to: view, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("g.png")
        let result = try runLayoutdraw([view.path, "--no-project", "--size", "fit", "-o", png.path])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try GoldenSupport.readPNG(png)
        #expect(image.width == 80 && image.height == 200)
        let top = image.rgb(40, 0), middle = image.rgb(40, 100), bottom = image.rgb(40, 199)
        #expect(top[0] > 250 && top[2] < 5, "\(top)")
        #expect(bottom[2] > 250 && bottom[0] < 5, "\(bottom)")
        #expect(abs(middle[0] - middle[2]) < 8 && middle[1] == 0, "\(middle)")
    }

    /// `Text("\(checkIcon) \(count)")` with `var checkIcon: Image { Image(systemName: …) }`:
    /// the property's image is set in the text as a written `Image` is — the same size as
    /// `Text("\(Image(systemName: …)) 3")` (was "a view interpolated into a Text must be a Text").
    @Test func anImageAPropertyMakesIsSetInAText() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var checkIcon: Image { Image(systemName: "checkmark.circle.fill") }
                var body: some View {
                    VStack {
                        Text("\\(checkIcon) 3").accessibilityIdentifier("a")
                        Text("\\(Image(systemName: "checkmark.circle.fill")) 3").accessibilityIdentifier("b")
                    }
                }
            }
            """)
        let a = try #require(tree.node(id: "a")?.frame.size)
        #expect(a == tree.node(id: "b")?.frame.size)
        #expect(a.width > 20)
    }

    /// `extension Collection { var isNotEmpty: Bool { !isEmpty } }` on a String (a String is a
    /// Collection), and `StrokeStyle(dash: StrokeDash.subtle)` with `static let subtle:
    /// [CGFloat]` (a habit tracker's design system): the lengths the value holds.
    @Test func aCollectionExtensionOnAStringAndADashFromAValue() throws {
        let tree = try laidOut("""
            extension Collection {
                var isNotEmpty: Bool { !isEmpty }
            }
            enum StrokeDash {
                static let subtle: [CGFloat] = [4 - 1, 4 - 1]
            }
            struct ContentView: View {
                let name = "Ritual"
                var body: some View {
                    VStack {
                        Text("\\(name.isNotEmpty) \\("".isNotEmpty)").accessibilityIdentifier("t")
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(style: StrokeStyle(lineWidth: 1, dash: StrokeDash.subtle))
                            .frame(width: 50, height: 20)
                            .accessibilityIdentifier("r")
                    }
                }
            }
            """)
        #expect(tree.node(id: "t")?.text == "true false")
        #expect(tree.node(id: "r")?.frame.size == Size(width: 50, height: 20))
    }

    /// SwiftData in a view model: `FetchDescriptor<T>(predicate: #Predicate<T> { … })` and
    /// `context.fetch(descriptor)` find nothing in a still picture's store (as a preview's
    /// store before anything is inserted), and `@Previewable @Environment(\.modelContext)` in
    /// a #Preview is that store's context — the list shows its empty state.
    @Test func swiftDataFetchesFindNothing() throws {
        let store = """
            import SwiftData

            final class Store {
                private let context: ModelContext
                init(context: ModelContext) { self.context = context }
                func fetchAll(owner: String) -> [String] {
                    let descriptor = FetchDescriptor<Habit>(predicate: #Predicate<Habit> { $0.owner == owner })
                    do {
                        return try context.fetch(descriptor).map(\\.name)
                    } catch {
                        return []
                    }
                }
            }

            final class Habit {
                var name = ""
                var owner = ""
            }
            """
        let view = """
            import SwiftUI
            import SwiftData

            struct HabitsView: View {
                let store: Store
                var body: some View {
                    let habits = store.fetchAll(owner: "me")
                    if habits.isEmpty {
                        Text("No habits yet")
                    } else {
                        ForEach(habits, id: \\.self) { Text($0) }
                    }
                }
            }

            #Preview {
                @Previewable @Environment(\\.modelContext) var context
                HabitsView(store: Store(context: context))
            }
            """
        let folder = try temporaryProject(["App/HabitsView.swift": view, "App/Store.swift": store])
        let result = try runLayoutdraw(["App/HabitsView.swift", "-o", "-", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(String(decoding: result.standardOutput, as: UTF8.self).contains("\"No habits yet\""))

        // A file alone that reads `@Environment(\.modelContext)` reads SwiftData's declarations too.
        let alone = """
            import SwiftUI
            import SwiftData
            struct ContentView: View {
                @Environment(\\.modelContext) private var modelContext
                var body: some View {
                    let count = (try? modelContext.fetch(FetchDescriptor<Item>()))?.count ?? -1
                    Text("\\(count) items")
                }
            }
            final class Item { var name = "" }
            """
        let single = try runLayoutdraw(["ContentView.swift", "-o", "-", "--format", "json"], in: try temporaryProject(["ContentView.swift": alone]))
        #expect(single.status == 0, "\(single.standardError)")
        #expect(String(decoding: single.standardOutput, as: UTF8.self).contains("\"0 items\""))
    }

    /// iOS 26's `Button(role: .cancel) { … }` and `Button(role: .confirm, action: …)`: a button
    /// with the role's default label — "a button with a 'x' symbol" for `.cancel` (Apple's
    /// `init(role:action:)`), a checkmark for `.confirm` — the size of one labelled so by hand.
    @Test func aRoleAloneGivesAButtonItsSymbol() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Button(role: .cancel) {}.accessibilityIdentifier("a")
                        Button { } label: { Image(systemName: "xmark") }.accessibilityIdentifier("b")
                        Button(role: .confirm, action: {}).accessibilityIdentifier("c")
                        Button { } label: { Image(systemName: "checkmark") }.accessibilityIdentifier("d")
                    }
                }
            }
            """)
        let a = try #require(tree.node(id: "a")?.frame.size)
        let c = try #require(tree.node(id: "c")?.frame.size)
        #expect(a == tree.node(id: "b")?.frame.size)
        #expect(c == tree.node(id: "d")?.frame.size)
        #expect(a.width > 10 && c.width > 10)
    }

    /// `.pickerStyle(.navigationLink)` in a Form: drawn as the menu style's row (the title, the
    /// value and a chevron), with a warning naming the difference — not an error that stops
    /// the screen.
    @Test func aNavigationLinkPickerIsDrawnAsAMenuRow() throws {
        let scene = try sharedPipeline.decode("""
            struct ContentView: View {
                @State private var flavor = "Vanilla"
                var body: some View {
                    Form {
                        Picker("Flavor", selection: $flavor) {
                            Text("Vanilla").tag("Vanilla")
                            Text("Mint").tag("Mint")
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == ["the '.navigationLink' picker style is drawn as .menu's row (its chevron points up and down, not forward)"])
        let texts = try sharedPipeline.layout(scene).nodes.compactMap(\.text)
        #expect(texts.contains("Flavor") && texts.contains("Vanilla") && !texts.contains("Mint"), "\(texts)")
    }

    /// `extension CGSize { subscript(axis: Axis) -> Double }` (a component library): a
    /// subscript an extension of one of Swift's or SwiftUI's types declares.
    @Test func aSubscriptOfAnExtensionOfCGSize() throws {
        let tree = try laidOut("""
            extension CGSize {
                subscript(axis: Axis) -> Double {
                    switch axis {
                    case .horizontal: width
                    case .vertical: height
                    }
                }
            }
            struct ContentView: View {
                let size = CGSize(width: 30, height: 20)
                var body: some View {
                    Color.red.frame(width: size[.vertical], height: size[.horizontal]).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame.size == Size(width: 20, height: 30))
    }

    /// `.modifier(LocaleReader())` with `struct LocaleReader: EnvironmentalModifier` (an app
    /// that keeps the environment's locale): the modifier its `resolve(in:)` gives is applied,
    /// with the picture's environment; one that gives another environmental modifier is an
    /// error, not a loop.
    @Test func anEnvironmentalModifierResolves() throws {
        let tree = try laidOut("""
            struct Reader: EnvironmentalModifier {
                func resolve(in environment: EnvironmentValues) -> some ViewModifier {
                    Padded(amount: environment.colorScheme == .light ? 10 : 20)
                }
            }
            struct Padded: ViewModifier {
                let amount: CGFloat
                func body(content: Content) -> some View { content.padding(amount) }
            }
            struct ContentView: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10).modifier(Reader()).accessibilityIdentifier("a")
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame.size == Size(width: 30, height: 30))
        #expect(errors("""
            struct Loop: EnvironmentalModifier {
                func resolve(in environment: EnvironmentValues) -> some ViewModifier { Loop() }
            }
            struct ContentView: View {
                var body: some View { Color.red.modifier(Loop()) }
            }
            """) == ["'Loop.resolve(in:)' gives no ViewModifier of the source's"])
    }

    /// A game's random numbers: `let v = nextUInt32()` inside a mutating method and `let a =
    /// rng.nextRange(100)` use a `mutating func`'s value, the variable taking the changed state;
    /// `&*`, `&+` wrap; `UInt32(truncatingIfNeeded:)` keeps the low 32 bits. With state 7:
    /// 7 × 1664525 + 1013904223 = 1025555898; >> 16 = 15648; % 100 = 48. Then 1025555898 ×
    /// 1664525 + 1013904223 = 1707064445022673; >> 16 has 277932506 in its low 32 bits;
    /// % 100 = 6.
    @Test func mutatingMethodsThatReturnAValue() throws {
        let tree = try laidOut("""
            struct Rng {
                var state: UInt64
                init(seed: UInt64) { self.state = seed }
                mutating func nextUInt32() -> UInt32 {
                    state = state &* 1664525 &+ 1013904223
                    return UInt32(truncatingIfNeeded: state >> 16)
                }
                mutating func nextRange(_ upper: Int) -> Int {
                    let v = nextUInt32()
                    return Int(v % UInt32(upper))
                }
            }
            struct ContentView: View {
                var body: some View {
                    var rng = Rng(seed: 7)
                    let a = rng.nextRange(100)
                    let b = rng.nextRange(100)
                    Text("\\(a) \\(b) \\(rng.state)").accessibilityIdentifier("t")
                }
            }
            """)
        #expect(tree.node(id: "t")?.text == "48 6 1707064445022673")
        #expect(errors("""
            struct ContentView: View {
                var body: some View { Text("\\(UInt8(300))") }
            }
            """) == ["300 is out of the range of UInt8 (0...255)"])
    }
}
