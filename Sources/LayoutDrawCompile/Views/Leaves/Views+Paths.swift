import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawFrames
import LayoutDrawSymbols
import LayoutDrawSyntax
import LayoutEngine

/// `Path` as a view and the `Shape`s a source declares (Leaves/PathShape.swift,
/// Leaves/CustomShape.swift).
extension Views {
}

enum Paths {
    /// A path as the engine draws it: quadratic curves raised to cubic ones (the same curve).
    static func commands(_ elements: [PathValue.Element]) -> [PathCommand] {
        var result: [PathCommand] = []
        result.reserveCapacity(elements.count)
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.append(.move(p))
                current = p
                start = p
            case .line(let p):
                result.append(.line(p))
                current = p
            case .quadCurve(let p, let c):
                result.append(SVGPathData.cubic(from: current, quadratic: c, to: p))
                current = p
            case .curve(let p, let c1, let c2):
                result.append(.curve(c1, c2, p))
                current = p
            case .close:
                result.append(.close)
                current = start
            }
        }
        return result
    }

    static func areFinite(_ commands: [PathCommand]) -> Bool {
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        return commands.allSatisfy { command in
            switch command {
            case .move(let p), .line(let p): finite(p)
            case .curve(let a, let b, let c): finite(a) && finite(b) && finite(c)
            case .close: true
            }
        }
    }
}

extension CompileSession {
    /// A view of a `Shape` the source declares: `Triangle()`, its stored properties set by the
    /// call as for any declared type.
    func declaredShape(_ call: CallSyntax, _ definition: TypeDefinition, _ context: CompileContext) -> Chain? {
        guard let evaluation = context.scope.context else { return nil }
        guard let method = definition.methods.first(where: { $0.name == "path" && !$0.isStatic && $0.parameters.map(\.label) == ["in"] }) else {
            error("type '\(definition.name)' does not conform to protocol 'Shape': it needs func path(in rect: CGRect) -> Path", at: call.location)
            return nil
        }
        let value: Value
        if let syntax = call.expression {
            guard let evaluated = evaluate(syntax, context) else { return nil }
            value = evaluated
        } else {
            error("write \(definition.name)() to make the shape", at: call.location)
            return nil
        }
        guard case .instance = value else {
            error("'\(call.name)' is a value of type \(value.typeName), not a shape", at: call.location)
            return nil
        }
        let origin = context.program.swiftFile.map { ExpressionOrigin.file($0) } ?? swiftOrigin(call, context)
        let rule = InterpretedShape(name: definition.name, instance: value, method: method, evaluation: evaluation, origin: origin)
        return Chain([ViewNode(CustomShape(rule: rule), source: call.location)], shape: .bare)
    }
}

extension CompileSession {
    /// The rule of a `Shape` the source declares, when `value` makes one
    /// (`RoundedCorner(radius: 8)`, a shape held in a property); nil for any other value
    /// (a built-in shape, a `Path`), which is read as an outline.
    func declaredShapeRule(_ value: ValueSyntax, _ context: CompileContext) -> InterpretedShape? {
        guard case .expression(let syntax) = value, let evaluation = context.scope.context,
            case .instance(let instance)? = evaluate(syntax, context, reportingErrors: false),
            let definition = instance.type.definition,
            let method = definition.methods.first(where: { $0.name == "path" && !$0.isStatic && $0.parameters.map(\.label) == ["in"] })
        else { return nil }
        let origin = context.program.swiftFile.map { ExpressionOrigin.file($0) } ?? syntax.origin
        return InterpretedShape(name: definition.name, instance: .instance(instance), method: method, evaluation: evaluation, origin: origin)
    }
}

/// A `Shape` the source declares, run by the interpreter: `path(in:)` with `self` the shape's
/// value and `rect` the view's frame (origin zero).
struct InterpretedShape: ShapePathRule {
    let name: String
    let instance: Value
    let method: FunctionDefinition
    let evaluation: EvaluationContext
    let origin: ExpressionOrigin

    func path(in rect: Rect) throws(Diagnostic) -> [PathCommand] {
        let result: Value
        do throws(ExpressionError) {
            result = try Interpreter.callMethod(method, of: instance, arguments: [LabeledValue(label: "in", .rect(rect))], context: evaluation, at: method.offset).0
        } catch {
            throw Diagnostic.error(CompileSession.explained(error, EvaluationScope()), at: origin.location(of: error.offset))
        }
        guard case .host(let host) = result, let path = host.object as? PathValue else {
            throw Diagnostic.error("\(name).path(in:) returns a Path, not a value of type \(result.typeName)", at: origin.location(of: method.offset))
        }
        let commands = Paths.commands(path.elements)
        guard Paths.areFinite(commands) else {
            throw Diagnostic.error("\(name).path(in:) returned a path with a point that is not a finite number", at: origin.location(of: method.offset))
        }
        return commands
    }

    /// The shape's `inset(by:)`, when its type declares one (an `InsettableShape`).
    var insetMethod: FunctionDefinition? {
        guard case .instance(let instance) = instance else { return nil }
        return instance.type.definition?.methods.first { $0.name == "inset" && !$0.isStatic && $0.parameters.map(\.label) == ["by"] }
    }

    var isInsettable: Bool { insetMethod != nil }

    /// The shape `inset(by: amount)` returns (a value of the source's shape types, or of the
    /// same type), with its own `path(in:)`.
    func inset(by amount: Double) throws(Diagnostic) -> (any ShapePathRule)? {
        guard let insetMethod else { return nil }
        let result: Value
        do throws(ExpressionError) {
            result = try Interpreter.callMethod(insetMethod, of: instance, arguments: [LabeledValue(label: "by", .double(amount))], context: evaluation, at: insetMethod.offset).0
        } catch {
            throw Diagnostic.error(CompileSession.explained(error, EvaluationScope()), at: origin.location(of: error.offset))
        }
        guard case .instance(let inset) = result, let definition = inset.type.definition,
            let method = definition.methods.first(where: { $0.name == "path" && !$0.isStatic && $0.parameters.map(\.label) == ["in"] })
        else {
            throw Diagnostic.error("\(name).inset(by:) returns a shape the source declares, not a value of type \(result.typeName)", at: origin.location(of: insetMethod.offset))
        }
        return InterpretedShape(name: definition.name, instance: result, method: method, evaluation: evaluation, origin: origin)
    }
}
