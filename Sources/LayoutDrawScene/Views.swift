import LayoutDrawCore
import LayoutEngine

/// The views a scene can name, one decoder each (scene-format §2.1). Adding a view is one
/// line here plus its decoder (and its engine type).
enum Views {
    static let table: [String: ViewDecoder] = [
        "Text": text,
        "Rectangle": { shape($0, Rectangle()) },
        "Circle": { shape($0, Circle()) },
        "Ellipse": { shape($0, Ellipse()) },
        "Capsule": { shape($0, Capsule()) },
        "RoundedRectangle": roundedRectangle,
        "Color": color,
        "Spacer": spacer,
        "Divider": { leaf($0, Divider()) },
        "EmptyView": emptyView,
        "HStack": stack,
        "VStack": stack,
        "ZStack": stack,
        "GeometryReader": geometryReader,
        "ForEach": forEach,
        "Group": group,
        "ScrollView": scrollView,
        "LazyVStack": lazyStack,
        "LazyHStack": lazyStack,
        "LazyVGrid": lazyGrid,
        "LazyHGrid": lazyGrid,
        "Grid": grid,
        "GridRow": gridRow,
        "Button": button,
        "Image": image,
    ]

    /// Every view name a scene may write, for suggestions.
    static let allNames = Array(table.keys) + NotSupportedYet.views

    /// How many views one `ForEach` may make.
    static let maximumForEachCount = 10_000

    /// The placeholder a `GeometryReader`'s content is checked with at decode time.
    static let placeholderProxy = GeometryProxy(
        size: Size(width: 100, height: 100), globalFrame: Rect(x: 0, y: 0, width: 100, height: 100))

    // MARK: Leaves

    static func text(_ input: ViewInput) -> Chain? {
        guard let string = input.decoding.interpolated(input.value, for: "Text", keyLocation: input.location, input.context)
        else { return nil }
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
        guard let value = input.value else { return true }
        var message = "'\(input.name)' takes no argument"
        if case .scalar(let scalar) = value, ColorStyle.named[scalar.string.droppingLeading(".")] != nil {
            message += "; to colour it, add 'fill: \(scalar.string)' after it"
        }
        input.decoding.error(message, at: input.decoding.location(value))
        return false
    }

    static func roundedRectangle(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let value = input.value else {
            d.error("'RoundedRectangle' needs a corner radius: RoundedRectangle: {cornerRadius: 10}", at: input.location)
            return nil
        }
        var radiusNode = value
        var radiusKey = input.location
        if case .mapping = value {
            guard let fields = d.parameters(value, of: "RoundedRectangle", allowed: ["cornerRadius"], keyLocation: input.location)
            else { return nil }
            guard let field = fields["cornerRadius"] else {
                d.error("'RoundedRectangle' needs 'cornerRadius'", at: d.location(value))
                return nil
            }
            radiusNode = field.value
            radiusKey = d.location(field.key)
        }
        guard let radius = d.number(radiusNode, for: "cornerRadius", keyLocation: radiusKey, input.context) else { return nil }
        return Chain([ViewNode(RoundedRectangle(cornerRadius: radius), source: input.location)], shape: .bare)
    }

    static func color(_ input: ViewInput) -> Chain? {
        guard let style = input.decoding.color(input.value, for: "Color", keyLocation: input.location, input.context)
        else { return nil }
        return Chain([ViewNode(Color(style), source: input.location)], shape: .notShape("'Color' is not a shape"))
    }

    static func spacer(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        var minLength: Double?
        if let value = input.value {
            var lengthNode: YAMLNode? = value
            var lengthKey = input.location
            if case .mapping = value {
                guard let fields = d.parameters(value, of: "Spacer", allowed: ["minLength"], keyLocation: input.location)
                else { return nil }
                lengthNode = fields["minLength"]?.value.nonNull
                lengthKey = fields["minLength"].map { d.location($0.key) } ?? input.location
            }
            if let lengthNode {
                guard let length = d.number(lengthNode, for: "minLength", keyLocation: lengthKey, input.context) else { return nil }
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

    /// A container's argument: a list of views, a single view (a mapping whose first key is
    /// capitalised, like a view type), or a parameter mapping whose `content` holds the views.
    static func containerArgument(_ input: ViewInput, parameters: [String]) -> (fields: Parameters, content: YAMLNode?)? {
        guard let value = input.value else { return ([:], nil) }
        switch value {
        case .mapping(let mapping):
            if let first = mapping.first?.key.string, first.first?.isUppercase == true {
                return ([:], value)
            }
            guard let fields = input.decoding.parameters(value, of: input.name, allowed: parameters + ["content"], keyLocation: input.location)
            else { return nil }
            return (fields, fields["content"]?.value)
        default:
            return ([:], value)
        }
    }

    static func stack(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        let isZStack = input.name == "ZStack"
        guard let (fields, content) = containerArgument(input, parameters: isZStack ? ["alignment"] : ["alignment", "spacing"])
        else { return nil }
        var valid = true
        var spacing: Double?
        if let field = fields["spacing"] {
            spacing = d.number(field.value, for: "spacing", keyLocation: d.location(field.key), input.context)
            valid = valid && spacing != nil
        }
        let layout: (any ViewLayout)?
        let alignmentField = fields["alignment"]
        let alignmentKey = alignmentField.map { d.location($0.key) } ?? input.location
        switch input.name {
        case "HStack":
            let value: VerticalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) }),
                kind: "alignment", for: "alignment", keyLocation: alignmentKey
            ) { key in
                HorizontalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "an HStack aligns its views vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('\(key)' is not a vertical alignment)"
                    : nil
            }
            layout = value.map { HStack(alignment: $0, spacing: spacing) }
        case "VStack":
            let value: HorizontalAlignment? = alignmentField == nil ? .center : d.named(
                alignmentField!.value, Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }),
                kind: "alignment", for: "alignment", keyLocation: alignmentKey
            ) { key in
                VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                    ? "a VStack aligns its views horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)"
                    : nil
            }
            layout = value.map { VStack(alignment: $0, spacing: spacing) }
        default:
            let value: Alignment? = alignmentField == nil ? .center : d.alignment(alignmentField!.value, for: "alignment", keyLocation: alignmentKey)
            layout = value.map { ZStack(alignment: $0) }
        }
        let children = d.views(content, input.context)
        guard valid, let layout else { return nil }
        return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static func group(_ input: ViewInput) -> Chain? {
        Chain(input.decoding.views(input.value, input.context), shape: .notShape("'Group' is not a shape"))
    }

    static func forEach(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        let context = input.context
        guard let value = input.value else {
            d.error("'ForEach' needs {count: N, content: …}, {range: [a, b], content: …} or {items: […], content: …}", at: input.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "ForEach", allowed: ["count", "range", "items", "content"], keyLocation: input.location)
        else { return nil }
        let sources = ["count", "range", "items"].compactMap { fields[$0] }
        guard sources.count == 1, let source = sources.first else {
            if sources.isEmpty {
                d.error("'ForEach' needs one of 'count', 'range' or 'items'", at: d.location(value))
            } else {
                d.error("'ForEach' takes only one of 'count', 'range' or 'items'", at: d.location(sources[1].key))
            }
            return nil
        }
        guard let content = fields["content"] else {
            d.error("'ForEach' needs 'content': the view or views made for each element", at: d.location(value))
            return nil
        }
        // (index, item) pairs. For count and range both names are the element, as the
        // closure parameter of `ForEach(0..<n) { i in … }` is; for items `index` is the position.
        var elements: [(Int, Value)] = []
        let sourceKey = d.location(source.key)
        switch source.name {
        case "count":
            guard let count = d.integer(source.value, for: "count", keyLocation: sourceKey, context) else { return nil }
            guard count >= 0 else {
                d.valueError("'count' must not be negative, found \(count)", at: d.location(source.value), context)
                return nil
            }
            guard count <= maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(count)", at: d.location(source.value), context)
                return nil
            }
            elements = (0..<count).map { ($0, .int($0)) }
        case "range":
            guard case .sequence(let bounds) = source.value, bounds.count == 2 else {
                d.error("expected [first, last] for 'range', found \(describeKind(source.value))", at: d.location(source.value))
                return nil
            }
            guard let lower = d.integer(bounds[0], for: "range", keyLocation: sourceKey, context),
                let upper = d.integer(bounds[1], for: "range", keyLocation: sourceKey, context)
            else { return nil }
            guard lower <= upper else {
                d.valueError("'range' [\(lower), \(upper)] is empty: the first bound is above the last", at: d.location(source.value), context)
                return nil
            }
            guard upper - lower < maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(upper - lower + 1)", at: d.location(source.value), context)
                return nil
            }
            elements = (lower...upper).map { ($0, .int($0)) }
        default:
            guard case .sequence(let items) = source.value else {
                d.error("expected a list for 'items', found \(describeKind(source.value))", at: d.location(source.value))
                return nil
            }
            for (position, item) in items.enumerated() {
                guard case .scalar(let scalar) = item else {
                    d.error("an item must be a string or a number, not \(describeKind(item))", at: d.location(item))
                    return nil
                }
                switch CoreScalar(scalar) {
                case .int(let i): elements.append((position, .int(i)))
                case .double(let x): elements.append((position, .double(x)))
                default: elements.append((position, .string(scalar.string)))
                }
            }
        }
        var nodes: [ViewNode] = []
        for (index, item) in elements where !context.budget.isExhausted {
            var inner = context
            inner.scope = context.scope.binding("index", to: .int(index)).binding("item", to: item)
            inner.inForEach = true
            nodes += d.views(content.value, inner)
        }
        return Chain(nodes, shape: .notShape("'ForEach' is not a shape"))
    }

    static func geometryReader(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let (fields, content) = containerArgument(input, parameters: ["proxy"]) else { return nil }
        var proxyName = "proxy"
        if let field = fields["proxy"] {
            guard let name = d.string(field.value, for: "proxy", keyLocation: d.location(field.key)) else { return nil }
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else {
                d.error("'\(name)' is not a valid proxy name: use letters, digits and '_'", at: d.location(field.value))
                return nil
            }
            proxyName = name
        }
        var contentNodes: [YAMLNode] = []
        if let content, !content.isNull {
            if case .sequence(let sequence) = content { contentNodes = Array(sequence) } else { contentNodes = [content] }
        }
        let context = input.context
        if context.checksReaders {
            // Run the content once now, with a placeholder proxy, so that its unknown names,
            // members and modifiers are reported with the rest of the file.
            var trial = context
            trial.isTrialRun = true
            trial.scope = context.scope.binding(proxyName, to: .proxy(placeholderProxy))
            for node in contentNodes { _ = d.views(node, trial) }
        }
        let capture = ReaderCapture(
            file: d.file, source: d.source, content: NodeBox(contentNodes),
            context: context, proxyName: proxyName, location: input.location,
            references: context.readerContents.references(
                at: input.location, proxyName: proxyName, scopeNames: Set(context.scope.names.keys)) { contentNodes })
        let reader = GeometryReader(content: { proxy throws(Diagnostic) in try capture.content(for: proxy) })
        return Chain([ViewNode(reader, source: input.location)], shape: .notShape("'GeometryReader' is not a shape"))
    }
}

/// What a `GeometryReader`'s content closure needs to decode its views at layout time.
struct ReaderCapture: Sendable {
    let file: String
    let source: String
    let content: NodeBox
    let context: DecodingContext
    let proxyName: String
    /// Where the reader is written: with `references`, what its content's decoding depends on.
    let location: SourceLocation
    let references: ReaderContentReferences

    /// The content views for `proxy`; the first error (positioned) if any.
    func content(for proxy: GeometryProxy) throws(Diagnostic) -> [ViewNode] {
        let key = memoKey(for: proxy)
        if let known = context.readerContents.entry(for: key), context.budget.takeIfAvailable(known.budget) {
            return known.views
        }
        let decoding = SceneDecoding(file: file, source: source, limits: context.limits)
        var inner = context
        inner.checksReaders = false
        inner.isTrialRun = false
        inner.scope = context.scope.binding(proxyName, to: .proxy(proxy))
        let budgetBefore = context.budget.taken
        var views: [ViewNode] = []
        for node in content.nodes { views += decoding.views(node, inner) }
        if let error = decoding.sortedDiagnostics.first(where: { $0.severity == .error }) { throw error }
        context.readerContents.record(.init(views: views, budget: context.budget.taken - budgetBefore), for: key)
        return views
    }

    private func memoKey(for proxy: GeometryProxy) -> ReaderContentMemo.Key {
        let dependency: ReaderContentMemo.ProxyDependency =
            if !references.mentionsProxy { .none } else if references.readsOnlyProxySize { .size(proxy.size) } else { .whole(proxy) }
        return ReaderContentMemo.Key(
            line: location.line, column: location.column, proxyName: proxyName, proxy: dependency,
            names: references.names.map { context.scope.names[$0] ?? .string("") },
            integerLiteralsAreDoubles: context.scope.integerLiteralsAreDoubles, depth: context.depth,
            inForEach: context.inForEach)
    }
}

extension String {
    /// The string without leading `character`s (`.red` → `red`).
    func droppingLeading(_ character: Character) -> String {
        String(drop { $0 == character })
    }
}
