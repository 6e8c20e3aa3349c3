import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

// Decoders for the scrolling and grid containers, the lazy stacks, `Button` and `Image`
// (scene-format §2.1), and the `resizable` modifier.

extension Views {
    // MARK: ScrollView

    static let scrollAxisNames: [String: Axis] = ["vertical": .vertical, "horizontal": .horizontal]

    static func scrollAxes(_ node: ValueSyntax, keyLocation: SourceLocation, _ input: ViewInput) -> Set<Axis>? {
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

    // MARK: Lazy grids

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
    static func writtenGridItems(_ syntax: ExpressionSyntax, _ input: ViewInput) -> [GridItem]?? {
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
    static func gridItemArguments(_ expression: Expression) -> [Expression.Argument]? {
        guard case .call(let callee, let arguments, _) = expression else { return nil }
        switch callee {
        case .name("GridItem", _), .implicitMember("init", _): return arguments
        default: return nil
        }
    }

    /// `GridItem(.flexible(minimum: 50, maximum: 100), spacing: 8, alignment: .top)`, read
    /// argument by argument.
    static func writtenGridItem(_ syntax: ExpressionSyntax, _ input: ViewInput) -> GridItem? {
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
    static func writtenGridItemSize(_ size: Expression, _ item: ExpressionSyntax, _ input: ViewInput) -> GridItem.Size? {
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
                // `alignment: nil` is SwiftUI's default (`Alignment?`): the grid's own.
                if case .none = argument.value { continue }
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

    static func gridItemSize(_ kind: Symbol, at location: SourceLocation, _ input: ViewInput) -> GridItem.Size? {
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

    // MARK: Button

    // MARK: Image

    // MARK: Helpers

    static func optionalNumber(_ field: Field?, _ input: ViewInput, valid: inout Bool) -> Double? {
        guard let field else { return nil }
        let d = input.session
        if d.isNil(field.value, input.context) { return nil }
        guard let n = d.number(field.value, for: field.name, keyLocation: field.key, input.context) else {
            valid = false
            return nil
        }
        return n
    }

    static func horizontalAlignment(_ field: Field?, _ input: ViewInput) -> HorizontalAlignment? {
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

    static func verticalAlignment(_ field: Field?, _ input: ViewInput) -> VerticalAlignment? {
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
