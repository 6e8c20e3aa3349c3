import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Argument mappings of the navigation modifiers: each leaves a marker the enclosing
// `NavigationStack` reads when it is made (Views+Navigation.swift). Swift
// `.navigationTitle("Settings")`; YAML `navigationTitle: Settings`.
extension Modifiers {
    /// `.navigationTitle("Settings")`, `.navigationTitle(Text("Settings"))`; YAML
    /// `navigationTitle: Settings`.
    static func navigationTitle(_ i: ModifierInput) -> Modification? {
        guard let value = i.value else {
            i.session.error("'\(i.name)' needs a title: .navigationTitle(\"Settings\")", at: i.location)
            return nil
        }
        return titleString(value, i).map { .modifier(NavigationTitle($0)) }
    }

    /// `.navigationBarTitle("Settings", displayMode: .inline)` (the iOS 13 spelling); YAML
    /// `navigationBarTitle: {title: Settings, displayMode: inline}`.
    static func navigationBarTitle(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'navigationBarTitle' needs a title: .navigationBarTitle(\"Settings\")", at: i.location)
            return nil
        }
        guard case .record = value else { return titleString(value, i).map { .modifier(NavigationTitle($0)) } }
        guard let fields = d.parameters(value, of: i.name, allowed: ["title", "displayMode"], keyLocation: i.location) else { return nil }
        guard let titleField = fields["title"] else {
            d.error("'navigationBarTitle' needs a title", at: d.location(value))
            return nil
        }
        var mode: NavigationBarTitleDisplayMode?
        if let field = fields["displayMode"] {
            guard let m = displayMode(field.value, key: field.key, i) else { return nil }
            mode = m
        }
        return titleString(titleField.value, i).map { .modifier(NavigationTitle($0, displayMode: mode)) }
    }

    /// `.navigationBarTitleDisplayMode(.inline | .large | .automatic)` and iOS 17's
    /// `.toolbarTitleDisplayMode(…)` (whose `.inlineLarge` is drawn large).
    static func navigationBarTitleDisplayMode(_ i: ModifierInput) -> Modification? {
        guard let value = i.value else {
            i.session.error("'\(i.name)' needs a mode: .inline, .large or .automatic", at: i.location)
            return nil
        }
        return displayMode(value, key: i.location, i).map { .modifier(NavigationBarTitleDisplayModeModifier($0)) }
    }

    private static func displayMode(_ value: ValueSyntax, key: SourceLocation, _ i: ModifierInput) -> NavigationBarTitleDisplayMode? {
        var table = Dictionary(uniqueKeysWithValues: NavigationBarTitleDisplayMode.allCases.map { ($0.rawValue, $0) })
        table["inlineLarge"] = .large
        return i.session.named(value, table, kind: "title display mode", for: i.name, keyLocation: key, context: i.context)
    }

    /// A title: a string, `\(…)` interpolated, or `Text("…")` (its string).
    private static func titleString(_ value: ValueSyntax, _ i: ModifierInput) -> String? {
        let d = i.session
        if case .expression(let syntax) = value, case .call(.name("Text", _), let arguments, _) = syntax.expression,
            arguments.count == 1, arguments[0].label == nil
        {
            return d.interpolated(.expression(ExpressionSyntax(arguments[0].value, origin: syntax.origin)), for: i.name, keyLocation: i.location, i.context)
        }
        return d.interpolated(value, for: i.name, keyLocation: i.location, i.context)
    }

    /// `.toolbar { items }` (each a `ToolbarItem`, a `ToolbarItemGroup` or a view, which is
    /// placed at the trailing edge), `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.hidden)`;
    /// YAML `toolbar: [items]` or `toolbar: hidden`.
    static func toolbar(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'toolbar' needs items: .toolbar { ToolbarItem(placement: .topBarTrailing) { … } }", at: i.location)
            return nil
        }
        let visibilities = ["hidden": true, "visible": false, "automatic": false]
        var content = value
        if case .record = value {
            guard let fields = d.parameters(value, of: i.name, allowed: ["content", "for", "removing", "id"], keyLocation: i.location) else { return nil }
            if let removing = fields["removing"] {
                d.error("'toolbar(removing:)' is not supported yet", at: removing.key)
                return nil
            }
            guard let field = fields["content"] else {
                d.error("'toolbar' needs items or a visibility", at: d.location(value))
                return nil
            }
            if let bars = fields["for"] {
                // `.toolbar(.hidden, for: .navigationBar)`, `for: .tabBar`: the other bars are
                // not drawn, so hiding them changes nothing.
                guard let hidden = d.named(field.value, visibilities, kind: "visibility", for: i.name, keyLocation: field.key, context: i.context)
                else { return nil }
                let names: [String: ToolbarVisibility.Bar?] = [
                    "navigationBar": .navigationBar, "tabBar": .tabBar, "bottomBar": nil, "automatic": .navigationBar, "windowToolbar": nil,
                ]
                guard let bar = d.named(bars.value, names, kind: "bar", for: "for", keyLocation: bars.key, context: i.context)
                else { return nil }
                return bar.map { .modifier(ToolbarVisibility(hidden: hidden, bar: $0)) } ?? Modification.none
            }
            content = field.value
        }
        if let visibility = visibilityName(content), let hidden = visibilities[visibility] {
            return .modifier(ToolbarVisibility(hidden: hidden))
        }
        return .modifier(Toolbar(items: d.views(content, i.context)))
    }

    /// `.hidden`, `hidden`: a visibility written where a toolbar's items could be.
    private static func visibilityName(_ value: ValueSyntax) -> String? {
        switch value {
        case .expression(let syntax):
            if case .implicitMember(let name, _) = syntax.expression { name } else { nil }
        default: nil
        }
    }

    /// `.navigationBarHidden(true)`; YAML `navigationBarHidden: true`.
    static func navigationBarHidden(_ i: ModifierInput) -> Modification? {
        i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true).map { .modifier(ToolbarVisibility(hidden: $0)) }
    }

    /// `.navigationBarItems(leading: …, trailing: …)` (the iOS 13 spelling of toolbar items).
    static func navigationBarItems(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value, case .record = value,
            let fields = d.parameters(value, of: i.name, allowed: ["leading", "trailing"], keyLocation: i.location)
        else {
            d.error("'navigationBarItems' needs leading: or trailing: views", at: d.location(of: i.value, key: i.location))
            return nil
        }
        var items: [ViewNode] = []
        for (name, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
            guard let field = fields[name] else { continue }
            let views = d.views(field.value, i.context)
            if !views.isEmpty { items.append(ViewNode(ToolbarItem(placement: placement), subviews: views, source: field.key)) }
        }
        return .modifier(Toolbar(items: items))
    }
}
