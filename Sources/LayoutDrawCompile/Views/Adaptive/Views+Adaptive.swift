import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Views {
}

extension CompileSession {
    static let axisNames: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]

    /// An `Axis.Set`: `horizontal`, `vertical`, or a list of them (`[.horizontal, .vertical]`;
    /// `[]` is the empty set).
    func axisSet(_ node: ValueSyntax, for name: String, keyLocation: SourceLocation, _ context: CompileContext) -> Set<Axis>? {
        if let items = items(node, context) {
            var axes: Set<Axis> = []
            for item in items {
                guard let axis = named(item, Self.axisNames, kind: "axis", for: name, keyLocation: item.location, context: context) else {
                    return nil
                }
                axes.insert(axis)
            }
            return axes
        }
        if case .expression(let syntax) = node, case .implicitMember("all", _) = syntax.expression { return [.horizontal, .vertical] }
        return named(node, Self.axisNames, kind: "axis", for: name, keyLocation: keyLocation, context: context).map { [$0] }
    }
}

extension Modifiers {
}

extension Modifiers {

    /// The closure `{ length, axis in … }` (Swift) or the expression of `length` and `axis`
    /// (YAML), run at layout with the container's length and `.horizontal` or `.vertical`.
    static func relativeLength(_ field: Field, _ i: ModifierInput) -> (@Sendable (Double, Axis) throws(Diagnostic) -> Double)? {
        let d = i.session
        @Sendable func axisValue(_ axis: Axis) -> Value { .symbol(Symbol(type: "Axis", path: [.init(axis.rawValue)])) }
        let scope = i.context.scope
        if case .closure(let closure) = field.value {
            let function = FunctionValue(name: "length", body: .closure(closure.closure), captured: scope)
            let origin = closure.origin
            let offset = closure.offset
            @Sendable func call(_ length: Double, _ axis: Axis) throws(ExpressionError) -> Double {
                let result = try Interpreter.call(function, arguments: [LabeledValue(.double(length)), LabeledValue(axisValue(axis))], scope: scope, at: offset)
                guard let n = result.number else {
                    throw ExpressionError("a container-relative length is a number, not a value of type \(result.typeName)", at: offset)
                }
                return n
            }
            do throws(ExpressionError) {
                _ = try call(100, .horizontal)
            } catch where !CompileSession.dependsOnValues(error) {
                d.report(error, origin: origin, i.context)
                return nil
            } catch {}
            return { length, axis throws(Diagnostic) in
                do throws(ExpressionError) {
                    return try call(length, axis)
                } catch {
                    throw Diagnostic.error(CompileSession.explained(error, scope), at: origin.location(of: error.offset))
                }
            }
        }
        guard let (expression, origin) = d.expression(field.value, for: "length", keyLocation: field.key, i.context) else { return nil }
        do {
            _ = try expression.evaluateNumber(in: scope.binding("length", to: .double(100)).binding("axis", to: axisValue(.horizontal)))
        } catch where !CompileSession.dependsOnValues(error) {
            d.report(error, origin: origin, i.context)
            return nil
        } catch {}
        return { length, axis throws(Diagnostic) in
            let inner = scope.binding("length", to: .double(length)).binding("axis", to: axisValue(axis))
            do throws(ExpressionError) {
                return try expression.evaluateNumber(in: inner)
            } catch {
                throw Diagnostic.error(CompileSession.explained(error, inner), at: origin.location(of: error.offset))
            }
        }
    }
}

extension Modifiers {

}

extension Modifiers {

}
