import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Colours, shape styles, fonts, gradients, strokes, shapes and the other values that YAML
/// writes as names, lists and mappings, as the Swift values they stand for.
extension YAMLLowering {
    // MARK: Colours and styles

    /// A colour: a name (`red`, `.red`), `'#RRGGBB'` / `'#RRGGBBAA'`, `{color: red, opacity:
    /// 0.3}`, or `{red: 1, green: 0, blue: 0}` (`Color(red:green:blue:)`'s labels).
    mutating func color(_ node: YAMLNode, for name: String) -> Expression {
        switch node {
        case .scalar(let scalar):
            guard case .string(let text) = CoreScalar(scalar) else {
                return invalid("unknown colour '\(scalar.string)'", at: node)
            }
            return colorNamed(text.trimmingSpaces, scalar)
        case .mapping(let mapping):
            if Self.viewName(mapping) != nil { return view(node) }
            let at = offset(node)
            let labels = mapping.keys.compactMap(\.string)
            // `{color: red, opacity: 0.3}`: the colour with its opacity.
            if labels.contains("color") {
                return typedCall("Color", mapping, at: at) { l, label, value in
                    label == "color" ? l.color(value, for: "color") : l.number(value, for: label, key: Self.key(label, in: mapping))
                }
            }
            return typedCall("Color", mapping, at: at) { l, label, value in
                label == "colorSpace" || label == "uiColor" ? l.member(value, for: label) : l.number(value, for: label, key: Self.key(label, in: mapping))
            }
        case .sequence:
            return invalid("expected a colour for '\(name)', found a list", at: node)
        }
    }

    /// A colour's name (`red`, `systemGray6`) or `#RRGGBB[AA]`.
    mutating func colorNamed(_ text: String, _ scalar: YAMLScalar) -> Expression {
        let at = offset(scalar.mark)
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else {
                error("invalid colour '\(scalar.string)': write #RRGGBB or #RRGGBBAA with hexadecimal digits", at: location(scalar.mark))
                return .invalid(offset: at)
            }
            let rgb = hex.count == 6 ? value : value >> 8
            func component(_ byte: UInt64) -> Expression { .number(Double(byte & 0xFF) / 255, isInteger: false, offset: at) }
            var arguments = [
                Expression.Argument(label: "red", component(rgb >> 16)), Expression.Argument(label: "green", component(rgb >> 8)),
                Expression.Argument(label: "blue", component(rgb)),
            ]
            if hex.count == 8 { arguments.append(Expression.Argument(label: "opacity", component(value))) }
            return .call(.name("Color", offset: at), arguments, offset: at)
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        // UIKit's colours that SwiftUI's `Color` has not: `Color(.systemGray6)`.
        if ColorStyle.named[name] == nil, ColorStyle.uiKitOnly[name] != nil {
            return .call(.name("Color", offset: at), [Expression.Argument(.implicitMember(name, offset: at))], offset: at)
        }
        return .implicitMember(name, offset: at)
    }

    /// A shape style: a colour, a material (`ultraThinMaterial`), `tint`, `COLOR.gradient`, or a
    /// gradient written as its view (`{LinearGradient: {…}}`).
    mutating func style(_ node: YAMLNode, for name: String) -> Expression {
        guard case .scalar(let scalar) = node, case .string(let text) = CoreScalar(scalar) else { return color(node, for: name) }
        let key = text.trimmingSpaces
        let at = offset(scalar.mark)
        let bare = key.hasPrefix(".") ? String(key.dropFirst()) : key
        if bare.hasSuffix(".gradient") {
            let base = String(bare.dropLast(".gradient".count))
            return .member(colorNamed(base, scalar), "gradient", offset: at)
        }
        if key.hasPrefix("#") || ColorStyle.named[bare] != nil || ColorStyle.uiKitOnly[bare] != nil {
            return colorNamed(key, scalar)
        }
        // A material, `tint`, or a name the compiler reports.
        return .implicitMember(bare, offset: at)
    }

    /// A shape style or a view: a name that starts with a capital letter is a view
    /// (`background: Circle`), a view entry is a view, a list is views; the rest a style.
    mutating func styleOrView(_ node: YAMLNode, for name: String) -> Expression {
        // A view is a view builder's (`.background { Color.red }`): SwiftUI's view form, which
        // stays in the safe area, where a style (`.background(.red)`) extends into it.
        switch node {
        case .scalar(let scalar):
            if case .string(let text) = CoreScalar(scalar), let first = text.trimmingSpaces.unicodeScalars.first,
                first.properties.isUppercase, Self.word(text.trimmingSpaces) != nil
            {
                return viewBuilder(node)
            }
            return style(node, for: name)
        case .sequence:
            return viewBuilder(node)
        case .mapping(let mapping):
            if Self.viewName(mapping) != nil { return viewBuilder(node) }
            return style(node, for: name)
        }
    }

    // MARK: Fonts

    /// A font: a text style (`caption`), a size (`.system(size: 14)`), or anything Swift.
    mutating func font(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        guard case .scalar(let scalar) = node else {
            return invalid("expected a font for 'font', found \(describeKind(node))", at: node)
        }
        let at = offset(scalar.mark)
        switch CoreScalar(scalar) {
        case .int, .double:
            let size = number(node, for: "font", key: key)
            return .call(.implicitMember("system", offset: at), [Expression.Argument(label: "size", size)], offset: at)
        default:
            return member(node, for: name)
        }
    }

    // MARK: Views

    /// One view; a list of views is a view builder.
    mutating func viewValue(_ node: YAMLNode) -> Expression {
        if case .sequence = node { return viewBuilder(node) }
        return view(node)
    }

    /// A shape to clip with: `Circle`, `{RoundedRectangle: 8}`.
    mutating func shape(_ node: YAMLNode, for name: String) -> Expression {
        switch node {
        case .scalar(let scalar):
            guard case .string(let text) = CoreScalar(scalar), let first = text.trimmingSpaces.unicodeScalars.first, first.properties.isUppercase
            else { return member(node, for: name) }
            return view(node)
        case .mapping(let mapping) where Self.viewName(mapping) != nil:
            return view(node)
        default:
            return invalid("expected a shape for '\(name)', such as Circle or {RoundedRectangle: 8}", at: node)
        }
    }

    // MARK: Geometry

    /// A unit point: a name (`topLeading`), `[x, y]`, or `{x, y}` (a missing coordinate is 0).
    mutating func unitPoint(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        switch node {
        case .sequence(let sequence):
            guard sequence.count == 2 else { return invalid("a UnitPoint is [x, y], found \(sequence.count) values", at: node) }
            let at = offset(node)
            return .call(
                .name("UnitPoint", offset: at),
                [
                    Expression.Argument(label: "x", number(sequence[0], for: name, key: key)),
                    Expression.Argument(label: "y", number(sequence[1], for: name, key: key)),
                ], offset: at)
        case .mapping(let mapping):
            return typedCall("UnitPoint", mapping, at: offset(node)) { l, label, value in l.number(value, for: label, key: Self.key(label, in: mapping)) }
        case .scalar:
            return member(node, for: name)
        }
    }

    /// An angle: a number of degrees, or `{degrees: 90}` / `{radians: 1.5}`.
    mutating func angle(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        let at = offset(node)
        switch node {
        case .mapping(let mapping):
            return typedCall("Angle", mapping, at: at) { l, label, value in l.number(value, for: label, key: Self.key(label, in: mapping)) }
        default:
            return .call(.implicitMember("degrees", offset: at), [Expression.Argument(number(node, for: name, key: key))], offset: at)
        }
    }

    /// An alignment: a name, or `{horizontal, vertical}` (custom guides).
    mutating func alignment(_ node: YAMLNode, for name: String) -> Expression {
        guard case .mapping(let mapping) = node else { return member(node, for: name) }
        return typedCall("Alignment", mapping, at: offset(node)) { l, label, value in l.member(value, for: label) }
    }

    // MARK: Strokes and gradients

    /// `{lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase}`: a `StrokeStyle`.
    mutating func strokeStyle(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        guard case .mapping(let mapping) = node else { return expression(node, for: name) }
        return typedCall("StrokeStyle", mapping, at: offset(node)) { l, label, value in
            switch label {
            case "lineCap", "lineJoin": return l.member(value, for: label)
            case "dash": return l.list(value, of: .number, for: label, key: Self.key(label, in: mapping))
            default: return l.number(value, for: label, key: Self.key(label, in: mapping))
            }
        }
    }

    /// `[{color: red, location: 0}, …]`: `Gradient.Stop`s.
    mutating func stops(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        guard case .sequence(let sequence) = node else { return expression(node, for: name) }
        let items = sequence.map { item -> Expression in
            guard case .mapping(let mapping) = item else { return expression(item, for: name) }
            return typedCall("Gradient.Stop", mapping, at: offset(item)) { l, label, value in
                label == "color" ? l.color(value, for: label) : l.number(value, for: label, key: Self.key(label, in: mapping))
            }
        }
        return .array(items, offset: offset(node))
    }

    /// `{colors: […]}` / `{stops: […]}`: a `Gradient`; `blue.gradient`: that colour's gradient.
    mutating func gradient(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        switch node {
        case .mapping(let mapping) where Self.viewName(mapping) == nil:
            return typedCall("Gradient", mapping, at: offset(node)) { l, label, value in
                l.value(value, YAMLVocabulary.kind(of: label, in: "Gradient"), for: label, key: Self.key(label, in: mapping))
            }
        case .scalar:
            return style(node, for: name)
        default:
            return expression(node, for: name)
        }
    }

    // MARK: Typed values

    /// `type(label: value, …)` from a mapping of labelled values, each lowered by `lower`: the
    /// labels as written (the compiler reads the arguments of such a call where each is).
    mutating func typedCall(
        _ type: String, _ mapping: YAMLMapping, at: Int, _ lower: (inout YAMLLowering, String, YAMLNode) -> Expression
    ) -> Expression {
        var arguments: [Expression.Argument] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let label) = keyNode else {
                error("a key must be a name, not \(describeKind(keyNode))", at: location(keyNode))
                continue
            }
            if YAMLSource.isRenamedDuplicate(label.string) { continue }
            let lowered = value.isNull ? Expression.nil(offset: offset(label.mark)) : lower(&self, label.string, value)
            arguments.append(Expression.Argument(label: label.string, lowered, labelOffset: offset(label.mark)))
        }
        var callee: Expression = .name(type, offset: at)
        if let dot = type.firstIndex(of: ".") {
            callee = .member(.name(String(type[..<dot]), offset: at), String(type[type.index(after: dot)...]), offset: at)
        }
        return .call(callee, arguments, offset: at)
    }

    /// The key scalar of `label` in `mapping` (for messages at the key).
    static func key(_ label: String, in mapping: YAMLMapping) -> YAMLScalar {
        for (key, _) in mapping.reversed() {
            if case .scalar(let scalar) = key, scalar.string == label { return scalar }
        }
        return YAMLScalar(label, style: .plain, mark: mapping.mark)
    }
}

// MARK: - Grid items

extension YAMLLowering {
    static let gridItemKinds = ["fixed", "flexible", "adaptive"]
    /// How many items the `{count: N, …}` shorthand may repeat.
    static let maximumGridItemCount = 1_000

    /// A list of GridItems, or `{count: N, flexible: {…}, spacing, alignment}` for N equal ones:
    /// `[GridItem(.flexible(minimum: 50, maximum: 100), spacing: 4)]`,
    /// `Array(repeating: GridItem(…), count: N)`.
    mutating func gridItems(_ node: YAMLNode, for name: String, key: YAMLScalar) -> Expression {
        let at = offset(node)
        switch node {
        case .sequence(let sequence):
            return .array(sequence.map { gridItem($0, allowCount: false) }, offset: at)
        case .mapping(let mapping):
            guard let count = mapping.first(where: { $0.key.string == "count" }) else {
                return invalid(
                    "expected a list of GridItems, or {count: N, flexible: {…}} for N equal ones; found a mapping without 'count'", at: node)
            }
            // The shorthand's count, a whole number the grid can hold.
            if case .scalar(let scalar) = count.value, case .int(let n) = CoreScalar(scalar), n < 1 || n > Self.maximumGridItemCount {
                return invalid("'count' must be between 1 and \(Self.maximumGridItemCount), not \(n)", at: count.value)
            }
            let item = gridItem(node, allowCount: true)
            return .call(
                .name("Array", offset: at),
                [
                    Expression.Argument(label: "repeating", item),
                    Expression.Argument(label: "count", number(count.value, for: "count", key: Self.key("count", in: mapping))),
                ], offset: at)
        case .scalar:
            return expression(node, for: name)
        }
    }

    /// One GridItem: `{fixed: 70}`, `{flexible: {minimum, maximum}}`, `{adaptive: {minimum,
    /// maximum}}` (or `adaptive: 40`), each with optional `spacing` and `alignment`; a bare
    /// `flexible` is `GridItem()`.
    private mutating func gridItem(_ node: YAMLNode, allowCount: Bool) -> Expression {
        let at = offset(node)
        switch node {
        case .scalar(let scalar):
            let name = scalar.string.trimmingSpaces
            if name == "flexible" { return .call(.name("GridItem", offset: at), [], offset: at) }
            if Self.gridItemKinds.contains(name) {
                return invalid("'\(name)' needs a size: write {\(name == "fixed" ? "fixed: 70" : "adaptive: {minimum: 40}")}", at: node)
            }
            return invalid("unknown GridItem kind '\(name)'\(Suggestions.didYouMean(name, in: Self.gridItemKinds))", at: node)
        case .sequence:
            return invalid("expected a GridItem such as {flexible: {minimum: 50, maximum: 100}}, found a list", at: node)
        case .mapping(let mapping):
            var size: Expression?
            var options: [Expression.Argument] = []
            var sizeKey: String?
            for (keyNode, value) in mapping {
                guard case .scalar(let key) = keyNode else { continue }
                let keyOffset = offset(key.mark)
                switch key.string {
                case "count" where allowCount:
                    continue
                case "spacing":
                    options.append(Expression.Argument(label: "spacing", value.isNull ? .nil(offset: keyOffset) : number(value, for: "spacing", key: key), labelOffset: keyOffset))
                case "alignment":
                    options.append(Expression.Argument(label: "alignment", value.isNull ? .nil(offset: keyOffset) : member(value, for: "alignment"), labelOffset: keyOffset))
                case let kind where Self.gridItemKinds.contains(kind):
                    if let first = sizeKey {
                        error("a GridItem has one size, but '\(first)' is already given here", at: location(key.mark))
                        return .invalid(offset: at)
                    }
                    sizeKey = kind
                    size = gridItemSize(kind, value, key: key)
                default:
                    let candidates = Self.gridItemKinds + ["spacing", "alignment"] + (allowCount ? ["count"] : [])
                    error("unknown GridItem kind '\(key.string)'\(Suggestions.didYouMean(key.string, in: candidates))", at: location(key.mark))
                    return .invalid(offset: at)
                }
            }
            guard let size else { return invalid("a GridItem needs one of 'fixed', 'flexible' or 'adaptive'", at: node) }
            return .call(.name("GridItem", offset: at), [Expression.Argument(size)] + options, offset: at)
        }
    }

    /// `.fixed(70)`, `.flexible(minimum:maximum:)`, `.adaptive(minimum:maximum:)`.
    private mutating func gridItemSize(_ kind: String, _ value: YAMLNode, key: YAMLScalar) -> Expression {
        let at = offset(key.mark)
        func sized(_ arguments: [Expression.Argument]) -> Expression {
            .call(.implicitMember(kind, offset: at), arguments, offset: at)
        }
        switch (kind, value) {
        case ("fixed", _):
            return sized([Expression.Argument(number(value, for: "fixed", key: key))])
        case ("flexible", .scalar(let scalar)) where scalar.isNull:
            return sized([])
        case ("adaptive", .scalar(let scalar)) where !scalar.isNull:
            return sized([Expression.Argument(label: "minimum", number(value, for: "minimum", key: key))])
        case (_, .mapping(let mapping)):
            var arguments: [Expression.Argument] = []
            for (keyNode, bound) in mapping {
                guard case .scalar(let label) = keyNode else { continue }
                guard label.string == "minimum" || label.string == "maximum" else {
                    error("unknown parameter '\(label.string)' for '\(kind)'\(Suggestions.didYouMean(label.string, in: ["minimum", "maximum"]))", at: location(label.mark))
                    return .invalid(offset: at)
                }
                arguments.append(Expression.Argument(label: label.string, number(bound, for: label.string, key: label), labelOffset: offset(label.mark)))
            }
            if kind == "adaptive", !arguments.contains(where: { $0.label == "minimum" }) {
                return invalid("'adaptive' needs 'minimum': {adaptive: {minimum: 40}}", at: value)
            }
            return sized(arguments.sorted { ($0.label ?? "") > ($1.label ?? "") })
        default:
            return invalid("expected a mapping of parameters for '\(kind)', found \(describeKind(value))", at: value)
        }
    }
}
