import LayoutDrawCore
import LayoutEngine

// Decoders for the scrolling and grid containers, the lazy stacks, `Button` and `Image`
// (scene-format §2.1), and the `resizable` modifier.

extension Views {
    // MARK: ScrollView

    static let scrollAxisNames: [String: Axis] = ["vertical": .vertical, "horizontal": .horizontal]

    /// `ScrollView: [views]` or `{axes: vertical | horizontal | [horizontal, vertical], content}`.
    /// Several content views get an implicit `VStack` (`HStack` when scrolling horizontally only).
    static func scrollView(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let (fields, content) = containerArgument(input, parameters: ["axes"]) else { return nil }
        var axes: Set<Axis> = [.vertical]
        var valid = true
        if let field = fields["axes"] {
            if let parsed = scrollAxes(field.value, keyLocation: d.location(field.key), d) { axes = parsed } else { valid = false }
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

    private static func scrollAxes(_ node: YAMLNode, keyLocation: SourceLocation, _ d: SceneDecoding) -> Set<Axis>? {
        if case .sequence(let sequence) = node {
            guard !sequence.isEmpty else {
                d.error("'axes' needs at least one of vertical and horizontal", at: d.location(node))
                return nil
            }
            var axes: Set<Axis> = []
            for item in sequence {
                guard let axis = d.named(item, scrollAxisNames, kind: "axis", for: "axes", keyLocation: d.location(item)) else { return nil }
                axes.insert(axis)
            }
            return axes
        }
        return d.named(node, scrollAxisNames, kind: "axis", for: "axes", keyLocation: keyLocation).map { [$0] }
    }

    // MARK: Lazy stacks

    /// `LazyVStack` / `LazyHStack`: a list of views, or `{alignment, spacing, content}`.
    static func lazyStack(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let (fields, content) = containerArgument(input, parameters: ["alignment", "spacing"]) else { return nil }
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
        let d = input.decoding
        let isVertical = input.name == "LazyVGrid"
        let itemsKey = isVertical ? "columns" : "rows"
        let otherKey = isVertical ? "rows" : "columns"
        let example = "\(itemsKey): [{flexible: {minimum: 50, maximum: 100}}, {fixed: 70}] or {count: 4, flexible: {}}"
        guard let value = input.value else {
            d.error("'\(input.name)' needs '\(itemsKey)', such as \(input.name): {\(example), content: …}", at: input.location)
            return nil
        }
        guard case .mapping = value, let fields = d.parameters(
            value, of: input.name, allowed: ["columns", "rows", "alignment", "spacing", "content"], keyLocation: input.location)
        else {
            if case .mapping = value { return nil }
            d.error("'\(input.name)' needs a mapping with '\(itemsKey)' and 'content', such as {\(example), content: …}", at: d.location(value))
            return nil
        }
        if let other = fields[otherKey] {
            d.error(
                "'\(input.name)' takes '\(itemsKey)', not '\(otherKey)' (\(isVertical ? "a LazyHGrid has rows" : "a LazyVGrid has columns"))",
                at: d.location(other.key))
            return nil
        }
        guard let itemsField = fields[itemsKey] else {
            d.error("'\(input.name)' needs '\(itemsKey)': \(example)", at: d.location(value))
            return nil
        }
        var valid = true
        let items = gridItems(itemsField.value, keyLocation: d.location(itemsField.key), input)
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

    /// A list of GridItems, or the shorthand `{count: N, flexible: {…}, spacing, alignment}`.
    static func gridItems(_ node: YAMLNode, keyLocation: SourceLocation, _ input: ViewInput) -> [GridItem]? {
        let d = input.decoding
        switch node {
        case .sequence(let sequence):
            guard !sequence.isEmpty else {
                d.error("a grid needs at least one GridItem", at: d.location(node))
                return nil
            }
            var items: [GridItem] = []
            var valid = true
            for entry in sequence {
                if let item = gridItem(entry, allowCount: false, input) { items.append(item) } else { valid = false }
            }
            return valid ? items : nil
        case .mapping(let mapping):
            guard let countField = d.fields(of: mapping).first(where: { $0.name == "count" }) else {
                d.error(
                    "expected a list of GridItems, or {count: N, flexible: {…}} for N equal ones; found a mapping without 'count'",
                    at: d.location(node))
                return nil
            }
            guard let count = d.integer(countField.value, for: "count", keyLocation: d.location(countField.key), input.context),
                let item = gridItem(node, allowCount: true, input)
            else { return nil }
            guard count >= 1, count <= maximumGridItemCount else {
                d.valueError("'count' must be between 1 and \(maximumGridItemCount), not \(count)", at: d.location(countField.value), input.context)
                return nil
            }
            return Array(repeating: item, count: count)
        default:
            d.error("expected a list of GridItems, found \(describeKind(node))", at: d.location(of: node, key: keyLocation))
            return nil
        }
    }

    /// One GridItem: `{fixed: 70}`, `{flexible: {minimum, maximum}}`, `{adaptive: {minimum,
    /// maximum}}` (or `adaptive: 40`), each with optional `spacing` and `alignment`; a bare
    /// `flexible` is `GridItem()`.
    static func gridItem(_ node: YAMLNode, allowCount: Bool, _ input: ViewInput) -> GridItem? {
        let d = input.decoding
        let context = input.context
        if case .scalar(let scalar) = node {
            let name = scalar.string.trimmingSpaces
            if name == "flexible" { return GridItem() }
            if gridItemKinds.contains(name) {
                d.error("'\(name)' needs a size: write {\(name == "fixed" ? "fixed: 70" : "adaptive: {minimum: 40}")}", at: d.location(node))
            } else {
                d.error("unknown GridItem kind '\(name)'\(Suggestions.didYouMean(name, in: gridItemKinds))", at: d.location(node))
            }
            return nil
        }
        guard case .mapping(let mapping) = node else {
            d.error("expected a GridItem such as {flexible: {minimum: 50, maximum: 100}}, found \(describeKind(node))", at: d.location(node))
            return nil
        }
        var size: GridItem.Size?
        var kindField: Field?
        var spacing: Double?
        var alignment: Alignment?
        var valid = true
        for field in d.fields(of: mapping) {
            let key = d.location(field.key)
            switch field.name {
            case "count" where allowCount:
                continue
            case "spacing":
                if let n = d.number(field.value, for: "spacing", keyLocation: key, context) { spacing = n } else { valid = false }
            case "alignment":
                if let a = d.alignment(field.value.nonNull, for: "alignment", keyLocation: key) { alignment = a } else { valid = false }
            case let name where gridItemKinds.contains(name):
                if let first = kindField {
                    d.error("a GridItem has one size, but '\(first.name)' is already given here", at: key)
                    valid = false
                    continue
                }
                kindField = field
                if let s = gridItemSize(field, input) { size = s } else { valid = false }
            default:
                let candidates = gridItemKinds + gridItemOptions + (allowCount ? ["count"] : [])
                d.error("unknown GridItem kind '\(field.name)'\(Suggestions.didYouMean(field.name, in: candidates))", at: key)
                valid = false
            }
        }
        guard valid else { return nil }
        guard let size else {
            d.error("a GridItem needs one of 'fixed', 'flexible' or 'adaptive'", at: d.location(node))
            return nil
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    private static func gridItemSize(_ field: Field, _ input: ViewInput) -> GridItem.Size? {
        let d = input.decoding
        let context = input.context
        let key = d.location(field.key)
        /// A finite, non-negative number.
        func length(_ node: YAMLNode?, _ name: String, _ keyLocation: SourceLocation, allowInfinity: Bool = false) -> Double? {
            guard let n = d.number(node, for: name, keyLocation: keyLocation, context, allowInfinity: allowInfinity) else { return nil }
            guard n >= 0 else {
                d.valueError("'\(name)' must not be negative, found \(SwiftFormat.double(n))", at: d.location(of: node, key: keyLocation), context)
                return nil
            }
            return n
        }
        /// `{minimum, maximum}` with defaults; minimum ≤ maximum.
        func range(defaultMinimum: Double?) -> (Double, Double)? {
            let value = field.value
            if value.isNull, let defaultMinimum { return (defaultMinimum, .infinity) }
            if case .scalar = value, defaultMinimum == nil {
                return length(value, "minimum", key).map { ($0, .infinity) }
            }
            guard let fields = d.parameters(value, of: field.name, allowed: ["minimum", "maximum"], keyLocation: key) else { return nil }
            var minimum = defaultMinimum ?? 0
            var maximum = Double.infinity
            if let f = fields["minimum"] {
                guard let n = length(f.value, "minimum", d.location(f.key)) else { return nil }
                minimum = n
            } else if defaultMinimum == nil {
                d.error("'adaptive' needs 'minimum': {adaptive: {minimum: 40}}", at: d.location(value))
                return nil
            }
            if let f = fields["maximum"] {
                guard let n = length(f.value, "maximum", d.location(f.key), allowInfinity: true) else { return nil }
                maximum = n
            }
            guard maximum >= minimum else {
                d.valueError(
                    "'maximum' (\(SwiftFormat.double(maximum))) is below 'minimum' (\(SwiftFormat.double(minimum)))",
                    at: d.location(fields["maximum"]!.value), context)
                return nil
            }
            return (minimum, maximum)
        }
        switch field.name {
        case "fixed":
            return length(field.value.nonNull, "fixed", key).map { .fixed($0) }
        case "flexible":
            return range(defaultMinimum: 10).map { .flexible(minimum: $0.0, maximum: $0.1) }
        default:
            guard let (minimum, maximum) = range(defaultMinimum: nil) else { return nil }
            guard minimum > 0 else {
                d.valueError("an adaptive GridItem's 'minimum' must be positive", at: d.location(field.value), context)
                return nil
            }
            return .adaptive(minimum: minimum, maximum: maximum)
        }
    }

    // MARK: Grid

    /// `Grid: [rows]` or `{alignment, horizontalSpacing, verticalSpacing, content}`. Each
    /// `GridRow` child becomes a row of cells; any other child spans all columns.
    static func grid(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let (fields, content) = containerArgument(input, parameters: ["alignment", "horizontalSpacing", "verticalSpacing"])
        else { return nil }
        var valid = true
        let horizontal = optionalNumber(fields["horizontalSpacing"], input, valid: &valid)
        let vertical = optionalNumber(fields["verticalSpacing"], input, valid: &valid)
        var alignment = Alignment.center
        if let field = fields["alignment"] {
            if let a = d.alignment(field.value.nonNull, for: "alignment", keyLocation: d.location(field.key)) { alignment = a } else { valid = false }
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
        let d = input.decoding
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
    /// single view); several label views get an implicit `VStack`.
    static func button(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let value = input.value else {
            d.error("'Button' needs a title or a label: Button: Login, or Button: {label: {Text: Login}}", at: input.location)
            return nil
        }
        let label: ViewNode
        switch value {
        case .scalar:
            guard let title = d.interpolated(value, for: "Button", keyLocation: input.location, input.context) else { return nil }
            label = ViewNode(Text(title), source: d.location(value))
        case .mapping(let mapping):
            var labelNode = value
            if let first = mapping.first?.key.string, first.first?.isUppercase != true {
                guard let fields = d.parameters(value, of: "Button", allowed: ["label"], keyLocation: input.location) else { return nil }
                guard let field = fields["label"], !field.value.isNull else {
                    d.error("'Button' needs 'label': a view, such as {label: {Text: Login}}", at: d.location(value))
                    return nil
                }
                labelNode = field.value
            }
            label = d.singleView(labelNode, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        default:
            label = d.singleView(value, input.context) { views, at in ViewNode(VStack(), subviews: views, source: at) }
        }
        return Chain([ViewNode(Button(), subviews: [label], source: input.location)], shape: .notShape("'Button' is not a shape"))
    }

    // MARK: Image

    /// `Image: PATH`: a PNG or SVG file relative to the scene file; its natural size is read now,
    /// so a missing or unreadable file is an error at the path.
    static func image(_ input: ViewInput) -> Chain? {
        let d = input.decoding
        guard let value = input.value, case .scalar(let scalar) = value, !value.isNull else {
            d.error("'Image' needs the path of a PNG or SVG file, relative to the scene: Image: photo.png", at: d.location(of: input.value, key: input.location))
            return nil
        }
        let images = input.context.images
        let path: String
        switch images.resolve(scalar.string) {
        case .success(let resolved): path = resolved
        case .failure(let problem):
            d.error("image path '\(scalar.string)' \(problem.reason)", at: d.location(value))
            return nil
        }
        guard let measure = images.naturalSize else {
            d.error("cannot read image '\(scalar.string)': images are not available here", at: d.location(value))
            return nil
        }
        let size: Size
        do {
            size = try measure(path)
        } catch {
            d.error("cannot read image '\(scalar.string)': \(error.reason)", at: d.location(value))
            return nil
        }
        return Chain([ViewNode(Image(path: path, naturalSize: size), source: input.location)], shape: .notShape("'Image' is not a shape"))
    }

    // MARK: Helpers

    private static func optionalNumber(_ field: Field?, _ input: ViewInput, valid: inout Bool) -> Double? {
        guard let field else { return nil }
        let d = input.decoding
        guard let n = d.number(field.value, for: field.name, keyLocation: d.location(field.key), input.context) else {
            valid = false
            return nil
        }
        return n
    }

    private static func horizontalAlignment(_ field: Field?, _ input: ViewInput) -> HorizontalAlignment? {
        guard let field else { return .center }
        let d = input.decoding
        return d.named(
            field.value.nonNull, Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }),
            kind: "alignment", for: "alignment", keyLocation: d.location(field.key)
        ) { key in
            VerticalAlignment(rawValue: key) != nil || Alignment.named[key] != nil
                ? "a \(input.name) aligns horizontally: use leading, center or trailing ('\(key)' is not a horizontal alignment)"
                : nil
        }
    }

    private static func verticalAlignment(_ field: Field?, _ input: ViewInput) -> VerticalAlignment? {
        guard let field else { return .center }
        let d = input.decoding
        return d.named(
            field.value.nonNull, Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) }),
            kind: "alignment", for: "alignment", keyLocation: d.location(field.key)
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
        guard let on = i.decoding.bool(i.value, for: "resizable", keyLocation: i.location, default: true) else { return nil }
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
