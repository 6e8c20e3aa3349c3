import Foundation
import LayoutDraw
import LayoutDrawCompile
import LayoutDrawCore
import Testing

/// Forms apps write that a still picture must read: `ScrollViewReader`, an optional view
/// written `flag ? nil : view`, styles the source declares, initialisers of extensions of
/// SwiftUI's types (`Color(hex:)`), integers' bitwise operators, `NSError` and errors'
/// `localizedDescription`, through the pipeline
/// every command uses. Frames come from the sizes the sources fix; the canvas is the default
/// iPhone (393 × 852 points, safe area 59 top and 34 bottom).
@Suite struct AppFormsTests {
    static var pipeline: Pipeline { sharedPipeline }

    func laidOut(_ source: String) throws -> FrameTree {
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        return try Self.pipeline.layout(scene)
    }

    func errors(_ source: String) -> [String] {
        do {
            _ = try Self.pipeline.layout(Self.pipeline.decode(source, file: "S.swift"))
            return []
        } catch {
            guard case .invalidScene(let list) = error else { return ["\(error)"] }
            return list.diagnostics.map { $0.formatted() }
        }
    }

    @Test func aScrollViewReadersContentIsItsParentsViews() throws {
        // Two colours 10 and 20 wide in an HStack without spacing, through the reader as
        // through a Group: 30 wide, centred in 393: x 181.5 and 191.5; the safe area is 59 to
        // 818, its middle 438.5, so y 433.5.
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ScrollViewReader { proxy in
                            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("b")
                        }
                    }
                }
            }
            """)
        #expect(tree.node(id: "a")?.frame == Rect(x: 181.5, y: 433.5, width: 10, height: 10))
        #expect(tree.node(id: "b")?.frame == Rect(x: 191.5, y: 433.5, width: 20, height: 10))
        // The labelled form is the same.
        let labelled = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    ScrollViewReader(content: { _ in Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a") })
                }
            }
            """)
        #expect(labelled.node(id: "a")?.frame == Rect(x: 191.5, y: 433.5, width: 10, height: 10))
    }

    @Test func scrollToInAnActionIsNeverRunAndWhileAppearingIsAWarning() throws {
        let source = """
            struct ContentView: View {
                @State var rows = 1
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            ForEach(0..<rows, id: \\.self) { i in Text("Row \\(i)").id(i) }
                            Button("Top") { proxy.scrollTo(0) }
                        }
                        .onAppear { proxy.scrollTo(0, anchor: .bottom) }
                    }
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        let tree = try Self.pipeline.layout(scene)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["Row 0", "Top"])
        let warnings = Self.pipeline.warnings(for: tree)
        let warning = try #require(warnings.first { $0.message.hasPrefix("'onAppear' does not run in the picture") })
        #expect(warning.message.contains("'scrollTo' is not applied"), "\(warning.message)")
        #expect(warning.location?.line == 9)
        #expect(warning.location?.column == 25)
    }

    @Test func aScrollViewReaderNeedsItsContent() {
        #expect(errors("struct ContentView: View { var body: some View { ScrollViewReader() } }").contains {
            $0.hasPrefix("S.swift:1:50: error: 'ScrollViewReader' needs its content")
        })
    }

    @Test func aConditionalWithNilIsAnOptionalView() throws {
        // `flag ? nil : shape` as a background: nothing when the flag holds, else the shape,
        // the size of the 40 × 20 frame it is the background of, centred: (176.5, 428.5).
        func source(_ flag: Bool) -> String {
            """
            struct ContentView: View {
                @State var flag = \(flag)
                var body: some View {
                    Color.clear.frame(width: 40, height: 20)
                        .background(flag ? nil : RoundedRectangle(cornerRadius: 5).fill(.red).accessibilityIdentifier("bg"))
                        .overlay(flag ? Circle().accessibilityIdentifier("dot") : nil)
                }
            }
            """
        }
        let off = try laidOut(source(false))
        #expect(off.node(id: "bg")?.frame == Rect(x: 176.5, y: 428.5, width: 40, height: 20))
        #expect(off.node(id: "dot") == nil)
        let on = try laidOut(source(true))
        #expect(on.node(id: "bg") == nil)
        // A shape takes the whole 40 × 20 overlay (its circle is drawn 20 across inside).
        #expect(on.node(id: "dot")?.frame == Rect(x: 176.5, y: 428.5, width: 40, height: 20))
    }

    func frame(_ tree: FrameTree, _ id: String) -> Rect? { tree.node(id: id)?.frame }

    @Test func aToggleStyleOfTheSourceDrawsTheToggle() throws {
        // The body: a mark 30 wide when on, then the label (20 wide), no spacing: 50 × 10,
        // centred in 393 × (59…818): x 171.5, y 433.5. The switch is not drawn.
        let tree = try laidOut("""
            struct Box: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: configuration.isOn ? 30 : 10, height: 10).accessibilityIdentifier("mark")
                        configuration.label
                    }
                }
            }
            struct ContentView: View {
                @State var on = true
                var body: some View {
                    Toggle(isOn: $on) { Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("l") }
                        .toggleStyle(Box())
                }
            }
            """)
        #expect(frame(tree, "mark") == Rect(x: 171.5, y: 433.5, width: 30, height: 10))
        #expect(frame(tree, "l") == Rect(x: 201.5, y: 433.5, width: 20, height: 10))
        #expect(!tree.nodes.contains { $0.kind == "Toggle" })
    }

    @Test func aLabelStyleOfTheSourceDrawsTheLabelUnlessANearerStyleIsBuiltIn() throws {
        // Title (20 × 10) over icon (10 × 10), no spacing: 20 × 20 centred: (186.5, 428.5); the
        // icon centred under it: x 191.5.
        let source = """
            struct Vertical: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 0) { configuration.title; configuration.icon }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Label { Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("t") }
                        icon: { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("i") }
                        INNER
                        .labelStyle(Vertical())
                }
            }
            """
        let tree = try laidOut(source.replacingOccurrences(of: "INNER", with: ""))
        #expect(frame(tree, "t") == Rect(x: 186.5, y: 428.5, width: 20, height: 10))
        #expect(frame(tree, "i") == Rect(x: 191.5, y: 438.5, width: 10, height: 10))
        // A nearer `.labelStyle(.iconOnly)` wins: the label stays a Label, its icon alone
        // shown, centred: (191.5, 433.5).
        let nearer = try laidOut(source.replacingOccurrences(of: "INNER", with: ".labelStyle(.iconOnly)"))
        #expect(nearer.nodes.contains { $0.kind == "Label" })
        #expect(frame(nearer, "i") == Rect(x: 191.5, y: 433.5, width: 10, height: 10))
    }

    @Test func aProgressViewStyleOfTheSourceReadsTheFractionCompleted() throws {
        func source(_ progress: String) -> String {
            """
            struct Bar: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Color.blue.frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 4).accessibilityIdentifier("bar")
                }
            }
            struct ContentView: View {
                var body: some View { \(progress).progressViewStyle(Bar()) }
            }
            """
        }
        // 3 of 4: 150 wide; indeterminate: nil, so 0.
        #expect(frame(try laidOut(source("ProgressView(value: 3, total: 4)")), "bar")?.width == 150)
        #expect(frame(try laidOut(source("ProgressView()")), "bar")?.width == 0)
    }

    @Test func aGroupBoxStyleOfTheSourceGetsTheLabelAndTheContent() throws {
        // Label (10 × 10) over content (30 × 10), leading, no spacing: 30 × 20 centred:
        // (181.5, 428.5); the label at its leading edge, the content under it.
        let tree = try laidOut("""
            struct Plain: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading, spacing: 0) { configuration.label; configuration.content }
                }
            }
            struct ContentView: View {
                var body: some View {
                    GroupBox { Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("c") }
                        label: { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("l") }
                        .groupBoxStyle(Plain())
                }
            }
            """)
        #expect(frame(tree, "l") == Rect(x: 181.5, y: 428.5, width: 10, height: 10))
        #expect(frame(tree, "c") == Rect(x: 181.5, y: 438.5, width: 30, height: 10))
        #expect(!tree.nodes.contains { $0.kind == "GroupBox" })
    }

    @Test func aValueWithoutMakeBodyIsNotAStyle() {
        let found = errors("""
            struct Plain {}
            struct ContentView: View {
                var body: some View { Toggle("A", isOn: .constant(true)).toggleStyle(Plain()) }
            }
            """)
        #expect(found.contains { $0.hasPrefix("S.swift:3:74: error: 'Plain' is not a ToggleStyle: it has no 'makeBody(configuration:)'") }, "\(found)")
    }

    /// The fill of the node named `id` or of the first node below it that has one (the colour
    /// inside a frame).
    func fill(_ tree: FrameTree, _ id: String) -> ColorStyle? {
        var next = tree.node(id: id).map { [$0.index] } ?? []
        while !next.isEmpty {
            let node = tree.nodes[next.removeFirst()]
            if case .shape(_, .fill(.color(let color)))? = node.paint { return color }
            next += node.children
        }
        return nil
    }

    @Test func anInitOfAnExtensionOfColorMakesTheColourItsSelfInitMakes() throws {
        // 0xFF8000: red 0xFF (1), green 0x80 (128/255), blue 0; the form apps copy.
        let tree = try laidOut("""
            extension Color {
                init(hex: UInt, alpha: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 08) & 0xff) / 255,
                              blue: Double((hex >> 00) & 0xff) / 255, opacity: alpha)
                }
                init(named: String) { self = named == "warning" ? .orange : .gray }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Color(hex: 0xFF8000).frame(width: 10, height: 10).accessibilityIdentifier("hex")
                        Rectangle().fill(Color(named: "warning")).frame(width: 10, height: 10).accessibilityIdentifier("named")
                    }
                }
            }
            """)
        #expect(fill(tree, "hex") == ColorStyle(RGBA(red: 1, green: 128.0 / 255, blue: 0)))
        // SwiftUI's orange: #FF9500 in the light appearance.
        #expect(fill(tree, "named")?.light == RGBA(red: 1, green: 149.0 / 255, blue: 0))
    }

    /// `#colorLiteral(red:green:blue:alpha:)` is a `UIColor` made from those components
    /// (`init(_colorLiteralRed:green:blue:alpha:)`), and `Color(_: UIColor)` /
    /// `Color(uiColor:)` of a made `UIColor` is that colour, `alpha` its opacity.
    @Test func aColorLiteralAndAMadeUIColorAreTheirComponents() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                let swatch = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                var body: some View {
                    VStack {
                        Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10).accessibilityIdentifier("literal")
                        Color(swatch).frame(width: 10, height: 10).accessibilityIdentifier("kept")
                        Rectangle().fill(Color(uiColor: UIColor(white: 0.5, alpha: 0.25))).frame(width: 10, height: 10).accessibilityIdentifier("white")
                        Rectangle().fill(Color(UIColor(red: 0, green: 0, blue: 1, alpha: 1).withAlphaComponent(0.5))).frame(width: 10, height: 10).accessibilityIdentifier("alpha")
                    }
                }
            }
            """)
        #expect(fill(tree, "literal") == ColorStyle(RGBA(red: 1, green: 0.5, blue: 0)))
        #expect(fill(tree, "kept") == ColorStyle(RGBA(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(fill(tree, "white") == ColorStyle(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)))
        #expect(fill(tree, "alpha") == ColorStyle(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)))
    }

    /// A `ShapeStyle` the source declares is the style its `resolve(in:)` returns for the
    /// picture's environment: in the light appearance, `Color.green` (#34C759).
    @Test func aDeclaredShapeStyleIsWhatItResolvesTo() throws {
        let tree = try laidOut("""
            struct Adaptive: ShapeStyle {
                func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
                    environment.colorScheme == .dark ? Color.white : Color.green
                }
            }
            struct ContentView: View {
                var body: some View {
                    Rectangle().fill(Adaptive()).frame(width: 10, height: 10).accessibilityIdentifier("s")
                }
            }
            """)
        #expect(fill(tree, "s")?.light == RGBA(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255))
    }

    @Test func anInitOfAnExtensionOfImageMakesTheImageItsSelfInitMakes() throws {
        func tree(_ image: String) throws -> FrameTree {
            try laidOut("""
                extension Image {
                    enum Symbol: String { case forward = "chevron.forward" }
                    init(_ symbol: Symbol) { self.init(systemName: symbol.rawValue) }
                }
                struct ContentView: View {
                    var body: some View { \(image).font(.title).accessibilityIdentifier("i") }
                }
                """)
        }
        let own = try #require(try tree("Image(.forward)").node(id: "i"))
        let swiftUIs = try #require(try tree("Image(systemName: \"chevron.forward\")").node(id: "i"))
        #expect(own.kind == swiftUIs.kind)
        #expect(own.frame == swiftUIs.frame)
        #expect(own.paint == swiftUIs.paint)
    }

    @Test func anInitOfAnExtensionThatMakesNothingIsAnError() {
        let found = errors("""
            extension Color {
                init(level: Int) { let x = level }
            }
            struct ContentView: View {
                var body: some View { Color(level: 1) }
            }
            """)
        #expect(found.contains { $0.hasPrefix("S.swift:2:5: error: 'self' is not set by this initializer of 'Color'") }, "\(found)")
    }

    @Test func integersHaveTheirBitwiseOperators() throws {
        // 0xF0 & 0x3C = 0x30 (48); 0xF0 | 0x0F = 255; 5 ^ 1 = 4; 1 << 4 = 16; -16 >> 2 = -4.
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View { Text("\\(0xF0 & 0x3C) \\(0xF0 | 0x0F) \\(5 ^ 1) \\(1 << 4) \\(-16 >> 2)") }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["48 255 4 16 -4"])
        #expect(errors("struct ContentView: View { var body: some View { Text(\"\\(1.5 & 1)\") } }").contains {
            $0.contains("error: operator '&' is for integers, not a value of type Double")
        })
    }

    @Test func errorsDescribeThemselvesAsFoundationDoes() throws {
        // NSError: the user info's NSLocalizedDescriptionKey, else "The operation couldn’t be
        // completed. (DOMAIN error CODE.)"; a Swift error: its errorDescription when it is a
        // LocalizedError, else that string with its type as the domain and its case's index as
        // the code (errorRequired is the second case: 1).
        let tree = try laidOut("""
            enum SampleError: Error { case missing, errorRequired }
            enum Described: LocalizedError {
                case offline
                var errorDescription: String? { "You are offline." }
            }
            extension NSError {
                static func commonError(description: String) -> NSError {
                    NSError(domain: "", code: -1, userInfo: [NSLocalizedDescriptionKey: description])
                }
            }
            struct ErrorView: View {
                let error: Error
                var body: some View { Text(error.localizedDescription) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        ErrorView(error: SampleError.errorRequired)
                        ErrorView(error: Described.offline)
                        ErrorView(error: NSError.commonError(description: "Something went wrong"))
                        ErrorView(error: NSError(domain: "Net", code: 7))
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == [
            "The operation couldn’t be completed. (SampleError error 1.)", "You are offline.", "Something went wrong",
            "The operation couldn’t be completed. (Net error 7.)",
        ])
    }

    @Test func anImplicitInitWhereAColourIsExpectedIsTheExtensionsInit() throws {
        // `.init(self)` returned as a Color, and `.init(Theme.sky)` as a fill: the extension's
        // init(_ theme:), SwiftUI's pink (#FF2D55) and blue (#007AFF) in the light appearance.
        let tree = try laidOut("""
            enum Theme: String { case bubblegum, sky }
            extension Color {
                init(_ theme: Theme) { self = theme == .bubblegum ? .pink : .blue }
            }
            extension Theme {
                var mainColor: Color { .init(self) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(Theme.bubblegum.mainColor).frame(width: 10, height: 10).accessibilityIdentifier("main")
                        Rectangle().fill(.init(Theme.sky)).frame(width: 10, height: 10).accessibilityIdentifier("sky")
                    }
                }
            }
            """)
        #expect(fill(tree, "main")?.light == RGBA(red: 1, green: 45.0 / 255, blue: 85.0 / 255))
        #expect(fill(tree, "sky")?.light == RGBA(red: 0, green: 122.0 / 255, blue: 1))
    }

    @Test func aKeywordWrittenAsANameIsThatName() throws {
        // Landmarks' `static let `default` = Profile(…)`, read as `Profile.default`.
        let tree = try laidOut("""
            struct Profile {
                var name: String
                static let `default` = Profile(name: "g_kumar")
            }
            enum Mode: String { case `default`, compact }
            struct ContentView: View {
                let profile = Profile.default
                var body: some View { Text("\\(profile.name) \\(Mode.default.rawValue) \\(Profile.`default`.name)") }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["g_kumar default g_kumar"])
    }

    @Test func optionalsHaveMapAndFlatMap() throws {
        // 4.5 is there: "4.5 stars"; nil: nil, so "unrated"; an array's map is still the array's.
        let tree = try laidOut("""
            struct ContentView: View {
                let rating: Double? = 4.5
                let missing: Double? = nil
                var body: some View {
                    Text("\\(rating.map { "\\($0) stars" } ?? "unrated") \\(missing.flatMap { "\\($0)" } ?? "unrated") \\([1, 2].map { $0 * 2 }.count)")
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["4.5 stars unrated 2"])
    }

    @Test func theLocaleIsAFixedUSEnglishOne() throws {
        // WeSplit's `.currency(code: Locale.current.currency?.identifier ?? "USD")`: USD, so
        // 12.5 is "$12.50"; the identifiers of en_US.
        let tree = try laidOut("""
            struct ContentView: View {
                @State private var amount = 12.5
                var body: some View {
                    VStack {
                        Text(amount, format: .currency(code: Locale.current.currency?.identifier ?? "EUR"))
                        Text("\\(Locale.current.identifier) \\(Locale.current.language.languageCode?.identifier ?? "") \\(Locale.current.region?.identifier ?? "")")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["$12.50", "en_US en US"])
    }

    @Test func aTextFieldOfAValueShowsItFormatted() throws {
        // WeSplit's amount field: 12.5 as currency is "$12.50"; a nil value shows the
        // placeholder, "Amount"; a percent of 0.25 is "25%".
        let tree = try laidOut("""
            struct ContentView: View {
                @State private var amount = 12.5
                @State private var missing: Double? = nil
                @State private var share = 0.25
                var body: some View {
                    VStack {
                        TextField("Amount", value: $amount, format: .currency(code: Locale.current.currencyCode ?? "USD"))
                        TextField("Amount", value: $missing, format: .number)
                        TextField("Share", value: $share, format: .percent)
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["$12.50", "Amount", "25%"])
    }

    @Test func aTypeNestedInAnExtensionIsAnImplicitMember() throws {
        // HabitMinder's `.font(.AppFont.rooneySansBold.size(17))`: the nested enum's method makes
        // the font, so the text is laid out as with that font written out.
        func frame(_ font: String) throws -> Rect? {
            try laidOut("""
                extension Font {
                    enum AppFont: String {
                        case rounded = "Rounded"
                        func size(_ size: CGFloat) -> Font { .system(size: size, weight: .bold) }
                    }
                }
                struct ContentView: View {
                    var body: some View { Text("Hi").font(\(font)).accessibilityIdentifier("t") }
                }
                """).node(id: "t")?.frame
        }
        let nested = try #require(try frame(".AppFont.rounded.size(30)"))
        #expect(nested == (try frame(".system(size: 30, weight: .bold)")))
        #expect(nested != (try frame(".body")))
    }

    @Test func anExtensionOfDoubleNamesItsOwnMembersWithoutSelf() throws {
        // `rounded()` and `magnitude` of the value itself: 2.6 → 3.0, and |−2.6| = 2.6; `max`
        // is still the free function.
        let tree = try laidOut("""
            extension Double {
                var tidy: Double { rounded() }
                var size: Double { max(magnitude, 1) }
            }
            struct ContentView: View {
                var body: some View { Text("\\(2.6.tidy) \\((-2.6).size)") }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["3.0 2.6"])
    }

    @Test func anImplicitMemberIsLookedUpInTheTypeItsPlaceTakes() throws {
        // Scrumdinger's `extension LocalizedStringKey { static let title = … }`: `Text(.title)`
        // is that key, but `.font(.title)` is `Font.title`, as Swift infers from `font`'s
        // parameter type; a `Font` extension's member is still found there.
        let source = """
            extension LocalizedStringKey {
                static let title = LocalizedStringKey("Title")
            }
            extension Font {
                static let heading = Font.system(size: 30)
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(.title).font(.title)
                        Text("b").font(.heading)
                    }
                }
            }
            """
        #expect(errors(source) == [])
        let tree = try laidOut(source)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["Title", "b"])
    }

    @Test func aTypesInitializerIsAFunctionAndAKeptViewDrawsItsBody() throws {
        // `items.map(Row.init)`: the memberwise init of the one property without a default
        // (`item:`); `["x"].map(Badge.init)`: the written `init(_:)`. Kept in arrays, each
        // element drawn where the builder names it: its body.
        let tree = try laidOut("""
            struct Item { let name: String }
            struct Row: View {
                let item: Item
                var color = Color.red
                var body: some View { Text(item.name) }
            }
            struct Badge: View {
                let text: String
                init(_ text: String) { self.text = text }
                var body: some View { Text("[\\(text)]") }
            }
            struct ContentView: View {
                let rows = [Item(name: "a"), Item(name: "b")].map(Row.init)
                let badges = ["x"].map(Badge.init)
                var body: some View {
                    VStack {
                        ForEach(rows.indices, id: \\.self) { i in rows[i] }
                        badges[0]
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == ["a", "b", "[x]"])
        // Two initializers of one argument: Swift cannot choose (its message).
        #expect(errors("""
            struct Two: View {
                let n: Int
                init(a: Int) { n = a }
                init(b: Int) { n = b }
                var body: some View { Text("\\(n)") }
            }
            struct ContentView: View {
                var body: some View { VStack { ForEach([1].map(Two.init), id: \\.n) { $0 } } }
            }
            """).first?.contains("ambiguous use of 'init'") == true)
    }

    @Test func swiftErrorsAreThrownAndCaughtAsSwiftDoes() throws {
        let tree = try laidOut("""
            enum LoadError: Error { case missing, network(code: Int) }
            func load(_ name: String) throws -> String {
                if name.isEmpty { throw LoadError.missing }
                if name == "net" { throw LoadError.network(code: 503) }
                return "Loaded \\(name)"
            }
            func describe(_ name: String) -> String {
                do {
                    return try load(name)
                } catch LoadError.missing {
                    return "missing"
                } catch LoadError.network(let code) {
                    return "network \\(code)"
                }  catch {
                    return "other"
                }
            }
            func named(_ name: String) -> String {
                do {
                    _ = try load(name)
                    return "fine"
                } catch let failure as LoadError {
                    return "as \\(failure)"
                }
            }
            func sign(_ n: Int) throws -> String {
                let s = if n > 0 { "positive" } else { throw LoadError.missing }
                return s
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text((try? load("")) ?? "nil")
                        Text(try! load("x"))
                        Text(describe(""))
                        Text(describe("net"))
                        Text(describe("y"))
                        Text(named(""))
                        Text((try? sign(0)) ?? "no sign")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap { $0.kind == "Text" ? $0.text : nil } == [
            "nil", "Loaded x", "missing", "network 503", "Loaded y", "as missing", "no sign",
        ])
    }

    @Test func anErrorNothingCatchesStopsThePictureAtItsThrow() {
        let source = """
            enum E: Error { case bad }
            func f() throws -> Int { throw E.bad }
            struct ContentView: View {
                var body: some View { VStack { Text("\\(try! f())") } }
            }
            """
        #expect(errors(source) == ["S.swift:4:44: error: 'try!' expression unexpectedly raised an error: E.bad"])
        let uncaught = """
            enum E: Error { case bad }
            func f() throws -> Int { throw E.bad }
            struct ContentView: View {
                var body: some View { VStack { Text("\\(try f())") } }
            }
            """
        #expect(errors(uncaught).first?.hasPrefix("S.swift:2:26: error: an error was thrown and not caught: E.bad") == true)
    }

    @Test func anAppsOwnViewOfASwiftUINameIsItsOwn() throws {
        // SwiftUI-Kit's `struct Slider: View`: the module's type hides SwiftUI's, as Swift
        // looks names up. Its body is a 30 × 10 colour, not a 31-point-high slider.
        let tree = try laidOut("""
            struct Slider: View {
                var value: Double
                var body: some View { Color.red.frame(width: 30, height: 10).accessibilityIdentifier("own") }
            }
            struct ContentView: View {
                var body: some View { Slider(value: 0.5) }
            }
            """)
        #expect(!tree.nodes.contains { $0.kind == "Slider" })
        #expect(tree.node(id: "own")?.frame == Rect(x: 181.5, y: 433.5, width: 30, height: 10))
    }

    /// The common `RoundedCorner` shape: `UIBezierPath(roundedRect:byRoundingCorners:
    /// cornerRadii:)` made a `Path` (`Path(path.cgPath)`) in a declared `Shape`, clipping a 100
    /// × 40 colour through the project's `cornerRadius(_:corners:)`, on a fitted canvas at 2x.
    /// The top-left and bottom-right corners are rounded by 20: the pixel (2, 2) is outside the
    /// quarter circle (the white canvas), (196, 2) at the square top-right corner is the
    /// colour, (196, 76) at the rounded bottom-right is white again, and the middle is blue.
    @Test func aDeclaredShapeClipsAndUIBezierPathRoundsChosenCorners() throws {
        let folder = try temporaryFolder()
        let view = folder.appendingPathComponent("V.swift")
        try """
            import SwiftUI
            struct RoundedCorner: Shape {
                var radius: CGFloat = .infinity
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
                    clipShape(RoundedCorner(radius: radius, corners: corners))
                }
            }
            struct Bar: View {
                var body: some View {
                    Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40).cornerRadius(20, corners: [.topLeft, .bottomRight])
                }
            }
            """.write(to: view, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("bar.png")
        let result = try runLayoutdraw([view.path, "--no-project", "--size", "fit", "-o", png.path])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try GoldenSupport.readPNG(png)
        #expect(image.width == 200 && image.height == 80)
        #expect(image.rgb(2, 2) == [255, 255, 255])
        #expect(image.rgb(196, 2) == [0, 0, 255])
        #expect(image.rgb(196, 76) == [255, 255, 255])
        #expect(image.rgb(100, 40) == [0, 0, 255])
    }

    /// swift-identified-collections' `IdentifiedArrayOf<Speaker>` is an array of speakers: its
    /// literal's `.init(name:)` elements are speakers, `.init(uniqueElements:)` holds them, and
    /// the collection methods apply. Two colours of 10 and 30 (the completed one) without
    /// spacing are 40 wide, centred in 393: x 176.5 and 186.5; y 433.5 (safe area 59…818).
    /// A third, 20 wide, shows only when `dropLast().allSatisfy` holds — it does not.
    @Test func anIdentifiedArrayIsAnArrayOfItsElements() throws {
        let tree = try laidOut("""
            import IdentifiedCollections
            struct Speaker: Identifiable {
                let id = UUID()
                let name: String
                var isCompleted = false
                static var mockList: IdentifiedArrayOf<Speaker> {
                    [.init(name: "Kim"), .init(name: "Amos", isCompleted: true)]
                }
            }
            struct ContentView: View {
                let speakers: IdentifiedArrayOf<Speaker> = .init(uniqueElements: Speaker.mockList)
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(speakers) { speaker in
                            Color.red.frame(width: speaker.isCompleted ? 30 : 10, height: 10).accessibilityIdentifier(speaker.name)
                        }
                        if speakers.dropLast().allSatisfy({ $0.isCompleted }) {
                            Color.blue.frame(width: 20, height: 10)
                        }
                    }
                }
            }
            """)
        #expect(tree.node(id: "Kim")?.frame == Rect(x: 176.5, y: 433.5, width: 10, height: 10))
        #expect(tree.node(id: "Amos")?.frame == Rect(x: 186.5, y: 433.5, width: 30, height: 10))
    }

    /// `extension LabelStyle where Self == TrailingIconLabelStyle { static var trailingIcon: Self
    /// { Self() } }` makes `.labelStyle(.trailingIcon)` that style: the title (10 wide) before
    /// the icon (20 wide) in its HStack without spacing, 30 wide centred: x 181.5 and 191.5.
    @Test func aStylesStaticMemberOfAConstrainedExtensionIsTheStyle() throws {
        let tree = try laidOut("""
            struct TrailingIconLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) {
                        configuration.title
                        configuration.icon
                    }
                }
            }
            extension LabelStyle where Self == TrailingIconLabelStyle {
                static var trailingIcon: Self { Self() }
            }
            struct ContentView: View {
                var body: some View {
                    Label {
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("title")
                    } icon: {
                        Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("icon")
                    }
                    .labelStyle(.trailingIcon)
                }
            }
            """)
        #expect(tree.node(id: "title")?.frame == Rect(x: 181.5, y: 433.5, width: 10, height: 10))
        #expect(tree.node(id: "icon")?.frame == Rect(x: 191.5, y: 433.5, width: 20, height: 10))
    }

    /// `ProgressView(configuration)` in a `ProgressViewStyle` is the progress view the
    /// configuration describes: its label, and its fraction — the fill of a 100-wide bar at
    /// 0.25 ends 25 after the bar's start (146.5, as the 100-wide frame is centred in 393), at
    /// 171.5, its straight edge 2 (the 4-high capsule's radius) before: 169.5.
    @Test func aProgressViewMadeFromItsConfigurationShowsItsFractionAndLabel() throws {
        let source = """
            struct Thick: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ProgressView(configuration).frame(width: 100)
                }
            }
            struct ContentView: View {
                var body: some View { ProgressView("Loading", value: 0.25).progressViewStyle(Thick()) }
            }
            """
        let tree = try laidOut(source)
        let bar = try #require(tree.nodes.first { $0.kind == "ProgressView" })
        #expect(bar.frame.origin.x == 146.5 && bar.frame.size.width == 100)
        #expect(tree.nodes.contains { $0.text == "Loading" })
        let svg = String(decoding: try Self.pipeline.render(tree, as: .svg), as: UTF8.self)
        #expect(svg.contains("M148.5 ") && svg.contains("L169.5 "))
    }

    /// A SwiftUI view layoutdraw does not draw yet no longer stops the screen: a `DatePicker`
    /// is a placeholder as wide as offered (200, its frame's) and 34 high (a control's row); a
    /// `TextEditor` fills the height it is offered (the VStack's 759 − 34 − 10 = 715 left, as
    /// the 59 … 818 safe area is 759 high). Each is a warning, and their bindings are not read.
    @Test func aSwiftUIViewNotDrawnYetIsAPlaceholderAndTheRestDraws() throws {
        let source = """
            struct ContentView: View {
                @State private var date = Date()
                var body: some View {
                    VStack(spacing: 0) {
                        DatePicker("Day", selection: $date).frame(width: 200).accessibilityIdentifier("picker")
                        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                        TextEditor(text: $undeclared).accessibilityIdentifier("editor")
                    }
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        #expect(scene.warnings.map(\.message).filter { $0.contains("is not supported yet: it is drawn as a placeholder") }.count == 2)
        let tree = try Self.pipeline.layout(scene)
        #expect(tree.node(id: "picker")?.frame == Rect(x: 96.5, y: 59, width: 200, height: 34))
        #expect(tree.node(id: "dot")?.frame == Rect(x: 191.5, y: 93, width: 10, height: 10))
        #expect(tree.node(id: "editor")?.frame == Rect(x: 0, y: 103, width: 393, height: 715))
    }

    /// A view that needs arguments and has no preview is drawn with the samples the project
    /// keeps: `Item.example` (a static of the type, 40 wide) rather than a made-up `Item(side:
    /// 0, kind: .small)`; `[Item]` is the type's static array (two items: an HStack of two
    /// 10-wide colours).
    @Test func aViewWithoutAPreviewIsDrawnWithTheSamplesItsTypesKeep() throws {
        let source = """
            struct Item {
                enum Kind { case small, large }
                var side: CGFloat
                var kind: Self.Kind
                static let example = Item(side: 40, kind: .large)
                static let samples: [Item] = [Item(side: 10, kind: .small), Item(side: 10, kind: .small)]
            }
            struct Row: View {
                let item: Item
                let items: [Item]
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: item.side, height: item.kind == .large ? 10 : 5).accessibilityIdentifier("item")
                        HStack(spacing: 0) {
                            ForEach(items.indices, id: \\.self) { _ in Color.blue.frame(width: 10, height: 10) }
                        }
                        .accessibilityIdentifier("items")
                    }
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        #expect(scene.warnings.contains { $0.message.contains("drawn with sample values Row(item: Item.example, items: Item.samples)") })
        let tree = try Self.pipeline.layout(scene)
        // 40 × 10 over 20 × 10: 20 high in all, centred in the safe area (438.5 − 10 = 428.5).
        #expect(tree.node(id: "item")?.frame == Rect(x: 176.5, y: 428.5, width: 40, height: 10))
        #expect(tree.node(id: "items")?.frame == Rect(x: 186.5, y: 438.5, width: 20, height: 10))
    }

    /// What a chart library's style keeps: an `Animation` made by its type
    /// (`Animation.linear(duration: 1)`), stored and passed to `.animation(_:value:)`, which a
    /// still picture does not show; a `CGLineCap` for a stroke; a method returning
    /// `EnumeratedSequence<[CGFloat]>`. The row of 30 and 50 is 80 × 10, centred in the safe
    /// area: x = (393 − 80) / 2 = 156.5, y = 59 + (759 − 10) / 2 = 433.5.
    @Test func aStyleKeepsAnimationsLineCapsAndEnumeratedSequences() throws {
        let tree = try laidOut("""
            struct Style {
                var animation: Animation = Animation.linear(duration: 1)
                var cap: CGLineCap = .round
                var widths: [CGFloat] = [30, 50]
                func indexed() -> EnumeratedSequence<[CGFloat]> { widths.enumerated() }
            }
            struct V: View {
                let style = Style()
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(Array(style.indexed()), id: \\.offset) { pair in
                            Color.red.frame(width: pair.element, height: 10).accessibilityIdentifier("bar\\(pair.offset)")
                        }
                    }
                    .animation(style.animation, value: 1)
                    .overlay(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 80, y: 0)) }.stroke(style: StrokeStyle(lineWidth: 4, lineCap: style.cap)))
                }
            }
            """)
        #expect(tree.node(id: "bar0")?.frame == Rect(x: 156.5, y: 433.5, width: 30, height: 10))
        #expect(tree.node(id: "bar1")?.frame == Rect(x: 186.5, y: 433.5, width: 50, height: 10))
    }

    /// `~=`, the pattern-match operator: a range holds a value between its bounds, compared as
    /// numbers (`0...1 ~= 0.5`: the literals are CGFloats), any other pattern equals it.
    @Test func thePatternMatchOperatorMatchesRangesAndValues() throws {
        let tree = try laidOut("""
            struct V: View {
                let code = 204
                let location: CGFloat = 0.5
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 200..<300 ~= code ? 40 : 10, height: 10).accessibilityIdentifier("code")
                        Color.red.frame(width: 200..<204 ~= code ? 40 : 10, height: 10).accessibilityIdentifier("upper")
                        Color.red.frame(width: 0...1 ~= location ? 40 : 10, height: 10).accessibilityIdentifier("unit")
                        Color.red.frame(width: "a" ~= "b" ? 40 : 10, height: 10).accessibilityIdentifier("string")
                    }
                }
            }
            """)
        #expect(tree.node(id: "code")?.frame.width == 40)
        #expect(tree.node(id: "upper")?.frame.width == 10, "a half-open range leaves out its upper bound")
        #expect(tree.node(id: "unit")?.frame.width == 40)
        #expect(tree.node(id: "string")?.frame.width == 10)
    }

    /// `EmptyView.init` given for a `() -> Accessory` view builder (an extension's `init` where
    /// `Accessory == EmptyView`): the row is its 10-wide colour alone; given a 5 × 5 colour, 15
    /// wide. The stack: 10 + 8 + 10 = 28 high, 15 wide, centred: x = (393 − 15) / 2 = 189.
    @Test func emptyViewsInitializerIsAViewBuilderOfNone() throws {
        let tree = try laidOut("""
            struct Row<Accessory: View>: View {
                @ViewBuilder var accessory: () -> Accessory
                var body: some View { HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); accessory() } }
            }
            extension Row where Accessory == EmptyView {
                init() { self.init(accessory: EmptyView.init) }
            }
            #Preview {
                VStack {
                    Row().accessibilityIdentifier("plain")
                    Row { Color.blue.frame(width: 5, height: 5) }.accessibilityIdentifier("accessory")
                }
            }
            """)
        #expect(tree.node(id: "plain")?.frame == Rect(x: 191.5, y: 424.5, width: 10, height: 10))
        #expect(tree.node(id: "accessory")?.frame == Rect(x: 189, y: 442.5, width: 15, height: 10))
    }

    /// `ScrollView(showsIndicators: false) { … }`: the trailing closure is the content, past
    /// the axes before it, as Swift matches it: the 30-high colour is drawn in the scroll view.
    @Test func aTrailingClosureAfterLabelledArgumentsIsTheContent() throws {
        let tree = try laidOut("""
            struct V: View {
                var body: some View {
                    ScrollView(showsIndicators: false) {
                        Color.red.frame(width: 30, height: 30).accessibilityIdentifier("content")
                    }
                }
            }
            """)
        // Centred across the 393-wide scroll view, at the top of its content (the safe area's).
        #expect(tree.node(id: "content")?.frame == Rect(x: 181.5, y: 59, width: 30, height: 30))
    }

    /// A static method an extension of `Font` declares, named as an implicit member
    /// (`.brandFont(size: 24)`), is called — as a static property already was — when the
    /// arguments are its; SwiftUI's own `.system(size:)` stays SwiftUI's.
    @Test func anExtensionsStaticMethodIsAnImplicitMember() throws {
        let tree = try laidOut("""
            extension Font {
                static func brandFont(size: CGFloat) -> Font { .system(size: size * 2) }
                static func system(scaled: CGFloat) -> Font { .system(size: scaled) }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.brandFont(size: 20)).accessibilityIdentifier("brand")
                        Text("A").font(.system(size: 20)).accessibilityIdentifier("system")
                    }
                }
            }
            """)
        let brand = try #require(tree.node(id: "brand")?.frame)
        let system = try #require(tree.node(id: "system")?.frame)
        // The brand font is twice the size: its line twice as tall.
        #expect(brand.height == 2 * system.height)
    }

    /// A package's type called with the project's names (`Store<AppState>(reducer:
    /// appStateReducer, …)` of `import SwiftUIFlux`) never runs its arguments, so what they
    /// name is not looked for: a reducer the project left out, or never declared, stops nothing.
    @Test func aPackageCallsArgumentsAreNotLookedFor() throws {
        let tree = try laidOut("""
            import SwiftUIFlux
            let store = Store<AppState>(reducer: appStateReducer, middleware: [loggingMiddleware], state: AppState())
            struct V: View {
                var body: some View { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
            }
            """)
        #expect(tree.node(id: "dot")?.frame.width == 10)
    }

    /// An app's file draws what its window shows on an iPhone: the view its `body` names in
    /// the `#if` branch iOS builds (`Tabs`), not the other view nothing uses (`Sidebar`).
    @Test func anAppsFileDrawsTheViewItsWindowShows() throws {
        let tree = try laidOut("""
            struct TabsApp: App {
                var body: some Scene {
                    WindowGroup {
                        #if os(macOS)
                        Sidebar()
                        #else
                        Tabs()
                        #endif
                    }
                }
            }
            struct Sidebar: View {
                var body: some View { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("sidebar") }
            }
            struct Tabs: View {
                var body: some View { Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("tabs") }
            }
            """)
        #expect(tree.node(id: "sidebar") == nil)
        #expect(tree.node(id: "tabs")?.frame == Rect(x: 186.5, y: 428.5, width: 20, height: 20))
    }

    /// A parameter's default may name the function's generic parameter as a type (`for type:
    /// T.Type = T.self`, as `onGeometryChange(for:of:action:)` polyfills write): a 10-wide colour
    /// padded by 5 is 20 wide.
    @Test func aDefaultNamesAGenericParameterAsAType() throws {
        let tree = try laidOut("""
            extension View {
                func measured<T: Equatable>(for type: T.Type = T.self, of transform: @escaping (CGSize) -> T) -> some View {
                    padding(5)
                }
            }
            struct V: View {
                var body: some View {
                    Color.red.frame(width: 10, height: 10).measured(of: { $0.height }).accessibilityIdentifier("measured")
                }
            }
            """)
        #expect(tree.node(id: "measured")?.frame.width == 20)
    }

    /// `$isOn.animation(.bouncy)` is the same binding, its changes animated: the row reads
    /// `true` (20 wide), and the toggle shows it on.
    @Test func anAnimatedBindingIsTheBinding() throws {
        let tree = try laidOut("""
            struct Row: View {
                @Binding var isOn: Bool
                var body: some View { Color.red.frame(width: isOn ? 20 : 10, height: 10) }
            }
            struct V: View {
                @State private var on = true
                var body: some View {
                    VStack {
                        Toggle("Flag", isOn: $on.animation())
                        Row(isOn: self.$on.animation(.bouncy)).accessibilityIdentifier("row")
                    }
                }
            }
            """)
        #expect(tree.node(id: "row")?.frame.width == 20)
    }

    /// A class that inherits from another has its properties and methods, overrides its own:
    /// `super.init(title:)` runs the superclass's initializer on the instance being made (after
    /// the subclass set its own property), `super.describe()` and `super.width()` the
    /// superclass's methods; a subclass without an `init` inherits the superclass's; it
    /// conforms to what the superclass does (`ObservableObject`, so `@StateObject` holds it).
    @Test func aSubclassHasItsSuperclasssMembers() throws {
        let tree = try laidOut("""
            class Listener: ObservableObject {
                @Published var pages: Int = 1
                var title: String
                init(title: String) { self.title = title }
                func describe() -> String { "\\(title) \\(pages)" }
                func width() -> CGFloat { 10 }
            }
            final class SearchListener: Listener {
                var query: String
                init(query: String) {
                    self.query = query
                    super.init(title: "Search")
                    pages = 3
                }
                override func describe() -> String { super.describe() + " " + query }
                override func width() -> CGFloat { super.width() * 2 }
            }
            final class PlainListener: Listener {}
            struct V: View {
                @StateObject var listener = SearchListener(query: "cats")
                let plain = PlainListener(title: "Plain")
                var body: some View {
                    VStack {
                        Text(listener.describe()).accessibilityIdentifier("search")
                        Text(plain.describe()).accessibilityIdentifier("plain")
                        Color.red.frame(width: listener.width(), height: 10).accessibilityIdentifier("bar")
                        Text(listener is Listener ? "is" : "isn't").accessibilityIdentifier("cast")
                    }
                }
            }
            """)
        #expect(tree.node(id: "search")?.text == "Search 3 cats")
        #expect(tree.node(id: "plain")?.text == "Plain 1")
        #expect(tree.node(id: "bar")?.frame.width == 20)
        #expect(tree.node(id: "cast")?.text == "is")
    }

    /// A class whose superclass is a framework's (`NSObject`, as a location or delegate model
    /// is) calls `super.init()` for the framework: nothing a still picture shows, and the
    /// rest of its `init` runs (the width set after it, 30).
    @Test func superInitOfAFrameworksClassDoesNothing() throws {
        let tree = try laidOut("""
            final class LocationModel: NSObject, ObservableObject {
                @Published var width: CGFloat = 10
                override init() {
                    super.init()
                    width = 30
                }
            }
            struct V: View {
                @StateObject private var model = LocationModel()
                var body: some View { Color.red.frame(width: model.width, height: 10).accessibilityIdentifier("bar") }
            }
            """)
        #expect(tree.node(id: "bar")?.frame.width == 30)
    }

    /// Three classes deep, each `super` is the class above the one whose code runs: the middle
    /// class's `super.init` reaches the top's, not its own again.
    @Test func superReachesTheClassAboveTheOneRunning() throws {
        let tree = try laidOut("""
            class Top {
                var log: String
                init() { log = "top" }
                func name() -> String { "top" }
            }
            class Middle: Top {
                override init() { super.init(); log += ">middle" }
                override func name() -> String { super.name() + ">middle" }
            }
            class Bottom: Middle {
                override init() { super.init(); log += ">bottom" }
                override func name() -> String { super.name() + ">bottom" }
            }
            struct V: View {
                let bottom = Bottom()
                var body: some View {
                    VStack {
                        Text(bottom.log).accessibilityIdentifier("log")
                        Text(bottom.name()).accessibilityIdentifier("name")
                    }
                }
            }
            """)
        #expect(tree.node(id: "log")?.text == "top>middle>bottom")
        #expect(tree.node(id: "name")?.text == "top>middle>bottom")
    }

    /// `extension Optional`'s members: `coalesceWith(_:)` gives the value or the default, a
    /// computed property says whether it is nil — here as bar widths, 10 per letter.
    @Test func anExtensionOfOptionalGivesItsMembers() throws {
        let tree = try laidOut("""
            extension Optional {
                func coalesceWith(_ value: Wrapped) -> Wrapped { self ?? value }
                var isMissing: Bool { self == nil }
            }
            struct V: View {
                let name: String? = nil
                let other: String? = "set"
                var body: some View {
                    VStack {
                        Color.red.frame(width: CGFloat(name.coalesceWith("default").count * 10), height: 10).accessibilityIdentifier("default")
                        Color.red.frame(width: CGFloat(other.coalesceWith("default").count * 10), height: 10).accessibilityIdentifier("set")
                        Color.red.frame(width: name.isMissing ? 40 : 20, height: 10).accessibilityIdentifier("missing")
                    }
                }
            }
            """)
        #expect(tree.node(id: "default")?.frame.width == 70)
        #expect(tree.node(id: "set")?.frame.width == 30)
        #expect(tree.node(id: "missing")?.frame.width == 40)
    }

    /// A generic view's parameters are sampled by what they are constrained to: `Value:
    /// BinaryFloatingPoint` is a `Double` (0.0), `where M: Model` the project's class (made by
    /// its `init(side: = 10)`), `S: Shaped` the first type by name that conforms, here through
    /// `Boxed`, which refines it (`Alpha`, 20 wide, not `Zeta`, 30).
    @Test func aGenericViewWithoutAPreviewIsDrawnWithSamplesOfItsConstraints() throws {
        let source = """
            protocol Shaped { var side: CGFloat { get } }
            protocol Boxed: Shaped {}
            struct Zeta: Boxed { var side: CGFloat = 30 }
            struct Alpha: Boxed { var side: CGFloat = 20 }
            final class Model {
                let side: CGFloat
                init(side: CGFloat = 10) { self.side = side }
            }
            struct Meter<Value: BinaryFloatingPoint, M, S>: View where M: Model, S: Shaped {
                let value: Value
                let model: M
                let shape: S
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: model.side, height: 10 + CGFloat(value)).accessibilityIdentifier("model")
                        Color.blue.frame(width: shape.side, height: 10).accessibilityIdentifier("shape")
                    }
                }
            }
            """
        let scene = try Self.pipeline.decode(source, file: "S.swift")
        #expect(
            scene.warnings.contains { $0.message.contains("drawn with sample values Meter(value: 0.0, model: Model(), shape: Alpha())") },
            "\(scene.warnings.map(\.message))")
        let tree = try Self.pipeline.layout(scene)
        // 10 × 10 over 20 × 10, centred in the safe area as above.
        #expect(tree.node(id: "model")?.frame == Rect(x: 191.5, y: 428.5, width: 10, height: 10))
        #expect(tree.node(id: "shape")?.frame == Rect(x: 186.5, y: 438.5, width: 20, height: 10))
    }

    /// A parameter constrained to `View`, or to nothing, has no sample: the view's message
    /// asks for it.
    @Test func aGenericParameterWithoutASampleKeepsTheMessage() throws {
        let source = """
            struct Card<Content: View, Tag>: View {
                let content: Content
                let tag: Tag
                var body: some View { content }
            }
            """
        #expect(
            errors(source) == [
                "S.swift:1:8: error: 'Card' needs arguments and no preview gives them: pass them with --view 'Card(content: …, tag: …)' or add a #Preview that builds it"
            ])
    }

    /// On iPhone a `NavigationSplitView` is a navigation stack of its sidebar (its title in the
    /// bar); the detail column, shown after a selection, is not drawn. `EditButton()` is a
    /// button titled "Edit".
    @Test func aSplitViewOnIPhoneIsAStackOfItsSidebar() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    NavigationSplitView {
                        List { Text("Inbox") }
                            .navigationTitle("Mail")
                            .toolbar { EditButton() }
                    } detail: {
                        Text("Pick a message")
                    }
                }
            }
            """)
        let texts = tree.nodes.compactMap(\.text)
        #expect(texts.contains("Inbox") && texts.contains("Mail") && texts.contains("Edit"))
        #expect(!texts.contains("Pick a message"))
        // The "Edit" text is inside a Button.
        var ancestor = tree.nodes.first { $0.text == "Edit" }?.parent
        var kinds: [String] = []
        while let index = ancestor {
            kinds.append(tree.nodes[index].kind)
            ancestor = tree.nodes[index].parent
        }
        #expect(kinds.contains("Button"))
    }

    /// `Rectangle().rotation(Angle(degrees: 45))` turns the path, not the frame: the 100-square
    /// frame centred at (196.5, 438.5) keeps its place, and its corner (−50, −50) from the centre
    /// turns clockwise to (0, −70.711): the path starts at (196.5, 367.789) and its next corner
    /// is (267.211, 438.5) — a diamond.
    @Test func aShapesRotationTurnsItsPathInsideItsFrame() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    Rectangle().rotation(Angle(degrees: 45)).fill(.blue).frame(width: 100, height: 100).accessibilityIdentifier("r")
                }
            }
            """)
        #expect(tree.node(id: "r")?.frame == Rect(x: 146.5, y: 388.5, width: 100, height: 100))
        let svg = String(decoding: try Self.pipeline.render(tree, as: .svg), as: UTF8.self)
        #expect(svg.contains("M196.5 367.789L267.211 438.5L196.5 509.211L125.789 438.5Z"))
    }

    /// A file of `extension View` modifiers only draws its first modifier that needs no
    /// argument on a sample text, with a warning: `Text("Hello").cardStyle()` — the text padded
    /// by 10 on every side in a yellow background.
    @Test func aFileOfModifiersDrawsOneOnASampleText() throws {
        let scene = try Self.pipeline.decode("""
            extension View {
                func tinted(_ colour: Color) -> some View { self.foregroundStyle(colour) }
                func cardStyle() -> some View { self.padding(10).background(Color.yellow).accessibilityIdentifier("card") }
            }
            """, file: "S.swift")
        #expect(scene.warnings.contains { $0.message.contains("drawn is what it declares on a sample view, Text(\"Hello\").cardStyle()") })
        let tree = try Self.pipeline.layout(scene)
        let text = try #require(tree.nodes.first { $0.text == "Hello" })
        let card = try #require(tree.node(id: "card"))
        #expect(card.frame.size.width == text.frame.size.width + 20 && card.frame.size.height == text.frame.size.height + 20)
    }

    /// A class whose body declares no `init` keeps its `init()` beside the `convenience init`
    /// an extension adds, which calls it: `Model(words: ["a", "b", "c"])` holds three words, so
    /// the colour is 3 × 10 = 30 wide.
    @Test func aConvenienceInitOfAnExtensionCallsTheClassesInit() throws {
        let tree = try laidOut("""
            final class Model: ObservableObject {
                @Published var words: [String] = []
            }
            extension Model {
                convenience init(words: [String]) {
                    self.init()
                    self.words = words
                }
            }
            struct ContentView: View {
                @StateObject var model = Model(words: ["a", "b", "c"])
                var body: some View {
                    Color.red.frame(width: CGFloat(model.words.count) * 10, height: 10).accessibilityIdentifier("c")
                }
            }
            """)
        #expect(tree.node(id: "c")?.frame.size.width == 30)
    }

    /// A design system's convenience initialisers of SwiftUI's views: `Label("Time", symbol:
    /// .clock)` is the `Label(_:systemImage:)` its extension's `self.init` makes, and
    /// `Button("Add", symbol: .plus) {}` the button whose label closure that init writes.
    @Test func convenienceInitialisersOfLabelAndButtonMakeTheirViews() throws {
        let tree = try laidOut("""
            enum SFSymbol: String { case plus = "plus", clock = "clock" }
            extension Label where Title == Text, Icon == Image {
                init(_ titleKey: String, symbol: SFSymbol) {
                    self.init(titleKey, systemImage: symbol.rawValue)
                }
            }
            extension Button where Label == SwiftUI.Label<Text, Image> {
                init(_ titleKey: String, symbol: SFSymbol, action: @escaping () -> Void) {
                    self.init(action: action) {
                        Label(titleKey, symbol: symbol)
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Label("Time", symbol: .clock)
                        Button("Add", symbol: .plus) {}
                    }
                }
            }
            """)
        func ancestors(ofText text: String) -> [String] {
            var index = tree.nodes.first { $0.text == text }?.parent
            var kinds: [String] = []
            while let current = index {
                kinds.append(tree.nodes[current].kind)
                index = tree.nodes[current].parent
            }
            return kinds
        }
        #expect(ancestors(ofText: "Time").contains("Label"))
        #expect(ancestors(ofText: "Add").contains("Button") && ancestors(ofText: "Add").contains("Label"))
    }

    /// `if #available(iOS 26, *)` holds APIs of an iOS after the picture's 17 (`glassEffect`, which
    /// layoutdraw does not know): only the branch iOS 17 runs is read, so the unknown modifier in
    /// the other is no error; `#available(iOS 16, *)` holds, and its `else` is not read.
    @Test func onlyTheAvailableBranchIsRead() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        if #available(iOS 26.0, *) {
                            Text("new").glassEffect(.regular)
                        } else {
                            Text("old")
                        }
                        if #available(iOS 16, *) {
                            Text("sixteen")
                        } else {
                            Text("older").unknownModifier()
                        }
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["old", "sixteen"])
    }

    /// A file that declares only a label style draws it on a sample label, with a warning;
    /// one that declares only a shape draws it stroked: a diamond `Path` in the 393-wide safe
    /// area, its top vertex at the middle of the top edge (196.5, 59).
    @Test func aFileOfAStyleOrAShapeDrawsItOnASample() throws {
        let style = try Self.pipeline.decode("""
            struct TitleOnly: LabelStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.title }
            }
            """, file: "S.swift")
        #expect(style.warnings.contains { $0.message.contains("Label(\"Label\", systemImage: \"star\").labelStyle(TitleOnly())") })
        #expect(try Self.pipeline.layout(style).nodes.compactMap(\.text) == ["Label"])
        let shape = try Self.pipeline.decode("""
            struct Diamond: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                        p.closeSubpath()
                    }
                }
            }
            """, file: "S.swift")
        #expect(shape.warnings.contains { $0.message.contains("Diamond().stroke(lineWidth: 2)") })
        let svg = String(decoding: try Self.pipeline.render(try Self.pipeline.layout(shape), as: .svg), as: UTF8.self)
        #expect(svg.contains("M196.5 59L"))
    }

    /// `.background()` (no argument) fills with the default background style, the system
    /// background: white in light mode, black in dark (`ContainerColors.background`), in the
    /// view's frame — the 20-point-padded text's.
    @Test func anEmptyBackgroundIsTheSystemBackground() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    Text("Hi").padding(10).accessibilityIdentifier("t").background()
                }
            }
            """)
        let padded = try #require(tree.node(id: "t"))
        let white = ShapePaint.fill(ColorStyle(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000)))
        let layer = try #require(tree.nodes.first { $0.paint == .shape(.rectangle, white) })
        #expect(layer.frame == padded.frame)
    }

    /// `(DonutLatticeLayout()) { … }` (Apple's Food Truck): a layout made in parentheses and
    /// called with its content is the layout with that content — here an HStack-like layout of
    /// two 30-wide colours, spaced 8: 68 wide.
    @Test func aLayoutInParenthesesCalledWithItsContent() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    (HStackLayout(spacing: 8)) {
                        Color.red.frame(width: 30, height: 10)
                        Color.blue.frame(width: 30, height: 10)
                    }
                    .accessibilityIdentifier("row")
                }
            }
            """)
        #expect(tree.node(id: "row")?.frame.size.width == 68)
    }

    /// `.blendMode(…)` is not drawn yet: the view is drawn as it is, with a warning that says so.
    @Test func blendModeIsAWarning() throws {
        let scene = try Self.pipeline.decode("""
            struct ContentView: View {
                var body: some View { Circle().blendMode(.multiply) }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == ["'blendMode' is not drawn yet: this picture is drawn without the blend mode (the view is drawn over what is behind it), which a device shows"])
    }

    /// A `switch` over a tuple (`switch (index, subviews.count)`, Apple's Food Truck's donut
    /// stack layout) matches element by element, `_` matching anything, and a case's `where`
    /// condition sees what its pattern bound: (0, 1) is "only", (0, 3) "first", (2, 3) "last
    /// of 3", (1, 3) "middle"; `if case let (a, b) = pair` takes a tuple apart.
    @Test func tuplePatternsAndWhereClauses() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                func describe(_ index: Int, _ count: Int) -> String {
                    switch (index, count) {
                    case (_, 1): return "only"
                    case (0, _): return "first"
                    case let (i, n) where i == n - 1: return "last of \\(n)"
                    default: return "middle"
                    }
                }
                var sum: Int {
                    let pair = (2, 5)
                    if case let (a, b) = pair, a < b { return a + b }
                    return 0
                }
                var body: some View {
                    VStack {
                        Text(describe(0, 1))
                        Text(describe(0, 3))
                        Text(describe(2, 3))
                        Text(describe(1, 3))
                        Text("\\(sum)")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["only", "first", "last of 3", "middle", "7"])
    }

    /// An enum's view property uses its others unqualified (`Label { Text(title) } icon: { icon }`,
    /// Apple's Food Truck's `SocialFeedTag`), and `case .city:` matches the case whatever it
    /// carries: `.city("Paris")` is labelled Paris with the building symbol.
    @Test func anEnumsViewPropertiesAndCasesWithoutTheirValues() throws {
        let tree = try laidOut("""
            enum Tag {
                case title(String)
                case city(String)
                @ViewBuilder
                var icon: some View {
                    switch self {
                    case .title: Image(systemName: "tag")
                    case .city: Image(systemName: "building.2")
                    }
                }
                var title: String {
                    switch self {
                    case .title(let s), .city(let s): return s
                    }
                }
                var label: some View {
                    Label { Text(title) } icon: { icon }
                }
            }
            struct ContentView: View {
                var body: some View { Tag.city("Paris").label }
            }
            """)
        // (A symbol's name is its node's text.)
        #expect(tree.nodes.compactMap(\.text) == ["building.2", "Paris"])
    }

    /// `.background(in: shape)` fills the shape with the background style, which
    /// `.backgroundStyle(_:)` sets for the views below it (Apple's Food Truck's tags):
    /// yellow here (#FFCC00, dark #FFD60A); without it the system background. `AnyShapeStyle(x)`
    /// is `x`.
    @Test func backgroundInAShapeTakesTheBackgroundStyle() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("a").padding(4).background(in: Circle()).backgroundStyle(.yellow)
                        Text("b").padding(4).background(in: Capsule())
                        Text("c").background(AnyShapeStyle(Color.red), in: Rectangle())
                    }
                }
            }
            """)
        let yellow = ShapePaint.fill(ColorStyle(light: RGBA(hex: 0xFFCC00), dark: RGBA(hex: 0xFFD60A)))
        let system = ShapePaint.fill(ColorStyle(light: RGBA(hex: 0xFFFFFF), dark: RGBA(hex: 0x000000)))
        let red = ShapePaint.fill(ColorStyle(light: RGBA(hex: 0xFF3B30), dark: RGBA(hex: 0xFF453A)))
        #expect(tree.nodes.contains { $0.paint == .shape(.circle, yellow) })
        #expect(tree.nodes.contains { $0.paint == .shape(.capsule, system) })
        #expect(tree.nodes.contains { $0.paint == .shape(.rectangle, red) })
    }

    /// A chain that starts at a method of a value returning a view (Apple's Food Truck:
    /// `donut.dough.image(thumbnail: true).resizable()`, `func image(thumbnail:) -> Image` in an
    /// extension of the project's protocol): the method's view, then the modifiers — not the
    /// value as a view with an unknown modifier `image`. `interpolation` changes no layout.
    @Test func aChainMayStartAtAValuesMethodThatReturnsAView() throws {
        let tree = try laidOut("""
            protocol Ingredient { var name: String { get } }
            extension Ingredient {
                func image(thumbnail: Bool) -> Image { Image(systemName: thumbnail ? "circle" : name) }
            }
            struct Dough: Ingredient { var name: String }
            struct Donut { var dough: Dough }
            struct ContentView: View {
                let donut = Donut(dough: Dough(name: "star"))
                var body: some View {
                    VStack(spacing: 0) {
                        donut.dough.image(thumbnail: true).resizable().interpolation(.medium).frame(width: 20, height: 30)
                        let dough = donut.dough
                        dough.image(thumbnail: false).resizable().frame(width: 40, height: 10)
                    }
                }
            }
            """)
        // (A symbol's name is its node's text.)
        #expect(tree.nodes.compactMap(\.text) == ["circle", "star"])
        let circle = try #require(tree.nodes.first { $0.text == "circle" })
        let star = try #require(tree.nodes.first { $0.text == "star" })
        #expect(circle.frame.width == 20 && circle.frame.height == 30)
        #expect(star.frame.width == 40 && star.frame.height == 10)
        #expect(star.frame.minY == circle.frame.maxY)
    }

    /// `Image.flavorSymbol(.savory)` with a static method an extension of `Image` declares
    /// (Apple's Food Truck): the image the method makes, then its modifiers.
    @Test func aStaticMethodOfAnExtensionOfImageMakesTheView() throws {
        let tree = try laidOut("""
            enum Flavor { case salty, savory }
            extension Image {
                static func flavorSymbol(_ flavor: Flavor) -> Image {
                    switch flavor {
                    case .salty: return Image(systemName: "star")
                    case .savory: return Image(systemName: "face.smiling")
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Image.flavorSymbol(.savory).resizable().frame(width: 40, height: 30)
                }
            }
            """)
        let symbol = try #require(tree.nodes.first { $0.text == "face.smiling" })
        #expect(symbol.frame.width == 40 && symbol.frame.height == 30)
    }

    /// A `ToolbarTitleMenu` draws nothing in the bar (its menu is closed; the chevron beside
    /// the title is not drawn yet, which a warning says), and `toolbarRole` changes nothing a
    /// stack's root shows: the title and the trailing button draw.
    @Test func aToolbarTitleMenuIsAWarningAndDrawsNothing() throws {
        let scene = try Self.pipeline.decode("""
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        Text("body")
                            .toolbar {
                                ToolbarTitleMenu { Button("Rename") { } }
                                ToolbarItem { Button("Done") { } }
                            }
                            .toolbarRole(.editor)
                            .navigationTitle("Title")
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == [
            "a ToolbarTitleMenu's menu is closed in a still picture and the chevron beside its title is not drawn yet; the bar is drawn without them"
        ])
        let tree = try Self.pipeline.layout(scene)
        #expect(tree.nodes.compactMap(\.text).sorted() == ["Done", "Title", "body"])
    }

    /// `NavigationPath` holds what a stack pushed, as a list: a picture shows the root, and the
    /// path's count and emptiness read as a list's (two appended, one removed: 1).
    @Test func aNavigationPathIsTheListOfWhatAStackPushed() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                @State private var path = NavigationPath()
                var depth: Int {
                    var p = NavigationPath()
                    p.append("a")
                    p.append(2)
                    p.removeLast()
                    return p.count
                }
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("\\(path.isEmpty) \\(depth)")
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["true 1"])
    }

    /// The animator modifiers draw their start: `phaseAnimator`'s first phase (2: 40 × 2 = 80
    /// wide) and `keyframeAnimator`'s initial value (30 wide), with the view as `content`.
    @Test func animatorModifiersDrawTheirStart() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("A").phaseAnimator([2.0, 1.0]) { content, phase in content.frame(width: 40 * phase, height: 10) }
                        Text("B").keyframeAnimator(initialValue: 30.0) { content, value in
                            content.frame(width: value, height: 10)
                        } keyframes: { _ in }
                    }
                }
            }
            """)
        #expect(tree.nodes.filter { $0.kind == "frame" }.map(\.frame.width) == [80, 30])
        #expect(tree.nodes.compactMap(\.text) == ["A", "B"])
    }

    /// `optional.map { Text($0) }` is an optional view: the closure's views when the value is
    /// there, else an empty view that its modifiers still wrap (the 30 × 10 frame keeps its
    /// room: the stack is 20 + 10 = 30 high).
    @Test func anOptionalMappedToAViewIsAnOptionalView() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                let title: String? = "a"
                let none: String? = nil
                var body: some View {
                    VStack(spacing: 0) {
                        title.map { Text($0) }.frame(width: 50, height: 20)
                        none.map { text in Text(text) }.frame(width: 30, height: 10)
                    }
                }
            }
            """)
        #expect(tree.nodes.compactMap(\.text) == ["a"])
        let stack = try #require(tree.nodes.first { $0.kind == "VStack" })
        #expect(stack.frame.width == 50 && stack.frame.height == 30)
    }

    /// A value whose declared type has a `map` of its own is not an optional: `box.map { … }`
    /// calls that method (here returning a String, so the chain is no view), and the closure is
    /// not run as an optional's view builder with `$0` the box.
    @Test func aDeclaredTypesOwnMapIsNotAnOptionalsMap() {
        let found = errors("""
            struct Box { var v: String; func map(_ f: (String) -> String) -> String { f(v) } }
            struct ContentView: View {
                let box = Box(v: "a")
                var body: some View { box.map { $0 + "b" } }
            }
            """)
        #expect(found.first?.hasPrefix("S.swift:4:27: error: 'box' is a value of type Box, not a view") == true, "\(found)")
    }

    /// A modifier no one declares, in a source that imports a package layoutdraw does not read:
    /// probably the package's, so the view draws without it and a warning says so; with no
    /// such import (or a close SwiftUI name) it stays an error.
    @Test func anUnknownModifierOfAnUnreadPackageIsAWarning() throws {
        let scene = try Self.pipeline.decode("""
            import SwiftUI
            import Shimmer
            struct ContentView: View {
                var body: some View { Text("a").shimmering().padding(4) }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == [
            "unknown modifier 'shimmering'; it probably comes from 'Shimmer', imported by the source, which layoutdraw does not read; the view is drawn without it"
        ])
        #expect(throws: (any Error).self) {
            try Self.pipeline.decode("import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"a\").shimmering() }\n}\n", file: "S.swift")
        }
    }

    /// `.fill(.background)` fills with the background style as `.background(in:)` does: what
    /// `.backgroundStyle(_:)` set above it (systemGreen, #34C759 / #30D158), else the system
    /// background.
    @Test func fillingWithTheBackgroundStyle() throws {
        let tree = try laidOut("""
            struct ContentView: View {
                var body: some View {
                    HStack {
                        Circle().fill(.background).backgroundStyle(.green)
                        Capsule().fill(.background)
                    }
                }
            }
            """)
        let green = ShapePaint.fill(ColorStyle(light: RGBA(hex: 0x34C759), dark: RGBA(hex: 0x30D158)))
        #expect(tree.nodes.contains { $0.paint == .shape(.circle, green) })
        #expect(tree.nodes.contains { $0.paint == .shape(.capsule, .fill(ColorStyle(light: .white, dark: .black))) })
    }

    /// A style's `opacity` applies to any style (`.teal.gradient.opacity(0.5)`: each stop at
    /// half its opacity); a style's `shadow(…)` is not drawn yet: the style alone, with a warning.
    @Test func aStylesOpacityAndShadow() throws {
        let scene = try Self.pipeline.decode("""
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Circle().fill(.teal.gradient.opacity(0.5)).frame(width: 50, height: 50)
                        Text("x").background(.regularMaterial.shadow(.drop(radius: 20)), in: Capsule())
                    }
                }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == ["a style's shadow is not drawn yet: 'background' is drawn with the style alone"])
        let tree = try Self.pipeline.layout(scene)
        let teal = ColorStyle(light: RGBA(hex: 0x30B0C7), dark: RGBA(hex: 0x40C8E0))
        #expect(tree.nodes.contains { $0.paint == .shape(.circle, .fill(ShapeStyle.gradient(.standard(for: teal)).opacity(0.5))) })
        #expect(tree.nodes.contains { $0.paint == .shape(.capsule, .fill(.material(Material(.regular)))) })
    }

    /// `Color(.brand)` with `extension UIColor { static let brand }` is that UIColor (Swift's
    /// `Color(_: UIColor)`), while `static let star = Image(.star)` in an extension of Image
    /// is not its own initial value: `.star` there is an asset's symbol (here none: a
    /// placeholder with a warning).
    @Test func implicitMembersOfColorAndImageInitialisers() throws {
        let scene = try Self.pipeline.decode("""
            extension UIColor {
                static let brand = UIColor.systemRed
            }
            extension Image {
                static let star = Image(.star)
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Color(.brand).frame(width: 10, height: 10)
                        Image.star
                    }
                }
            }
            """, file: "S.swift")
        #expect(scene.warnings.map(\.message) == [
            "no image set in the asset catalogues beside the source or above it has the symbol '.star'; a 100 × 100 placeholder is drawn"
        ])
        // systemRed: #FF3B30 in light mode.
        let svg = String(decoding: try Self.pipeline.render(try Self.pipeline.layout(scene), as: .svg), as: UTF8.self)
        #expect(svg.contains("fill=\"#ff3b30\""))
    }
}

