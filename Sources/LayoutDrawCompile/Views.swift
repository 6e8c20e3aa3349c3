import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

/// The views a scene can name, one argument mapping each (scene-format §2.1), for both front
/// ends: `Text: Hello` and `Text("Hello")` reach the same function. `positional` names the
/// unlabelled arguments of the Swift spelling (`HStack(spacing: 12) { … }` is
/// `{spacing: 12, content: { … }}`). Adding a view is one line here plus its mapping (and its
/// engine type).
enum Views {
    struct Entry: Sendable {
        var positional: [String]
        var decode: ViewDecoder

        init(_ positional: [String], _ decode: @escaping ViewDecoder) {
            self.positional = positional
            self.decode = decode
        }

        init(_ decode: @escaping ViewDecoder) {
            self.init([], decode)
        }
    }

    static let table: [String: Entry] = [
        "Text": Entry(["content"], text),
        "Rectangle": Entry { shape($0, Rectangle()) },
        "Circle": Entry { shape($0, Circle()) },
        "Path": Entry(path),
        "Ellipse": Entry { shape($0, Ellipse()) },
        "Capsule": Entry { shape($0, Capsule()) },
        "RoundedRectangle": Entry(roundedRectangle),
        "Color": Entry(["colorSpace"], color),
        "LinearGradient": Entry { gradient($0) { LinearGradient($0) } },
        "RadialGradient": Entry { gradient($0) { RadialGradient($0) } },
        "EllipticalGradient": Entry { gradient($0) { EllipticalGradient($0) } },
        "AngularGradient": Entry { gradient($0) { AngularGradient($0) } },
        "Spacer": Entry(spacer),
        "Divider": Entry { leaf($0, Divider()) },
        "EmptyView": Entry(emptyView),
        "HStack": Entry(["content"], stack),
        "VStack": Entry(["content"], stack),
        "ZStack": Entry(["content"], stack),
        "GeometryReader": Entry(["content"], geometryReader),
        "ForEach": Entry(["data", "content"], forEach),
        "Group": Entry(["content"], group),
        "ScrollView": Entry(["axes", "content"], scrollView),
        "LazyVStack": Entry(["content"], lazyStack),
        "LazyHStack": Entry(["content"], lazyStack),
        "LazyVGrid": Entry(["content"], lazyGrid),
        "LazyHGrid": Entry(["content"], lazyGrid),
        "Grid": Entry(["content"], grid),
        "ViewThatFits": Entry(["content"], viewThatFits),
        "GridRow": Entry(["content"], gridRow),
        "Button": Entry(["title", "action"], button),
        "Picker": Entry(["title", "content"], picker),
        "Image": Entry(image),
        "Slider": Entry(["label"], slider),
        "Toggle": Entry(["title", "label"], toggle),
        "Stepper": Entry(["title", "label"], stepper),
        "ProgressView": Entry(["title", "label"], progressView),
        "TextField": Entry(["title"], textField),
        "SecureField": Entry(["title"], textField),
        "Label": Entry(["title", "icon"], label),
        // Lists and navigation (Views+Lists.swift, Views+Navigation.swift).
        "List": Entry(["data", "content"], list),
        "Form": Entry(["content"], list),
        "Section": Entry(["title", "content"], section),
        "LabeledContent": Entry(["title", "content"], labeledContent),
        "GroupBox": Entry(["title", "content"], groupBox),
        "NavigationStack": Entry(["content"], navigationStack),
        "NavigationView": Entry(["content"], navigationStack),
        "NavigationLink": Entry(["title", "destination"], navigationLink),
        "ToolbarItem": Entry(["content"], toolbarItem),
        "ToolbarItemGroup": Entry(["content"], toolbarItem),
        // Tab views (Views+Tabs.swift).
        "TabView": Entry(["content"], tabView),
        "Tab": Entry(["title", "content"], tab),
    ]

    /// Every view name a scene may write, for suggestions.
    static let allNames = Array(table.keys) + NotSupportedYet.views

    /// How many views one `ForEach` may make.
    static let maximumForEachCount = 10_000

    /// The placeholder a `GeometryReader`'s content is checked with at compile time.
    static let placeholderProxy = GeometryProxy(
        size: Size(width: 100, height: 100), globalFrame: Rect(x: 0, y: 0, width: 100, height: 100))

    // MARK: Leaves

    /// `Text: Hello \(x)` / `Text("Hello \(x)")` / `Text(verbatim:)`; a list is a
    /// concatenation (Views+Text.swift); a literal is read as SwiftUI reads a
    /// `LocalizedStringKey`, Markdown and interpolated texts (Views+TextLiteral.swift).
    static func text(_ input: ViewInput) -> Chain? {
        let d = input.session
        if let value = input.value, case .list(let parts) = value { return concatenation(parts, input) }
        var value = input.value
        var key = input.location
        if let record = value, case .record = record, record.recordLabels.contains("format") || record.recordLabels.contains("style") {
            return formattedText(input, record)
        }
        if let record = value, case .record = record {
            guard record.recordLabels.contains("verbatim") else {
                // `Text("a", foo: 1)`, YAML's `Text: {foo: 1}`: name the label Text does not take.
                let known = ["content", "verbatim", "format", "style"]
                if case .record(let fields) = record, let unknown = fields.fields.first(where: { !known.contains($0.label ?? "") }) {
                    let label = unknown.label ?? ""
                    d.error(
                        "unknown parameter '\(label)' for 'Text'\(Suggestions.didYouMean(label, in: known.dropFirst())); it takes a string, verbatim:, or a value with format: or style:",
                        at: unknown.labelLocation)
                } else {
                    d.error("expected a string for 'Text', found a mapping", at: d.location(record))
                }
                return nil
            }
            guard let fields = d.parameters(record, of: "Text", allowed: ["verbatim"], keyLocation: input.location) else { return nil }
            value = fields["verbatim"]?.value
            key = fields["verbatim"]?.key ?? key
        } else if let literal = value.flatMap(textLiteral) {
            guard let spans = literalSpans(literal, d, input.context) else { return nil }
            return Chain([ViewNode(text(of: spans), source: input.location)], shape: .notShape("'Text' is not a shape"))
        } else if case .expression(let syntax)? = value, isImage(syntax.expression) {
            d.error(imageInTextMessage, at: syntax.location)
            return nil
        }
        guard let string = d.interpolated(value, for: "Text", keyLocation: key, input.context) else { return nil }
        return Chain([ViewNode(Text(string), source: input.location)], shape: .notShape("'Text' is not a shape"))
    }

    /// A view without an argument.
    static func leaf(_ input: ViewInput, _ view: any ViewLayout) -> Chain? {
        guard noArgument(input) else { return nil }
        return Chain([ViewNode(view, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static func shape(_ input: ViewInput, _ shape: any Shape) -> Chain? {
        guard noArgument(input) else { return nil }
        return Chain([ViewNode(shape, source: input.location)], shape: .bare)
    }

    /// Reports an argument given to a view that takes none.
    private static func noArgument(_ input: ViewInput) -> Bool {
        guard let value = input.value, !value.isNull else { return true }
        var message = "'\(input.name)' takes no argument"
        if case .expression(let syntax) = value, case .implicitMember(let name, let offset) = syntax.expression, ColorStyle.named[name] != nil {
            message += syntax.written(at: offset) == .word ? "; to colour it, add 'fill: \(name)' after it" : "; to colour it, add .fill(.\(name)) after it"
        }
        input.session.error(message, at: input.session.location(value))
        return false
    }

    /// `RoundedRectangle: 10`, `{cornerRadius: 10}`; Swift `RoundedRectangle(cornerRadius: 10,
    /// style: .continuous)` (the style changes the corner's curve, drawn circular here).
    static func roundedRectangle(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value else {
            d.error("'RoundedRectangle' needs a corner radius: RoundedRectangle: {cornerRadius: 10}", at: input.location)
            return nil
        }
        var radiusNode = value
        var radiusKey = input.location
        if case .record = value {
            guard let fields = d.parameters(value, of: "RoundedRectangle", allowed: ["cornerRadius", "style"], keyLocation: input.location)
            else { return nil }
            guard let field = fields["cornerRadius"] else {
                d.error("'RoundedRectangle' needs 'cornerRadius'", at: d.location(value))
                return nil
            }
            radiusNode = field.value
            radiusKey = field.key
        }
        guard let radius = d.number(radiusNode, for: "cornerRadius", keyLocation: radiusKey, input.context) else { return nil }
        return Chain([ViewNode(RoundedRectangle(cornerRadius: radius), source: input.location)], shape: .bare)
    }

    static func color(_ input: ViewInput) -> Chain? {
        let d = input.session
        var style: ColorStyle?
        // `Color(.systemGray6)`, `Color(UIColor.label)`: the argument is a UIKit colour.
        if input.call.arguments.count == 1, input.call.arguments[0].label == nil, case .expression(let syntax)? = input.value,
            case .symbol(let symbol)? = d.evaluate(syntax, input.context, reportingErrors: false),
            symbol.type == nil || symbol.type == "UIColor", symbol.path.count == 1, symbol.path[0].arguments == nil
        {
            style = d.uiKitColor(.expression(syntax), keyLocation: input.location, input.context)
            guard style != nil else { return nil }
        }
        guard let style = style ?? d.color(input.value, for: "Color", keyLocation: input.location, input.context)
        else { return nil }
        return Chain([ViewNode(Color(style), source: input.location)], shape: .notShape("'Color' is not a shape"))
    }

    /// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)` and the other
    /// gradients as views (Values+ShapeStyle.swift reads their arguments).
    static func gradient(_ input: ViewInput, _ make: (GradientStyle) -> any ViewLayout) -> Chain? {
        guard let gradient = input.session.gradient(input.value, kind: input.name, at: input.location, input.context) else { return nil }
        return Chain([ViewNode(make(gradient), source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static func spacer(_ input: ViewInput) -> Chain? {
        let d = input.session
        var minLength: Double?
        if let value = input.value {
            var lengthNode: ValueSyntax? = value
            var lengthKey = input.location
            if case .record = value {
                guard let fields = d.parameters(value, of: "Spacer", allowed: ["minLength"], keyLocation: input.location)
                else { return nil }
                lengthNode = fields["minLength"]?.value.nonNull
                lengthKey = fields["minLength"]?.key ?? input.location
            }
            if let lengthNode, !d.isNil(lengthNode, input.context) {
                guard let length = d.number(lengthNode, for: "minLength", keyLocation: lengthKey, input.context) else { return nil }
                // A spacer cannot be shorter than nothing: a negative minimum would make its
                // stack, and a fitted canvas, negative.
                guard length >= 0 else {
                    d.error("'minLength' must be 0 or more, not \(SwiftFormat.double(length))", at: d.location(of: lengthNode, key: lengthKey))
                    return nil
                }
                minLength = length
            }
        }
        return Chain([ViewNode(Spacer(minLength: minLength), source: input.location)], shape: .notShape("'Spacer' is not a shape"))
    }

    static func emptyView(_ input: ViewInput) -> Chain? {
        guard noArgument(input) else { return nil }
        // A ViewBuilder drops an EmptyView, and modifiers on it modify nothing.
        return Chain([], shape: .notShape("'EmptyView' is not a shape"))
    }

    // MARK: Containers

    /// A container's argument: its content (a list of views, a single view, a view builder) or
    /// a parameter mapping whose `content` holds the views.
    static func containerArgument(_ input: ViewInput, parameters: [String]) -> (fields: Parameters, content: ValueSyntax?)? {
        guard let value = input.value else { return ([:], nil) }
        switch value {
        case .record:
            guard let fields = input.session.parameters(value, of: input.name, allowed: parameters + ["content"], keyLocation: input.location)
            else { return nil }
            return (fields, fields["content"]?.value)
        default:
            return ([:], value)
        }
    }

    static func stack(_ input: ViewInput) -> Chain? {
        let d = input.session
        let isZStack = input.name == "ZStack"
        guard let (fields, content) = containerArgument(input, parameters: isZStack ? ["alignment"] : ["alignment", "spacing"])
        else { return nil }
        var valid = true
        var spacing: Double?
        if let field = fields["spacing"], !d.isNil(field.value, input.context) {
            spacing = d.number(field.value, for: "spacing", keyLocation: field.key, input.context)
            valid = valid && spacing != nil
        }
        let layout: (any ViewLayout)?
        let alignmentField = fields["alignment"]
        let alignmentKey = alignmentField?.key ?? input.location
        switch input.name {
        case "HStack":
            let value: VerticalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, input.context.program.alignments.verticalNames,
                kind: "alignment", for: "alignment", keyLocation: alignmentKey, context: input.context
            ) { key in
                HorizontalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "an HStack aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('\(key)' is not a vertical alignment)"
                    : nil
            }
            layout = value.map { HStack(alignment: $0, spacing: spacing) }
        case "VStack":
            let value: HorizontalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, input.context.program.alignments.horizontalNames,
                kind: "alignment", for: "alignment", keyLocation: alignmentKey, context: input.context
            ) { key in
                VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "a VStack aligns its views horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)"
                    : nil
            }
            layout = value.map { VStack(alignment: $0, spacing: spacing) }
        default:
            let value: Alignment? = alignmentField == nil ? .center : d.alignment(alignmentField!.value, for: "alignment", keyLocation: alignmentKey, input.context)
            layout = value.map { ZStack(alignment: $0) }
        }
        let children = d.views(content, input.context)
        guard valid, let layout else { return nil }
        return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static func group(_ input: ViewInput) -> Chain? {
        let content: ValueSyntax?
        if let value = input.value, case .record = value {
            guard let (_, inner) = containerArgument(input, parameters: []) else { return nil }
            content = inner
        } else {
            content = input.value
        }
        return Chain(input.session.views(content, input.context), shape: .notShape("'Group' is not a shape"))
    }
}

extension String {
    /// The string without leading `character`s (`.red` → `red`).
    func droppingLeading(_ character: Character) -> String {
        String(drop { $0 == character })
    }
}
