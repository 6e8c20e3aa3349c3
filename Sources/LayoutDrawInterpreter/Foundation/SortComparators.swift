import LayoutDrawCore

/// Foundation's `KeyPathComparator` and `SortDescriptor` (`[KeyPathComparator(\Order.status,
/// order: .reverse)]`, `SortDescriptor(\.name)`), as a `Table`'s sort order or
/// `items.sorted(using: sortOrder)` uses them: each compares two elements by the value its key
/// path reads, in its order (`.forward`, the default, or `.reverse`); the first comparator that
/// tells two elements apart decides, and elements it cannot tell apart keep their order (the
/// sort is stable, as `sorted(using:)` is).
///
/// Values compare as `<` does (numbers, strings, dates, the source's `Comparable` types that
/// declare `<`), and the cases of an enum without a `<` of its own in the order they are
/// declared (Swift's synthesized `Comparable`).
enum SortComparators {
    static let typeNames: Set<String> = ["KeyPathComparator", "SortDescriptor"]

    struct Comparator {
        let keyPath: Symbol
        let ascending: Bool
    }

    /// The comparators `value` holds: one, or an array of them; nil when it holds none.
    static func comparators(_ value: Value) -> [Comparator]? {
        func one(_ value: Value) -> Comparator? {
            guard case .symbol(let symbol) = value, let type = symbol.type, typeNames.contains(type), symbol.path.count == 1,
                symbol.path[0].name == "init", let arguments = symbol.path[0].arguments, let first = arguments.first,
                first.label == nil, case .symbol(let keyPath) = first.value, keyPath.type == "KeyPath"
            else { return nil }
            var ascending = true
            if let order = arguments.first(where: { $0.label == "order" }), case .symbol(let o) = order.value {
                ascending = o.name != "reverse"
            }
            return Comparator(keyPath: keyPath, ascending: ascending)
        }
        if case .array(let items) = value {
            let all = items.compactMap(one)
            return all.count == items.count ? all : nil
        }
        return one(value).map { [$0] }
    }

    /// `items` sorted by `comparators`, stably.
    static func sorted(_ items: [Value], by comparators: [Comparator], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> [Value] {
        // Each element's keys read once.
        var keyed: [(index: Int, keys: [Value], item: Value)] = []
        for (index, item) in items.enumerated() {
            var keys: [Value] = []
            for comparator in comparators {
                var value = item
                for component in comparator.keyPath.path {
                    if case .none = value { break }
                    value = try Expression.member(component.name, of: value, scope: scope, at: offset)
                }
                keys.append(value)
            }
            keyed.append((index, keys, item))
        }
        var failure: ExpressionError?
        keyed.sort { a, b in
            guard failure == nil else { return false }
            do throws(ExpressionError) {
                for (position, comparator) in comparators.enumerated() {
                    let order = try Self.order(a.keys[position], b.keys[position], scope: scope, at: offset)
                    if order != 0 { return comparator.ascending ? order < 0 : order > 0 }
                }
                return a.index < b.index
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return keyed.map(\.item)
    }

    /// The order of two keys: an enum's cases by their declaration, else `<`.
    static func order(_ a: Value, _ b: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Int {
        if case .symbol(let x) = a, case .symbol(let y) = b, let type = x.type, x.type == y.type,
            let cases = scope.context?.types[type]?.definition?.cases,
            let i = cases.firstIndex(of: x.name), let j = cases.firstIndex(of: y.name)
        {
            return i < j ? -1 : i == j ? 0 : 1
        }
        if case .bool(true) = try Expression.operate(.less, a, b, scope: scope, at: offset) { return -1 }
        if case .bool(true) = try Expression.operate(.less, b, a, scope: scope, at: offset) { return 1 }
        return 0
    }
}
