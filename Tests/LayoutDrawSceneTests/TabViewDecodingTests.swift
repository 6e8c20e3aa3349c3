import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// `TabView`, `tabItem`, `tag`, `tabViewStyle` and iOS 18's `Tab` in both front ends: the same
/// tab view in YAML and in Swift compiles to the same tree, and mistakes are reported at their
/// position.
@Suite("Tab views, decoded")
struct TabViewDecodingTests {
    func swift(_ source: String) throws -> ViewNode {
        try SceneDecoder.decode(source, file: "S.swift").root
    }

    func yaml(_ view: String) throws -> ViewNode {
        try decode("view:\n" + view).root
    }

    /// The errors, or else the warnings, of a source.
    func problems(_ source: String, file: String = "S.swift") -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: file)
            return scene.warnings.map { $0.formatted() }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    /// The bar's items: whether each is selected, its symbol's name and its title.
    func items(_ root: ViewNode) -> [(selected: Bool, symbol: String?, title: String?)] {
        root.subviews.compactMap { node in
            guard let item = node.view as? TabBarItem else { return nil }
            let symbol = node.subviews.lazy.compactMap { $0.view as? SymbolImage }.first?.systemName
            let title = node.subviews.lazy.compactMap { $0.view as? Text }.first?.string
            return (item.isSelected, symbol, title)
        }
    }

    func selectedContent(_ root: ViewNode) -> String? {
        flatten(root.subviews[0]).lazy.compactMap { $0.view as? Text }.first?.string
    }

    @Test func theBarIsBuiltFromEachTabsItemInBothSpellings() throws {
        let root = try swift(
            """
            TabView {
                Text("A")
                    .tabItem { Label("Home", systemImage: "house") }
                Text("B")
                    .padding()
                    .tabItem {
                        Image(systemName: "gearshape")
                        Text("Settings")
                    }
            }
            """)
        // The first tab's content (its tabItem taken off), the background and its separator, two
        // items of an image and a title.
        let expected = [
            "TabView", "Text", "TabBarBackground", "TabBarSeparator", "TabBarItem", "Image", "Text", "TabBarItem", "Image", "Text",
        ]
        #expect(kinds(root) == expected)
        // The symbols are drawn in their fill variant, sized by the bar.
        #expect(items(root).map(\.symbol) == ["house.fill", "gearshape.fill"])
        #expect(items(root).map(\.title) == ["Home", "Settings"])
        #expect(items(root).map(\.selected) == [true, false])
        #expect(root.subviews[2].subviews.compactMap { ($0.view as? SymbolImage)?.isResizable } == [true])
        let twin = try yaml(
            """
              TabView:
                - Text: A
                  tabItem: {Label: {title: Home, systemImage: house}}
                - Text: B
                  padding: true
                  tabItem: [{Image: {systemName: gearshape}}, {Text: Settings}]

            """)
        #expect(kinds(twin) == expected)
        #expect(items(twin).map(\.symbol) == ["house.fill", "gearshape.fill"])
    }

    @Test func theSelectionPicksTheTabWhoseTagEqualsIt() throws {
        let root = try swift(
            """
            enum Tab { case home, inbox }
            struct ContentView: View {
                @State private var tab: Tab = .inbox
                var body: some View {
                    TabView(selection: $tab) {
                        Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                        Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(.inbox)
                    }
                }
            }
            """)
        // `.inbox` (the state's value) equals `.tag(.inbox)`: the second tab is drawn, its item
        // selected; the tag is taken off the content.
        #expect(selectedContent(root) == "Inbox")
        #expect(kinds(root.subviews[0]) == ["Text"])
        #expect(items(root).map(\.selected) == [false, true])
        let twin = try yaml(
            """
              TabView:
                selection: 2
                content:
                  - Text: Home
                    tabItem: {Label: {title: Home, systemImage: house}}
                    tag: 1
                  - Text: Inbox
                    tabItem: {Label: {title: Inbox, systemImage: tray}}
                    tag: 2

            """)
        #expect(selectedContent(twin) == "Inbox")
        #expect(items(twin).map(\.selected) == [false, true])
        // A constant binding and a tab made by a ForEach.
        let constant = try swift(
            """
            TabView(selection: .constant("b")) {
                ForEach(["a", "b"], id: \\.self) { name in
                    Text(name).tabItem { Text(name) }.tag(name)
                }
            }
            """)
        #expect(selectedContent(constant) == "b")
        #expect(items(constant).map(\.title) == ["a", "b"])
    }

    @Test func aSelectionNoTagEqualsDrawsTheFirstTab() throws {
        let source = """
            TabView(selection: .constant(3)) {
                Text("A").tabItem { Text("A") }.tag(1)
                Text("B").tabItem { Text("B") }.tag(2)
            }
            """
        #expect(problems(source) == ["S.swift:1:20: warning: no tab has the tag 3, the selection's value: the first tab is drawn selected (write .tag(…) on each tab)"])
        let root = try swift(source)
        #expect(selectedContent(root) == "A")
        #expect(items(root).map(\.selected) == [true, false])
    }

    @Test func aTabWithoutAnItemHasAnEmptyOne() throws {
        let source = "TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n    Text(\"B\")\n}\n"
        #expect(problems(source) == ["S.swift:3:5: warning: this tab has no .tabItem { … }: its item in the tab bar is empty, as SwiftUI draws it"])
        let root = try swift(source)
        #expect(kinds(root.subviews[3]) == ["TabBarItem"])
        #expect((root.subviews[3].view as? TabBarItem).map { !$0.hasIcon && !$0.hasTitle } == true)
    }

    @Test func anItemShowsAnImageAndATextOnly() throws {
        let source = "TabView {\n    Text(\"A\").tabItem {\n        Circle()\n        Text(\"A\").bold()\n    }\n}\n"
        #expect(problems(source) == ["S.swift:3:9: warning: 'Circle' is not drawn in a tab item: a tab bar item shows an Image and a Text (or a Label)"])
        // The title is the bare Text: the bar draws it in its own font.
        #expect(kinds(try swift(source).subviews[2]) == ["TabBarItem", "Text"])
    }

    @Test func iOS18TabsAreTabsWithTheirItemAndValue() throws {
        let root = try swift(
            """
            TabView(selection: .constant(2)) {
                Tab("Home", systemImage: "house") {
                    Text("A")
                }
                Tab("Search", systemImage: "magnifyingglass", value: 2) {
                    Text("B")
                }
                Tab(value: 3) {
                    Text("C")
                } label: {
                    Label("Profile", systemImage: "person")
                }
            }
            """)
        #expect(selectedContent(root) == "B")
        #expect(items(root).map(\.title) == ["Home", "Search", "Profile"])
        #expect(items(root).map(\.symbol) == ["house.fill", "magnifyingglass", "person.fill"])
        let twin = try yaml(
            """
              TabView:
                selection: 2
                content:
                  - Tab: {title: Home, systemImage: house, content: {Text: A}}
                  - Tab: {title: Search, systemImage: magnifyingglass, value: 2, content: {Text: B}}
                  - Tab: {value: 3, content: {Text: C}, label: {Label: {title: Profile, systemImage: person}}}

            """)
        #expect(kinds(twin) == kinds(root))
        #expect(selectedContent(twin) == "B")
    }

    @Test func moreThanFiveTabsEndWithMore() throws {
        let tabs = (1...6).map { "    Text(\"\($0)\").tabItem { Label(\"T\($0)\", systemImage: \"star\") }.tag(\($0))" }
        let root = try swift("TabView(selection: .constant(6)) {\n" + tabs.joined(separator: "\n") + "\n}\n")
        // Four items and More (`ellipsis`), which is selected: the sixth tab is behind it.
        #expect(items(root).map(\.title) == ["T1", "T2", "T3", "T4", "More"])
        #expect(items(root).map(\.symbol) == ["star.fill", "star.fill", "star.fill", "star.fill", "ellipsis"])
        #expect(items(root).map(\.selected) == [false, false, false, false, true])
        #expect(selectedContent(root) == "6")
    }

    @Test func onlyTheSelectedTabIsInTheTreeButEveryTabIsCompiled() throws {
        let source = "TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n    Text(\"B\").paddding().tabItem { Text(\"B\") }\n}\n"
        #expect(problems(source) == ["S.swift:3:15: error: unknown modifier 'paddding'; did you mean 'padding'?"])
        let root = try swift("TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n    Color.red.tabItem { Text(\"B\") }\n}\n")
        #expect(!flatten(root).contains { $0.view is Color })
    }

    @Test func theTabBarStyleIsDrawnAndThePageStyleShowsTheSelectedPage() throws {
        for style in [".automatic", "DefaultTabViewStyle()", ".tabBarOnly", ".sidebarAdaptable"] {
            #expect(problems("TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n}\n.tabViewStyle(\(style))\n").isEmpty, "\(style)")
        }
        // The page style: a warning that the dots are not drawn (none when they are hidden), and
        // no complaint that a page has no tabItem — a page style has no bar.
        let dots = "the 'page' tab view style draws the selected page; its page index dots are not drawn yet"
        #expect(problems("TabView {\n    Text(\"A\")\n    Text(\"B\")\n}\n.tabViewStyle(.page)\n") == ["S.swift:5:15: warning: \(dots)"])
        #expect(problems("TabView {\n    Text(\"A\")\n}\n.tabViewStyle(.page(indexDisplayMode: .never))\n").isEmpty)
        #expect(
            problems("TabView {\n    Text(\"A\")\n}\n.tabViewStyle(PageTabViewStyle())\n")
                == ["S.swift:4:15: warning: the 'PageTabViewStyle' tab view style draws the selected page; its page index dots are not drawn yet"])
        #expect(problems("view:\n  TabView: [{Text: A}]\n  tabViewStyle: page\n", file: "s.yaml") == ["s.yaml:3:17: warning: \(dots)"])
        #expect(
            problems("TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n}\n.tabViewStyle(.verticalPage)\n")
                == ["S.swift:4:15: error: the 'verticalPage' tab view style is not supported yet: layoutdraw draws the tab bar (.automatic)"])
        #expect(
            problems("view:\n  TabView: [{Text: A, tabItem: {Text: A}}]\n  tabViewStyle: automatc\n", file: "s.yaml")
                == ["s.yaml:3:17: error: unknown tab view style 'automatc'; did you mean 'automatic'?"])
        // The selected page fills the tab view, without a bar: the tree holds the tab view and
        // the first page's text only.
        let root = try swift("TabView {\n    Text(\"A\")\n    Text(\"B\")\n}\n.tabViewStyle(.page)\n")
        let kinds = flatten(root).map(\.view.kind)
        #expect(kinds.filter { $0 == "Text" }.count == 1)
        #expect(!kinds.contains("TabBarBackground"))
    }

    @Test func hidingTheTabBarInTheSelectedTab() throws {
        let root = try swift("TabView {\n    Text(\"A\")\n        .toolbar(.hidden, for: .tabBar)\n        .tabItem { Text(\"A\") }\n}\n")
        #expect((root.view as? TabView)?.isBarHidden == true)
        #expect(kinds(root) == ["TabView", "toolbarVisibility", "Text"])
        // Hiding the tab bar leaves a navigation bar alone.
        let stack = try swift("NavigationStack {\n    Text(\"A\").navigationTitle(\"T\").toolbar(.hidden, for: .tabBar)\n}\n")
        #expect((stack.view as? NavigationStack)?.isBarHidden == false)
    }

    @Test func aTabViewIsDrawnOnAPhone() throws {
        let scene = try SceneDecoder.decode("TabView {\n    Text(\"A\").tabItem { Text(\"A\") }\n}\n", file: "S.swift")
        #expect(scene.canvas.sizing == .fixed(Size(width: 393, height: 852)))
    }

    @Test func aTagOutsideATabViewIsATrait() throws {
        // Written where nothing reads it (a Picker's or a list's selection), it changes nothing.
        #expect(kinds(try swift("Text(\"A\").tag(1)\n")) == ["tag", "Text"])
        #expect(problems("Text(\"A\").tag()\n") == ["S.swift:1:11: error: 'tag' needs a value: .tag(1)"])
    }
}
