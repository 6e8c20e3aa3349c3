import LayoutDrawInterpreter

/// A class of the source that inherits from another (`final class MoviesSearchPageListener:
/// MoviesPagesListener`, `class ListViewModel: BaseViewModel`), as Swift's subclass is: it has
/// the superclass's stored properties, and its methods, computed properties and statics unless
/// it overrides them (one of its own of the same name and parameter labels); it conforms to
/// what the superclass conforms to (`ObservableObject`); a subclass that declares no `init`
/// inherits the superclass's. `super.init(…)` in its `init` runs the superclass's initializer
/// on the instance being made, and `super.method()` the superclass's method
/// (`Interpreter.delegate`, `Expression.superMethod`).
///
/// Evidence: The Swift Programming Language, "Inheritance" and "Initialization" (automatic
/// initializer inheritance, rule 1: a subclass that defines no designated initializers
/// inherits all of its superclass's).
enum ClassInheritance {
    /// `types` with each subclass's definition merged with its superclass's (which is merged
    /// first, so a chain of any length is whole); a cycle is left as written.
    static func flattened(_ types: [String: TypeValue]) -> [String: TypeValue] {
        var result = types
        var done: Set<String> = []
        func flatten(_ name: String, visiting: Set<String>) {
            guard !done.contains(name), !visiting.contains(name), var definition = result[name]?.definition, definition.isClass,
                let parent = definition.conformances.first, result[parent]?.definition?.isClass == true
            else { return }
            flatten(parent, visiting: visiting.union([name]))
            guard let base = result[parent]?.definition else { return }
            merge(base, into: &definition)
            result[name] = TypeValue(name: name, definition: definition)
            done.insert(name)
        }
        for name in types.keys.sorted() where types[name]?.name == name { flatten(name, visiting: []) }
        return result
    }

    private static func merge(_ base: TypeDefinition, into definition: inout TypeDefinition) {
        definition.superclass = base.name
        let own = Set(definition.storedProperties.map(\.name))
        definition.storedProperties = base.storedProperties.filter { !own.contains($0.name) } + definition.storedProperties
        definition.computedProperties += inherited(base.computedProperties, overriddenBy: definition.computedProperties)
        definition.methods += inherited(base.methods, overriddenBy: definition.methods)
        let statics = Set(definition.staticProperties.map(\.name))
        definition.staticProperties += base.staticProperties.filter { !statics.contains($0.name) }
        if definition.initializers.isEmpty { definition.initializers = base.initializers }
        definition.conformances += base.conformances.filter { !definition.conformances.contains($0) }
    }

    /// The base's members the subclass does not override.
    private static func inherited(_ members: [FunctionDefinition], overriddenBy own: [FunctionDefinition]) -> [FunctionDefinition] {
        let signatures = Set(own.map(signature))
        return members.filter { !signatures.contains(signature($0)) }
    }

    private static func signature(_ function: FunctionDefinition) -> String {
        function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
