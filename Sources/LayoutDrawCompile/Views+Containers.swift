import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the scrolling and grid containers, the lazy stacks, `Button` and `Image`
// (scene-format §2.1), and the `resizable` modifier.

extension Views {
    // MARK: ScrollView

    static let scrollAxisNames: [String: Axis] = ["vertical": .vertical, "horizontal": .horizontal]

    /// `ScrollView: [views]` or `{axes: vertical | horizontal | [horizontal, vertical], content}`.
    /// Several content views get an implicit `VStack` (`HStack` when scrolling horizontally only).
    static func scrollView(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let (fields, content) = containerArgument(input, parameters: ["axes", "showsIndicators"]) else { return nil }
        var axes: Set<Axis> = [.vertical]
        var valid = true
        if let field = fields["axes"] {
            if let parsed = scrollAxes(field.value, keyLocation: field.key, input) { axes = parsed } else { valid = false }
        }
        if let field = fields["showsIndicators"], d.bool(field.value, for: "showsIndicators", keyLocation: field.key, input.context) == nil {
            valid = false
        }
        let children = d.views(content, input.context)
        guard valid else { return nil }
        var subviews = children
        if children.count > 1 {
            let stack: any ViewLayout = axes == [.horizontal] ? HStack() : VStack()
            subviews = [ViewNode(stack, subviews: children, source: content.map { d.location($0) } ?? input.location)]
        }
        return Chain(
            [ViewNode(ScrollView(axes: axes), subviews: subviews, source: input.location)],
            shape: .notShape("'ScrollView' is not a shape"))
    }

    private static func scrollAxes(_ node: ValueSyntax, keyLocation: SourceLocation, _ input: ViewInput) -> Set<Axis>? {
        let d = input.session
        if let items = d.items(node, input.context) {
            guard !items.isEmpty else {
                d.error("'axes' needs at least one of vertical and horizontal", at: d.location(node))
                return nil
            }
            var axes: Set<Axis> = []
            for item in items {
                guard let axis = d.named(item, scrollAxisNames, kind: "axis", for: "axes", keyLocation: item.location, context: input.context) else { return nil }
                axes.insert(axis)
            }
            return axes
        }
        return d.named(node, scrollAxisNames, kind: "axis", for: "axes", keyLocation: keyLocation, context: input.context).map { [$0] }
    }

    // MARK: Lazy stacks

    /// `LazyVStack` / `LazyHStack`: a list of views, or `{alignment, spacing, content}`.
    static func lazyStack(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let (fields, content) = containerArgument(input, parameters: ["alignment", "spacing", "pinnedViews"]) else { return nil }
        var valid = true
        let spacing = optionalNumber(fields["spacing"], input, valid: &valid)
        let layout: (any ViewLayout)?
        if input.name == "LazyVStack" {
            layout = horizontalAlignment(fields["alignment"], input).map { LazyVStack(alignment: $0, spacing: spacing) }
        } else {
            layout = verticalAlignment(fields["alignment"], input).map { LazyHStack(alignment: $0, spacing: spacing) }
        }
        let children = d.views(content, input.context)
        guard valid, let layout else { return nil }
        return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    // MARK: Lazy grids

    /// `LazyVGrid: {columns, alignment, spacing, content}` / `LazyHGrid: {rows, …}`.
    static func lazyGrid(_ input: ViewInput) -> Chain? {
        let d = input.session
        let isVertical = input.name == "LazyVGrid"
        let itemsKey = isVertical ? "columns" : "rows"
        let otherKey = isVertical ? "rows" : "columns"
        let example = "\(itemsKey): [{flexible: {minimum: 50, maximum: 100}}, {fixed: 70}] or {count: 4, flexible: {}}"
        guard let value = input.value else {
            d.error("'\(input.name)' needs '\(itemsKey)', such as \(input.name): {\(example), content: …}", at: input.location)
            return nil
        }
        guard case .record = value, let fields = d.parameters(
            value, of: input.name, allowed: ["columns", "rows", "alignment", "spacing", "pinnedViews", "content"], keyLocation: input.location)
        else {
            if case .record = value { return nil }
            d.error("'\(input.name)' needs a mapping with '\(itemsKey)' and 'content', such as {\(example), content: …}", at: d.location(value))
            return nil
        }
        if let other = fields[otherKey] {
            d.error(
                "'\(input.name)' takes '\(itemsKey)', not '\(otherKey)' (\(isVertical ? "a LazyHGrid has rows" : "a LazyVGrid has columns"))",
                at: other.key)
            return nil
        }
        guard let itemsField = fields[itemsKey] else {
            d.error("'\(input.name)' needs '\(itemsKey)': \(example)", at: d.location(value))
            return nil
        }
        var valid = true
        let items = gridItems(itemsField.value, keyLocation: itemsField.key, input)
        if items == nil { valid = false }
        let spacing = optionalNumber(fields["spacing"], input, valid: &valid)
        let layout: (any ViewLayout)?
        if isVertical {
            layout = horizontalAlignment(fields["alignment"], input).flatMap { a in
                items.map { LazyVGrid(columns: $0, alignment: a, spacing: spacing) }
            }
        } else {
            layout = verticalAlignment(fields["alignment"], input).flatMap { a in
                items.map { LazyHGrid(rows: $0, alignment: a, spacing: spacing) }
            }
        }
        let children = d.views(fields["content"]?.value, input.context)
        guard valid, let layout else { return nil }
        return Chain([ViewNode(layout, subviews: children, source: input.location)], shape: .notShape("'\(input.name)' is not a shape"))
    }

    static let gridItemKinds = ["fixed", "flexible", "adaptive"]
    static let gridItemOptions = ["spacing", "alignment"]
    /// How many items the `{count: N, …}` shorthand may repeat.
    static let maximumGridItemCount = 1_000

    /// A list of GridItems, or the shorthand `{count: N, flexible: {…}, spacing, alignment}`;
    /// in Swift, an array of `GridItem(…)` (`Array(repeating: .init(.flexible()), count: 4)`).
    static func gridItems(_ node: ValueSyntax, keyLocation: SourceLocation, _ input: ViewInput) -> [GridItem]? {
        let d = input.session
        switch node {
        case .expression(let syntax):
            if let written = writtenGridItems(syntax, input) { return written }
            guard let value = d.evaluate(syntax, input.context) else { return nil }
            guard case .array(let values) = value else {
                d.error("expected an array of GridItems, found a value of type \(value.typeName)", at: syntax.location)
                return nil
            }
            guard !values.isEmpty else {
                d.error("a grid needs at least one GridItem", at: syntax.location)
                return nil
            }
            guard values.count <= maximumGridItemCount else {
                d.valueError("a grid has at most \(maximumGridItemCount) GridItems, not \(values.count)", at: syntax.location, input.context)
                return nil
            }
            var items: [GridItem] = []
            for value in values {
                guard let item = gridItem(value, at: syntax.location, input) else { return nil }
                items.append(item)
            }
            return items
        default:
            d.error("expected a list of GridItems, found \(node.kindDescription)", at: d.location(of: node, key: keyLocation))
            return nil
        }
    }

    /// GridItems written out — `[GridItem(.fixed(70)), GridItem()]`, `Array(repeating:
    /// GridItem(.flexible()), count: 4)` — read argument by argument, each problem where it is
    /// written; nil (`.some(nil)` after a problem) when they are not written so.
    private static func writtenGridItems(_ syntax: ExpressionSyntax, _ input: ViewInput) -> [GridItem]?? {
        let d = input.session
        func expression(_ e: Expression) -> ExpressionSyntax { ExpressionSyntax(e, origin: syntax.origin) }
        switch syntax.expression {
        case .array(let elements, _) where !elements.isEmpty && elements.allSatisfy({ gridItemArguments($0) != nil }):
            var items: [GridItem] = []
            for element in elements {
                guard let item = writtenGridItem(expression(element), input) else { return .some(nil) }
                items.append(item)
            }
            return items
        case .call(.name("Array", _), let arguments, _)
        where arguments.count == 2 && arguments[0].label == "repeating" && arguments[1].label == "count"
            && gridItemArguments(arguments[0].value) != nil:
            let countSyntax = expression(arguments[1].value)
            guard let count = d.integer(.expression(countSyntax), for: "count", keyLocation: countSyntax.location, input.context),
                let item = writtenGridItem(expression(arguments[0].value), input)
            else { return .some(nil) }
            guard count >= 1, count <= maximumGridItemCount else {
                d.valueError("'count' must be between 1 and \(maximumGridItemCount), not \(count)", at: countSyntax.location, input.context)
                return .some(nil)
            }
            return Array(repeating: item, count: count)
        default:
            return nil
        }
    }

    /// The arguments of `GridItem(…)` / `.init(…)`; nil when `expression` is not such a call.
    private static func gridItemArguments(_ expression: Expression) -> [Expression.Argument]? {
        guard case .call(let callee, let arguments, _) = expression else { return nil }
        switch callee {
        case .name("GridItem", _), .implicitMember("init", _): return arguments
        default: return nil
        }
    }

    /// `GridItem(.flexible(minimum: 50, maximum: 100), spacing: 8, alignment: .top)`, read
    /// argument by argument.
    private static func writtenGridItem(_ syntax: ExpressionSyntax, _ input: ViewInput) -> GridItem? {
        let d = input.session
        let context = input.context
        func expression(_ e: Expression) -> ValueSyntax { .expression(ExpressionSyntax(e, origin: syntax.origin)) }
        guard let arguments = gridItemArguments(syntax.expression) else { return nil }
        var size = GridItem.Size.flexible(minimum: 10, maximum: .infinity)
        var spacing: Double?
        var alignment: Alignment?
        for (position, argument) in arguments.enumerated() {
            let value = expression(argument.value)
            switch argument.label {
            case nil where position == 0:
                guard let sized = writtenGridItemSize(argument.value, syntax, input) else { return nil }
                size = sized
            case "spacing":
                if d.isNil(value, context) { continue }
                guard let n = d.number(value, for: "spacing", keyLocation: value.location, context) else { return nil }
                spacing = n
            case "alignment":
                if d.isNil(value, context) { continue }
                guard let a = d.alignment(value, for: "alignment", keyLocation: value.location, context) else { return nil }
                alignment = a
            default:
                d.error("GridItem takes (_ size:, spacing:, alignment:), not '\(argument.label ?? "_")'", at: value.location)
                return nil
            }
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    /// `.fixed(70)`, `.flexible(minimum:maximum:)` (or `.flexible`), `.adaptive(minimum:maximum:)`.
    private static func writtenGridItemSize(_ size: Expression, _ item: ExpressionSyntax, _ input: ViewInput) -> GridItem.Size? {
        let d = input.session
        let context = input.context
        let kind: String, kindOffset: Int, arguments: [Expression.Argument]
        switch size {
        case .implicitMember(let name, let offset): (kind, kindOffset, arguments) = (name, offset, [])
        case .call(.implicitMember(let name, let offset), let list, _): (kind, kindOffset, arguments) = (name, offset, list)
        default:
            d.error("a GridItem's size is .fixed(…), .flexible(…) or .adaptive(minimum:…)", at: item.location(of: size.offset))
            return nil
        }
        /// The length labelled `label`, not negative; `.some(nil)` when absent.
        func length(_ label: String?, allowInfinity: Bool = false) -> (Double?, SourceLocation?)? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return (nil, nil) }
            let value = ValueSyntax.expression(ExpressionSyntax(argument.value, origin: item.origin))
            guard let n = d.number(value, for: label ?? kind, keyLocation: value.location, context, allowInfinity: allowInfinity) else { return nil }
            guard n >= 0 else {
                d.valueError("'\(label ?? kind)' must not be negative, found \(SwiftFormat.double(n))", at: value.location, context)
                return nil
            }
            return (n, value.location)
        }
        switch kind {
        case "fixed":
            guard arguments.count == 1, arguments[0].label == nil else {
                d.error("write .fixed(70): one finite length", at: item.location(of: kindOffset))
                return nil
            }
            guard let (n, _) = length(nil), let n else { return nil }
            return .fixed(n)
        case "flexible", "adaptive":
            guard let (minimum, _) = length("minimum"), let (maximum, maximumAt) = length("maximum", allowInfinity: true) else { return nil }
            if kind == "adaptive" {
                guard let minimum else {
                    d.error("write .adaptive(minimum: 40)", at: item.location(of: kindOffset))
                    return nil
                }
                guard minimum > 0 else {
                    d.valueError("an adaptive GridItem's 'minimum' must be positive", at: item.location(of: kindOffset), context)
                    return nil
                }
            }
            let lo = minimum ?? (kind == "flexible" ? 10 : 0), hi = maximum ?? .infinity
            guard hi >= lo else {
                d.valueError("'maximum' (\(SwiftFormat.double(hi))) is below 'minimum' (\(SwiftFormat.double(lo)))", at: maximumAt ?? item.location, context)
                return nil
            }
            return kind == "flexible" ? .flexible(minimum: lo, maximum: hi) : .adaptive(minimum: lo, maximum: hi)
        default:
            d.error("unknown GridItem size '.\(kind)'\(Suggestions.didYouMean(kind, in: gridItemKinds))", at: item.location(of: kindOffset))
            return nil
        }
    }

    /// A Swift `GridItem(.flexible(minimum: 50, maximum: 100), spacing: 8, alignment: .top)`
    /// (also written `.init(…)` where a GridItem is expected).
    static func gridItem(_ value: Value, at location: SourceLocation, _ input: ViewInput) -> GridItem? {
        let d = input.session
        guard case .symbol(let symbol) = value, symbol.type == "GridItem" || symbol.type == nil, symbol.path.count == 1,
            symbol.name == "init", let arguments = symbol.path[0].arguments
        else {
            d.error("expected a GridItem, such as GridItem(.flexible()), found \(value.interpolationDescription)", at: location)
            return nil
        }
        var size = GridItem.Size.flexible(minimum: 10, maximum: .infinity)
        var spacing: Double?
        var alignment: Alignment?
        for (position, argument) in arguments.enumerated() {
            switch argument.label {
            case nil where position == 0:
                guard case .symbol(let kind) = argument.value, kind.path.count == 1 else {
                    d.error("a GridItem's size is .fixed(…), .flexible(…) or .adaptive(minimum:…)", at: location)
                    return nil
                }
                // (A size that is wrong is reported by `gridItemSize`.)
                guard let sized = gridItemSize(kind, at: location, input) else { return nil }
                size = sized
            case "spacing":
                guard case .none = argument.value else {
                    guard let n = argument.value.number, n.isFinite else {
                        d.error("a GridItem's spacing is a number", at: location)
                        return nil
                    }
                    spacing = n
                    continue
                }
            case "alignment":
                guard case .symbol(let a) = argument.value, let named = Alignment.named[a.name] else {
                    d.error("a GridItem's alignment is an Alignment such as .top", at: location)
                    return nil
                }
                alignment = named
            default:
                d.error("GridItem takes (_ size:, spacing:, alignment:), not '\(argument.label ?? "_")'", at: location)
                return nil
            }
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    private static func gridItemSize(_ kind: Symbol, at location: SourceLocation, _ input: ViewInput) -> GridItem.Size? {
        let d = input.session
        let arguments = kind.path[0].arguments ?? []
        func number(_ label: String?) -> Double?? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return .some(nil) }
            guard let n = argument.value.number, !n.isNaN else {
                d.error("a GridItem size needs a number of zero or more", at: location)
                return nil
            }
            guard n >= 0 else {
                d.valueError("'\(label ?? kind.name)' must not be negative, found \(SwiftFormat.double(n))", at: location, input.context)
                return nil
            }
            return .some(n)
        }
        switch kind.name {
        case "fixed":
            guard arguments.count == 1, case .some(let n) = number(nil) else { return nil }
            guard let n, n.isFinite else {
                d.error("write .fixed(70): one finite length", at: location)
                return nil
            }
            return .fixed(n)
        case "flexible":
            guard case .some(let minimum) = number("minimum"), case .some(let maximum) = number("maximum") else { return nil }
            let lo = minimum ?? 10, hi = maximum ?? .infinity
            guard hi >= lo else {
                d.valueError("'maximum' (\(SwiftFormat.double(hi))) is below 'minimum' (\(SwiftFormat.double(lo)))", at: location, input.context)
                return nil
            }
            return .flexible(minimum: lo, maximum: hi)
        case "adaptive":
            guard case .some(let minimum?) = number("minimum"), case .some(let maximum) = number("maximum") else {
                d.error("write .adaptive(minimum: 40)", at: location)
                return nil
            }
            guard minimum > 0 else {
                d.valueError("an adaptive GridItem's 'minimum' must be positive", at: location, input.context)
                return nil
            }
            return .adaptive(minimum: minimum, maximum: maximum ?? .infinity)
        default:
            d.error("unknown GridItem size '.\(kind.name)'\(Suggestions.didYouMean(kind.name, in: gridItemKinds))", at: location)
            return nil
        }
    }

    // MARK: Grid

    /// `Grid: [rows]` or `{alignment, horizontalSpacing, verticalSpacing, content}`. Each
    /// `GridRow` child becomes a row of cells; any other child spans all columns.
    static func grid(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let (fields, content) = containerArgument(input, parameters: ["alignment", "horizontalSpacing", "verticalSpacing"])
        else { return nil }
        var valid = true
        let horizontal = optionalNumber(fields["horizontalSpacing"], input, valid: &valid)
        let vertical = optionalNumber(fields["verticalSpacing"], input, valid: &valid)
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            if let a = d.alignment(field.value.nonNull, for: "alignment", keyLocation: field.key, input.context) { alignment = a } else { valid = false }
        }
        var rows: [Grid.Row] = []
        var cells: [ViewNode] = []
        for child in d.views(content, input.context) {
            if let row = child.view as? GridRow {
                if let id = child.id, let source = child.source {
                    d.warning("the id '\(id)' of a GridRow inside a Grid is not kept: the grid lays out the row's cells itself", at: source, input.context)
                }
                rows.append(.cells(count: child.subviews.count, alignment: row.alignment))
                cells += child.subviews
            } else {
                rows.append(.spanning)
                cells.append(child)
            }
        }
        guard valid else { return nil }
        let layout = Grid(rows: rows, alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
        return Chain([ViewNode(layout, subviews: cells, source: input.location)], shape: .notShape("'Grid' is not a shape"))
    }

    /// `GridRow: [cells]` or `{alignment, content}`.
    static func gridRow(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let (fields, content) = containerArgument(input, parameters: ["alignment"]) else { return nil }
        var alignment: VerticalAlignment?
        if fields["alignment"] != nil {
            guard let a = verticalAlignment(fields["alignment"], input) else { return nil }
            alignment = a
        }
        let cells = d.views(content, input.context)
        return Chain([ViewNode(GridRow(alignment: alignment), subviews: cells, source: input.location)], shape: .notShape("'GridRow' is not a shape"))
    }

    // MARK: Button

    /// `Button: TITLE` (a Text label, `\(…)` interpolated) or `Button: {label: VIEW}` (or a
    /// single view); several label views get an implicit `VStack`. Swift: `Button("Login") { … }`
    /// or `Button(action: { … }) { label }` / `Button { … } label: { … }`; the action never runs.
    static func button(_ input: ViewInput) -> Chain? {
        let d = input.session
        guard let value = input.value else {
            d.error("'Button' needs a title or a label: Button: Login, or Button: {label: {Text: Login}}", at: input.location)
            return nil
        }
        let label: ViewNode
        var role: Button.Role?
        func button(_ label: ViewNode) -> Chain {
            Chain([ViewNode(Button(role: role), subviews: [label], source: input.location)], shape: .notShape("'Button' is not a shape"))
        }
        switch value {
        case .expression:
            guard let title = d.interpolated(value, for: "Button", keyLocation: input.location, input.context) else { return nil }
            label = ViewNode(Text(title), source: d.location(value))
        case .record:
            guard let fields = d.parameters(value, of: "Button", allowed: ["label", "title", "action", "role", "systemImage"], keyLocation: input.location)
            else { return nil }
            if let field = fields["role"], !d.isNil(field.value, input.context) {
                let roles = Dictionary(uniqueKeysWithValues: Button.Role.allCases.map { ($0.rawValue, $0) })
                guard let r = d.named(field.value, roles, kind: "button role", for: "role", keyLocation: field.key, context: input.context) else { return nil }
                role = r
            }
            // `Button(action: { … }) { label }`: the trailing closure (the second positional
            // argument, "title" here) is the label.
            if let title = fields["title"], case .closure = title.value, fields["label"] == nil, fields["action"] != nil {
                return button(d.singleView(title.value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) })
            }
            if let title = fields["title"], fields["label"] == nil {
                guard let text = d.interpolated(title.value, for: "Button", keyLocation: title.key, input.context) else { return nil }
                let titleText = ViewNode(Text(text), source: d.location(title.value))
                // `Button("Add", systemImage: "plus") { … }` (iOS 17): its label is a `Label`.
                if let symbol = fields["systemImage"] {
                    guard let icon = systemImage(symbol, input) else { return nil }
                    label = ViewNode(Label(), subviews: [icon, titleText], source: titleText.source)
                } else {
                    label = titleText
                }
                break
            }
            // A Swift `Button(action:label:)` whose action is the trailing closure.
            let labelField = fields["label"] ?? (fields["title"] == nil ? nil : fields["action"])
            guard let field = labelField, !field.value.isNull else {
                d.error("'Button' needs 'label': a view, such as {label: {Text: Login}}", at: d.location(value))
                return nil
            }
            label = d.singleView(field.value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        default:
            label = d.singleView(value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        }
        return button(label)
    }

    // MARK: Image

    /// `Image: PATH` (YAML: a PNG or SVG file relative to the scene file) or `Image("name")`
    /// (Swift: resolved as Xcode would, from an asset catalogue or a file beside the source);
    /// its natural size is read now, so a missing or unreadable file is an error at the name.
    static func image(_ input: ViewInput) -> Chain? {
        let d = input.session
        let images = input.context.images
        let path: String
        let written: String
        var scale = 1.0
        switch input.value {
        case .record(let record)? where record.fields.count == 1 && record.fields[0].label == "path":
            // `Image(path: "photo.png")` (YAML's `Image: photo.png`): a PNG or SVG file beside the
            // scene, which must exist.
            guard case .expression(let syntax) = record.fields[0].value, case .string(let file, _) = syntax.expression, !file.isEmpty else {
                d.error("'Image' needs the path of a PNG or SVG file, relative to the scene: Image: photo.png", at: d.location(record.fields[0].value))
                return nil
            }
            written = file
            switch images.resolve(file) {
            case .success(let resolved): path = resolved
            case .failure(let problem):
                d.error("image path '\(file)' \(problem.reason)", at: syntax.location)
                return nil
            }
        case .expression(let syntax)?:
            guard let name = d.string(.expression(syntax), for: "Image", keyLocation: input.location, context: input.context) else { return nil }
            written = name
            switch images.resolveAsset(name) {
            case .success(let resolved):
                path = resolved.path
                scale = resolved.scale
            case .failure(let problem):
                // A listing's asset that is not here (an article's listing pasted alone): drawn
                // as a placeholder of a usual size, with a warning, so the rest can be seen.
                d.warning(
                    "image '\(name)' \(problem.reason); a \(Int(Image.placeholderSize.width)) × \(Int(Image.placeholderSize.height)) placeholder is drawn",
                    at: syntax.location, input.context)
                return Chain(
                    [ViewNode(Image(path: "", naturalSize: Image.placeholderSize), source: input.location)], shape: .notShape("'Image' is not a shape"))
            }
        case .record?:
            if case .record(let record)? = input.value, let field = record.fields.first(where: { $0.label == "systemName" }) {
                guard record.fields.count == 1 else {
                    d.error("'Image(systemName:)' takes only the symbol's name", at: input.location)
                    return nil
                }
                return systemImage(Field(field), input).map { Chain([$0], shape: .notShape("'Image' is not a shape")) }
            } else {
                d.error("'Image' takes the name of an image: Image(\"photo\")", at: input.location)
            }
            return nil
        default:
            d.error("'Image' needs the path of a PNG or SVG file, relative to the scene: Image: photo.png", at: d.location(of: input.value, key: input.location))
            return nil
        }
        guard let measure = images.naturalSize else {
            d.error("cannot read image '\(written)': images are not available here", at: d.location(of: input.value, key: input.location))
            return nil
        }
        let size: Size
        do {
            let natural = try measure(path)
            size = Size(width: natural.width / scale, height: natural.height / scale)
        } catch {
            d.error("cannot read image '\(written)': \(error.reason)", at: d.location(of: input.value, key: input.location))
            return nil
        }
        return Chain([ViewNode(Image(path: path, naturalSize: size), source: input.location)], shape: .notShape("'Image' is not a shape"))
    }

    // MARK: Helpers

    private static func optionalNumber(_ field: Field?, _ input: ViewInput, valid: inout Bool) -> Double? {
        guard let field else { return nil }
        let d = input.session
        if d.isNil(field.value, input.context) { return nil }
        guard let n = d.number(field.value, for: field.name, keyLocation: field.key, input.context) else {
            valid = false
            return nil
        }
        return n
    }

    private static func horizontalAlignment(_ field: Field?, _ input: ViewInput) -> HorizontalAlignment? {
        guard let field else { return .center }
        let d = input.session
        return d.named(
            field.value.nonNull, input.context.program.alignments.horizontalNames,
            kind: "alignment", for: "alignment", keyLocation: field.key, context: input.context
        ) { key in
            VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                ? "a \(input.name) aligns horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)"
                : nil
        }
    }

    private static func verticalAlignment(_ field: Field?, _ input: ViewInput) -> VerticalAlignment? {
        guard let field else { return .center }
        let d = input.session
        return d.named(
            field.value.nonNull, input.context.program.alignments.verticalNames,
            kind: "alignment", for: "alignment", keyLocation: field.key, context: input.context
        ) { key in
            HorizontalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                ? "a \(input.name) aligns vertically: use top, center, bottom, firstTextBaseline or lastTextBaseline ('\(key)' is not a vertical alignment)"
                : nil
        }
    }
}

extension Modifiers {
    /// `resizable`: makes a bare `Image` take its proposal (it changes the Image itself, so it
    /// must come right after it, as `Image.resizable()` does in Swift).
    static func resizable(_ i: ModifierInput) -> Modification? {
        guard let on = i.session.bool(i.value, for: "resizable", keyLocation: i.location, i.context, default: true) else { return nil }
        return .resizable(on)
    }
}

// MARK: - Image files

/// Why an image file could not be measured (the reason only; the decoder adds where).
public struct ImageSizeError: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// Measures an image file: its natural size in points. The pipeline supplies one that reads
/// PNG and SVG files (the scene decoder does not draw, so it cannot).
public typealias ImageSizeProvider = @Sendable (_ path: String) throws(ImageSizeError) -> Size

/// Where a scene's images are and how to measure them.
struct ImageLookup: Sendable {
    /// The scene file's folder; relative image paths start there.
    var directory = "."
    var naturalSize: ImageSizeProvider?
    /// Whether a path may leave `directory` (`--allow-any-path`).
    var allowsAnyPath = true

    init() {}

    /// From the options, or the folder of `file` when they do not name one.
    init(options: SceneDecodingOptions, file: String) {
        if let directory = options.sceneDirectory {
            self.directory = directory
        } else if let slash = file.lastIndex(of: "/") {
            self.directory = slash == file.startIndex ? "/" : String(file[..<slash])
        }
        naturalSize = options.imageSize
        allowsAnyPath = options.allowsAnyImagePath
    }

    /// Why an image path is refused: the rest of "image path 'P' …".
    struct Refusal: Error {
        var reason: String
    }

    /// `path` joined to the scene's folder unless it is absolute. Unless any path is allowed,
    /// the result must stay inside the scene's folder: no absolute path, no `..` above it, and
    /// no symbolic link out of it.
    func resolve(_ path: String) -> Result<String, Refusal> {
        let joined = path.hasPrefix("/") || directory == "." ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
        guard !allowsAnyPath else { return .success(joined) }
        let advice = "; pass --allow-any-path to allow it"
        if path.hasPrefix("/") {
            return .failure(Refusal(reason: "is absolute: images must be inside the scene's folder\(advice)"))
        }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return .failure(Refusal(reason: "leaves the scene's folder\(advice)")) }
        }
        // A symbolic link inside the folder may still point out of it.
        if let real = FileSystem.realPath(joined), let folder = FileSystem.realPath(directory),
            !(real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/"))
        {
            return .failure(Refusal(reason: "leads out of the scene's folder through a symbolic link\(advice)"))
        }
        return .success(joined)
    }
}

extension ImageLookup {
    /// `Image("name")` as Xcode resolves it: the image set `name.imageset` of an
    /// `Assets.xcassets` beside the source or in a folder above it (up to the working
    /// directory, and no further unless any path is allowed), else `name.png` / `name.svg` /
    /// `name` beside the source. From an image set: an SVG if there is one, else the PNG of the
    /// lowest scale, whose size in points is its pixels divided by its scale.
    func resolveAsset(_ name: String) -> Result<(path: String, scale: Double), Refusal> {
        guard !name.isEmpty, !name.contains("/") || allowsAnyPath else {
            return .failure(Refusal(reason: "is not an asset name"))
        }
        for folder in catalogueFolders() {
            let set = folder + "/Assets.xcassets/" + name + ".imageset"
            guard FileSystem.isDirectory(set) else { continue }
            let candidates = AssetCatalogue.images(inSetAt: set)
            if let best = candidates.min(by: { ($0.isVector ? 0 : $0.scale) < ($1.isVector ? 0 : $1.scale) }) {
                return .success((set + "/" + best.filename, best.isVector ? 1 : best.scale))
            }
            return .failure(Refusal(reason: "has an image set without an image file (\(set))"))
        }
        for candidate in [name + ".png", name + ".svg", name] {
            if case .success(let path) = resolve(candidate), FileSystem.isFile(path) { return .success((path, 1)) }
        }
        return .failure(
            Refusal(reason: "is not in an Assets.xcassets beside the source or above it, nor a file \(name).png or \(name).svg beside it"))
    }

    /// The source's folder, then each folder above it while inside the working directory.
    private func catalogueFolders() -> [String] {
        guard let start = FileSystem.realPath(directory) else { return [directory] }
        let limit = allowsAnyPath ? "/" : (FileSystem.realPath(".") ?? start)
        var folders: [String] = []
        var folder = start
        while true {
            folders.append(folder)
            guard folder != limit, folder.hasPrefix(limit == "/" ? "/" : limit + "/"), let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return folders
    }
}
