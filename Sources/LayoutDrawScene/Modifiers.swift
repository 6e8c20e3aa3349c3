import LayoutDrawCore
import LayoutEngine

/// The modifiers a scene can apply, one decoder each (scene-format §2.2). Adding a modifier
/// is one line here plus its decoder (and its engine type). `modifiers:` (an ordered list
/// spliced in place) is handled by the chain itself, in `SceneDecoding.applyModifier`.
enum Modifiers {
    static let table: [String: ModifierDecoder] = [
        "padding": padding,
        "frame": frame,
        "fixedSize": fixedSize,
        "layoutPriority": { i in number(i).map { .modifier(LayoutPriority($0)) } },
        "background": { layer($0, alignment: { Background(alignment: $0) }, style: { Background(ignoresSafeAreaEdges: $0) }) },
        "overlay": { layer($0, alignment: { Overlay(alignment: $0) }, style: { Overlay(ignoresSafeAreaEdges: $0) }) },
        "border": border,
        "fill": fill,
        "stroke": { stroke($0, border: false) },
        "strokeBorder": { stroke($0, border: true) },
        "foregroundStyle": foregroundStyle,
        "foregroundColor": foregroundStyle,
        "font": { i in i.decoding.font(i.value, keyLocation: i.location, i.context).map { .modifier(FontModifier($0)) } },
        "bold": { i in flag(i).map { .modifier(Bold($0)) } },
        "italic": { i in flag(i).map { .modifier(Italic($0)) } },
        "opacity": { i in number(i).map { .modifier(Opacity($0)) } },
        "cornerRadius": { i in number(i).map { .modifier(CornerRadius($0)) } },
        "id": id,
        "annotate": annotate,
        "aspectRatio": aspectRatio,
        "position": position,
        "offset": offset,
        "rotationEffect": rotationEffect,
        "scaleEffect": scaleEffect,
        "coordinateSpace": coordinateSpace,
        "alignmentGuide": alignmentGuide,
        "zIndex": zIndex,
        "hidden": hidden,
        "anchorPreference": anchorPreference,
        "backgroundPreferenceValue": { preferenceValueLayer($0, make: { BackgroundPreferenceValue(key: $0, alignment: $1) }) },
        "overlayPreferenceValue": { preferenceValueLayer($0, make: { OverlayPreferenceValue(key: $0, alignment: $1) }) },
        "clipShape": clipShape,
        "clipped": clipped,
        "lineLimit": lineLimit,
        "multilineTextAlignment": multilineTextAlignment,
        "ignoresSafeArea": ignoresSafeArea,
        "safeAreaInset": safeAreaInset,
        "resizable": resizable,
    ]

    /// Every modifier name a scene may write, for suggestions.
    static let allNames = Array(table.keys) + ["modifiers"] + NotSupportedYet.modifiers

    /// The modifier names, for the hint on a repeated key.
    static let names = Set(table.keys)

    // MARK: Helpers

    private static func number(_ i: ModifierInput) -> Double? {
        i.decoding.number(i.value, for: i.name, keyLocation: i.location, i.context)
    }

    private static func flag(_ i: ModifierInput) -> Bool? {
        i.decoding.bool(i.value, for: i.name, keyLocation: i.location, default: true)
    }

    // MARK: Layout

    static func padding(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else { return .modifier(Padding()) }
        switch value {
        case .scalar(let scalar):
            if case .bool(let on) = CoreScalar(scalar) {
                guard on else {
                    d.error("'padding: false' is not a padding; remove it, or write a length", at: d.location(value))
                    return nil
                }
                return .modifier(Padding())
            }
            return number(i).map { .modifier(Padding(.all, $0)) }
        case .sequence:
            return d.edges(value, for: "padding", keyLocation: i.location).map { .modifier(Padding($0)) }
        case .mapping:
            let perEdge = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
            guard let fields = d.parameters(value, of: "padding", allowed: ["edges", "length"] + perEdge, keyLocation: i.location)
            else { return nil }
            func length(_ name: String) -> Double?? {
                guard let field = fields[name] else { return .some(nil) }
                guard let n = d.number(field.value, for: name, keyLocation: d.location(field.key), i.context) else { return nil }
                return .some(n)
            }
            let edgeKeys = perEdge.filter { fields[$0] != nil }
            if fields["edges"] != nil || (fields["length"] != nil && edgeKeys.isEmpty) {
                if let extra = edgeKeys.first {
                    d.error("'padding' takes either 'edges' with 'length', or lengths per edge, not both", at: d.location(fields[extra]!.key))
                    return nil
                }
                var edges = EdgeSet.all
                if let field = fields["edges"] {
                    guard let set = d.edges(field.value, for: "edges", keyLocation: d.location(field.key)) else { return nil }
                    edges = set
                }
                guard let len = length("length") else { return nil }
                return .modifier(Padding(edges, len))
            }
            // Per-edge lengths; a more specific key wins: all < horizontal/vertical < an edge.
            var insets = EdgeInsets.zero
            var valid = true
            func apply(_ name: String, _ set: (inout EdgeInsets, Double) -> Void) {
                switch length(name) {
                case .none: valid = false
                case .some(let v?): set(&insets, v)
                case .some(nil): break
                }
            }
            apply("all") { $0 = EdgeInsets(all: $1) }
            apply("horizontal") { $0.leading = $1; $0.trailing = $1 }
            apply("vertical") { $0.top = $1; $0.bottom = $1 }
            apply("top") { $0.top = $1 }
            apply("leading") { $0.leading = $1 }
            apply("bottom") { $0.bottom = $1 }
            apply("trailing") { $0.trailing = $1 }
            return valid ? .modifier(Padding(insets)) : nil
        }
    }

    private static let frameFixed = ["width", "height"]
    private static let frameFlexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    private static let frameParameters = frameFixed + frameFlexible + ["alignment"]

    static func frame(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        let fixed = frameFixed
        let flexible = frameFlexible
        guard let value = i.value else {
            d.error("'frame' needs arguments, such as frame: {width: 100, height: 50} or {maxWidth: infinity}", at: i.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "frame", allowed: frameParameters, keyLocation: i.location)
        else { return nil }
        var valid = true
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            if let a = d.alignment(field.value, for: "alignment", keyLocation: d.location(field.key)) { alignment = a } else { valid = false }
        }
        let fixedGiven = fixed.filter { fields[$0] != nil }
        let flexibleGiven = flexible.filter { fields[$0] != nil }
        if let a = fixedGiven.first, let b = flexibleGiven.first {
            let later = [fields[a]!, fields[b]!].max { d.location($0.key) < d.location($1.key) }!
            d.error(
                "'frame' cannot mix '\(a)' with '\(b)': SwiftUI has frame(width:height:) and frame(minWidth:…maxHeight:) as two modifiers",
                at: d.location(later.key))
            return nil
        }
        // The numbers given, by name (at most eight: a list is quicker than hashing).
        var numbers: [(name: String, value: Double)] = []
        func number(_ name: String) -> Double? { numbers.first { $0.name == name }?.value }
        for name in fixedGiven + flexibleGiven {
            let field = fields[name]!
            // Fixed sizes accept infinity here and drop it below with a warning, as SwiftUI does.
            let allowInfinity = fixed.contains(name) || name.hasPrefix("max")
            if let n = d.number(field.value, for: name, keyLocation: d.location(field.key), i.context, allowInfinity: allowInfinity) {
                numbers.append((name, n))
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        if !flexibleGiven.isEmpty {
            for axis in ["Width", "Height"] {
                if let lo = number("min" + axis), let hi = number("max" + axis), lo > hi {
                    d.warning(
                        "contradictory frame constraints: min\(axis) \(SwiftFormat.double(lo)) is above max\(axis) \(SwiftFormat.double(hi))",
                        at: d.location(fields["max" + axis]!.key), i.context)
                }
            }
            return .modifier(
                FlexibleFrame(
                    minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: number("maxWidth"),
                    minHeight: number("minHeight"), idealHeight: number("idealHeight"), maxHeight: number("maxHeight"),
                    alignment: alignment))
        }
        for name in fixed {
            guard let n = number(name), n < 0 || !n.isFinite else { continue }
            let what = n.isFinite ? "negative (\(SwiftFormat.double(n)))" : "not finite"
            d.warning("invalid frame dimension: '\(name)' is \(what); SwiftUI ignores it", at: d.location(of: fields[name]!.value, key: d.location(fields[name]!.key)), i.context)
            numbers.removeAll { $0.name == name }
        }
        return .modifier(FixedFrame(width: number("width"), height: number("height"), alignment: alignment))
    }

    static func fixedSize(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        guard let value = i.value else { return .modifier(FixedSize()) }
        if case .mapping = value {
            guard let fields = d.parameters(value, of: "fixedSize", allowed: ["horizontal", "vertical"], keyLocation: i.location)
            else { return nil }
            var axes: [Bool] = []
            for name in ["horizontal", "vertical"] {
                guard let field = fields[name] else {
                    axes.append(false)
                    continue
                }
                guard let b = d.bool(field.value, for: name, keyLocation: d.location(field.key)) else { return nil }
                axes.append(b)
            }
            return .modifier(FixedSize(horizontal: axes[0], vertical: axes[1]))
        }
        guard let on = d.bool(value, for: "fixedSize", keyLocation: i.location, default: true) else { return nil }
        return .modifier(FixedSize(horizontal: on, vertical: on))
    }

    // MARK: Layers

    /// `background` / `overlay`: a colour, a view, a list of views (an implicit ZStack), or
    /// `{alignment, content}`; `{style: COLOR}` is a colour too.
    /// `style` makes the modifier of a colour layer that extends into the safe area on the given
    /// edges (`background`: `ignoresSafeAreaEdges`, `.all` unless written); without it a colour
    /// layer is `make(.center)`.
    static func layer(
        _ i: ModifierInput, alignment make: (Alignment) -> any ViewModifierLayout,
        style makeStyle: ((EdgeSet) -> any ViewModifierLayout)? = nil
    ) -> Modification? {
        let d = i.decoding
        guard let value = i.value else {
            d.error("'\(i.name)' needs a colour or a view", at: i.location)
            return nil
        }
        func colorLayer(_ node: YAMLNode, key: SourceLocation, edges: EdgeSet = .all) -> Modification? {
            guard let style = d.color(node, for: i.name, keyLocation: key, i.context) else { return nil }
            return .modifier(makeStyle?(edges) ?? make(.center), secondary: [ViewNode(Color(style), source: d.location(node))])
        }
        func viewLayer(_ node: YAMLNode, alignment: Alignment) -> Modification? {
            let content = d.singleView(node, i.context) { views, at in
                ViewNode(ZStack(alignment: alignment), subviews: views, source: at)
            }
            return .modifier(make(alignment), secondary: [content])
        }
        switch value {
        case .scalar(let scalar):
            let name = scalar.string.trimmingSpaces
            if Views.table[name] != nil || NotSupportedYet.views.contains(name) {
                return viewLayer(value, alignment: .center)
            }
            return colorLayer(value, key: i.location)
        case .sequence:
            return viewLayer(value, alignment: .center)
        case .mapping(let mapping):
            if let first = mapping.first?.key.string, first.first?.isUppercase == true {
                return viewLayer(value, alignment: .center)
            }
            let keys = Set(mapping.keys.compactMap(\.string))
            if keys.contains("color") { return colorLayer(value, key: i.location) }
            var allowed = ["alignment", "content", "style"]
            if i.name == "background" { allowed.append("ignoresSafeAreaEdges") }
            guard let fields = d.parameters(value, of: i.name, allowed: allowed, keyLocation: i.location) else { return nil }
            var edges = EdgeSet.all
            if let field = fields["ignoresSafeAreaEdges"] {
                guard fields["style"] != nil else {
                    d.error("'ignoresSafeAreaEdges' goes with 'style' (a view background never extends into the safe area)", at: d.location(field.key))
                    return nil
                }
                guard let set = safeAreaEdges(field, d) else { return nil }
                edges = set
            }
            if let style = fields["style"] {
                if let other = fields["content"] ?? fields["alignment"] {
                    d.error("'\(i.name)' takes either 'style' or 'content', not both", at: d.location(other.key))
                    return nil
                }
                return colorLayer(style.value, key: d.location(style.key), edges: edges)
            }
            var alignment = Alignment.center
            if let field = fields["alignment"] {
                guard let a = d.alignment(field.value, for: "alignment", keyLocation: d.location(field.key)) else { return nil }
                alignment = a
            }
            guard let content = fields["content"], !content.value.isNull else {
                d.error("'\(i.name)' needs 'content': a view or a list of views", at: d.location(value))
                return nil
            }
            return viewLayer(content.value, alignment: alignment)
        }
    }

    static func border(_ i: ModifierInput) -> Modification? {
        let d = i.decoding
        if let value = i.value, case .mapping(let mapping) = value, !mapping.keys.contains(where: { $0.string == "opacity" }) {
            guard let fields = d.parameters(value, of: "border", allowed: ["color", "width"], keyLocation: i.location) else { return nil }
            guard let colorField = fields["color"] else {
                d.error("'border' needs 'color'", at: d.location(value))
                return nil
            }
            guard let color = d.color(colorField.value, for: "color", keyLocation: d.location(colorField.key), i.context) else { return nil }
            var width = 1.0
            if let field = fields["width"] {
                guard let w = d.number(field.value, for: "width", keyLocation: d.location(field.key), i.context) else { return nil }
                width = w
            }
            return .border(color, width: width)
        }
        return d.color(i.value, for: "border", keyLocation: i.location, i.context).map { .border($0, width: 1) }
    }

    // MARK: Shape styles

    static func fill(_ i: ModifierInput) -> Modification? {
        i.decoding.color(i.value, for: "fill", keyLocation: i.location, i.context).map { .shapeStyle(.fill($0)) }
    }

    /// `stroke` / `strokeBorder`: a colour, or `{color, lineWidth}`.
    static func stroke(_ i: ModifierInput, border: Bool) -> Modification? {
        let d = i.decoding
        func make(_ color: ColorStyle, _ width: Double) -> Modification {
            .shapeStyle(border ? .strokeBorder(color, lineWidth: width) : .stroke(color, lineWidth: width))
        }
        if let value = i.value, case .mapping(let mapping) = value, !mapping.keys.contains(where: { $0.string == "opacity" }) {
            guard let fields = d.parameters(value, of: i.name, allowed: ["color", "lineWidth"], keyLocation: i.location) else { return nil }
            guard let colorField = fields["color"] else {
                d.error("'\(i.name)' needs 'color' (stroking in the foreground style is not supported yet)", at: d.location(value))
                return nil
            }
            guard let color = d.color(colorField.value, for: "color", keyLocation: d.location(colorField.key), i.context) else { return nil }
            var width = 1.0
            if let field = fields["lineWidth"] {
                guard let w = d.number(field.value, for: "lineWidth", keyLocation: d.location(field.key), i.context) else { return nil }
                width = w
            }
            return make(color, width)
        }
        return d.color(i.value, for: i.name, keyLocation: i.location, i.context).map { make($0, 1) }
    }

    // MARK: Environment and tags

    static func foregroundStyle(_ i: ModifierInput) -> Modification? {
        i.decoding.color(i.value, for: i.name, keyLocation: i.location, i.context).map { .modifier(ForegroundStyle($0, kind: i.name)) }
    }

    static func id(_ i: ModifierInput) -> Modification? {
        guard let id = i.decoding.interpolated(i.value, for: "id", keyLocation: i.location, i.context) else { return nil }
        guard !id.isEmpty else {
            i.decoding.error("an id must not be empty", at: i.decoding.location(of: i.value, key: i.location))
            return nil
        }
        return .tag(id)
    }
}
