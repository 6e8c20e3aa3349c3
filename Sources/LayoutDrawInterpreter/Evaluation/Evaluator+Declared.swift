import LayoutDrawCore

/// The types a source declares, as Swift makes and reads them: initializers (`init`s written
/// in the type, chosen by their argument labels, else the memberwise one), classes (whose
/// instances are shared), and enums (raw values, `allCases`, `init?(rawValue:)`, and the
/// properties and methods of a case).
extension Expression {
    // MARK: Initializers

    /// `T(arguments)` for a declared type `T`.
    ///
    /// Swift's rules: a struct that writes no `init` in its body gets the memberwise
    /// initializer (an `init` in an extension keeps it); a class gets `init()` when every stored
    /// property has a default; an enum with raw values gets `init?(rawValue:)`. Among several
    /// `init`s the one whose labels the call writes is chosen, the one that leaves out fewest
    /// defaults first.
    public static func initialize(
        _ type: TypeValue, _ values: [LabeledValue], offsets: [Int]? = nil, scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard let definition = type.definition else { throw ExpressionError("'\(type.name)' is not a declared type", at: offset) }
        let initializers = definition.allInitializers
        if let chosen = Self.overload(for: values, among: initializers) {
            return try runInitializer(chosen, of: type, values, scope: scope, at: offset)
        }
        switch definition.kind {
        case .enum:
            if definition.rawType != nil, values.count == 1, values[0].label == "rawValue" {
                return try enumCase(of: type, rawValue: values[0].value, scope: scope, at: offset)
            }
            if !initializers.isEmpty { throw noInitializer(type, initializers, values, at: offset) }
            let hint = definition.rawType == nil ? "" : ", or \(type.name)(rawValue: …)"
            throw ExpressionError(
                "'\(type.name)' is an enum: write one of its cases, such as .\(definition.cases.first ?? "a")\(hint)", at: offset)
        case .class:
            // (A `convenience init` of an extension keeps the class's `init()`: `self.init()`.)
            if !definition.initializers.isEmpty || (!values.isEmpty && !initializers.isEmpty) {
                throw noInitializer(type, initializers, values, at: offset)
            }
            // A class without an `init` has `init()`, when every stored property has a value.
            if let missing = definition.storedProperties.first(where: { $0.defaultValue == nil && !$0.isEnvironment && !($0.isVariable && $0.isOptional) }) {
                throw ExpressionError(
                    "class '\(type.name)' has no initializers: '\(missing.name)' has no initial value; give it one, or write an init",
                    at: offset)
            }
            if let extra = values.first {
                throw ExpressionError(
                    "argument passed to call that takes no arguments: \(type.name)() has no '\(extra.label ?? "_")'",
                    at: offsets?.first ?? offset)
            }
            return try memberwise(type, [], scope: scope, at: offset)
        case .struct:
            // An option set's `init()`: the empty set.
            if values.isEmpty, OptionSets.isOptionSet(definition) { return try OptionSets.make(type, raw: 0, scope: scope, at: offset) }
            if !definition.hasMemberwiseInitializer { throw noInitializer(type, initializers, values, at: offset) }
            return try memberwise(type, values, offsets: offsets, scope: scope, at: offset)
        }
    }

    /// The declaration among same-named `overloads` (a type's `init`s, its subscripts, its
    /// subscript setters) whose parameters take `values`, the one leaving out the fewest
    /// defaulted parameters; nil when none does.
    static func overload(for values: [LabeledValue], among overloads: [FunctionDefinition]) -> FunctionDefinition? {
        var best: (FunctionDefinition, Int)?
        for overload in overloads {
            guard let defaults = Interpreter.defaultsLeftOut(overload, values) else { continue }
            if best == nil || defaults < best!.1 { best = (overload, defaults) }
        }
        return best?.0
    }

    private static func noInitializer(_ type: TypeValue, _ initializers: [FunctionDefinition], _ values: [LabeledValue], at offset: Int) -> ExpressionError {
        let written = "(" + values.map { ($0.label ?? "_") + ":" }.joined() + ")"
        if initializers.isEmpty {
            return ExpressionError("'\(type.name)' has no initializer that takes \(written)", at: offset)
        }
        let declared = initializers.map(\.signature).joined(separator: ", ")
        return ExpressionError(
            "no initializer of '\(type.name)' takes \(written); it declares \(declared)", at: offset)
    }

    /// Runs an `init`'s body on a new instance: stored properties with defaults have them,
    /// the body assigns the others (`self.title = title`, `_count = State(initialValue: 3)`),
    /// and every one must have a value when it ends, as Swift requires.
    static func runInitializer(
        _ initializer: FunctionDefinition, of type: TypeValue, _ values: [LabeledValue], scope caller: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard let definition = type.definition else { throw ExpressionError("'\(type.name)' is not a declared type", at: offset) }
        let context = caller.context
        if let context, caller.callDepth + 1 > context.maximumCallDepth {
            throw ExpressionError("calls nest more than \(context.maximumCallDepth) deep here (a recursion without end?)", at: offset)
        }
        try caller.takeStep(at: offset)
        var scope = caller.declarationScope
        scope.callDepth = caller.callDepth + 1
        scope.environmentObjects = caller.environmentObjects
        scope.selfIsMutable = true
        if definition.kind != .enum {
            // The properties that have their values before the body runs.
            var names: [String] = []
            var fields: [Value] = []
            let declarations = scope.declarationScope(in: type)  // the type's statics are seen unqualified (`= defaultWidth`)
            for property in definition.storedProperties {
                let value: Value
                if property.isEnvironment, property.defaultValue == nil {
                    value = try environmentValue(property, scope: caller, at: offset)
                } else if let implicit = property.wrapperValue {
                    value = implicit
                } else if let expression = property.defaultValue {
                    value = scaledMetric(
                        try expression.evaluate(in: property.type?.isFloatingPoint == true ? declarations.numeric : declarations)
                            .typed(as: property.type, in: context), for: property, scope: caller)
                } else if property.isVariable && property.isOptional {
                    value = .none
                } else {
                    continue
                }
                names.append(property.name)
                fields.append(property.type?.isFloatingPoint == true ? value.promotedToDouble : value)
            }
            scope.bind("self", to: .instance(Instance(type: type, names: names, values: fields)))
        } else {
            // An enum's `init` assigns `self = .someCase`.
            scope.bind("self", to: .none)
        }
        try Interpreter.bindParameters(initializer, values, into: &scope, at: offset)
        let returned = try Interpreter.run(initializer.body, in: &scope)
        if initializer.isFailable, case .none? = returned { return .none }
        guard let made = scope.names["self"], made != .none else {
            throw ExpressionError("'self' is not set by this initializer of '\(type.name)'", at: initializer.offset)
        }
        if case .instance(let instance) = made {
            for property in definition.storedProperties where instance[property.name] == nil {
                throw ExpressionError(
                    "return from initializer without initializing all stored properties: '\(property.name)' has no value",
                    at: initializer.offset)
            }
        }
        return made
    }

    /// Where `scope.environmentObjects` keeps a value an enclosing view set for a key the source
    /// declares (`.environment(\.accent, .red)`): `\.accent`.
    public static let customEnvironmentPrefix = "\\."

    /// An environment property's value: `@Environment(\.colorScheme)` reads the scene's
    /// environment, `@EnvironmentObject var model: Model` and `@Environment(Model.self)` the
    /// object an enclosing view put there (`.environmentObject(Model())`), else a new one.
    static func environmentValue(_ property: TypeDefinition.StoredProperty, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if let key = property.environmentKey {
            // A value of the source's own (`extension EnvironmentValues`): what an enclosing
            // `.environment(\.key, …)` set, else the key's default.
            if let set = scope.environmentObjects[customEnvironmentPrefix + key] { return set }
            if let values = scope.context?.extensions["EnvironmentValues"],
                let declared = values.definition?.staticProperties.first(where: { $0.name == key })
            {
                return try staticValue(declared, of: values, scope: scope, at: offset)
            }
            if let value = scope.context?.environment[key] { return value }
            if key == "modelContext", let context = try modelContext(scope: scope, at: offset) { return context }
            return .host(HostValue(OpaqueValue(name: "\\.\(key)", type: EnvironmentKeys.typeNames[key] ?? "EnvironmentValues.\(key)")))
        }
        if property.wrapper == "Environment", property.environmentType == nil {
            // `@Environment var x`: reported where it is declared.
            return .none
        }
        guard let typeName = property.environmentType ?? property.type?.base else {
            throw ExpressionError("'\(property.name)' needs a type: @EnvironmentObject var \(property.name): Model", at: property.offset)
        }
        if let object = scope.environmentObjects[typeName] { return object }
        guard let type = scope.context?.types[typeName] else {
            if BuiltinTypes.names.contains(typeName) {
                throw ExpressionError("'\(typeName)' is not a class: the environment holds objects (a class the source declares)", at: property.offset)
            }
            // An unknown type is reported where it is written.
            return .none
        }
        guard type.definition?.isClass == true else {
            throw ExpressionError("'\(typeName)' is not a class: the environment holds objects (a class the source declares)", at: property.offset)
        }
        // No view above puts one in the environment (SwiftUI would stop): a new one, as a
        // preview that forgot `.environmentObject(…)` is meant to show.
        do throws(ExpressionError) {
            return try initialize(type, [], scope: scope, at: offset)
        } catch {
            if let object = objectWithMadeDependencies(type, scope: scope, at: property.offset) { return object }
            if let object = try sampleObject(type, scope: scope, at: property.offset) { return object }
            throw ExpressionError(
                "no enclosing view provides a '\(typeName)' (.environment(\(typeName)(…)) or .environmentObject(\(typeName)(…))), and \(typeName)() cannot be made: \(error.message)",
                at: property.offset)
        }
    }

    // MARK: Enums

    /// `Fruit(rawValue: "apple")`: the case with that raw value, or nil.
    static func enumCase(of type: TypeValue, rawValue: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard let definition = type.definition else { return .none }
        for name in definition.cases where equal(try enumRawValue(name, of: type, scope: scope, at: offset), rawValue) {
            return .symbol(Symbol(type: type.name, path: [.init(name)]))
        }
        return .none
    }

    /// The raw value of a case: written (`case apple = "Apple"`), or implicit — the case's name
    /// for a `String` enum, one more than the case before (0 for the first) for a number enum.
    static func enumRawValue(_ name: String, of type: TypeValue, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard let definition = type.definition, let rawType = definition.rawType else {
            throw ExpressionError("'\(type.name)' has no raw values: declare it as 'enum \(type.name): String' or ': Int'", at: offset)
        }
        let isFloating = ["Double", "Float", "CGFloat"].contains(rawType)
        var previous: Value?
        for caseName in definition.cases {
            var value: Value
            if let expression = definition.rawValues[caseName] {
                value = try expression.evaluate(in: isFloating ? scope.declarationScope.numeric : scope.declarationScope)
            } else if rawType == "String" {
                value = .string(caseName)
            } else if rawType == "Character" {
                throw ExpressionError("enum case '\(caseName)' of '\(type.name)' needs a raw value: Character raw values are not implicit", at: offset)
            } else {
                switch previous {
                case nil: value = isFloating ? .double(0) : .int(0)
                case .int(let i)?: value = .int(i &+ 1)
                case .double(let d)?: value = .double(d + 1)
                default: throw ExpressionError("enum case '\(caseName)' of '\(type.name)' needs a raw value", at: offset)
                }
            }
            if isFloating { value = value.promotedToDouble }
            if caseName == name { return value }
            previous = value
        }
        throw ExpressionError("'\(type.name)' has no case '\(name)'", at: offset)
    }

    /// The declared enum a value is a case of, with the case's name.
    static func enumCase(_ value: Value, scope: EvaluationScope) -> (type: TypeValue, name: String)? {
        guard case .symbol(let symbol) = value, let typeName = symbol.type, symbol.path.count == 1,
            let type = scope.context?.types[typeName], let definition = type.definition, definition.kind == .enum,
            definition.cases.contains(symbol.path[0].name),
            symbol.path[0].arguments == nil || definition.associatedValues[symbol.path[0].name] != nil
        else { return nil }
        return (type, symbol.path[0].name)
    }

    /// `fruit.rawValue`, `fruit.color` (a computed property), `fruit.label()` (a method, as a
    /// function): nil when the value is not a declared enum's case or has no such member.
    static func enumMember(_ name: String, of value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard let (type, caseName) = enumCase(value, scope: scope), let definition = type.definition else { return nil }
        if name == "rawValue", definition.rawType != nil { return try enumRawValue(caseName, of: type, scope: scope, at: offset) }
        if name == "hashValue" { return .int(definition.cases.firstIndex(of: caseName) ?? 0) }
        var selfScope = scope.declarationScope.binding("self", to: value)
        selfScope.environmentObjects = scope.environmentObjects
        if let property = definition.computedProperty(name) {
            let function = FunctionValue(name: name, body: .function(property), captured: selfScope)
            if property.returnsViews { return .function(function) }
            return try Interpreter.call(function, arguments: [], scope: scope, at: offset)
        }
        if let method = definition.methods.first(where: { $0.name == name && !$0.isStatic }) {
            return .function(FunctionValue(name: name, body: .function(method), captured: selfScope))
        }
        return nil
    }

    /// A member of a declared struct's, class's or enum's value (nil when it has none).
    public static func memberOfValue(_ name: String, of value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        switch value {
        case .instance(let instance): try instanceMember(name, of: instance, scope: scope, at: offset)
        case .symbol: try enumMember(name, of: value, scope: scope, at: offset)
        default: nil
        }
    }

    /// The member names of an enum's case, for suggestions.
    static func enumMemberNames(_ definition: TypeDefinition) -> [String] {
        (definition.rawType != nil ? ["rawValue"] : []) + definition.computedProperties.map(\.name)
            + definition.methods.filter { !$0.isStatic }.map(\.name)
    }

    /// What `"\(value)"` prints: a declared type's `description` when it has one
    /// (`CustomStringConvertible`), a declared enum's case by its name (`apple`), else Swift's
    /// own printing of the value.
    static func described(_ value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> String {
        switch value {
        case .instance(let instance):
            if instance.type.definition?.computedProperty("description") != nil,
                case .string(let text)? = try instanceMember("description", of: instance, scope: scope, at: offset)
            {
                return text
            }
        case .symbol(let symbol):
            // `.compact`, `Color.red`: Swift prints an enum's case by its name.
            if symbol.path.count == 1, symbol.path[0].arguments == nil, symbol.type.map({ scope.context?.types[$0] == nil }) ?? true {
                return symbol.path[0].name
            }
            if let (type, name) = enumCase(value, scope: scope) {
                if type.definition?.computedProperty("description") != nil,
                    case .string(let text)? = try enumMember("description", of: value, scope: scope, at: offset)
                {
                    return text
                }
                return name
            }
        case .host(let host):
            if let date = host.object as? DateValue { return date.description }
        default:
            break
        }
        return value.interpolationDescription
    }

    // MARK: Static properties

    /// A static stored property's value, computed once per scene as Swift computes it once
    /// (`static let shared = Model()` is one object).
    static func staticValue(_ property: TypeDefinition.StoredProperty, of type: TypeValue, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard let expression = property.defaultValue else {
            throw ExpressionError("static property '\(property.name)' of '\(type.name)' has no value", at: offset)
        }
        let key = type.name + "." + property.name
        if let cached = scope.context?.cachedStaticValue(key) { return cached }
        guard let context = scope.context, context.beginStaticValue(key) else {
            let what = type.name == EvaluationContext.globalsTypeName ? "'\(property.name)'" : "'\(type.name).\(property.name)'"
            throw ExpressionError("circular reference: \(what) is used in its own initial value", at: offset)
        }
        defer { context.endStaticValue(key) }
        try scope.takeStep(at: offset)
        let declarations = type.name == EvaluationContext.globalsTypeName ? scope.declarationScope : scope.declarationScope(in: type)
        var value = try expression.evaluate(in: property.type?.isFloatingPoint == true ? declarations.numeric : declarations)
        value = property.type?.isFloatingPoint == true ? value.promotedToDouble : value.typed(as: property.type, in: scope.context)
        context.cacheStaticValue(key, value)
        return value
    }
}

extension Value {
    /// `name(arguments)` for one of Swift's and SwiftUI's types, its arguments already
    /// evaluated (bound to names the call reads); nil when the type does not take them.
    @inline(never)
    static func builtinInitializer(of name: String, _ arguments: [LabeledValue], in context: EvaluationContext) -> Value? {
        var scope = EvaluationScope(context: context)
        var written: [Expression.Argument] = []
        for (index, argument) in arguments.enumerated() {
            scope.bind("init argument \(index)", to: argument.value)
            written.append(.init(label: argument.label, .name("init argument \(index)", offset: 0)))
        }
        return try? Expression.call(.name(name, offset: 0), written, offset: 0).evaluate(in: scope)
    }

    /// The value as the declared type `type` holds it: `.zero` as a `CGSize`, an `Int` as a
    /// `CGFloat`, and `.apple` as a case of the declared enum `Fruit` (`let f: Fruit = .apple`),
    /// so that its members can be read.
    public func typed(as type: TypeName?, in context: EvaluationContext?) -> Value {
        // `var landmarks: [Landmark] = load("landmarkData.json")`: the JSON a generic function
        // decoded, read as the declared type (an error, when it cannot be, is its value's).
        if let type, case .host(let host) = self, let json = host.object as? UndecodedJSON, let context {
            do throws(ExpressionError) {
                return try json.decoded(as: type, scope: EvaluationScope(context: context)) ?? self
            } catch {
                return .host(HostValue(DecodingFailure(error: error)))
            }
        }
        if let type, let tuple = typedAsTuple(type, in: context) { return tuple }
        // `center: UNUserNotificationCenter = .current()`, `let haptics: UIImpactFeedbackGenerator
        // = .init()`: an implicit member of a framework's type is its value. (Not a package's:
        // a generic parameter's name, `S` of `in shape: S`, looks like one.)
        if let type, case .symbol(let symbol) = self, symbol.type == nil, let context,
            case let name = String(type.text.reversed().drop { $0 == "?" || $0 == "!" }.reversed()), context.types[name] == nil,
            var package = PackageValue.namedFrameworkType(name)
        {
            package.kind = .object
            return .host(HostValue(package))
        }
        var converted = self.converted(to: type)
        // `speakers: .init(uniqueElements: list)` where an `IdentifiedArrayOf<Speaker>` (read as
        // `[Speaker]`) is expected: the elements.
        if let type, type.text.hasPrefix("["), case .symbol(let symbol) = converted, symbol.type == nil, symbol.path.count == 1,
            symbol.path[0].name == "init", let arguments = symbol.path[0].arguments, arguments.count == 1,
            arguments[0].label == "uniqueElements", case .array = arguments[0].value
        {
            converted = arguments[0].value
        }
        // `static let all: DonutLayer = [dough, glaze]`: an option set, their union.
        if let type, case .array(let items) = converted, let declared = context?.types[type.text.hasSuffix("?") ? String(type.text.dropLast()) : type.text],
            OptionSets.isOptionSet(declared.definition), let context,
            let set = OptionSets.literal(items, as: declared, scope: EvaluationScope(context: context))
        {
            return set
        }
        // `let ops: [Op] = [.add, .sub]`: each element takes the element type.
        if let type, case .array(let items) = converted, type.text.hasPrefix("["), type.text.hasSuffix("]"), !type.text.contains(":") {
            let element = String(type.text.dropFirst().dropLast())
            let elementType = TypeName(text: element, names: [(element, type.offset)], offset: type.offset)
            return .array(items.map { $0.typed(as: elementType, in: context) })
        }
        guard let type, case .symbol(let symbol) = converted, symbol.type == nil, !symbol.path.isEmpty else { return converted }
        let name = type.text.hasSuffix("?") ? String(type.text.dropLast()) : type.text
        if let declared = context?.types[name], let definition = declared.definition, definition.kind != .enum {
            return (try? Self.implicitMember(symbol, of: declared, in: context)) ?? converted
        }
        // `var mainColor: Color { .init(self) }` with an `init(_ theme:)` an extension of Color
        // declares: that initialiser, as Swift resolves `.init` against the contextual type.
        if context?.types[name] == nil, let context, symbol.path[0].name == "init", let arguments = symbol.path[0].arguments,
            let made = try? Expression.extensionInitializer(of: name, arguments, scope: EvaluationScope(context: context), at: 0)
        {
            guard symbol.path.count > 1 else { return made }
            return (try? Expression.resolvingImplicitMembers(
                .symbol(Symbol(type: nil, path: Array(symbol.path.dropFirst()))), on: made, scope: EvaluationScope(context: context))) ?? converted
        }
        // `return .init(name)` where a `LocalizedStringKey` (or another of Swift's and SwiftUI's
        // types) is expected: that type's initializer, with the values already made.
        if context?.types[name] == nil, let context, symbol.path.count == 1, symbol.path[0].name == "init", let arguments = symbol.path[0].arguments,
            BuiltinTypes.names.contains(name) || EvaluationScope.moreFunctionNames.contains(name),
            let made = Self.builtinInitializer(of: name, arguments, in: context)
        {
            return made
        }
        // `init(_ color: Color = .app_bg)` with `extension Color { static let app_bg = … }`: the
        // extension's static property (then the rest of the chain), as Swift reads an implicit
        // member against the declared type.
        if context?.types[name] == nil, let context, let extended = context.extensions[name], let definition = extended.definition,
            symbol.path[0].arguments == nil,
            definition.staticProperties.contains(where: { $0.name == symbol.path[0].name })
                || definition.computedProperties.contains(where: { $0.name == symbol.path[0].name && $0.isStatic }),
            let value = try? Expression.staticMember(symbol.path[0].name, of: extended, scope: EvaluationScope(context: context), at: type.offset)
        {
            guard symbol.path.count > 1 else { return value }
            return (try? Expression.resolvingImplicitMembers(
                .symbol(Symbol(type: nil, path: Array(symbol.path.dropFirst()))), on: value, scope: EvaluationScope(context: context))) ?? converted
        }
        guard symbol.path.count == 1 else { return converted }
        // `TagRow(tag: .sample)` with `static let sample = Tag(…)` in an enum: a static property
        // of a declared type, read where that type is expected, as Swift infers it.
        if let context, let type = context.types[name], let definition = type.definition, symbol.path[0].arguments == nil,
            !definition.cases.contains(symbol.path[0].name),
            definition.staticProperties.contains(where: { $0.name == symbol.path[0].name })
                || definition.computedProperties.contains(where: { $0.name == symbol.path[0].name && $0.isStatic }),
            let value = try? Expression.staticMember(symbol.path[0].name, of: type, scope: EvaluationScope(context: context), at: definition.offset)
        {
            return value
        }
        guard let definition = context?.types[name]?.definition, definition.kind == .enum, definition.cases.contains(symbol.path[0].name)
        else { return converted }
        // `.circle(radius: 5)` where a `Shape` is expected: the case, its values typed.
        if let arguments = symbol.path[0].arguments {
            guard let parameters = definition.associatedValues[symbol.path[0].name],
                let payload = try? Expression.payload(arguments, parameters, of: name + "." + symbol.path[0].name, in: context, at: type.offset)
            else { return converted }
            return .symbol(Symbol(type: name, path: [.init(symbol.path[0].name, arguments: payload)]))
        }
        return .symbol(Symbol(type: name, path: symbol.path))
    }
}

extension Value {
    /// `.init(title: "a")`, `.sample`, `.sample.renamed("b")` where a declared struct or class
    /// is expected (`var item: Item = .init(title: "a")`, `[Item]` of them): the type's
    /// initializer or static member, then the rest of the chain, as Swift resolves an implicit
    /// member expression against the contextual type.
    static func implicitMember(_ symbol: Symbol, of type: TypeValue, in context: EvaluationContext?) throws(ExpressionError) -> Value {
        let scope = EvaluationScope(context: context)
        let first = symbol.path[0]
        if first.name == "init", let arguments = first.arguments {
            let made = try Expression.initialize(type, arguments, scope: scope, at: 0)
            guard symbol.path.count > 1 else { return made }
            return try Expression.resolvingImplicitMembers(.symbol(Symbol(type: nil, path: Array(symbol.path.dropFirst()))), on: made, scope: scope)
        }
        guard first.arguments == nil else { return .symbol(symbol) }
        return try Expression.resolvingImplicitMembers(.symbol(symbol), as: type.name, scope: scope, at: 0)
    }
}

extension TypeDefinition.StoredProperty {
    /// `@Binding var isOn: Bool` or `let isOn: Binding<Bool>`: a property holding a binding,
    /// which `.constant(true)` fills with a binding that always reads true.
    public var holdsBinding: Bool { wrapper == "Binding" || type?.text.hasPrefix("Binding<") == true }

    /// `var x: Int?`: Swift gives an optional `var` the initial value nil.
    public var isOptional: Bool { type?.text.hasSuffix("?") == true }
}

/// The types of the environment values layoutdraw has no value for, for messages.
public enum EnvironmentKeys {
    public static let typeNames: [String: String] = [
        "dismiss": "DismissAction", "openURL": "OpenURLAction", "openWindow": "OpenWindowAction", "refresh": "RefreshAction",
        "presentationMode": "Binding<PresentationMode>", "managedObjectContext": "NSManagedObjectContext", "modelContext": "ModelContext",
        "undoManager": "UndoManager", "dismissSearch": "DismissSearchAction", "editMode": "Binding<EditMode>?",
        "purchase": "PurchaseAction", "requestReview": "RequestReviewAction", "locale": "Locale", "calendar": "Calendar",
        "timeZone": "TimeZone", "dismissWindow": "DismissWindowAction", "openImmersiveSpace": "OpenImmersiveSpaceAction",
        "authorizationController": "AuthorizationController", "webAuthenticationSession": "WebAuthenticationSession",
        "backgroundStyle": "AnyShapeStyle?",
        "symbolRenderingMode": "SymbolRenderingMode?", "menuOrder": "MenuOrder", "keyboardShortcut": "KeyboardShortcut?",
    ]
}
