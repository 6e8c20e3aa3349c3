import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import LayoutEngine

extension Modifiers {
    /// `anchorPreference: {key: K, value: bounds | topLeading | center | …}`; Swift
    /// `.anchorPreference(key: K.self, value: .bounds) { anchor in [Item(anchor: anchor)] }`,
    /// whose transform makes what `preferences` holds in `backgroundPreferenceValue(K.self)`.
    enum AnchorPreferenceMapping: ModifierMapping {
        static let names = ["anchorPreference"]
        static let positional = ["transform"]

        static func compile(_ i: ModifierInput) -> Modification? {
            let d = i.session
            guard let value = i.value else {
                d.error("'anchorPreference' needs {key: NAME, value: bounds}", at: i.location)
                return nil
            }
            guard let fields = d.parameters(value, of: "anchorPreference", allowed: ["key", "value", "transform"], keyLocation: i.location)
            else { return nil }
            guard let keyField = fields["key"], let valueField = fields["value"] else {
                d.error("'anchorPreference' needs both 'key' and 'value' (bounds, or a point such as topLeading)", at: d.location(value))
                return nil
            }
            guard let key = preferenceKey(keyField, d, i.context) else { return nil }
            var sources = UnitPoint.named.mapValues { AnchorSource.point($0) }
            sources["bounds"] = .bounds
            guard let source = d.named(valueField.value, sources, kind: "anchor", for: "value", keyLocation: valueField.key, context: i.context)
            else { return nil }
            // What this anchor contributes to the key's value: the transform applied to it (Swift),
            // or the anchor itself.
            let index = d.anchorTransforms[key, default: []].count
            var contribution: Value? = .array([.anchor(key: key, index: index)])
            if let transform = fields["transform"] {
                guard case .closure(let closure) = transform.value else {
                    d.error("'anchorPreference' takes its transform as a closure: { anchor in … }", at: transform.key)
                    return nil
                }
                let function = FunctionValue(name: "transform", body: .closure(closure.closure), captured: i.context.scope)
                do throws(ExpressionError) {
                    contribution = try Interpreter.call(function, arguments: [LabeledValue(.anchor(key: key, index: index))], scope: i.context.scope, at: closure.offset)
                } catch {
                    d.report(error, origin: closure.origin, i.context)
                    return nil
                }
            }
            d.anchorTransforms[key, default: []].append(contribution)
            d.anchorPreferenceKeys.insert(key)
            return .modifier(AnchorPreference(key: key, value: source))
        }
    }
}
