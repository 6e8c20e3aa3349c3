import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `alignmentGuide: {alignment: leading, value: EXPR}`: EXPR sees the content's dimensions
    /// as `d` (`d.width`, `d.height`, `d[leading]`, `d[top]`, …) and is evaluated at layout.
    /// Swift: `.alignmentGuide(.leading) { d in d.width / 2 }`.
    enum AlignmentGuideMapping: ModifierMapping {
        static let names = ["alignmentGuide"]
        static let positional = ["alignment", "value"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'alignmentGuide' needs {alignment: leading, value: 'd.width / 2'}", at: i.location)
                return nil
            }
            guard let fields = d.parameters(value, of: "alignmentGuide", allowed: ["alignment", "value", "computeValue"], keyLocation: i.location)
            else { return nil }
            guard let alignmentField = fields["alignment"], let valueField = fields["value"] ?? fields["computeValue"] else {
                d.error("'alignmentGuide' needs both 'alignment' and 'value'", at: d.location(value))
                return nil
            }
            let customs = i.context.program.alignments
            var names = guideNames
            for (name, guide) in customs.horizontal { names[name] = .horizontal(guide) }
            for (name, guide) in customs.vertical { names[name] = .vertical(guide) }
            guard
                let guide = d.named(
                    alignmentField.value, names, kind: "alignment guide", for: "alignment", keyLocation: alignmentField.key,
                    context: i.context,
                    hint: { key in
                        key == "center"
                            ? "'center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center" : nil
                    })
            else { return nil }
            let compute: @Sendable (ViewDimensions) throws(Diagnostic) -> Double
            switch valueField.value {
            case .closure(let closure):
                // `{ d in … }` / `{ $0[.leading] }`, called with the content's dimensions.
                let function = FunctionValue(name: "computeValue", body: .closure(closure.closure), captured: i.context.scope)
                let scope = i.context.scope
                let origin = closure.origin
                do throws(ExpressionError) {
                    _ = try Interpreter.call(function, arguments: [LabeledValue(guideDimensions(stand: guide, customs))], scope: scope, at: closure.offset)
                } catch where !CompileSession.dependsOnValues(error) {
                    d.report(error, origin: origin, i.context)
                    return nil
                } catch {}
                compute = { dimensions throws(Diagnostic) in
                    do throws(ExpressionError) {
                        let result = try Interpreter.call(
                            function, arguments: [LabeledValue(guideDimensions(dimensions, guide: guide, customs))], scope: scope, at: closure.offset)
                        guard let n = result.number else {
                            throw ExpressionError("an alignment guide's value is a number, not a value of type \(result.typeName)", at: closure.offset)
                        }
                        return n
                    } catch {
                        throw Diagnostic.error(CompileSession.explained(error, scope), at: origin.location(of: error.offset))
                    }
                }
            default:
                guard let parsed = d.expression(valueField.value, for: "value", keyLocation: valueField.key, i.context) else { return nil }
                let (expression, origin) = parsed
                // Check the names now, with stand-in dimensions; values are checked at layout.
                do {
                    _ = try expression.evaluateNumber(in: i.context.scope.binding("d", to: guideDimensions(stand: guide, customs)))
                } catch where !CompileSession.dependsOnValues(error) {
                    d.report(error, origin: origin, i.context)
                    return nil
                } catch {}
                let scope = i.context.scope
                compute = { dimensions throws(Diagnostic) in
                    let inner = scope.binding("d", to: guideDimensions(dimensions, guide: guide, customs))
                    do throws(ExpressionError) {
                        return try expression.evaluateNumber(in: inner)
                    } catch {
                        throw Diagnostic.error(CompileSession.explained(error, inner), at: origin.location(of: error.offset))
                    }
                }
            }
            switch guide {
            case .horizontal(let h): return .modifier(AlignmentGuide(h, computeValue: compute))
            case .vertical(let v): return .modifier(AlignmentGuide(v, computeValue: compute))
            }
        }
    }
}
