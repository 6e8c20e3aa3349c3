import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// Decoders for the safe-area modifiers (scene-format §2.2): `ignoresSafeArea` and
/// `safeAreaInset`; `background: {style, ignoresSafeAreaEdges}` reads its edges with
/// `safeAreaEdges`. The rules are in the engine types and Protocol/SafeArea.swift.
extension Modifiers {
    // MARK: ignoresSafeArea

    static let safeAreaRegionNames: [String: SafeAreaRegions] = ["all": .all, "container": .container, "keyboard": .keyboard]

    /// `ignoresSafeArea: true` (or bare) is `.ignoresSafeArea()`; `{edges, regions}` picks the
    /// edges (`[top]`, `vertical`, `all`, `none`) and the regions (`all`, `container`,
    /// `keyboard`, or a list).
    /// `.edgesIgnoringSafeArea(.all)` (deprecated in iOS 14, in most posts from before): every
    /// region of the safe area on those edges, as `.ignoresSafeArea(.all, edges:)`.
    static func edgesIgnoringSafeArea(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            d.error("'edgesIgnoringSafeArea' needs the edges: .edgesIgnoringSafeArea(.all)", at: i.location)
            return nil
        }
        guard let edges = safeAreaEdges(Field(ArgumentSyntax(label: "edges", labelLocation: d.location(value), value: value)), d, i.context) else { return nil }
        return .modifier(IgnoresSafeArea(.all, edges: edges))
    }

    static func ignoresSafeArea(_ i: ModifierInput) -> Modification? {
        let d = i.session
        guard let value = i.value else { return .modifier(IgnoresSafeArea()) }
        switch value {
        case .expression(let syntax):
            // `.ignoresSafeArea(.container)`: the regions.
            guard let regions = safeAreaRegions(Field(ArgumentSyntax(label: "regions", labelLocation: syntax.location, value: value)), d, i.context)
            else { return nil }
            return .modifier(IgnoresSafeArea(regions, edges: .all))
        case .record:
            guard let fields = d.parameters(value, of: "ignoresSafeArea", allowed: ["regions", "edges"], keyLocation: i.location)
            else { return nil }
            var regions = SafeAreaRegions.all
            var edges = EdgeSet.all
            if let field = fields["regions"] {
                guard let set = safeAreaRegions(field, d, i.context) else { return nil }
                regions = set
            }
            if let field = fields["edges"] {
                guard let set = safeAreaEdges(field, d, i.context) else { return nil }
                edges = set
            }
            return .modifier(IgnoresSafeArea(regions, edges: edges))
        default:
            guard let on = d.bool(value, for: "ignoresSafeArea", keyLocation: i.location, i.context, default: true) else { return nil }
            guard on else {
                d.error("'ignoresSafeArea: false' ignores nothing; remove it, or name edges with {edges: [top]}", at: d.location(value))
                return nil
            }
            return .modifier(IgnoresSafeArea())
        }
    }

    /// An `Edge.Set` for a safe-area parameter: an edge name, `all`, a list, or `none` / `[]`
    /// for the empty set.
    static func safeAreaEdges(_ field: Field, _ d: CompileSession, _ context: CompileContext) -> EdgeSet? {
        return d.edges(field.value, for: field.name, keyLocation: field.key, context)
    }

    /// `SafeAreaRegions`: a name or a list of names.
    static func safeAreaRegions(_ field: Field, _ d: CompileSession, _ context: CompileContext) -> SafeAreaRegions? {
        let key = field.key
        guard let items = d.items(field.value, context) else {
            return d.named(field.value, safeAreaRegionNames, kind: "safe area region", for: field.name, keyLocation: key, context: context)
        }
        var set: SafeAreaRegions = []
        for item in items {
            guard let region = d.named(item, safeAreaRegionNames, kind: "safe area region", for: field.name, keyLocation: key, context: context)
            else { return nil }
            set.formUnion(region)
        }
        return set
    }

    // MARK: safeAreaInset

    static let insetEdgeNames: [String: Edge] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]

    /// `safeAreaInset: {edge, alignment, spacing, content}`: `edge` is one of top, bottom,
    /// leading, trailing; `alignment` is a horizontal guide for top/bottom and a vertical one
    /// for leading/trailing (centre by default); `spacing` defaults to nil (the default
    /// spacing); several content views get an implicit ZStack.
    static func safeAreaInset(_ i: ModifierInput) -> Modification? {
        let d = i.session
        let usage = "write safeAreaInset: {edge: bottom, content: VIEW}"
        guard let value = i.value else {
            d.error("'safeAreaInset' needs an edge and content: \(usage)", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "safeAreaInset", allowed: ["edge", "alignment", "spacing", "content"], keyLocation: i.location)
        else { return nil }
        guard let edgeField = fields["edge"] else {
            d.error("'safeAreaInset' needs 'edge' (top, bottom, leading or trailing): \(usage)", at: d.location(value))
            return nil
        }
        guard
            let edge = d.named(
                edgeField.value, insetEdgeNames, kind: "edge", for: "edge", keyLocation: edgeField.key, context: i.context,
                hint: { name in
                    CompileSession.edgeNames[name] == nil
                        ? nil : "'safeAreaInset' takes one edge (top, bottom, leading or trailing), not '\(name)'"
                })
        else { return nil }
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            let key = field.key
            if edge == .top || edge == .bottom {
                let guides = Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
                guard
                    let guide = d.named(
                        field.value, guides, kind: "horizontal alignment", for: "alignment", keyLocation: key, context: i.context,
                        hint: { name in
                            Alignment.named[name] == nil && VerticalAlignment(rawValue: name) == nil
                                ? nil : "a \(edge.rawValue) inset aligns horizontally: leading, center or trailing, not '\(name)'"
                        })
                else { return nil }
                alignment.horizontal = guide
            } else {
                let guides = Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) })
                guard
                    let guide = d.named(
                        field.value, guides, kind: "vertical alignment", for: "alignment", keyLocation: key, context: i.context,
                        hint: { name in
                            Alignment.named[name] == nil && HorizontalAlignment(rawValue: name) == nil
                                ? nil : "a \(edge.rawValue) inset aligns vertically: top, center, bottom or a text baseline, not '\(name)'"
                        })
                else { return nil }
                alignment.vertical = guide
            }
        }
        var spacing: Double?
        if let field = fields["spacing"], !field.value.isNull, !d.isNil(field.value, i.context) {
            guard let n = d.number(field.value, for: "spacing", keyLocation: field.key, i.context) else { return nil }
            spacing = n
        }
        guard let contentField = fields["content"], !contentField.value.isNull else {
            d.error("'safeAreaInset' needs 'content': a view or a list of views", at: d.location(value))
            return nil
        }
        let content = d.singleView(contentField.value, i.context) { views, at in
            ViewNode(ZStack(alignment: .center), subviews: views, source: at)
        }
        return .modifier(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing), secondary: [content])
    }
}
