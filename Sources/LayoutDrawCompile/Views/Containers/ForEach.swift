import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
    /// `{count: N, content}`, `{range: [a, b], content}`, `{items: […], content}` (YAML), or
    /// `ForEach(data, id: \.self) { element in … }` (Swift: data is a range or an array).
    enum ForEachMapping: ViewMapping {
        static let names = ["ForEach"]
        static let positional = ["data", "content"]

        static func compile(_ input: ViewInput) -> Chain? {
            forEach(input)
        }
    }

    /// `{count: N, content}`, `{range: [a, b], content}`, `{items: […], content}` (YAML), or
    /// `ForEach(data, id: \.self) { element in … }` (Swift: data is a range or an array).
    static func forEach(_ input: ViewInput) -> Chain? {
        let d = input.session
        let context = input.context
        guard let value = input.value else {
            d.error("'ForEach' needs {count: N, content: …}, {range: [a, b], content: …} or {items: […], content: …}", at: input.location)
            return nil
        }
        guard let fields = d.parameters(value, of: "ForEach", allowed: ["count", "range", "items", "data", "id", "content"], keyLocation: input.location)
        else { return nil }
        let sources = ["count", "range", "items", "data"].compactMap { fields[$0] }
        guard sources.count == 1, let source = sources.first else {
            if sources.isEmpty {
                d.error("'ForEach' needs one of 'count', 'range' or 'items'", at: d.location(value))
            } else {
                d.error("'ForEach' takes only one of 'count', 'range' or 'items'", at: sources[1].key)
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
        let sourceKey = source.key
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
            guard let bounds = d.items(source.value, context), bounds.count == 2 else {
                d.error("expected [first, last] for 'range', found \(source.value.kindDescription)", at: d.location(source.value))
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
        case "items":
            guard let items = d.items(source.value, context) else {
                d.error("expected a list for 'items', found \(source.value.kindDescription)", at: d.location(source.value))
                return nil
            }
            for (position, item) in items.enumerated() {
                guard case .expression(let syntax) = item, let value = d.evaluate(syntax, context) else { return nil }
                switch value {
                case .int, .double, .string, .bool: elements.append((position, value))
                default:
                    d.error("an item must be a string or a number, not \(item.kindDescription)", at: d.location(item))
                    return nil
                }
            }
        default:
            guard let items = d.sequence(source.value, for: "ForEach", context) else { return nil }
            guard items.count <= maximumForEachCount else {
                d.valueError("'ForEach' makes at most \(maximumForEachCount) views, not \(items.count)", at: d.location(source.value), context)
                return nil
            }
            elements = items.enumerated().map { ($0, $1) }
        }
        var nodes: [ViewNode] = []
        if case .closure(let closure) = content.value, let parameters = closure.closure.parameters, parameters.count == 2, source.name != "data" {
            // `{ index, item in … }` with `count:`, `range:` or `items:` (the scene format's forms):
            // the element's position and the element (for a count or a range, both the number).
            for (index, item) in elements where !context.budget.isExhausted {
                var inner = context
                if parameters[0] != "_" { inner.scope.bind(parameters[0], to: .int(index)) }
                if parameters[1] != "_" { inner.scope.bind(parameters[1], to: item) }
                inner.inForEach = true
                nodes += d.builder(closure.closure.body, origin: closure.origin, inner)
            }
        } else if case .closure(let closure) = content.value {
            // `{ element in … }`, `{ _ in … }` or `{ … $0 … }`.
            // `{ key, value in … }` takes a pair apart (a dictionary's elements), as Swift does.
            let parameters = closure.closure.parameters
            if let parameters, parameters.count > 1,
                !elements.allSatisfy({ if case .tuple(let parts) = $0.1 { parts.count == parameters.count } else { false } })
            {
                d.error("a ForEach closure takes one parameter, the element; found \(parameters.count)", at: closure.location)
                return nil
            }
            for (_, item) in elements where !context.budget.isExhausted {
                var inner = context
                if let parameters, parameters.count > 1, case .tuple(let parts) = item {
                    for (name, part) in zip(parameters, parts) where name != "_" { inner.scope.bind(name, to: part.value) }
                } else {
                    let name = parameters?.first ?? "$0"
                    if name != "_" { inner.scope.bind(name, to: item) }
                }
                inner.inForEach = true
                let made = d.builder(closure.closure.body, origin: closure.origin, inner)
                nodes += context.collectsTags ? d.implicitlyTagged(made, item, id: fields["id"], context) : made
            }
        } else {
            for (index, item) in elements where !context.budget.isExhausted {
                var inner = context
                inner.scope = context.scope.binding("index", to: .int(index)).binding("item", to: item)
                inner.inForEach = true
                nodes += d.views(content.value, inner)
            }
        }
        return Chain(nodes, shape: .notShape("'ForEach' is not a shape"))
    }
}
