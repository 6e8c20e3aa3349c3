import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the list containers: `List`, `Form`, `Section`, `LabeledContent` and `GroupBox`
// (the engine types are in Sources/LayoutEngine/Containers/). Each reads both spellings: Swift's
// initializers (`List(items) { item in … }`, `Section("Header") { … }`, `Section { … } header:
// { … } footer: { … }`) and the YAML scene's mapping of the same labels (`Section: {header:
// Fruits, content: […]}`).
extension Views {
    // MARK: List and Form

    /// The sections of a list from its views: each `Section` as it is, each run of other views
    /// as a section without header and footer; every row wrapped in a `ListRow`.
    static func listSections(_ views: [ViewNode]) -> [ViewNode] {
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            let source = loose[0].source
            sections.append(ViewNode(ListSection(), subviews: listRows(loose, defaults: RowTraits()), source: source))
            loose = []
        }
        for view in views {
            if let section = listSection(view, traits: RowTraits()) {
                flush()
                sections.append(section)
            } else {
                loose.append(view)
            }
        }
        flush()
        return sections
    }

    /// `view` with its rows made, when it is a `Section` (behind any modifiers): the row traits
    /// written on it (`Section { … }.listRowInsets(…)`) are taken off it and apply to each of
    /// its rows that does not set its own. Nil when `view` is not a section.
    static func listSection(_ view: ViewNode, traits inherited: RowTraits) -> ViewNode? {
        var traits = inherited
        if let trait = RowTraits.take(view, into: &traits) { return listSection(trait, traits: traits) }
        if let section = view.view as? ListSection {
            let headerCount = section.hasHeader ? 1 : 0
            let footerCount = section.hasFooter ? 1 : 0
            guard view.subviews.count >= headerCount + footerCount else { return view }
            let rows = Array(view.subviews[headerCount..<(view.subviews.count - footerCount)])
            var made = view
            made.subviews =
                Array(view.subviews.prefix(headerCount)) + listRows(rows, defaults: traits)
                + Array(view.subviews.suffix(footerCount))
            return made
        }
        guard view.view is any ViewModifierLayout, !view.subviews.isEmpty, let inner = listSection(view.subviews[0], traits: traits)
        else { return nil }
        var made = view
        made.subviews[0] = inner
        return made
    }

    /// Each view as a `ListRow`: its row traits (found on it, else `defaults`) taken off it.
    static func listRows(_ views: [ViewNode], defaults: RowTraits) -> [ViewNode] {
        let taken = views.map { view -> (ViewNode, RowTraits) in
            var traits = RowTraits()
            let stripped = RowTraits.strip(view, into: &traits)
            return (stripped, traits.over(defaults))
        }
        return taken.enumerated().map { index, entry in
            let (content, traits) = entry
            let isLast = index == taken.count - 1
            let nextHidesTop = isLast ? false : taken[index + 1].1.hidesTop ?? false
            let background = traits.background ?? nil
            let row = ListRow(
                insets: traits.insets ?? nil, isFirst: index == 0, isLast: isLast,
                showsSeparator: !(traits.hidesBottom ?? false) && !nextHidesTop, hasBackground: background != nil,
                isLabel: isLabelRow(content))
            return ViewNode(row, subviews: [content] + (background.map { [$0] } ?? []), source: content.source)
        }
    }

    /// Whether a row's content is a `Label`, or a `NavigationLink` labelled by one (behind any
    /// modifiers): its separator starts under the title.
    static func isLabelRow(_ view: ViewNode) -> Bool {
        switch view.view {
        case is Label: return true
        case is NavigationLink: return view.subviews.first.map(isLabelRow) ?? false
        default:
            guard view.view is any ViewModifierLayout, let content = view.subviews.first else { return false }
            return isLabelRow(content)
        }
    }

    /// The list-row traits of a view (each `nil` when not written; the insets and background are
    /// themselves optional, `nil` meaning the default).
    struct RowTraits {
        var insets: EdgeInsets??
        var background: ViewNode??
        var hidesTop: Bool?
        var hidesBottom: Bool?

        /// These traits, with `defaults`' where these have none.
        func over(_ defaults: RowTraits) -> RowTraits {
            RowTraits(
                insets: insets ?? defaults.insets, background: background ?? defaults.background, hidesTop: hidesTop ?? defaults.hidesTop,
                hidesBottom: hidesBottom ?? defaults.hidesBottom)
        }

        /// When `view` is a row-trait modifier: records its trait (over any found further out:
        /// the one nearest the content wins) and returns its content.
        static func take(_ view: ViewNode, into traits: inout RowTraits) -> ViewNode? {
            guard let content = view.subviews.first else { return nil }
            switch view.view {
            case let insets as ListRowInsets: traits.insets = .some(insets.insets)
            case let background as ListRowBackground: traits.background = .some(background.background)
            case let separator as ListRowSeparator:
                traits.hidesTop = separator.hidesTop
                traits.hidesBottom = separator.hidesBottom
            default: return nil
            }
            return content
        }

        /// `view` without the row-trait modifiers of its modifier chain, which are recorded.
        static func strip(_ view: ViewNode, into traits: inout RowTraits) -> ViewNode {
            if let content = take(view, into: &traits) { return strip(content, into: &traits) }
            guard view.view is any ViewModifierLayout, !view.subviews.isEmpty else { return view }
            var made = view
            made.subviews[0] = strip(view.subviews[0], into: &traits)
            return made
        }
    }

    // MARK: Section

    /// A title written as a string (a `Text`, `\(…)` interpolated) or as a view (`Text("a")
    /// .bold()`, a closure, a YAML view entry); several views in a row.
    static func stringOrView(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        switch field.value {
        case .expression(let syntax):
            if ViewSyntax(expression: syntax.expression, origin: syntax.origin) != nil, d.isView(syntax.expression, input.context) {
                return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
            }
            guard let string = d.interpolated(field.value, for: field.name, keyLocation: field.key, input.context) else { return nil }
            return ViewNode(Text(string), source: d.location(field.value))
        default:
            return d.singleView(field.value, input.context) { views, at in ViewNode(HStack(), subviews: views, source: at) }
        }
    }

    // MARK: LabeledContent

    /// A `LabeledContent`'s value as a `Text`: a string as it is, a number as Swift prints it.
    static func valueText(_ field: Field, _ input: ViewInput) -> ViewNode? {
        let d = input.session
        if case .expression(let syntax) = field.value {
            guard let value = d.evaluate(syntax, input.context) else { return nil }
            switch value {
            case .string(let s): return ViewNode(Text(s), source: syntax.location)
            case .int, .double: return ViewNode(Text(value.interpolationDescription), source: syntax.location)
            default:
                d.error("expected a string or a number for 'value' of 'LabeledContent', found a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
        }
        guard let string = d.interpolated(field.value, for: "value", keyLocation: field.key, input.context) else { return nil }
        return ViewNode(Text(string), source: d.location(field.value))
    }

    // MARK: GroupBox

}
