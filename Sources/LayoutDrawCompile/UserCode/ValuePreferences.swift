import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import Synchronization

/// Value preferences: what `.preference(key:value:)` publishes — often from a
/// `GeometryReader` in a background, so only once the scene is laid out — and the
/// `onPreferenceChange(K.self) { … }` closures that read each key's value and set state.
///
/// Rule: a key's value is its `defaultValue` reduced, with the key's `reduce(value:nextValue:)`
/// run as written, by every value published under it, in the order they were published; each
/// closure runs with its key's value, and the state it sets (`@State var size` assigned in the
/// closure) is the state the scene is drawn with: SwiftUI lays out, delivers the preference, and
/// draws the next frame with the new state — the picture a preview settles on. A value
/// published twice by the same writer (a reader laid out again) counts once.
///
/// Evidence: Apple's `View.preference(key:value:)` ("Sets a value for the given preference"),
/// `PreferenceKey.reduce(value:nextValue:)` ("Combines a sequence of values by modifying the
/// previously-accumulated value with the result of a closure that provides the next value") and
/// `onPreferenceChange(_:perform:)` ("Adds an action to perform when the specified preference
/// key's value changes"); the size-reading pattern of swiftui-lab.com's "Preferences" articles.
final class ValuePreferences: Sendable {
    struct Observer: Sendable {
        let key: String
        let definition: TypeDefinition?
        let perform: FunctionValue
        /// The view whose body wrote `onPreferenceChange` (`self` there).
        let owner: Instance?
    }

    private struct State {
        var published: [String: [(writer: Int, value: Value)]] = [:]
        var observers: [Observer] = []
    }

    private let state = Mutex(State())

    var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    func publish(_ value: Value, key: String, writer: Int) {
        state.withLock { state in
            if state.published[key, default: []].contains(where: { $0.writer == writer && $0.value == value }) { return }
            state.published[key, default: []].append((writer, value))
        }
    }

    func observe(_ observer: Observer) {
        state.withLock { $0.observers.append(observer) }
    }

    /// The state the observers set, by property name: each closure run with its key's value.
    func stateSet(scope: EvaluationScope) throws(ExpressionError) -> [String: Value] {
        let (published, observers) = state.withLock { ($0.published, $0.observers) }
        var set: [String: Value] = [:]
        for observer in observers {
            let values = published[observer.key, default: []].map(\.value)
            let value = try Self.reduced(values, definition: observer.definition, scope: scope)
            guard case .instance(let after)? = try Interpreter.callSettingState(observer.perform, arguments: [LabeledValue(value)], scope: scope, at: 0),
                let before = observer.owner, let definition = before.type.definition
            else { continue }
            for property in definition.storedProperties where after[property.name] != before[property.name] {
                if let new = after[property.name] { set[property.name] = new }
            }
        }
        return set
    }

    /// A key's `defaultValue` reduced by `values` with its `reduce(value:nextValue:)`; without a
    /// declared key, the values themselves as an array.
    static func reduced(_ values: [Value], definition: TypeDefinition?, scope: EvaluationScope) throws(ExpressionError) -> Value {
        guard let definition else { return .array(values) }
        var value: Value = .none
        if let initial = definition.staticProperties.first(where: { $0.name == "defaultValue" })?.defaultValue {
            value = try initial.evaluate(in: scope)
        }
        guard let reduce = definition.methods.first(where: { $0.name == "reduce" }), reduce.parameters.count == 2 else {
            throw ExpressionError("'\(definition.name)' needs 'static func reduce(value: inout Value, nextValue: () -> Value)'", at: definition.offset)
        }
        for next in values {
            var inner = scope.binding(reduce.parameters[0].name, to: value)
            let nextValue = FunctionValue(
                name: reduce.parameters[1].name,
                body: .closure(Closure(parameters: [], body: [.expression(.name("$next", offset: reduce.offset))])),
                captured: scope.binding("$next", to: next))
            inner.bind(reduce.parameters[1].name, to: Value.function(nextValue))
            _ = try Interpreter.run(reduce.body, in: &inner)
            value = inner.names[reduce.parameters[0].name] ?? value
        }
        return value
    }
}
