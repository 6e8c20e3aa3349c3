import Foundation
import LayoutDrawCore
import LayoutDrawFrames
import LayoutDrawTestSupport
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// Forms that real apps' views write and tutorials still teach: the style types constructed
/// (`SegmentedPickerStyle()`), `AnyView`, optional views (`image?.resizable()`), run-time casts,
/// a view held in a property, `.zero` for an angle, `.position(.init(x:y:))`. On the 400 × 400
/// canvas with the fixed-advance measurer: a body character is 10.2 wide, a line 20.4 tall, each
/// rounded up to the 2× pixel grid (one character 10.5 × 20.5, two 20.5 × 20.5, five 51 × 20.5).
extension SwiftSourceTests {
    private func frame(_ tree: FrameTree, _ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Rect {
        try #require(tree.node(id: id), sourceLocation: sourceLocation).frame
    }

    @Test func styleTypesConstructedAreTheirMembers() throws {
        // `extension PickerStyle where Self == SegmentedPickerStyle { static var segmented }`:
        // one value in two spellings, so one layout.
        for (old, new) in [
            ("Picker(\"P\", selection: .constant(0)) { Text(\"Alpha\").tag(0); Text(\"B\").tag(1) }.pickerStyle(SegmentedPickerStyle())",
             "Picker(\"P\", selection: .constant(0)) { Text(\"Alpha\").tag(0); Text(\"B\").tag(1) }.pickerStyle(.segmented)"),
            ("Button(\"Go\") {}.buttonStyle(BorderedProminentButtonStyle())", "Button(\"Go\") {}.buttonStyle(.borderedProminent)"),
            ("Label(\"Hi\", systemImage: \"star\").labelStyle(TitleOnlyLabelStyle())", "Label(\"Hi\", systemImage: \"star\").labelStyle(.titleOnly)"),
            ("Toggle(\"T\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())", "Toggle(\"T\", isOn: .constant(true)).toggleStyle(.switch)"),
            ("TextField(\"Name\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle())",
             "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)"),
        ] {
            let a = try layOut(old + ".accessibilityIdentifier(\"v\")\n")
            let b = try layOut(new + ".accessibilityIdentifier(\"v\")\n")
            #expect(try frame(a, "v") == frame(b, "v"), "\(old)")
            #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame), "\(old)")
        }
        // A title-only label is its title alone: 2 characters, 20.4 → 20.5 × 20.5, centred.
        let title = try layOut("Label(\"Hi\", systemImage: \"star\").labelStyle(TitleOnlyLabelStyle()).accessibilityIdentifier(\"v\")\n")
        #expect(try frame(title, "v") == Rect(x: 189.75, y: 189.75, width: 20.5, height: 20.5))
        // A style the source declares under one of these names is its own.
        #expect(
            problems("""
                struct PlainButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label.padding(10) }
                }
                struct ContentView: View {
                    var body: some View { Button("Go") {}.buttonStyle(PlainButtonStyle()).accessibilityIdentifier("v") }
                }
                """) == [])
        let declared = try layOut("""
            struct PlainButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding(10) }
            }
            struct ContentView: View {
                var body: some View { Button("Go") {}.buttonStyle(PlainButtonStyle()).accessibilityIdentifier("v") }
            }
            """)
        // "Go" (20.5 × 20.5) padded by 10: 40.5 × 40.5.
        #expect(try frame(declared, "v").size == Size(width: 40.5, height: 40.5))
    }

    @Test func anyViewIsItsViewToLayout() throws {
        // AnyView proposes what it is proposed and takes its view's size: "Hello" is 51 × 20.5,
        // centred at ((400 − 51) / 2, (400 − 20.5) / 2).
        let tree = try layOut("AnyView(Text(\"Hello\")).accessibilityIdentifier(\"v\")\n")
        #expect(try frame(tree, "v") == Rect(x: 174.5, y: 189.75, width: 51, height: 20.5))
        let erased = try layOut("""
            struct ContentView: View {
                var flag = true
                var body: some View {
                    let content: AnyView = flag ? AnyView(Color.red.frame(width: 30, height: 40)) : AnyView(Text("No"))
                    content.accessibilityIdentifier("v")
                }
            }
            """)
        #expect(try frame(erased, "v") == Rect(x: 185, y: 180, width: 30, height: 40))
    }

    @Test func anOptionalViewIsNothingWhenNil() throws {
        func source(_ bar: String) -> String {
            """
            struct ContentView: View {
                var bar: Color? = \(bar)
                var body: some View {
                    VStack {
                        bar?.frame(width: 10, height: 10)
                        Text("A").accessibilityIdentifier("t")
                    }
                }
            }
            """
        }
        // With the bar: 10 + 8 spacing + 20.5 = 38.5 tall, from (400 − 38.5) / 2 = 180.75;
        // the text 18 below. Without: the text alone, centred.
        #expect(try frame(layOut(source(".red")), "t") == Rect(x: 194.75, y: 198.75, width: 10.5, height: 20.5))
        #expect(try frame(layOut(source("nil")), "t") == Rect(x: 194.75, y: 189.75, width: 10.5, height: 20.5))
        // `bar!.frame(…)` is the view; nil stops with Swift's message.
        #expect(
            problems(source("nil").replacingOccurrences(of: "bar?.", with: "bar!."))
                == ["S.swift:5:13: error: unexpectedly found nil while unwrapping an optional value"])
    }

    @Test func castsTestTheValuesType() throws {
        let tree = try layOut("""
            struct Item { var name: String }
            struct ContentView: View {
                let values: [Any] = [3, "Hello", Item(name: "x"), 2.5]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<values.count, id: \\.self) { i in
                            if let n = values[i] as? Int { Color.red.frame(width: CGFloat(n * 10), height: 10) }
                            if let s = values[i] as? String { Text(s) }
                            if values[i] is Item { Color.blue.frame(width: 7, height: 7) }
                            if let d = values[i] as? Double { Color.green.frame(width: d * 10, height: 5) }
                        }
                    }
                    .accessibilityIdentifier("v")
                }
            }
            """)
        // 30 × 10, then "Hello" 51 × 20.5, then 7 × 7, then 25 × 5: 51 wide, 42.5 tall.
        #expect(try frame(tree, "v").size == Size(width: 51, height: 42.5))
        #expect(
            problems("""
                struct ContentView: View {
                    let value: Any = "text"
                    var body: some View { Text("\\(value as! Int)") }
                }
                """) == ["S.swift:3:41: error: could not cast a value of type String to 'Int'"])
    }

    @Test func aViewHeldInAPropertyIsDrawnWhereUsed() throws {
        let tree = try layOut("""
            struct ContentView: View {
                var icon = Image(systemName: "star.fill")
                var body: some View {
                    icon.resizable().frame(width: 30, height: 30).accessibilityIdentifier("v")
                }
            }
            """)
        #expect(try frame(tree, "v") == Rect(x: 185, y: 185, width: 30, height: 30))
    }

    @Test func zeroAngleAndImplicitPoint() throws {
        // `.position(.init(x: 10, y: 20))` centres the text there: 10.5 × 20.5 around (10, 20).
        let tree = try layOut("Text(\"p\").rotationEffect(.zero).position(.init(x: 10, y: 20)).accessibilityIdentifier(\"v\")\n")
        let position = try #require(tree.node(id: "v"))
        let text = try #require(tree.nodes.first { $0.text == "p" })
        #expect(position.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(text.frame == Rect(x: 4.75, y: 9.75, width: 10.5, height: 20.5))
    }

    @Test func tryAndAwaitGiveTheValue() throws {
        // The project's own functions run to their end: `try`, `try?`, `try!` and `await` give
        // the value they return.
        let tree = try layOut("""
            struct ContentView: View {
                func width() throws -> Double { 40 }
                func height() async -> Double { 30 }
                var body: some View {
                    Color.red.frame(width: try! width() + (try? width() ?? 0)!, height: 30).accessibilityIdentifier("v")
                }
            }
            """)
        #expect(try frame(tree, "v") == Rect(x: 160, y: 185, width: 80, height: 30))
    }

    @Test func aProtocolsExtensionGivesItsConformersDefaults() throws {
        // A protocol extension's member is the default of every conforming type that does not
        // declare its own (here through the inherited `Sized`); a type's own member wins.
        let tree = try layOut("""
            protocol Sized { var width: CGFloat { get } }
            protocol Card: Sized { var height: CGFloat { get } }
            extension Sized { var width: CGFloat { 40 } }
            extension Card { func area() -> CGFloat { width * height } }
            struct Small: Card { let height: CGFloat = 10 }
            struct Wide: Card { let height: CGFloat = 20; var width: CGFloat { 60 } }
            struct ContentView: View {
                let cards: [any Card] = [Small(), Wide()]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<cards.count, id: \\.self) { i in
                            Color.red.frame(width: cards[i].width, height: cards[i].height)
                                .accessibilityIdentifier("c\\(i)")
                        }
                        Color.blue.frame(width: Small().area() / 10, height: 5).accessibilityIdentifier("a")
                        if cards[1] is Sized { Color.green.frame(width: 1, height: 1).accessibilityIdentifier("s") }
                    }
                }
            }
            """)
        // 10 + 20 + 5 + 1 = 36 tall, from (400 − 36) / 2 = 182; each centred on x = 200.
        #expect(try frame(tree, "c0") == Rect(x: 180, y: 182, width: 40, height: 10))
        #expect(try frame(tree, "c1") == Rect(x: 170, y: 192, width: 60, height: 20))
        #expect(try frame(tree, "a") == Rect(x: 180, y: 212, width: 40, height: 5))
        #expect(try frame(tree, "s") == Rect(x: 199.5, y: 217, width: 1, height: 1))
    }

    @Test func environmentValuesTheSourceDeclares() throws {
        // `@Environment(\\.accent)` reads the key's default unless an enclosing view sets it;
        // `@Entry` declares a key with its default.
        let tree = try layOut("""
            struct AccentKey: EnvironmentKey { static let defaultValue: Color = .orange }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
                @Entry var gap: CGFloat = 8
            }
            struct Swatch: View {
                @Environment(\\.accent) private var accent
                @Environment(\\.gap) var gap
                var body: some View { accent.frame(width: 40 + gap, height: 20) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Swatch().accessibilityIdentifier("a")
                        Swatch().environment(\\.accent, .blue).environment(\\.gap, 30).accessibilityIdentifier("b")
                    }
                }
            }
            """)
        // 20 + 8 + 20 = 48 tall from (400 − 48) / 2 = 176; widths 40 + 8 and 40 + 30, centred.
        let a = try #require(tree.node(id: "a"))
        let b = try #require(tree.node(id: "b"))
        #expect(a.frame == Rect(x: 176, y: 176, width: 48, height: 20))
        #expect(b.frame == Rect(x: 165, y: 204, width: 70, height: 20))
        let colours = tree.nodes.compactMap { node -> ShapeStyle? in
            if case .shape(_, .fill(let style))? = node.paint { return style }
            return nil
        }
        #expect(colours == [.color(ColorStyle.named["orange"]!), .color(ColorStyle.named["blue"]!)])
        #expect(
            problems("""
                struct ContentView: View {
                    @Environment(\\.acent) var accent
                    var body: some View { Text("a") }
                }
                extension EnvironmentValues { @Entry var accent: Color = .red }
                """) == ["S.swift:2:20: error: '\\.acent' is not an environment value layoutdraw knows; did you mean 'accent'?"])
    }

    @Test func aViewThatNeedsArgumentsIsDrawnWithSamples() throws {
        // No preview builds TagRow: its tag is made of samples (the name "name", the count 0, the
        // first case), with a warning that lists them.
        let source = """
            enum Kind { case plain, bold }
            struct Tag { let name: String; var count: Int; let kind: Kind }
            struct TagRow: View {
                let tag: Tag
                @Binding var isOn: Bool
                var body: some View {
                    HStack(spacing: 0) {
                        Text(tag.name)
                        Text("\\(tag.count)")
                        if isOn { Color.red }
                    }
                    .accessibilityIdentifier("row")
                }
            }
            """
        let tree = try layOut(source)
        // "name" (4 × 10.2 = 40.8 → 41) and "0" (10.2 → 10.5): 51.5 wide together, centred.
        #expect(try frame(tree, "row") == Rect(x: 174.25, y: 189.75, width: 51.5, height: 20.5))
        #expect(problems(source) == [
            "S.swift:3:8: warning: 'TagRow' needs arguments and no preview gives them: drawn with sample values TagRow(tag: Tag(name: \"name\", count: 0, kind: Kind.plain), isOn: .constant(false)); pass them with --view 'TagRow(tag: …, isOn: …)' or add a #Preview that builds it"
        ])
    }

    /// A sample's nested type named through `Self.` (`let category: Self.Category`, with the
    /// enum declared in an extension of the type) is that type; a framework's object is made
    /// as the app makes one (`CLLocationManager()`).
    @Test func samplesOfSelfQualifiedAndFrameworkTypes() throws {
        let source = """
            import CoreLocation
            struct Habit { let name: String; let category: Self.Category }
            extension Habit { enum Category { case daily, weekly } }
            struct HabitRow: View {
                let habit: Habit
                let manager: CLLocationManager
                var body: some View { Text(habit.name).accessibilityIdentifier("row") }
            }
            """
        let tree = try layOut(source)
        #expect(try frame(tree, "row").width == 41)  // "name": 4 × 10.2 = 40.8 → 41
        #expect(problems(source) == [
            "S.swift:4:8: warning: 'HabitRow' needs arguments and no preview gives them: drawn with sample values HabitRow(habit: Habit(name: \"name\", category: Category.daily), manager: CLLocationManager()); pass them with --view 'HabitRow(habit: …, manager: …)' or add a #Preview that builds it"
        ])
    }
}
