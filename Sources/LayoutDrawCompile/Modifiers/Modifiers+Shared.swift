import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSyntax
import LayoutEngine

/// The namespace of the modifiers' mappings (`Modifiers/<role>/X.swift`, one per modifier,
/// each `Modifiers.XMapping`) and the readers they share. Both front ends reach the same
/// mapping: YAML's `padding: {edges: [top], length: 25}` is lowered to `.padding(.top, 25)`.
enum Modifiers {
    /// Modifiers that YAML turns on with `true` (`hidden: true`) but whose SwiftUI spelling has no
    /// unlabelled argument, with that spelling: `.hidden(true)` does not compile, so a source
    /// that writes it is told so rather than drawn as if it were `.hidden()`.
    static let swiftSpellingWithoutUnlabelledArgument: [String: String] = [
        "hidden": ".hidden()",
        "labelsHidden": ".labelsHidden()",
        "compositingGroup": ".compositingGroup()",
        "drawingGroup": ".drawingGroup()",
        "scaledToFit": ".scaledToFit()",
        "scaledToFill": ".scaledToFill()",
        "monospacedDigit": ".monospacedDigit()",
        "clipped": ".clipped()",
        "fixedSize": ".fixedSize()",
        "resizable": ".resizable()",
    ]

    /// Every modifier name a scene may write, for suggestions.
    static let allNames = Array(MappingTable.modifiers.keys.filter { !InertMapping.names.contains($0) }) + ["modifiers"] + NotSupportedYet.modifiers

    /// The modifier names, for the hint on a repeated key.
    static let names = Set(MappingTable.modifiers.keys)

    // MARK: Helpers

    static func number(_ i: ModifierInput) -> Double? {
        i.session.number(i.value, for: i.name, keyLocation: i.location, i.context)
    }

    static func flag(_ i: ModifierInput) -> Bool? {
        i.session.bool(i.value, for: i.name, keyLocation: i.location, i.context, default: true)
    }

    // MARK: Layout


    // MARK: Layers

    /// `background` / `overlay`: a colour, a view, a list of views (an implicit ZStack), or
    /// `{alignment, content}`; `{style: COLOR}` is a colour too. Swift: `.background(.blue)`,
    /// `.background(Color.red.opacity(0.3))` (a colour: the style form), `.background(View())`,
    /// `.background(alignment: .top) { … }`, `.background(.orange, ignoresSafeAreaEdges: .all)`.
    /// `style` makes the modifier of a colour layer that extends into the safe area on the given
    /// edges (`background`: `ignoresSafeAreaEdges`, `.all` unless written); without it a colour
    /// layer is `make(.center)`.
    static func layer(
        _ i: ModifierInput, alignment make: (Alignment) -> any ViewModifierLayout,
        style makeStyle: ((EdgeSet) -> any ViewModifierLayout)? = nil
    ) -> Modification? {
        let d = i.session
        guard let value = i.value else {
            // `.background()`: the background style (`backgroundStyle`, else `systemBackground`:
            // white, black in dark mode), under the safe area too (`background(_ edges: Edge.Set = .all)`).
            if i.name == "background", let makeStyle {
                return .modifier(makeStyle(.all), secondary: [styleLayer(.background, source: i.location)])
            }
            d.error("'\(i.name)' needs a colour or a view", at: i.location)
            return nil
        }
        func colorLayer(_ node: ValueSyntax, key: SourceLocation, edges: EdgeSet = .all) -> Modification? {
            guard let style = d.shapeStyle(node, for: i.name, keyLocation: key, i.context) else { return nil }
            return .modifier(makeStyle?(edges) ?? make(.center), secondary: [styleLayer(style, source: d.location(node))])
        }
        func viewLayer(_ node: ValueSyntax, alignment: Alignment) -> Modification? {
            let content = d.singleView(node, i.context) { views, at in
                ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
            }
            return .modifier(make(alignment), secondary: [content])
        }
        switch value {
        case .list, .closure:
            return viewLayer(value, alignment: .center)
        case .expression(let syntax):
            return d.isStyle(syntax, i.context) ? colorLayer(value, key: i.location) : viewLayer(value, alignment: .center)
        case .record(let record):
            let keys = Set(record.fields.compactMap(\.label))
            if keys.contains("color") { return colorLayer(value, key: i.location) }
            var allowed = ["alignment", "content", "style", "in", "fillStyle"]
            if i.name == "background" { allowed.append("ignoresSafeAreaEdges") }
            guard var fields = d.parameters(value, of: i.name, allowed: allowed, keyLocation: i.location) else { return nil }
            // Swift's `.background(.orange, ignoresSafeAreaEdges: .all)` and `.background(.thinMaterial,
            // in: Capsule())`: the unlabelled argument is the style.
            if fields["style"] == nil, fields["ignoresSafeAreaEdges"] != nil || fields["in"] != nil, let content = fields["content"],
                case .expression = content.value
            {
                fields.append(Field(ArgumentSyntax(label: "style", labelLocation: content.key, value: content.value)))
                var rest = Parameters()
                for (name, field) in fields where name != "content" { rest.append(field) }
                fields = rest
            }
            if let shape = fields["in"] {
                // `background(_:in:fillStyle:)`: the shape filled with the style, in the view's
                // frame (the fill style's rule does not change these outlines).
                if let other = fields["content"] ?? fields["alignment"] ?? fields["ignoresSafeAreaEdges"] {
                    d.error("'\(i.name)' with 'in' takes a style and a shape, not '\(other.name)'", at: other.key)
                    return nil
                }
                guard let outline = outline(shape.value, for: "in", at: shape.key, i.context, d) else { return nil }
                // `.background(in: RoundedRectangle(…))`: the background style
                // (`backgroundStyle`, else `systemBackground`); a foreground has none.
                guard let style = fields["style"] else {
                    guard i.name == "background" else {
                        d.error("'in' goes with a style: {style: ultraThinMaterial, in: Capsule}", at: shape.key)
                        return nil
                    }
                    let fill = ShapeStyle.background
                    return .modifier(make(.center), secondary: [ViewNode(shapeView(outline).fill(fill), source: d.location(shape.value))])
                }
                guard let fill = d.shapeStyle(style.value, for: i.name, keyLocation: style.key, i.context) else { return nil }
                return .modifier(make(.center), secondary: [ViewNode(shapeView(outline).fill(fill), source: d.location(style.value))])
            }
            if let field = fields["fillStyle"] {
                d.error("'fillStyle' goes with 'in' (a shape)", at: field.key)
                return nil
            }
            var edges = EdgeSet.all
            if let field = fields["ignoresSafeAreaEdges"] {
                guard fields["style"] != nil else {
                    d.error("'ignoresSafeAreaEdges' goes with 'style' (a view background never extends into the safe area)", at: field.key)
                    return nil
                }
                guard let set = safeAreaEdges(field, d, i.context) else { return nil }
                edges = set
            }
            if let style = fields["style"] {
                if let other = fields["content"] ?? fields["alignment"] {
                    d.error("'\(i.name)' takes either 'style' or 'content', not both", at: other.key)
                    return nil
                }
                return colorLayer(style.value, key: style.key, edges: edges)
            }
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                guard let a = d.alignment(field.value, for: "alignment", keyLocation: field.key, i.context) else { return nil }
                alignment = a
            }
            guard let content = fields["content"], !content.value.isNull else {
                d.error("'\(i.name)' needs 'content': a view or a list of views", at: d.location(value))
                return nil
            }
            if case .expression(let syntax) = content.value, d.isStyle(syntax, i.context) {
                return colorLayer(content.value, key: content.key)
            }
            return viewLayer(content.value, alignment: alignment)
        }
    }

    // MARK: Shape styles

    /// `stroke` / `strokeBorder`: a style, or `{color, lineWidth}` or `{color, style}`; Swift
    /// `.strokeBorder(Color.blue, lineWidth: 5)`, `.stroke(LinearGradient(…), lineWidth: 4)`,
    /// `.stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))`.
    static func stroke(_ i: ModifierInput, border: Bool) -> Modification? {
        let d = i.session
        func make(_ color: ShapeStyle, _ line: StrokeStyle) -> Modification {
            .shapeStyle(border ? .strokeBorder(color, line) : .stroke(color, line))
        }
        func make(_ color: ShapeStyle, _ width: Double) -> Modification { make(color, StrokeStyle(lineWidth: width)) }
        if let value = i.value, case .record(let record) = value, !record.fields.contains(where: { $0.label == "opacity" }) {
            guard let fields = d.parameters(value, of: i.name, allowed: ["color", "lineWidth", "style"], keyLocation: i.location) else { return nil }
            // Without a colour, the foreground style (`.stroke(lineWidth: 2)`).
            var color = ShapeStyle.foreground
            if let colorField = fields["color"] {
                guard let style = d.shapeStyle(colorField.value, for: "color", keyLocation: colorField.key, i.context) else { return nil }
                color = style
            }
            if let field = fields["style"] {
                if let other = fields["lineWidth"] {
                    d.error("'\(i.name)' takes a lineWidth or a style, not both; put the width in the StrokeStyle", at: other.key)
                    return nil
                }
                return d.strokeStyle(field.value, for: "style", keyLocation: field.key, i.context).map { make(color, $0) }
            }
            var width = 1.0
            if let field = fields["lineWidth"] {
                guard let w = d.number(field.value, for: "lineWidth", keyLocation: field.key, i.context) else { return nil }
                guard let line = d.validated(StrokeStyle(lineWidth: w), at: d.location(of: field.value, key: field.key)) else { return nil }
                width = line.lineWidth
            }
            return make(color, width)
        }
        // `.stroke()`, YAML `stroke:` with nothing: a one-point line in the foreground style.
        guard let value = i.value, !value.isNull else { return make(.foreground, 1) }
        return d.shapeStyle(value, for: i.name, keyLocation: i.location, i.context).map { make($0, 1) }
    }

    // MARK: Environment and tags

}
