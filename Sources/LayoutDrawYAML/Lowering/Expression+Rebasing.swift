import LayoutDrawInterpreter

extension Expression {
    /// The expression with every node's offset passed through `transform`: an expression parsed
    /// from a YAML scalar counts offsets in the scalar's Unicode scalars, and the scene counts
    /// them in UTF-8 bytes of the file (`YAMLLowering.offset(of:in:)`). A closure's statements
    /// keep theirs (the YAML expression parser makes none).
    func rebased(_ transform: (Int) -> Int) -> Expression {
        func arguments(_ list: [Argument]) -> [Argument] {
            list.map { Argument(label: $0.label, $0.value.rebased(transform), labelOffset: $0.labelOffset.map(transform)) }
        }
        switch self {
        case .number(let value, let isInteger, let offset): return .number(value, isInteger: isInteger, offset: transform(offset))
        case .string(let text, let offset): return .string(text, offset: transform(offset))
        case .name(let name, let offset): return .name(name, offset: transform(offset))
        case .implicitMember(let name, let offset): return .implicitMember(name, offset: transform(offset))
        case .member(let base, let name, let offset): return .member(base.rebased(transform), name, offset: transform(offset))
        case .call(let callee, let list, let offset): return .call(callee.rebased(transform), arguments(list), offset: transform(offset))
        case .subscript(let base, let list, let offset): return .subscript(base.rebased(transform), arguments(list), offset: transform(offset))
        case .negate(let operand, let offset): return .negate(operand.rebased(transform), offset: transform(offset))
        case .binary(let op, let lhs, let rhs, let offset):
            return .binary(op, lhs.rebased(transform), rhs.rebased(transform), offset: transform(offset))
        case .array(let elements, let offset): return .array(elements.map { $0.rebased(transform) }, offset: transform(offset))
        case .bool(let value, let offset): return .bool(value, offset: transform(offset))
        case .nil(let offset): return .nil(offset: transform(offset))
        case .interpolation(let string, let offset): return .interpolation(string.rebased(transform), offset: transform(offset))
        case .not(let operand, let offset): return .not(operand.rebased(transform), offset: transform(offset))
        case .ternary(let condition, let then, let otherwise, let offset):
            return .ternary(condition.rebased(transform), then.rebased(transform), otherwise.rebased(transform), offset: transform(offset))
        case .closure(let closure, let offset): return .closure(closure, offset: transform(offset))
        case .localFunction(let definition, let offset): return .localFunction(definition, offset: transform(offset))
        case .keyPath(let path, let offset): return .keyPath(path, offset: transform(offset))
        case .optionalChain(let base, let offset): return .optionalChain(base.rebased(transform), offset: transform(offset))
        case .forceUnwrap(let base, let offset): return .forceUnwrap(base.rebased(transform), offset: transform(offset))
        case .cast(let base, let type, let cast, let offset): return .cast(base.rebased(transform), to: type, cast, offset: transform(offset))
        case .attempt(let base, let attempt, let offset): return .attempt(base.rebased(transform), attempt, offset: transform(offset))
        case .inOut(let target, let offset): return .inOut(target.rebased(transform), offset: transform(offset))
        case .tuple(let elements, let offset): return .tuple(arguments(elements), offset: transform(offset))
        case .invalid(let offset): return .invalid(offset: transform(offset))
        }
    }
}

extension InterpolatedString {
    func rebased(_ transform: (Int) -> Int) -> InterpolatedString {
        InterpolatedString(
            segments.map { segment in
                switch segment {
                case .literal(let text): .literal(text)
                case .expression(let expression): .expression(expression.rebased(transform))
                }
            })
    }
}

extension Expression {
    /// The expression with the name it starts with (`Text` in `Text("a") + Text("b")`, its
    /// leftmost operand's callee) moved to `offset`.
    func startingAt(_ offset: Int) -> Expression {
        switch self {
        case .binary(let op, let lhs, let rhs, let at): .binary(op, lhs.startingAt(offset), rhs, offset: at)
        case .call(let callee, let arguments, let at): .call(callee.startingAt(offset), arguments, offset: at)
        case .member(let base, let name, let at): .member(base.startingAt(offset), name, offset: at)
        case .tuple(let items, let at) where items.count == 1:
            .tuple([Argument(label: items[0].label, items[0].value.startingAt(offset), labelOffset: items[0].labelOffset)], offset: at)
        case .name(let name, _): .name(name, offset: offset)
        default: self
        }
    }
}
