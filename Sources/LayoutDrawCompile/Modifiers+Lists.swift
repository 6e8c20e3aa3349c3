import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the list modifiers: `listStyle` (an environment value), the row traits
// `listRowInsets`, `listRowBackground`, `listRowSeparator` (which `List` takes off its rows),
// `scrollContentBackground` and `formStyle` (`textCase` is in Modifiers+Text.swift). Swift
// `.listStyle(.plain)`; YAML `listStyle: plain`.
extension Modifiers {
    /// The list styles by name, and by the name of their types (`PlainListStyle()`, as older
    /// listings write them).
    static let listStyles: [String: ListStyleKind] = {
        var table = Dictionary(uniqueKeysWithValues: ListStyleKind.allCases.map { ($0.rawValue, $0) })
        for style in ListStyleKind.allCases {
            let name = style == .automatic ? "Default" : style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst()
            table[name + "ListStyle"] = style
        }
        return table
    }()

    /// The style types a listing may construct (`InsetGroupedListStyle()`, `PageTabViewStyle()`), for
    /// the name check.
    static let styleTypeNames = listStyles.keys.filter { $0.hasSuffix("ListStyle") } + tabViewStyleTypeNames

    /// `.listStyle(.insetGrouped)`, `.listStyle(InsetGroupedListStyle())`; YAML `listStyle:
    /// insetGrouped`. `.bordered`, `.carousel` and `.elliptical` are macOS and watchOS styles.
    static func listStyle(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'listStyle' needs a style: .plain, .grouped, .insetGrouped, .inset, .sidebar or .automatic", at: i.location)
            return nil
        }
        // `PlainListStyle()`: a style's type, constructed.
        if case .expression(let syntax) = value, case .call(.name(let name, _), let arguments, _) = syntax.expression, arguments.isEmpty,
            let style = listStyles[name]
        {
            return .modifier(ListStyleModifier(style))
        }
        let otherPlatforms = ["bordered", "carousel", "elliptical"]
        return d.named(value, listStyles, kind: "list style", for: i.name, keyLocation: i.location, context: i.context) { key in
            otherPlatforms.contains(key) ? "the '\(key)' list style is not on iOS: use .plain, .grouped, .insetGrouped, .inset or .sidebar" : nil
        }.map { .modifier(ListStyleModifier($0)) }
    }

    /// `.formStyle(.automatic | .grouped)`: both are a Form's look on iOS; `.columns` is macOS's.
    static func formStyle(_ i: ModifierInput) -> Modification? {
        let table = ["automatic": true, "grouped": true, "columns": false]
        guard let supported = i.session.named(i.value, table, kind: "form style", for: i.name, keyLocation: i.location, context: i.context)
        else { return nil }
        guard supported else {
            i.session.error("the 'columns' form style is macOS's; on iOS a Form is grouped (.automatic, .grouped)", at: i.session.location(of: i.value, key: i.location))
            return nil
        }
        return Modification.none
    }

    /// `.listRowInsets(EdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 0))`,
    /// `.listRowInsets(EdgeInsets())`, `.listRowInsets(nil)` (the default); YAML `listRowInsets:
    /// {top: 0, leading: 25, bottom: 0, trailing: 0}` (edges left out are 0) or `listRowInsets: 0`.
    static func listRowInsets(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'listRowInsets' needs insets: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), or nil for the default", at: i.location)
            return nil
        }
        if d.isNil(value, i.context) { return .modifier(ListRowInsets(nil)) }
        // A row as tall as infinity has no place in a list.
        func finite(_ insets: EdgeInsets) -> Modification? {
            for n in [insets.top, insets.leading, insets.bottom, insets.trailing] where !n.isFinite {
                d.error("'listRowInsets' must be finite, not \(SwiftFormat.double(n))", at: d.location(of: value, key: i.location))
                return nil
            }
            return .modifier(ListRowInsets(insets))
        }
        switch value {
        case .record:
            guard let fields = d.parameters(value, of: i.name, allowed: ["top", "leading", "bottom", "trailing"], keyLocation: i.location)
            else { return nil }
            var insets = EdgeInsets.zero
            for (name, field) in fields {
                guard let n = d.number(field.value, for: name, keyLocation: field.key, i.context) else { return nil }
                switch name {
                case "top": insets.top = n
                case "leading": insets.leading = n
                case "bottom": insets.bottom = n
                default: insets.trailing = n
                }
            }
            return finite(insets)
        case .expression(let syntax):
            guard let evaluated = d.evaluate(syntax, i.context) else { return nil }
            switch evaluated {
            case .insets(let insets): return finite(insets)
            case .symbol(let symbol) where symbol.name == "init" && symbol.path.count == 1:
                // `.init(top: 0, leading: 25, bottom: 0, trailing: 0)`.
                var insets = EdgeInsets.zero
                for argument in symbol.path[0].arguments ?? [] {
                    guard let n = argument.value.number, n.isFinite else {
                        d.error("an EdgeInsets takes numbers for top, leading, bottom and trailing", at: syntax.location)
                        return nil
                    }
                    switch argument.label {
                    case "top": insets.top = n
                    case "leading": insets.leading = n
                    case "bottom": insets.bottom = n
                    case "trailing": insets.trailing = n
                    default:
                        d.error("EdgeInsets takes (top:leading:bottom:trailing:), not '\(argument.label ?? "_")'", at: syntax.location)
                        return nil
                    }
                }
                return finite(insets)
            default:
                d.error("expected EdgeInsets for 'listRowInsets', found \(evaluated.interpolationDescription)", at: syntax.location)
                return nil
            }
        default:
            return number(i).flatMap { finite(EdgeInsets(all: $0)) }
        }
    }

    /// `.listRowBackground(Color.yellow)`, `.listRowBackground(View())`; YAML
    /// `listRowBackground: yellow` or a view. `nil` is the card's colour.
    static func listRowBackground(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'listRowBackground' needs a colour or a view", at: i.location)
            return nil
        }
        if d.isNil(value, i.context) { return .modifier(ListRowBackground(nil)) }
        let view: ViewNode
        switch value {
        case .expression(let syntax) where d.isColor(syntax, i.context):
            guard let color = d.color(value, for: i.name, keyLocation: i.location, i.context) else { return nil }
            view = ViewNode(Color(color), source: syntax.location)
        default:
            view = d.singleView(value, i.context) { views, at in ViewNode(ZStack(), subviews: views, source: at) }
        }
        return .modifier(ListRowBackground(view))
    }

    /// `.listRowSeparator(.hidden)`, `.listRowSeparator(.hidden, edges: .bottom)`; YAML
    /// `listRowSeparator: hidden` or `{visibility: hidden, edges: bottom}`.
    static func listRowSeparator(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let visibilities = ["hidden": true, "visible": false, "automatic": false]
        var visibilityNode = i.value
        var visibilityKey = i.location
        var edges: (top: Bool, bottom: Bool) = (true, true)
        if let value = i.value, case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["visibility", "edges"], keyLocation: i.location) else { return nil }
            visibilityNode = fields["visibility"]?.value
            visibilityKey = fields["visibility"]?.key ?? i.location
            if let field = fields["edges"] {
                let table: [String: (Bool, Bool)] = ["all": (true, true), "top": (true, false), "bottom": (false, true)]
                guard let e = d.named(field.value, table, kind: "vertical edge", for: "edges", keyLocation: field.key, context: i.context) else { return nil }
                edges = e
            }
        }
        guard visibilityNode != nil else {
            d.error("'listRowSeparator' needs a visibility: .hidden, .visible or .automatic", at: i.location)
            return nil
        }
        guard let hidden = d.named(visibilityNode, visibilities, kind: "visibility", for: i.name, keyLocation: visibilityKey, context: i.context)
        else { return nil }
        return .modifier(ListRowSeparator(hidesTop: hidden && edges.top, hidesBottom: hidden && edges.bottom))
    }

    /// `.scrollContentBackground(.hidden)`; YAML `scrollContentBackground: hidden`.
    static func scrollContentBackground(_ i: ModifierInput) -> Modification? {
        let table = ["hidden": true, "visible": false, "automatic": false]
        return i.session.named(i.value, table, kind: "visibility", for: i.name, keyLocation: i.location, context: i.context)
            .map { .modifier(ScrollContentBackground(hidden: $0)) }
    }
}
