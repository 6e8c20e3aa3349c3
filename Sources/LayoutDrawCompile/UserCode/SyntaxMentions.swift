import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// The names a piece of a scene can read: the names its expressions and statements use, with
/// how each use of a proxy reads it.
struct SyntaxMentions {
    /// Every name an expression uses, and every member name (`random` in `Int.random`).
    var names: Set<String> = []
    /// For each name, whether every use of it is `name.size`.
    private var onlySize: [String: Bool] = [:]

    /// Whether `proxy` is used (nil: not at all), and whether only as `proxy.size`.
    func proxyReads(_ proxy: String) -> Bool? { onlySize[proxy] }

    mutating func add(_ value: ValueSyntax) {
        var pending = [value]
        while let value = pending.popLast() {
            switch value {
            case .expression(let syntax): add(syntax.expression)
            case .list(let list): pending += list.items
            case .record(let record): pending += record.fields.map(\.value)
            case .closure(let closure): add(closure.closure.body)
            }
        }
    }

    mutating func add(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .expression(let e): add(e)
            case .binding(let b): if let v = b.value { add(v) }
            case .assignment(let t, _, let v, _): add(t); add(v)
            case .return(let e, _): if let e { add(e) }
            case .if(let conditions, let then, let otherwise, _):
                add(conditions)
                add(then)
                if let otherwise { add(otherwise) }
            case .guard(let conditions, let otherwise, _):
                add(conditions)
                add(otherwise)
            case .switch(let subject, let cases, _):
                add(subject)
                for c in cases {
                    for p in c.patterns { if case .value(let e) = p { add(e) } }
                    add(c.body)
                }
            case .for(_, let sequence, let body, _):
                add(sequence)
                add(body)
            case .while(let conditions, let body, _, _):
                add(conditions)
                add(body)
            case .throw(let value, _): add(value)
            case .do(let body, let catches, _):
                add(body)
                for c in catches {
                    for p in c.patterns { if case .value(let e) = p { add(e) } }
                    add(c.body)
                }
            case .jump, .unsupported: break
            }
        }
    }

    private mutating func add(_ conditions: [Statement.Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let e): add(e)
            case .optionalBinding(let name, let e, let offset): add(e ?? .name(name, offset: offset))
            }
        }
    }

    mutating func add(_ expression: Expression) {
        var pending = [expression]
        while let e = pending.popLast() {
            switch e {
            case .name(let name, _):
                names.insert(name)
                onlySize[name] = false
            case .member(.name(let name, _), "size", _):
                names.insert(name)
                onlySize[name] = onlySize[name] ?? true
            case .member(let base, let name, _):
                names.insert(name)
                pending.append(base)
            case .call(let callee, let arguments, _), .subscript(let callee, let arguments, _):
                pending.append(callee)
                pending += arguments.map(\.value)
            case .negate(let x, _), .not(let x, _), .optionalChain(let x, _), .forceUnwrap(let x, _), .inOut(let x, _), .cast(let x, _, _, _), .attempt(let x, _, _):
                pending.append(x)
            case .binary(_, let a, let b, _):
                pending += [a, b]
            case .ternary(let a, let b, let c, _):
                pending += [a, b, c]
            case .array(let items, _):
                pending += items
            case .tuple(let items, _):
                pending += items.map(\.value)
            case .interpolation(let string, _):
                for segment in string.segments { if case .expression(let x) = segment { pending.append(x) } }
            case .closure(let closure, _):
                add(closure.body)
            case .localFunction(let definition, _):
                add(definition.body)
            case .number, .string, .implicitMember, .bool, .nil, .keyPath, .invalid:
                break
            }
        }
    }
}
