import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The declarations listings from Apple's documentation and blog posts are written with:
/// `Identifiable` structs with `UUID()` ids, enums with raw values, generic container views,
/// `init`s of their own, model classes, dictionaries, environment values and Foundation's
/// format styles. Text is measured with the fixed-advance measurer (a character 10.2 wide, a
/// line 20.4 tall, rounded up to the 2× display's half points), on the 400 × 400 canvas.
extension SwiftSourceTests {
    // MARK: Enums

    static let enums = """
        enum Fruit: String, CaseIterable, Identifiable {
            case apple, pear
            case kiwi = "green kiwi"
            var id: Self { self }
            var width: CGFloat {
                switch self {
                case .apple: 10
                case .pear: 20
                case .kiwi: 30
                }
            }
        }
        enum Level: Int { case low = 1, mid, high }
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(Fruit.allCases) { fruit in
                        Color.red.frame(width: fruit.width, height: 10).accessibilityIdentifier(fruit.rawValue)
                    }
                    Text(Fruit.kiwi.rawValue.capitalized).accessibilityIdentifier("title")
                    Text("\\(Level.high.rawValue) \\(Level(rawValue: 2) == .mid) \\(Level(rawValue: 9) == nil) \\(Fruit.pear)")
                        .accessibilityIdentifier("levels")
                }
            }
        }
        """

    @Test func enumsHaveRawValuesAllCasesAndMembers() throws {
        let tree = try layOut(Self.enums)
        // Raw values: the case's name, or as written; Level counts on from low = 1: high is 3.
        // `Level(rawValue: 9)` is nil; a case prints as its name.
        #expect(tree.node(id: "title")?.text == "Green Kiwi")
        #expect(tree.node(id: "levels")?.text == "3 true true pear")
        // The stack: 163.5 wide ("3 true true pear", 16 × 10.2 = 163.2 → 163.5) and
        // 10 + 10 + 10 + 20.5 + 20.5 = 71 tall, at ((400 − 163.5) / 2, (400 − 71) / 2) =
        // (118.25, 164.5). Each bar is centred: the apple's 10 at 118.25 + 76.75 = 195.
        #expect(tree.frame("apple") == Rect(x: 195, y: 164.5, width: 10, height: 10))
        #expect(tree.frame("pear") == Rect(x: 190, y: 174.5, width: 20, height: 10))
        #expect(tree.frame("green kiwi") == Rect(x: 185, y: 184.5, width: 30, height: 10))
        // "Green Kiwi": 10 × 10.2 = 102.
        #expect(tree.frame("title") == Rect(x: 149, y: 194.5, width: 102, height: 20.5))
    }

    @Test func enumMistakesAreNamed() {
        let found = problems(
            """
            enum Fruit { case apple, pear
                var color: Color { self == .apple ? .red : .green }
            }
            struct ContentView: View {
                var body: some View {
                    Text("\\(Fruit.allCases.count)")
                    Text("\\(Fruit(rawValue: "apple"))")
                    Color.red.foregroundStyle(Fruit.apple.colour)
                }
            }
            """)
        // Each error points at the member's name: `allCases` starts at column 23 of line 6
        // (8 spaces, `Text("\(` is 7 characters, `Fruit.` 6 more), `colour` at column 47 of
        // line 8 (8 spaces, `Color.red.foregroundStyle(` 26, `Fruit.apple.` 12).
        #expect(found == [
            "S.swift:6:23: error: type 'Fruit' has no member 'allCases': declare it 'enum Fruit: CaseIterable'",
            "S.swift:7:17: error: 'Fruit' is an enum: write one of its cases, such as .apple",
            "S.swift:8:47: error: value of type Fruit has no member 'colour'; did you mean 'color'?",
        ])
    }

    // MARK: Initializers

    static let initializers = """
        struct Tile: View {
            @State private var count: Int
            let side: CGFloat
            let label: String
            init(side: CGFloat, label: String = "default") {
                self.side = side
                self.label = label
                _count = State(initialValue: Int(side) / 10)
            }
            init(label: String) {
                self.init(side: 5, label: label)
            }
            var body: some View {
                Text("\\(label) \\(count)").frame(width: side * 4, height: side).accessibilityIdentifier(label)
            }
        }
        struct Plain { var x = 1; var y: Int }
        extension Plain {
            init(both: Int) {
                x = both
                y = both
            }
        }
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Tile(side: 20)
                    Tile(side: 30, label: "big")
                    Tile(label: "small")
                    Text("\\(Plain(y: 2).x + Plain(both: 5).y)").accessibilityIdentifier("sum")
                }
            }
        }
        """

    @Test func initializersAreChosenByTheirLabelsAndRun() throws {
        let tree = try layOut(Self.initializers)
        // Tile(side: 20): label takes its default, count is 20 / 10 = 2, the frame 80 × 20.
        // Tile(label:) delegates to init(side: 5, label:): count 0, 20 × 5. An init in an
        // extension keeps Plain's memberwise initializer: Plain(y: 2).x + Plain(both: 5).y = 6.
        #expect(tree.node(id: "default")?.text == nil)
        #expect(tree.nodes.compactMap(\.text) == ["default 2", "big 3", "small 0", "6"])
        // The stack: 120 wide, 20 + 30 + 5 + 20.5 = 75.5 tall, at (140, 162.25).
        #expect(tree.frame("default") == Rect(x: 160, y: 162.25, width: 80, height: 20))
        #expect(tree.frame("big") == Rect(x: 140, y: 182.25, width: 120, height: 30))
        #expect(tree.frame("small") == Rect(x: 190, y: 212.25, width: 20, height: 5))
        #expect(tree.frame("sum") == Rect(x: 194.75, y: 217.25, width: 10.5, height: 20.5))
    }

    @Test func aStructWithAnInitHasNoMemberwiseInitializer() {
        let found = problems(
            """
            struct Point { var x: Int; init(y: Int) { x = y } }
            struct Tile: View {
                var side: CGFloat
                init(side: CGFloat) { self.side = side }
                init(label: String) { self.side = 10 }
                var body: some View { Color.red.frame(width: side) }
            }
            struct ContentView: View {
                var body: some View {
                    Text("\\(Point(x: 1).x)")
                    Tile(side: 20, color: .red)
                }
            }
            """)
        #expect(found == [
            "S.swift:10:17: error: no initializer of 'Point' takes (x:); it declares init(y:)",
            "S.swift:11:9: error: no initializer of 'Tile' takes (side:color:); it declares init(side:), init(label:)",
        ])
    }

    // MARK: Generic containers

    static let containers = """
        struct Card<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { VStack(spacing: 0) { content }.padding(10) }
        }
        struct Box<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { HStack(spacing: 0) { content() } }
        }
        struct Kept<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content.border(.red) }
        }
        struct ContentView: View {
            @ViewBuilder var header: some View {
                if true { Text("h") } else { Text("x") }
            }
            @ViewBuilder func row(_ n: Int) -> some View { Color.blue.frame(width: CGFloat(n), height: 10) }
            var body: some View {
                VStack(spacing: 0) {
                    Card { Text("a"); Text("b") }.accessibilityIdentifier("card")
                    Box { row(10); row(20) }.accessibilityIdentifier("box")
                    Kept { Color.green.frame(width: 5, height: 5) }.accessibilityIdentifier("kept")
                    header.accessibilityIdentifier("header")
                }
            }
        }
        """

    @Test func genericContainerViewsTakeTheirContentAsAViewBuilder() throws {
        let tree = try layOut(Self.containers)
        // Card: "a" and "b" (10.5 × 20.5 each) stacked, padded by 10: 30.5 × 61. Box: rows of
        // 10 and 20 side by side, 30 × 10. Kept: 5 × 5. The header: "h", 10.5 × 20.5. The
        // stack: 30.5 wide, 61 + 10 + 5 + 20.5 = 96.5 tall, at (184.75, 151.75).
        #expect(tree.frame("card") == Rect(x: 184.75, y: 151.75, width: 30.5, height: 61))
        #expect(tree.frame("box") == Rect(x: 185, y: 212.75, width: 30, height: 10))
        #expect(tree.frame("kept") == Rect(x: 197.5, y: 222.75, width: 5, height: 5))
        #expect(tree.frame("header") == Rect(x: 194.75, y: 227.75, width: 10.5, height: 20.5))
        #expect(tree.nodes.compactMap(\.text) == ["a", "b", "h"])
    }

    // MARK: Classes

    static let classes = """
        @Observable final class Counter {
            var count = 0
            var history: [Int] = []
            func bump(by step: Int = 1) {
                count += step
                history.append(count)
            }
        }
        class Store: ObservableObject {
            @Published var items = ["a"]
            static let shared = Store()
            init() { items.append("b") }
        }
        struct Child: View {
            @EnvironmentObject var store: Store
            var body: some View { Text(store.items.joined(separator: ",")) }
        }
        struct ContentView: View {
            @State private var counter = Counter()
            @StateObject private var store = Store()
            init() {
                store.items.append("x")
            }
            var summary: String {
                let c = Counter()
                let d = c
                d.bump(by: 2)
                c.bump()
                Store.shared.items.append("c")
                return "\\(c.count) \\(c.history) \\(Store.shared.items.count)"
            }
            var body: some View {
                VStack(spacing: 0) {
                    Text(summary).accessibilityIdentifier("summary")
                    Child().environmentObject(store).accessibilityIdentifier("provided")
                    Child().accessibilityIdentifier("fresh")
                }
            }
        }
        """

    @Test func classInstancesAreSharedByReference() throws {
        let tree = try layOut(Self.classes)
        // d is c: bump(by: 2) then bump() on the one object: count 3, history [2, 3]. The shared
        // store is one object however often it is named: a, b (its init), c.
        #expect(tree.node(id: "summary")?.text == "3 [2, 3] 3")
        // The child reads the store its parent put in the environment (a, b, and x from the
        // parent's init); without one, a new Store.
        #expect(tree.node(id: "provided")?.text == "a,b,x")
        #expect(tree.node(id: "fresh")?.text == "a,b")
    }

    @Test func aClassWithoutInitialValuesNeedsAnInit() {
        let found = problems(
            """
            class Model { var name: String }
            struct ContentView: View {
                @State var model = Model()
                var body: some View { Text(model.name) }
            }
            """)
        #expect(found == [
            "S.swift:3:24: error: class 'Model' has no initializers: 'name' has no initial value; give it one, or write an init"
        ])
    }

    // MARK: Environment and dictionaries

    static let environment = """
        struct ContentView: View {
            @Environment(\\.horizontalSizeClass) private var h
            @Environment(\\.verticalSizeClass) private var v
            @Environment(\\.displayScale) private var scale
            @Environment(\\.layoutDirection) private var direction
            @Environment(\\.dismiss) private var dismiss
            @FocusState private var focused: Bool
            @Namespace private var namespace
            @AppStorage("volume") private var volume = 3
            let stock = ["pears": 2, "apples": 5]
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(h == .compact) \\(v == .regular) \\(scale) \\(direction == .leftToRight)").accessibilityIdentifier("env")
                    Text("\\(focused) \\(volume)").accessibilityIdentifier("wrappers")
                    ForEach(stock.keys.sorted(), id: \\.self) { name in
                        Text("\\(name) \\(stock[name] ?? 0)")
                    }
                    ForEach(stock.sorted(by: { $0.value > $1.value }), id: \\.key) { name, count in
                        Text("\\(count)")
                    }
                    Button("Close") { dismiss() }
                }
            }
        }
        """

    @Test func environmentValuesAndDictionaries() throws {
        let tree = try layOut(Self.environment)
        // A canvas without a device is an iPhone in portrait on a 2× grid. `dismiss` is never
        // called: the button's action does not run. The keys sorted: apples, pears; by value,
        // largest first: 5, 2.
        #expect(tree.node(id: "env")?.text == "true true 2.0 true")
        #expect(tree.node(id: "wrappers")?.text == "false 3")
        #expect(tree.nodes.compactMap(\.text) == ["true true 2.0 true", "false 3", "apples 5", "pears 2", "5", "2", "Close"])
    }

    @Test func sizeClassesFollowTheDeviceAndItsOrientation() throws {
        func classes(_ device: String) throws -> String? {
            var options = SceneDecodingOptions()
            options.device = DevicePreset.named[device]
            let scene = try SceneDecoder.decode(
                """
                struct ContentView: View {
                    @Environment(\\.horizontalSizeClass) var h
                    @Environment(\\.verticalSizeClass) var v
                    @Environment(\\.displayScale) var scale
                    var body: some View { Text("\\(h) \\(v) \\(scale)").accessibilityIdentifier("t") }
                }
                #Preview(traits: .landscapeLeft) { ContentView() }
                """, file: "S.swift", options: options)
            let tree = try layout(scene.root, on: scene.canvas, textMeasurer: FixedAdvanceTextMeasurer())
            return tree.node(id: "t")?.text
        }
        // In landscape only the largest phones (414 points wide or more in portrait) are regular wide.
        #expect(try classes("iPhone 15 Pro Max") == "regular compact 3.0")
        #expect(try classes("iPhone 15 Pro") == "compact compact 3.0")
        #expect(try classes("iPhone SE") == "compact compact 2.0")
    }

    @Test func anEnvironmentValueWithoutOneIsAnErrorOnlyWhereRead() {
        let found = problems(
            """
            struct ContentView: View {
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    Button("Close") { dismiss() }
                    Text("\\(openURL.description)")
                }
            }
            """)
        #expect(found == [
            "S.swift:6:25: error: layoutdraw has no value for '\\.openURL' (OpenURLAction): a still picture has none; a Button's action that uses it is not run"
        ])
    }

    @Test func anUnknownEnvironmentKeyIsNamedWithTheKeyMeant() {
        let found = problems(
            """
            struct ContentView: View {
                @Environment(\\.colourScheme) private var scheme
                var body: some View { Text("x") }
            }
            """)
        // Reported at the key, as swiftc reports an unknown member: 4 spaces and
        // `@Environment(\\.` (15 characters) come first, so `colourScheme` starts at column 20.
        #expect(found == [
            "S.swift:2:20: error: '\\.colourScheme' is not an environment value layoutdraw knows; did you mean 'colorScheme'?"
        ])
    }

    /// A key far from every key SwiftUI has is another framework's (StoreKit's
    /// `\.displayStoreKitMessage`): a warning, the property declared without a value — the
    /// view draws, and reading the property would be the error `\.openURL`'s is.
    @Test func aFrameworksEnvironmentKeyIsAWarning() throws {
        var options = SceneDecodingOptions()
        options.sizing = .fixed(Size(width: 400, height: 400))
        let scene = try SceneDecoder.decode(
            """
            struct ContentView: View {
                @Environment(\\.displayStoreKitMessage) private var displayStoreMessage
                var body: some View { Text("x") }
            }
            """, file: "S.swift", options: options)
        #expect(scene.warnings.map { $0.formatted() } == [
            "S.swift:2:20: warning: '\\.displayStoreKitMessage' is not an environment value layoutdraw knows (a framework's it does not model?): 'displayStoreMessage' has no value in the picture"
        ])
    }

    // MARK: A tutorial's listing

    /// The constructs a tutorial's listing combines: an `ObservableObject` whose `@Published`
    /// array of `Identifiable` structs (with `UUID()` ids) feeds a `ForEach`, a view with an
    /// `init` of its own, a `CaseIterable` enum in a `ForEach`, and a fixed date formatted.
    @Test func aTutorialListingDraws() throws {
        let tree = try layOut(
            """
            struct Task: Identifiable {
                let id = UUID()
                var title: String
                var done = false
            }
            final class Store: ObservableObject {
                @Published var tasks = [Task(title: "ab"), Task(title: "abcd", done: true)]
            }
            enum Size: String, CaseIterable, Identifiable {
                case s, m
                var id: Self { self }
                var side: CGFloat { self == .s ? 10 : 20 }
            }
            struct Tag: View {
                let text: String
                init(_ text: String) { self.text = text.uppercased() }
                var body: some View { Text(text) }
            }
            struct ContentView: View {
                @StateObject private var store = Store()
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(store.tasks) { task in Tag(task.title).accessibilityIdentifier(task.title) }
                        HStack(spacing: 0) {
                            ForEach(Size.allCases) { size in
                                Color.red.frame(width: size.side, height: size.side).accessibilityIdentifier(size.rawValue)
                            }
                        }
                        Text(Date(timeIntervalSince1970: 86_400 * 365), format: .dateTime.year().month().day())
                            .accessibilityIdentifier("date")
                    }
                }
            }
            """)
        // 365 days after 1970-01-01 is 1971-01-01 (1970 is no leap year): "Jan 1, 1971", 11
        // characters, 112.2 → 112.5 wide. "AB" is 20.4 → 20.5 wide, "ABCD" 40.8 → 41; each line
        // 20.5 tall. The HStack is 10 + 20 = 30 wide, 20 tall. The VStack: 112.5 wide,
        // 20.5 + 20.5 + 20 + 20.5 = 81.5 tall, at ((400 − 112.5) / 2, (400 − 81.5) / 2) =
        // (143.75, 159.25); each child centred in its width.
        #expect(tree.node(id: "ab")?.text == "AB")
        #expect(tree.node(id: "date")?.text == "Jan 1, 1971")
        #expect(tree.frame("ab") == Rect(x: 189.75, y: 159.25, width: 20.5, height: 20.5))
        #expect(tree.frame("abcd") == Rect(x: 179.5, y: 179.75, width: 41, height: 20.5))
        // The HStack at x = 143.75 + (112.5 − 30) / 2 = 185, y = 200.25; the small square is
        // centred in its 20 of height.
        #expect(tree.frame("s") == Rect(x: 185, y: 205.25, width: 10, height: 10))
        #expect(tree.frame("m") == Rect(x: 195, y: 200.25, width: 20, height: 20))
        #expect(tree.frame("date") == Rect(x: 143.75, y: 220.25, width: 112.5, height: 20.5))
    }

    // MARK: Format styles and dates

    static let formats = """
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(1234.5, format: .currency(code: "USD")).accessibilityIdentifier("price")
                    Text(0.25, format: .percent).accessibilityIdentifier("share")
                    Text(Date.now, style: .date).accessibilityIdentifier("day")
                    Text("\\(3.14159, specifier: "%.2f") \\(1234, format: .number) \\(Date(timeIntervalSince1970: 0), format: .dateTime.year())")
                        .accessibilityIdentifier("mixed")
                    Text(Date.now, format: .dateTime.hour().minute()).accessibilityIdentifier("time")
                }
            }
        }
        """

    @Test func textFormatsNumbersAndDatesAsFoundationDoes() throws {
        let tree = try layOut(Self.formats)
        #expect(tree.node(id: "price")?.text == "$1,234.50")
        #expect(tree.node(id: "share")?.text == "25%")
        // Now is 2024-06-10 09:41 UTC unless the scene says otherwise.
        #expect(tree.node(id: "day")?.text == "June 10, 2024")
        #expect(tree.node(id: "mixed")?.text == "3.14 1,234 1970")
        #expect(tree.node(id: "time")?.text == "9:41\u{202F}AM")
        // "$1,234.50": 9 × 10.2 = 91.8 → 92 wide.
        #expect(tree.frame("price").size == Size(width: 92, height: 20.5))
        // `--date` (or its directive) moves now: 2020-02-29 12:00 UTC.
        var options = Self.square
        options.now = SceneDecodingOptions.date("2020-02-29T12:00:00Z")
        let moved = try layOut(Self.formats, options: options)
        #expect(moved.node(id: "day")?.text == "February 29, 2020")
        #expect(moved.node(id: "time")?.text == "12:00\u{202F}PM")
        let directed = try layOut("// layoutdraw: --date 1999-12-31\n" + Self.formats)
        #expect(directed.node(id: "day")?.text == "December 31, 1999")
    }

    @Test func anImplicitMemberForADatePropertyIsDates() throws {
        let source = """
            struct Visit { let name: String; let day: Date }
            struct ContentView: View {
                let visits = [Visit(name: "a", day: .now), Visit(name: "b", day: .distantPast)]
                var body: some View {
                    VStack {
                        ForEach(visits, id: \\.name) { visit in
                            Text(visit.day, style: .date).accessibilityIdentifier(visit.name)
                        }
                    }
                }
            }
            """
        let tree = try layOut(source)
        // Now is 2024-06-10 09:41 UTC; distantPast is Foundation's 0001-01-01 00:00 UTC.
        #expect(tree.node(id: "a")?.text == "June 10, 2024")
        #expect(tree.node(id: "b")?.text == "January 1, 1")
        // A member Date does not have is named at the argument: `    let visits = [Visit(name: "a", day: `
        // is 40 characters, so `.nowz` starts at column 41.
        let found = problems(source.replacingOccurrences(of: "day: .now)", with: "day: .nowz)"))
        #expect(found == ["S.swift:3:41: error: type 'Date' has no member 'nowz'; did you mean 'now'?"])
    }

    @Test func anImplicitMemberChainWhereADateIsExpectedStartsAtDate() throws {
        let source = """
            struct Row: View {
                var visited: Date = .now.addingTimeInterval(-7200)
                var body: some View { Text(visited, style: .time).accessibilityIdentifier("row") }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(.now.addingTimeInterval(3600), style: .time).accessibilityIdentifier("later")
                        Text(.now, style: .date).accessibilityIdentifier("today")
                        Row()
                        Text(.distantPast.addingTimeInterval(86_400 * 365), style: .date).accessibilityIdentifier("year2")
                    }
                }
            }
            """
        let tree = try layOut(source)
        // Now is 2024-06-10 09:41 UTC: an hour later is 10:41, two hours earlier 7:41; 365 days
        // after 0001-01-01 (not a leap year) is 0002-01-01.
        #expect(tree.node(id: "later")?.text == "10:41\u{202F}AM")
        #expect(tree.node(id: "today")?.text == "June 10, 2024")
        #expect(tree.node(id: "row")?.text == "7:41\u{202F}AM")
        #expect(tree.node(id: "year2")?.text == "January 1, 2")
    }

    @Test func theDateOptionIsAUTCDate() {
        #expect(SceneDecodingOptions.date("2024-06-10T09:41:00Z") == EvaluationContext.defaultNow)
        #expect(SceneDecodingOptions.date("2024-06-10 09:41") == EvaluationContext.defaultNow)
        #expect(SceneDecodingOptions.date("1970-01-01") == 0)
        #expect(SceneDecodingOptions.date("2023-02-29") == nil)
        #expect(SceneDecodingOptions.date("yesterday") == nil)
    }

    @Test func identifiableItemsGetDeterministicUUIDs() throws {
        let source = """
            struct Item: Identifiable { let id = UUID(); let name: String }
            struct ContentView: View {
                let items = [Item(name: "A"), Item(name: "B")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in Text(item.name) }
                        Text(items[0].id.uuidString).accessibilityIdentifier("first")
                        Text("\\(items[0].id == items[1].id)").accessibilityIdentifier("same")
                    }
                }
            }
            """
        let first = try layOut(source).node(id: "first")?.text
        #expect(first?.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(try layOut(source).node(id: "first")?.text == first)
        #expect(try layOut(source).node(id: "same")?.text == "false")
        var options = Self.square
        options.seed = 1
        #expect(try layOut(source, options: options).node(id: "first")?.text != first)
    }
}
