import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutEngine
import Testing

@testable import LayoutDrawCompile
@testable import LayoutDrawScene

/// The list and navigation containers in both front ends: the same call in YAML and in Swift
/// compiles to the same tree, and bad arguments are errors at their position.
@Suite("Lists and navigation, decoded")
struct ListDecodingTests {
    func swift(_ source: String) throws -> ViewNode {
        try SceneDecoder.decode(source, file: "S.swift").root
    }

    func yaml(_ view: String) throws -> ViewNode {
        try decode("view:\n" + view).root
    }

    func swiftProblems(_ source: String) -> [String] {
        do {
            let scene = try SceneDecoder.decode(source, file: "S.swift")
            return scene.warnings.map { $0.formatted() }
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    /// The `ListRow`s of a tree, in order.
    func listRows(_ root: ViewNode) -> [ListRow] {
        flatten(root).compactMap { $0.view as? ListRow }
    }

    // MARK: List

    @Test func rowsOutsideASectionFormASectionOfTheirOwn() throws {
        let expected = ["List", "ListBackground", "Section", "ListRow", "Text", "ListRow", "Text"]
        for root in [
            try swift("List {\n    Text(\"A\")\n    Text(\"B\")\n}\n"),
            try yaml("  List:\n    - Text: A\n    - Text: B\n"),
            try yaml("  List: {content: [{Text: A}, {Text: B}]}\n"),
        ] {
            #expect(kinds(root) == expected)
            let rows = listRows(root)
            #expect(rows.map(\.isFirst) == [true, false] && rows.map(\.isLast) == [false, true])
        }
    }

    @Test func sectionsAndLooseRowsAlternate() throws {
        let source = """
            List {
                Text("Loose")
                Section("Fruits") {
                    Text("Apple")
                }
                Text("After")
            }
            """
        let root = try swift(source)
        // Three sections: the loose row, the written section (its header styled), the row after it.
        #expect(
            kinds(root) == [
                "List", "ListBackground", "Section", "ListRow", "Text", "Section", "sectionHeader", "Text", "ListRow", "Text",
                "Section", "ListRow", "Text",
            ])
        let twin = try yaml(
            "  List:\n    - Text: Loose\n    - Section: {header: Fruits, content: [{Text: Apple}]}\n    - Text: After\n")
        #expect(kinds(twin) == kinds(root))
    }

    @Test func theDataFormsAreForEachs() throws {
        for root in [
            try swift("List(0..<3) { i in Text(\"Row \\(i)\") }\n"),
            try swift("List([\"a\", \"b\", \"c\"], id: \\.self) { name in Text(name) }\n"),
            try yaml("  List: {count: 3, content: {Text: 'Row \\(index)'}}\n"),
        ] {
            #expect(listRows(root).count == 3)
            #expect(kinds(root).filter { $0 == "Section" }.count == 1)
        }
        let texts = flatten(try swift("List(0..<3) { i in Text(\"Row \\(i)\") }\n")).compactMap { ($0.view as? Text)?.string }
        #expect(texts == ["Row 0", "Row 1", "Row 2"])
        // `List(selection:) { rows }`: the trailing closure is the content.
        #expect(listRows(try swift("List(selection: .constant(1)) { Text(\"A\") }\n")).count == 1)
    }

    @Test func aFormIsAList() throws {
        let root = try swift("Form {\n    Toggle(\"Wi-Fi\", isOn: .constant(true))\n}\n")
        #expect((root.view as? List)?.isForm == true)
        #expect(root.view.kind == "Form")
        #expect(kinds(try yaml("  Form:\n    - Toggle: {title: Wi-Fi, isOn: true}\n")) == kinds(root))
    }

    // MARK: Section

    @Test func everySpellingOfASectionsHeaderAndFooter() throws {
        let expected = ["Section", "sectionHeader", "Text", "Text", "sectionFooter", "Text"]
        for root in [
            try swift("Section {\n    Text(\"Row\")\n} header: {\n    Text(\"Head\")\n} footer: {\n    Text(\"Foot\")\n}\n"),
            try swift("Section(header: Text(\"Head\"), footer: Text(\"Foot\")) {\n    Text(\"Row\")\n}\n"),
            try yaml("  Section: {header: Head, footer: Foot, content: [{Text: Row}]}\n"),
        ] {
            #expect(kinds(root) == expected)
            let section = try #require(root.view as? ListSection)
            #expect(section.hasHeader && section.hasFooter)
        }
        let titled = try swift("Section(\"Head\") { Text(\"Row\") }\n")
        #expect(kinds(titled) == ["Section", "sectionHeader", "Text", "Text"])
        #expect((titled.subviews[0].subviews[0].view as? Text)?.string == "Head")
    }

    // MARK: Row traits

    @Test func rowTraitsAreTakenOffTheRows() throws {
        let source = """
            List {
                Text("A")
                    .listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                    .listRowBackground(Color.yellow)
                Text("B")
                    .listRowSeparator(.hidden)
                Text("C")
            }
            """
        let root = try swift(source)
        let rows = listRows(root)
        #expect(rows[0].insets == EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        #expect(rows[0].hasBackground)
        // B hides both its separators: the one above it (A's) and its own.
        #expect(rows.map(\.showsSeparator) == [false, false, true])
        // The trait modifiers are gone from the tree; the background is the row's second subview.
        #expect(!kinds(root).contains("listRowInsets") && !kinds(root).contains("listRowBackground"))
        #expect(kinds(root).prefix(7) == ["List", "ListBackground", "Section", "ListRow", "Text", "Color", "ListRow"])
        let twin = try yaml(
            """
              List:
                - Text: A
                  listRowInsets: {top: 0, leading: 4, bottom: 0, trailing: 4}
                  listRowBackground: yellow
                - Text: B
                  listRowSeparator: hidden
                - Text: C

            """)
        #expect(kinds(twin) == kinds(root))
        #expect(listRows(twin).map(\.insets) == rows.map(\.insets))
    }

    @Test func aSectionsTraitsApplyToRowsThatSetNone() throws {
        let source = """
            List {
                Section {
                    Text("A")
                    Text("B").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                }
                .listRowInsets(EdgeInsets())
            }
            """
        let rows = listRows(try swift(source))
        // The row's own insets win (the modifier nearer the row); A takes the section's.
        #expect(rows.map(\.insets) == [EdgeInsets(), EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)])
        // Outside a list a row trait is a no-op modifier that stays in the tree.
        #expect(kinds(try swift("Text(\"A\").listRowInsets(nil)\n")) == ["listRowInsets", "Text"])
    }

    @Test func labelRowsStartTheirSeparatorUnderTheTitle() throws {
        let rows = listRows(try swift("List {\n    Label(\"Wi-Fi\", systemImage: \"wifi\")\n    NavigationLink(\"General\") { Text(\"Detail\") }\n}\n"))
        #expect(rows.map(\.isLabel) == [true, false])
    }

    // MARK: Styles

    @Test func listStylesInBothSpellings() throws {
        for (source, style) in [
            ("List { Text(\"A\") }.listStyle(.plain)\n", ListStyleKind.plain),
            ("List { Text(\"A\") }.listStyle(InsetGroupedListStyle())\n", .insetGrouped),
            ("List { Text(\"A\") }.listStyle(GroupedListStyle())\n", .grouped),
            ("List { Text(\"A\") }.listStyle(.sidebar)\n", .sidebar),
        ] {
            #expect((try swift(source).view as? ListStyleModifier)?.style == style)
        }
        #expect((try yaml("  List: [{Text: A}]\n  listStyle: inset\n").view as? ListStyleModifier)?.style == .inset)
        #expect(swiftProblems("List { Text(\"A\") }.listStyle(.carousel)\n") == [
            "S.swift:1:30: error: the 'carousel' list style is not on iOS: use .plain, .grouped, .insetGrouped, .inset or .sidebar"
        ])
        #expect(diagnostics("view:\n  List: [{Text: A}]\n  listStyle: insetGroupd\n") == [
            "s.yaml:3:14: error: unknown list style 'insetGroupd'; did you mean 'insetGrouped'?"
        ])
    }

    // MARK: LabeledContent and GroupBox

    @Test func labeledContentInBothFrontEnds() throws {
        let expected = ["LabeledContent", "Text", "Spacer", "labeledContentValue", "Text"]
        for root in [
            try swift("LabeledContent(\"Version\", value: \"17.4\")\n"),
            try swift("LabeledContent(\"Version\") { Text(\"17.4\") }\n"),
            try swift("LabeledContent {\n    Text(\"17.4\")\n} label: {\n    Text(\"Version\")\n}\n"),
            try yaml("  LabeledContent: {title: Version, value: '17.4'}\n"),
        ] {
            #expect(kinds(root) == expected)
            #expect(flatten(root).compactMap { ($0.view as? Text)?.string } == ["Version", "17.4"])
        }
        // A number prints as Swift prints it.
        let counted = try swift("LabeledContent(\"Songs\", value: 42)\n")
        #expect(flatten(counted).compactMap { ($0.view as? Text)?.string } == ["Songs", "42"])
        #expect(diagnostics("view:\n  LabeledContent: {title: Version}\n") == [
            "s.yaml:2:19: error: 'LabeledContent' needs 'value' or content: LabeledContent(\"Version\", value: \"1.0\")"
        ])
    }

    @Test func groupBoxInBothFrontEnds() throws {
        let expected = ["GroupBox", "groupBoxLabel", "Text", "Text"]
        for root in [
            try swift("GroupBox(\"Today\") {\n    Text(\"Sunny\")\n}\n"),
            try swift("GroupBox {\n    Text(\"Sunny\")\n} label: {\n    Text(\"Today\")\n}\n"),
            try swift("GroupBox(label: Text(\"Today\")) {\n    Text(\"Sunny\")\n}\n"),
            try yaml("  GroupBox: {title: Today, content: [{Text: Sunny}]}\n"),
        ] {
            #expect(kinds(root) == expected)
            #expect((root.view as? GroupBox)?.hasLabel == true)
        }
        #expect(kinds(try swift("GroupBox { Text(\"Sunny\") }\n")) == ["GroupBox", "Text"])
    }

    // MARK: Navigation

    @Test func theStackFindsItsRootsTitleAndToolbar() throws {
        let source = """
            NavigationStack {
                List {
                    Text("A")
                }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    Button("Add") {}
                }
            }
            """
        let root = try swift(source)
        let stack = try #require(root.view as? NavigationStack)
        #expect(stack.titleMode == .inline && stack.hasTitle)
        #expect(stack.itemPlacements == [.leading, .trailing])
        // Subviews: the root, the title (in the inline font), the two items.
        #expect(root.subviews.count == 4)
        #expect((root.subviews[1].view as? FontModifier)?.font == NavigationStack.inlineTitleFont)
        #expect((root.subviews[1].subviews[0].view as? Text)?.string == "Inbox")
        let twin = try yaml(
            """
              NavigationStack:
                List: [{Text: A}]
                navigationTitle: Inbox
                navigationBarTitleDisplayMode: inline
                toolbar:
                  - ToolbarItem: {placement: topBarLeading, content: {Button: Edit}}
                  - Button: Add

            """)
        #expect(kinds(twin) == kinds(root))
        #expect((twin.view as? NavigationStack)?.itemPlacements == [.leading, .trailing])
    }

    @Test func labelsInAToolbarShowTheirIconAlone() throws {
        // `Button(_:systemImage:)` is a button labelled by a `Label`…
        #expect(kinds(try swift("Button(\"Add\", systemImage: \"plus\") {}\n")) == ["Button", "Label", "Image", "Text"])
        // …which a toolbar shows as its icon alone.
        let root = try swift("NavigationStack {\n    Text(\"A\").toolbar { Button(\"Add\", systemImage: \"plus\") {} }\n}\n")
        #expect(kinds(root.subviews[1]) == ["ToolbarItem", "Button", "Image"])
    }

    @Test func theRootOfAStackHasALargeTitle() throws {
        let stack = try swift("NavigationStack {\n    Text(\"Hi\").navigationTitle(\"Home\")\n}\n")
        #expect((stack.view as? NavigationStack)?.titleMode == .large)
        #expect((stack.subviews[1].view as? FontModifier)?.font == NavigationStack.largeTitleFont)
        // The iOS 13 spellings.
        let old = try swift("NavigationView {\n    Text(\"Hi\").navigationBarTitle(\"Home\", displayMode: .inline)\n}\n")
        #expect(old.view.kind == "NavigationView")
        #expect((old.view as? NavigationStack)?.titleMode == .inline)
        let items = try swift("NavigationView {\n    Text(\"Hi\").navigationBarItems(trailing: Button(\"Add\") {})\n}\n")
        #expect((items.view as? NavigationStack)?.itemPlacements == [.trailing])
    }

    @Test func aTitleOnTheStackItselfShowsNothing() throws {
        // As in SwiftUI: the title is read from the stack's root, not from the stack.
        let root = try swift("NavigationStack {\n    Text(\"Hi\")\n}\n.navigationTitle(\"Lost\")\n")
        let stack = try #require(root.subviews.first?.view as? NavigationStack)
        #expect(!stack.hasTitle)
    }

    @Test func aHiddenBarHasNoTitleOrItems() throws {
        let root = try swift("NavigationStack {\n    Text(\"Hi\")\n        .navigationTitle(\"T\")\n        .toolbar(.hidden, for: .navigationBar)\n}\n")
        let stack = try #require(root.view as? NavigationStack)
        #expect(stack.isBarHidden && !stack.hasTitle && root.subviews.count == 1)
        #expect((try yaml("  NavigationStack:\n    Text: Hi\n    navigationBarHidden: true\n").view as? NavigationStack)?.isBarHidden == true)
    }

    @Test func navigationLinksInEverySpelling() throws {
        for source in [
            "NavigationLink(\"General\") { Text(\"Detail\") }\n",
            "NavigationLink(\"General\", value: 1)\n",
            "NavigationLink(destination: Text(\"Detail\")) { Text(\"General\") }\n",
            "NavigationLink {\n    Text(\"Detail\")\n} label: {\n    Text(\"General\")\n}\n",
        ] {
            let root = try swift(source)
            #expect(kinds(root) == ["NavigationLink", "Text"], "\(source)")
            #expect((root.subviews[0].view as? Text)?.string == "General")
        }
        #expect(kinds(try yaml("  NavigationLink: {title: General}\n")) == ["NavigationLink", "Text"])
        #expect(kinds(try swift("NavigationLink(\"Wi-Fi\", systemImage: \"wifi\") { Text(\"D\") }\n")) == ["NavigationLink", "Label", "Image", "Text"])
    }

    @Test func aNavigationViewOnIPhoneShowsItsFirstColumn() throws {
        let source = "NavigationView {\n    Text(\"Sidebar\")\n    Text(\"Detail\")\n}\n"
        #expect(swiftProblems(source) == ["S.swift:3:5: warning: a NavigationView on iPhone shows its first view; the other 1 are not drawn"])
    }

    @Test func whatHappensOnATapOrASwipeIsLeftOut() throws {
        let source = """
            struct Item: Identifiable { let id: Int; let name: String }
            struct ContentView: View {
                let items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(items) { item in
                                NavigationLink(item.name, value: item.id)
                                    .swipeActions { Button("Delete") {} }
                                    .contextMenu { Button("Copy") {} }
                            }
                            .onDelete { _ in }
                        }
                        .refreshable {}
                        .navigationDestination(for: Int.self) { id in Text("Detail \\(id)") }
                    }
                }
            }
            """
        let root = try swift(source)
        #expect(listRows(root).count == 2)
        // `EditButton()` is a button titled "Edit" (not in edit mode, as a picture starts).
        #expect(swiftProblems("EditButton()\n").isEmpty)
    }

    @Test func aSnippetThatIsAScreenIsDrawnOnTheDevice() throws {
        // A bare expression is drawn at its ideal size, unless it is a whole screen (a stack or a
        // list, behind any modifiers), which Xcode's canvas shows on a phone: the iPhone 15 Pro.
        for source in ["List { Text(\"A\") }\n", "NavigationStack { Text(\"A\") }.tint(.red)\n", "Form { Text(\"A\") }\n"] {
            let canvas = try SceneDecoder.decode(source, file: "S.swift").canvas
            #expect(canvas.sizing == .fixed(Size(width: 393, height: 852)) && canvas.safeArea == EdgeInsets(top: 59, bottom: 34), "\(source)")
        }
        #expect(try SceneDecoder.decode("VStack { Text(\"A\") }\n", file: "S.swift").canvas.sizing == .fit)
        #expect(try SceneDecoder.decode("GroupBox { Text(\"A\") }\n", file: "S.swift").canvas.sizing == .fit)
    }

    @Test func badToolbarsAndTitlesArePositioned() throws {
        // The keyboard's items draw nothing (the keyboard is down): the navigation stack is
        // its text alone.
        let keyboard = try swift("NavigationStack { Text(\"A\").toolbar { ToolbarItem(placement: .keyboard) { Text(\"Done\") } } }\n")
        #expect(!flatten(keyboard).contains { $0.view is ToolbarItem })
        #expect(flatten(keyboard).compactMap { ($0.view as? Text)?.string } == ["A"])
        #expect(swiftProblems("NavigationStack { Text(\"A\").toolbar { ToolbarItem(placement: .bottomBar) { Text(\"B\") } } }\n") == [
            "S.swift:1:62: warning: the 'bottomBar' toolbar placement is not drawn yet: layoutdraw draws the navigation bar's items (topBarLeading, topBarTrailing, principal); this item is left out"
        ])
        #expect(diagnostics("view:\n  Text: A\n  navigationBarTitleDisplayMode: small\n") == [
            "s.yaml:3:34: error: unknown title display mode 'small'"
        ])
        #expect(diagnostics("view:\n  Text: A\n  navigationTitle:\n") == [
            "s.yaml:3:3: error: 'navigationTitle' needs a title: .navigationTitle(\"Settings\")"
        ])
        #expect(swiftProblems("List([1, 2], children: \\.self) { Text(\"\\($0)\") }\n") == [
            "S.swift:1:14: error: 'List(_:children:)' (an outline) is not supported yet: write the rows, or use Section"
        ])
    }

    @Test func badRowTraitsArePositioned() {
        #expect(diagnostics("view:\n  List:\n    - Text: A\n      listRowSeparator: hiden\n") == [
            "s.yaml:4:25: error: unknown visibility 'hiden'; did you mean 'hidden'?"
        ])
        #expect(diagnostics("view:\n  List:\n    - Text: A\n      listRowInsets: {top: 1, leadng: 2}\n") == [
            "s.yaml:4:31: error: unknown parameter 'leadng' for 'listRowInsets'; did you mean 'leading'?"
        ])
        #expect(swiftProblems("List { Text(\"A\").listRowInsets(5) }\n") == [
            "S.swift:1:32: error: expected EdgeInsets for 'listRowInsets', found 5"
        ])
    }
}
