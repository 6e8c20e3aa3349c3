import LayoutDrawCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls: the built-in functions (`min`, `String(format:_:)` …), constructors (`CGSize(width:
/// height:)`, a declared struct's memberwise initializer), methods of values (`map`, `joined`),
/// static methods (`Int.random(in:)`), closures and declared functions.
extension Expression {
    static func call(
        _ callee: Expression, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        // `proxy.frame(in: space)`
        if case .member(let base, "frame", _) = callee {
            let baseValue = try base.evaluate(in: scope)
            if case .none = baseValue, base.hasOptionalChain { return .none }
            if case .proxy(let proxy) = baseValue {
                return try frame(of: proxy, arguments, scope: scope, at: offset)
            }
            guard scope.context != nil else {
                throw ExpressionError("value of type \(baseValue.typeName) has no method 'frame'", at: offset)
            }
            return try method("frame", of: baseValue, arguments, scope: scope, at: offset)
        }
        // `.scrollView(axis: .vertical)`: the innermost scroll view's space, whatever the axis.
        if case .implicitMember("scrollView", _) = callee, scope.context != nil {
            return .coordinateSpace(.scrollView)
        }
        // `.named("X")`
        if case .implicitMember("named", _) = callee {
            guard arguments.count == 1, case .string(let name) = try arguments[0].value.evaluate(in: scope) else {
                throw ExpressionError(".named takes one string: .named(\"NAME\")", at: offset)
            }
            return .coordinateSpace(.named(name))
        }
        switch callee {
        case .name(let function, let nameOffset):
            if let bound = scope.names[function] {
                return try call(value: bound, named: function, arguments, scope: scope, at: offset)
            }
            if case .instance(let instance)? = scope.names["self"],
                let member = try instanceMember(function, of: instance, scope: scope, at: nameOffset)
            {
                return try call(value: member, named: function, arguments, scope: scope, at: offset)
            }
            if let type = scope.staticType, type.definition?.declaresStatic(function) == true {
                // `scaled(2)` in a static member: another static member of the type.
                let member = try staticMember(function, of: type, scope: scope, at: nameOffset)
                return try call(value: member, named: function, arguments, scope: scope, at: offset)
            }
            if let type = scope.staticType, let outer = enclosingType(declaringStatic: function, around: type, in: scope.context) {
                // `localized("title")` in `L10n.AppStartup`: a static member of `L10n`.
                let member = try staticMember(function, of: outer, scope: scope, at: nameOffset)
                return try call(value: member, named: function, arguments, scope: scope, at: offset)
            }
            if let context = scope.context {
                if let type = context.types[function] {
                    return try construct(type, arguments, scope: scope, at: offset)
                }
                // `static var trailingIcon: Self { Self() }`: the type the member is in, made.
                if function == "Self", case .type(let type) = try callee.evaluate(in: scope) {
                    return try construct(type, arguments, scope: scope, at: offset)
                }
                if let definition = context.functions[function] {
                    let target = FunctionValue(name: function, body: .function(definition), captured: scope.declarationScope)
                    return try Interpreter.call(target, arguments: evaluate(arguments, scope), scope: scope, at: offset)
                }
                if let global = context.global(function) {
                    // `let format = { … }` at the top level, called.
                    let value = try staticValue(global.property, of: global.holder, scope: scope, at: nameOffset)
                    return try call(value: value, named: function, arguments, scope: scope, at: offset)
                }
            }
            if case .function(let method)? = try extensionMemberOfSelf(function, scope: scope, at: nameOffset) {
                return try Interpreter.call(method, arguments: evaluate(arguments, scope), scope: scope, at: offset)
            }
            // `rounded()` in `extension Double { var tidy: Double { rounded() / 2 } }`: the
            // value's own method, called without `self.` (the free functions come first).
            // (The value's own type's: `extension Optional` is every value's, not what makes
            // `Query(…)` in a model's method the model's method.)
            if let value = scope.names["self"], let context = scope.context, !ownExtendedTypeNames(of: value, in: context).isEmpty,
                !EvaluationScope.functionNames.contains(function), !EvaluationScope.moreFunctionNames.contains(function),
                !BuiltinTypes.names.contains(function)
            {
                return try method(function, of: value, arguments, scope: scope, at: offset)
            }
            if let package = PackageValue.made(function, scope: scope) { return package }
            return try builtin(function, nameOffset: nameOffset, arguments, scope: scope, at: offset)
        case .implicitMember(let name, let memberOffset):
            guard scope.context != nil else {
                throw ExpressionError(
                    "unknown member '.\(name)'\(Suggestions.didYouMean(name, in: ["global", "local", "named", "infinity"]))",
                    at: memberOffset)
            }
            let values = try evaluate(arguments, scope)
            // `.FjallaOne(size: 24)` for `extension Font { static func FjallaOne(size:) -> Font }`,
            // when the arguments are its (else SwiftUI's own `.system(size:)` and the like).
            if let type = extensionDeclaring(name, scope: scope), let definition = type.definition,
                let method = overload(for: values, among: definition.methods.filter { $0.name == name && $0.isStatic })
            {
                let function = FunctionValue(name: name, body: .function(method), captured: scope.declarationScope(in: type))
                return try Interpreter.call(function, arguments: values, scope: scope, at: offset)
            }
            return .symbol(Symbol(path: [.init(name, arguments: values)]))
        case .member(.name("super", _), let name, _) where scope.context != nil && name != "init":
            return try superMethod(name, arguments, scope: scope, at: offset)
        case .member(let base, let name, _) where scope.context != nil:
            let value = try base.evaluate(in: scope)
            if case .none = value, base.hasOptionalChain { return .none }
            return try method(name, of: value, arguments, scope: scope, at: offset)
        case .member:
            throw ExpressionError("this expression cannot be called", at: offset)
        case .array(let items, _) where scope.context != nil && arguments.isEmpty && items.count == 1 && items[0].isTypeName:
            // `[Int]()`, `[CGPoint]()`: an empty array of that element type.
            return .array([])
        default:
            guard scope.context != nil else { throw ExpressionError("this expression cannot be called", at: offset) }
            return try call(value: callee.evaluate(in: scope), named: "this", arguments, scope: scope, at: offset)
        }
    }

    /// The superclass `super` names where `scope` runs: of the class whose member is running
    /// (`scope.staticType`, when it is one of the instance's classes: a superclass's method
    /// calling `super` reaches the class above it), else of the instance's own class.
    static func superclass(of instance: Instance, scope: EvaluationScope) -> TypeValue? {
        guard let types = scope.context?.types else { return nil }
        var chain: [String] = []
        var next: String? = instance.type.name
        while let name = next, !chain.contains(name), chain.count < 64 {
            chain.append(name)
            next = types[name]?.definition?.superclass
        }
        let level = scope.staticType.map(\.name).flatMap { chain.contains($0) ? $0 : nil } ?? instance.type.name
        return (level == instance.type.name ? instance.type.definition : types[level]?.definition)?.superclass.flatMap { types[$0] }
    }

    /// `super.load()` in a subclass's method: the superclass's method, run on the instance
    /// (`ClassInheritance`).
    private static func superMethod(_ name: String, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard case .instance(let instance)? = scope.names["self"] else {
            throw ExpressionError("'super' is only allowed in a class that inherits from another", at: offset)
        }
        guard let base = superclass(of: instance, scope: scope), let definition = base.definition else {
            // `super.observeValue(…)` of `NSObject`: a framework's method, not the source's.
            let written = instance.type.definition?.conformances.first.map { "'\($0)'" } ?? "its superclass"
            throw ExpressionError(
                "'super.\(name)(…)' calls \(written)'s method, which layoutdraw does not model: it runs the superclass's methods of classes the source declares",
                at: offset)
        }
        let superclass = base.name
        let values = try evaluate(arguments, scope)
        guard let method = overload(for: values, among: (definition.methods + definition.computedProperties).filter { $0.name == name && !$0.isStatic })
        else { throw ExpressionError("'\(superclass)' has no method '\(name)' that takes these arguments", at: offset) }
        let function = FunctionValue(name: name, body: .function(method), captured: scope.declarationScope(in: base).binding("self", to: .instance(instance)))
        return try Interpreter.call(function, arguments: values, scope: scope, at: offset)
    }

    /// Calls a value: a function, or a type (its initializer).
    private static func call(
        value: Value, named name: String, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        switch value {
        case .function(let function):
            return try Interpreter.call(function, arguments: evaluate(arguments, scope), scope: scope, at: offset)
        case .type(let type):
            return try construct(type, arguments, scope: scope, at: offset)
        case .host(let host):
            if let result = try host.object.call(evaluate(arguments, scope), at: offset) { return result }
            throw ExpressionError("'\(name)' is a value of type \(value.typeName), not a function", at: offset)
        default:
            throw ExpressionError("'\(name)' is a value of type \(value.typeName), not a function", at: offset)
        }
    }

    static func evaluate(_ arguments: [Argument], _ scope: EvaluationScope) throws(ExpressionError) -> [LabeledValue] {
        // (A call's arguments are not of the type its place takes: `expectedType` ends here.)
        if scope.expectedType != nil {
            var inner = scope
            inner.expectedType = nil
            return try evaluate(arguments, inner)
        }
        var values: [LabeledValue] = []
        for argument in arguments {
            let value = try argument.value.evaluate(in: scope)
            // A `let` whose value failed (`FailedValue`): the call fails as already reported.
            if case .host(let host) = value, host.object is FailedValue { throw .alreadyReported(at: argument.value.offset) }
            values.append(LabeledValue(label: argument.label, value))
        }
        return values
    }

    private static func frame(of proxy: GeometryProxy, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        guard arguments.count == 1, arguments[0].label == "in" else {
            throw ExpressionError("frame takes one argument: frame(in: .global | .local | .named(\"NAME\"))", at: offset)
        }
        let spaceValue = try arguments[0].value.evaluate(in: scope)
        let space: CoordinateSpace
        switch spaceValue {
        case .coordinateSpace(let s): space = s
        case .string(let name) where scope.context != nil: space = .named(name)
        case .symbol(let symbol) where symbol.type == nil && symbol.path.count == 1 && symbol.path[0].arguments == nil:
            // `.globl`: not a coordinate space's name.
            throw ExpressionError(
                "unknown member '.\(symbol.name)'\(Suggestions.didYouMean(symbol.name, in: ["global", "local", "named", "scrollView"]))",
                at: arguments[0].value.offset)
        default:
            throw ExpressionError(
                "frame(in:) expects a coordinate space, not a value of type \(spaceValue.typeName)",
                at: arguments[0].value.offset)
        }
        guard let frame = proxy.frame(in: space) else {
            let known = proxy.namedSpaceOrigins.keys.sorted()
            let name = if case .named(let n) = space { n } else { "" }
            throw ExpressionError(
                "no enclosing coordinate space named '\(name)'\(Suggestions.didYouMean(name, in: known))",
                at: arguments[0].value.offset)
        }
        return .rect(frame)
    }

    // MARK: - Built-in functions

    private static func builtin(
        _ function: String, nameOffset: Int, _ arguments: [Argument], scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        let isSwift = scope.context != nil
        if isSwift, function == "String", arguments.first?.label == "contentsOf" {
            return try construct(TypeValue(name: function), arguments, scope: scope, at: offset)
        }
        if isSwift, BuiltinTypes.names.contains(function), !EvaluationScope.functionNames.contains(function) {
            return try construct(TypeValue(name: function), arguments, scope: scope, at: offset)
        }
        let values = try evaluate(arguments, scope).map(\.value)
        func number(_ i: Int) throws(ExpressionError) -> Double {
            // `Double(truncating: price as NSNumber)`: a Decimal read as a Double.
            if case .host(let host) = values[i], let decimal = host.object as? DecimalValue { return decimal.doubleValue }
            guard let n = values[i].number else {
                throw ExpressionError(
                    "\(function) expects a number, not a value of type \(values[i].typeName)",
                    at: arguments[i].value.offset)
            }
            return n
        }
        func arity(_ count: Int) throws(ExpressionError) {
            guard values.count == count else {
                throw ExpressionError("\(function) takes \(count) argument\(count == 1 ? "" : "s"), not \(values.count)", at: offset)
            }
        }
        switch function {
        case "min", "max":
            if values.count == 1, isSwift, let items = try sequence(values[0], scope: scope, at: offset) {
                return try extreme(items, function == "min", at: offset)
            }
            guard values.count >= 2 else { throw ExpressionError("\(function) takes at least 2 arguments", at: offset) }
            let ints = values.compactMap { if case .int(let i) = $0 { i } else { nil } }
            if ints.count == values.count {
                return .int((function == "min" ? ints.min() : ints.max()) ?? 0)
            }
            var result = try number(0)
            for i in 1..<values.count {
                let n = try number(i)
                result = function == "min" ? Swift.min(result, n) : Swift.max(result, n)
            }
            return .double(result)
        case "AnyView" where isSwift && arguments.count == 1 && arguments[0].label == nil:
            // `self.view = AnyView(view)` in a model: the view it wraps (AnyView erases its type,
            // not its layout: SwiftUI lays out an AnyView as its view).
            return values[0]
        case "type" where isSwift && arguments.count == 1 && arguments[0].label == "of":
            // `type(of: value)`: the value's dynamic type (a class instance's own class).
            return .type(dynamicType(of: values[0], in: scope.context))
        case "abs":
            try arity(1)
            if case .int(let i) = values[0] {
                guard i != .min else { throw ExpressionError("arithmetic overflow: abs(\(i)) is not an Int", at: offset) }
                return .int(Swift.abs(i))
            }
            return .double(Swift.abs(try number(0)))
        case "floor", "ceil", "round":
            try arity(1)
            if case .int = values[0] { return values[0] }
            let n = try number(0)
            let rule: FloatingPointRoundingRule =
                function == "floor" ? .down : function == "ceil" ? .up : .toNearestOrAwayFromZero
            return .double(n.rounded(rule))
        case "Int":
            try arity(1)
            if isSwift, case .string(let s) = values[0] { return Int(s).map { .int($0) } ?? .none }
            let n = try number(0)
            guard n.isFinite, Swift.abs(n) < 9.2e18 else {
                throw ExpressionError("Int(\(SwiftFormat.double(n))) cannot be represented as an Int", at: offset)
            }
            return .int(Int(n))
        case "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64" where isSwift:
            // Fixed-width integers, held as Ints: `UInt32(truncatingIfNeeded: state >> 16)` keeps
            // the low bits (an Int64 and a UInt64 share theirs), `UInt32(x)` is an error past
            // the type's range, as Swift traps.
            try arity(1)
            let bits = ["UInt8": 8, "Int8": 8, "UInt16": 16, "Int16": 16, "UInt32": 32, "Int32": 32][function] ?? 64
            let signed = function.hasPrefix("Int")
            let whole: Int
            if case .int(let i) = values[0] {
                whole = i
            } else {
                let n = try number(0)
                guard n.isFinite, Swift.abs(n) < 9.2e18 else {
                    throw ExpressionError("\(function)(\(SwiftFormat.double(n))) cannot be represented as an \(function)", at: offset)
                }
                whole = Int(n)
            }
            if arguments[0].label == "truncatingIfNeeded", bits < 64 {
                let low = whole & ((1 << bits) - 1)
                return .int(signed && low >= 1 << (bits - 1) ? low - (1 << bits) : low)
            }
            let lowest = signed ? -(1 << (bits - 1)) : 0
            let highest = bits == 64 ? Int.max : signed ? (1 << (bits - 1)) - 1 : (1 << bits) - 1
            guard whole >= lowest, whole <= highest else {
                throw ExpressionError("\(whole) is out of the range of \(function) (\(lowest)...\(highest))", at: offset)
            }
            return .int(whole)
        case "Double", "CGFloat", "Float":
            try arity(1)
            if isSwift, case .string(let s) = values[0] { return Double(s).map { .double($0) } ?? .none }
            return .double(try number(0))
        case "String":
            return try stringCall(arguments, values, scope: scope, at: offset)
        case "sqrt" where isSwift:
            try arity(1)
            return .double(try number(0).squareRoot())
        case "pow" where isSwift:
            try arity(2)
            return .double(Glibc.pow(try number(0), try number(1)))
        case "sin" where isSwift, "cos" where isSwift, "tan" where isSwift:
            try arity(1)
            let x = try number(0)
            return .double(function == "sin" ? Glibc.sin(x) : function == "cos" ? Glibc.cos(x) : Glibc.tan(x))
        case "atan2" where isSwift:
            try arity(2)
            return .double(Glibc.atan2(try number(0), try number(1)))
        case "stride" where isSwift:
            return try stride(arguments, values, scope: scope, at: offset)
        case "zip" where isSwift:
            try arity(2)
            guard let a = try sequence(values[0], scope: scope, at: offset), let b = try sequence(values[1], scope: scope, at: offset) else {
                throw ExpressionError("zip takes two sequences", at: offset)
            }
            return .array(Swift.zip(a, b).map { .tuple([LabeledValue($0), LabeledValue($1)]) })
        case "LocalizedStringKey" where isSwift, "LocalizedStringResource" where isSwift:
            // A key is its text here: layoutdraw draws the development language, whose strings
            // are the keys (a String Catalog's source language).
            try arity(1)
            guard case .string = values[0] else { throw ExpressionError("\(function) takes a string: \(function)(\"Add\")", at: offset) }
            return values[0]
        case "NSLocalizedString" where isSwift:
            // `NSLocalizedString("key", comment: "…")`: the key, for the same reason; a `value:`
            // given is the development language's text.
            guard let first = values.first, case .string = first else {
                throw ExpressionError("NSLocalizedString takes the key first: NSLocalizedString(\"Hello\", comment: \"\")", at: offset)
            }
            // The bundle's table for the development language has the text, when it has the key
            // (`"APP_NAME" = "WeSplit";` in en.lproj/Localizable.strings).
            if case .string(let key) = first, let resources = scope.context?.resources {
                let table = arguments.firstIndex { $0.label == "tableName" }.flatMap { if case .string(let t) = values[$0] { t } else { nil } }
                if let text = resources.localizedString(key, table: table) { return .string(text) }
            }
            if let index = arguments.firstIndex(where: { $0.label == "value" }), case .string = values[index] { return values[index] }
            return first
        case "fatalError" where isSwift, "preconditionFailure" where isSwift, "assertionFailure" where isSwift:
            // The app stops here (a debug build stops at assertionFailure too).
            let message = values.first.flatMap { if case .string(let text) = $0 { text } else { nil } }
            throw ExpressionError("\(function)(\(message.map { "\"\($0)\"" } ?? "")) was called: the app stops here", at: offset)
        case "assert" where isSwift, "precondition" where isSwift:
            // Checked in a debug build, as the preview's: the app stops where one is false.
            guard case .bool(let holds)? = values.first else {
                throw ExpressionError("\(function) takes a condition: \(function)(x > 0, \"message\")", at: offset)
            }
            if holds { return .tuple([]) }
            let message = values.dropFirst().first.flatMap { if case .string(let text) = $0 { text } else { nil } }
            throw ExpressionError("\(function) failed\(message.map { ": \"\($0)\"" } ?? ""): the app stops here", at: offset)
        case "print" where isSwift, "debugPrint" where isSwift:
            return .none
        case "withAnimation" where isSwift, "withTransaction" where isSwift:
            // `withAnimation(.spring) { on.toggle() }`: a still picture has no animation; the
            // body runs as it would without one (SwiftUI returns the body's result).
            guard case .function(let body)? = values.last else {
                throw ExpressionError("\(function) takes a closure to run: \(function) { … }", at: offset)
            }
            try scope.takeStep(at: offset)
            return try Interpreter.call(body, arguments: [], scope: scope, at: offset)
        default:
            let known = EvaluationScope.functionNames + (isSwift ? EvaluationScope.moreFunctionNames + BuiltinTypes.names : [])
                + (scope.context.map { Array($0.functions.keys) + Array($0.types.keys) } ?? [])
            throw ExpressionError(
                "unknown function '\(function)'\(Suggestions.didYouMean(function, in: known))",
                at: nameOffset)
        }
    }

    /// The type of `value`, as `type(of:)` gives it: an instance's declared type, an enum case's
    /// enum, else the built-in type its name says (`UserDefaults`, `Int`).
    static func dynamicType(of value: Value, in context: EvaluationContext?) -> TypeValue {
        switch value {
        case .instance(let instance): return instance.type
        case .symbol(let symbol):
            if let name = symbol.type, let type = context?.types[name] { return type }
        default: break
        }
        return TypeValue(name: value.typeName)
    }

    /// SwiftData's `ModelContext` of an empty store (`FrameworkPrelude`), when the project
    /// reaches SwiftData's declarations; nil otherwise.
    static func modelContext(scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard scope.context?.types["ModelContext"] != nil, scope.context?.types["ModelContainer"] != nil else { return nil }
        let container = Expression.call(.name("ModelContainer", offset: offset), [.init(label: "for", .array([], offset: offset))], offset: offset)
        return try Expression.call(.name("ModelContext", offset: offset), [.init(container)], offset: offset).evaluate(in: scope)
    }

    private static func stringCall(_ arguments: [Argument], _ values: [Value], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if arguments.count == 1, arguments[0].label == nil || arguments[0].label == "describing" {
            return .string(values[0].interpolationDescription)
        }
        if arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count", case .string(let s) = values[0],
            case .int(let n) = values[1]
        {
            guard n >= 0 else { throw ExpressionError("String(repeating:count:) needs a count of zero or more", at: offset) }
            try checkCount(n * Swift.max(1, s.count), scope: scope, at: offset)
            return .string(String(repeating: s, count: n))
        }
        // `String(localized: "key", table: …, defaultValue: …, comment: …)`: the development
        // language's text, as `NSLocalizedString` reads it (the table's, else the default value,
        // else the key).
        if let first = arguments.first, first.label == "localized", case .string(let key) = values[0],
            arguments.dropFirst().allSatisfy({ ["table", "bundle", "locale", "comment", "defaultValue"].contains($0.label) })
        {
            func labelled(_ label: String) -> String? {
                arguments.firstIndex { $0.label == label }.flatMap { if case .string(let text) = values[$0] { text } else { nil } }
            }
            if let text = scope.context?.resources?.localizedString(key, table: labelled("table")) { return .string(text) }
            return .string(labelled("defaultValue") ?? key)
        }
        guard let first = arguments.first, first.label == "format", case .string(let format) = values[0] else {
            throw ExpressionError("String expects String(format: \"…\", values…), String(localized: \"key\") or String(value)", at: offset)
        }
        // (`locale: Locale.current`: the fixed locale every picture is drawn in.)
        let rest = zip(arguments, values).dropFirst().filter { $0.0.label != "locale" }
        var formatArguments = rest.map(\.1)
        if rest.count == 1, rest[0].0.label == "arguments", case .array(let list) = rest[0].1 {
            formatArguments = list
        }
        let made: String
        do {
            made = try SwiftFormat.format(format, formatArguments)
        } catch {
            throw ExpressionError(error.message, at: offset)
        }
        // `String(format: "%@%@", s, s)` doubles `s` as `s + s` does.
        try checkJoined(made.utf8.count, string: true, scope: scope, at: offset)
        return .string(made)
    }

    private static func stride(_ arguments: [Argument], _ values: [Value], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let labels = arguments.map(\.label)
        guard values.count == 3, labels[0] == "from", labels[1] == "to" || labels[1] == "through", labels[2] == "by" else {
            throw ExpressionError("stride takes (from:to:by:) or (from:through:by:)", at: offset)
        }
        let closed = labels[1] == "through"
        if case .int(let a) = values[0], case .int(let b) = values[1], case .int(let step) = values[2] {
            guard step != 0 else { throw ExpressionError("stride needs a step other than zero", at: arguments[2].value.offset) }
            let count = step > 0 ? (b - a) / step + 1 : (a - b) / -step + 1
            try checkCount(count, scope: scope, at: offset)
            return .array((closed ? Array(Swift.stride(from: a, through: b, by: step)) : Array(Swift.stride(from: a, to: b, by: step))).map { .int($0) })
        }
        guard let a = values[0].number, let b = values[1].number, let step = values[2].number, step != 0, a.isFinite, b.isFinite else {
            throw ExpressionError("stride needs finite numbers and a step other than zero", at: offset)
        }
        try checkCount(Int(Swift.min(1e12, Swift.abs((b - a) / step))) + 1, scope: scope, at: offset)
        let items = closed ? Array(Swift.stride(from: a, through: b, by: step)) : Array(Swift.stride(from: a, to: b, by: step))
        return .array(items.map { .double($0) })
    }

    public static func checkCount(_ count: Int, scope: EvaluationScope, at offset: Int) throws(ExpressionError) {
        let limit = scope.context?.maximumCollectionCount ?? 100_000
        guard count <= limit else {
            throw ExpressionError("this makes \(count) elements, more than the limit of \(limit)", at: offset)
        }
    }

    /// Checks a string or array that an operation makes by joining values (`a + b`,
    /// `"\(s)\(s)"`, `joined()`, `flatMap`): it may be at most the collection limit long (a
    /// string counts its UTF-8 bytes), and every 100 of its elements take a step of the code's
    /// budget. A value doubled in a loop (`s = s + s`) thus ends in an error at the line that
    /// doubles it, not in the machine's memory, and so do many large values made one by one.
    public static func checkJoined(_ count: Int, string: Bool, scope: EvaluationScope, at offset: Int) throws(ExpressionError) {
        let limit = scope.context?.maximumCollectionCount ?? 100_000
        guard count <= limit else {
            let what = string ? "a string of \(count) bytes" : "an array of \(count) elements"
            throw ExpressionError("this makes \(what), more than the limit of \(limit)", at: offset)
        }
        guard let context = scope.context, count >= 100 else { return }
        guard context.takeSteps(count / 100) else {
            throw ExpressionError(
                "the code runs too long: more than \(context.stepLimit) steps (a loop or a recursion without end?; limit --max-steps)", at: offset)
        }
    }

    // MARK: - Constructors

    /// SwiftUI's and Core Graphics' value types whose initializers take only floating-point
    /// numbers (and names, which literals' typing does not touch).
    static let floatingPointInitializers: Set<String> = [
        "Color", "UIColor", "CGPoint", "CGSize", "CGRect", "CGVector", "UnitPoint", "EdgeInsets", "Angle",
    ]

    /// A type called as a function: a declared struct's memberwise initializer, or one of the
    /// built-in value types.
    static func construct(_ type: TypeValue, _ arguments: [Argument], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let values: [LabeledValue]
        // `Image(.fountain)`, `Color(.brand)`: an asset's generated symbol (an `ImageResource`,
        // a `ColorResource`), not a static of the type (`static let fountain = Image(.fountain)`
        // is no circle).
        if type.definition == nil, ["Image", "Color"].contains(type.name), arguments.count == 1, arguments[0].label == nil,
            case .implicitMember = arguments[0].value
        {
            var resource = scope
            resource.expectedType = type.name + "Resource"
            values = [LabeledValue(try arguments[0].value.evaluate(in: resource))]
        } else if type.definition == nil, Self.floatingPointInitializers.contains(type.name) {
            // `Color(red: 0, green: 146/255, blue: 219/255)`: the parameters are `Double`s, so
            // Swift reads the literals' arithmetic as `Double`'s (146/255 is 0.57, not 0).
            values = try evaluate(arguments, scope.numeric)
        } else {
            values = try evaluate(arguments, scope)
        }
        if type.definition != nil {
            return try initialize(type, values, offsets: arguments.map(\.value.offset), scope: scope, at: offset)
        }
        if let made = try extensionInitializer(of: type.name, values, scope: scope, at: offset) { return made }
        switch type.name {
        case "EnvironmentValues" where values.isEmpty && scope.context != nil:
            // `EnvironmentValues()`: the environment the picture is drawn in (its defaults), a
            // bag of values by key; SwiftData's `modelContext` is a context of an empty store.
            var values = scope.context!.environment
            if values["modelContext"] == nil, let made = try? modelContext(scope: scope, at: offset) { values["modelContext"] = made }
            return .namespace(values)
        case "Bundle" where values.count == 1 && values[0].label == "for":
            // `Bundle(for: BundleToken.self)`: the app's bundle, whose resources layoutdraw reads.
            return .host(HostValue(BundleValue()))
        case "NSError": return try NSErrorValue.make(values, at: offset)
        case "Data" where !values.isEmpty: return try DataValue.reading(values, scope: scope, at: offset)
        case "String" where values.first?.label == "contentsOf":
            // `String(contentsOf: url)` (and `encoding:`, `usedEncoding:`): a bundled text file.
            let data = try DataValue.reading([values[0]], scope: scope, at: offset)
            guard case .host(let host) = data, let bytes = (host.object as? DataValue)?.bytes,
                let text = String(validating: bytes, as: UTF8.self)
            else { throw ExpressionError("String(contentsOf:): the file is not UTF-8 text", at: offset) }
            // (Bounded by the file's limit, `DataValue.maximumBytes`, not the collection limit:
            // a word list of 100 KB is an ordinary resource.)
            return .string(text)
        // `NavigationPath()`, `NavigationPath(route)`: the values a stack has pushed, a list
        // (append, removeLast, count and isEmpty are a list's). A still picture shows the root.
        case "NavigationPath" where values.isEmpty: return .array([])
        case "NavigationPath" where values.count == 1 && values[0].label == nil:
            return .array(try sequence(values[0].value, scope: scope, at: offset) ?? [values[0].value])
        case "JSONDecoder" where values.isEmpty: return .host(HostValue(JSONDecoderValue()))
        case "UserDefaults" where values.map(\.label) == ["suiteName"]: return .host(HostValue(UserDefaultsValue()))
        case "Logger" where values.isEmpty || values.map(\.label) == ["subsystem", "category"]: return .host(HostValue(LoggerValue()))
        // `AnyShapeStyle(.blue.gradient)`: the type-erased style is the style.
        case "AnyShapeStyle" where values.count == 1 && values[0].label == nil: return values[0].value
        case "DateFormatter" where values.isEmpty: return .host(HostValue(DateFormatterValue()))
        case "NumberFormatter" where values.isEmpty: return .host(HostValue(NumberFormatterValue()))
        case "ISO8601DateFormatter" where values.isEmpty: return .host(HostValue(ISO8601DateFormatterValue()))
        case "NSNumber":
            // `NSNumber(value: 12.5)`: the number itself, as a formatter reads it.
            guard values.count == 1, values[0].label == "value", values[0].value.number != nil else {
                throw ExpressionError("NSNumber takes (value:) with a number", at: offset)
            }
            return values[0].value
        default: break
        }
        if let made = try foundationValue(type.name, values, scope: scope, at: offset) { return made }
        func labelled(_ labels: [String]) -> [Double]? {
            guard values.map(\.label) == labels else { return nil }
            let numbers = values.compactMap(\.value.number)
            return numbers.count == labels.count ? numbers : nil
        }
        switch type.name {
        case "Int", "Double", "CGFloat", "Float", "String", "min", "max":
            return try builtin(type.name, nameOffset: offset, arguments, scope: scope, at: offset)
        case "TimeInterval":
            return try builtin("Double", nameOffset: offset, arguments, scope: scope, at: offset)
        case "CGSize":
            if let n = labelled(["width", "height"]) { return .size(Size(width: n[0], height: n[1])) }
            throw ExpressionError("CGSize takes (width:height:)", at: offset)
        case "CGPoint":
            if let n = labelled(["x", "y"]) { return .point(Point(x: n[0], y: n[1])) }
            throw ExpressionError("CGPoint takes (x:y:)", at: offset)
        case "CGRect":
            if let n = labelled(["x", "y", "width", "height"]) { return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3])) }
            if values.map(\.label) == ["origin", "size"], case .size(let s) = values[1].value {
                // `CGRect(origin: .zero, size: size)`, as Apple's Canvas example writes it.
                if case .point(let p) = values[0].value { return .rect(Rect(origin: p, size: s)) }
                if case .symbol(let z) = values[0].value, z.type == nil, z.path == [.init("zero")] { return .rect(Rect(origin: .zero, size: s)) }
            }
            throw ExpressionError("CGRect takes (x:y:width:height:) or (origin:size:)", at: offset)
        case "EdgeInsets":
            if values.isEmpty { return .insets(.zero) }
            var insets = EdgeInsets.zero
            for value in values {
                guard let n = value.value.number else { throw ExpressionError("EdgeInsets takes numbers", at: offset) }
                switch value.label {
                case "top": insets.top = n
                case "leading": insets.leading = n
                case "bottom": insets.bottom = n
                case "trailing": insets.trailing = n
                default: throw ExpressionError("EdgeInsets takes (top:leading:bottom:trailing:)", at: offset)
                }
            }
            return .insets(insets)
        case "Set":
            // A set is read as an array of unique elements, in the order they first come (a
            // still picture needs one order; Swift's is unspecified): `Set<Int>()`, `Set(list)`.
            if values.isEmpty { return .array([]) }
            guard values.count == 1, values[0].label == nil || values[0].label == "arrayLiteral",
                let items = try sequence(values[0].value, scope: scope, at: offset)
            else { throw ExpressionError("Set takes a sequence: Set(list), or Set<Element>()", at: offset) }
            var unique: [Value] = []
            for item in items where !unique.contains(item) { unique.append(item) }
            return .array(unique)
        case "Array", "IdentifiedArray", "IdentifiedArrayOf":
            // swift-identified-collections' arrays are arrays here (`IdentifiedArrayOf<Row>` is
            // read as `[Row]`): `IdentifiedArray(uniqueElements: rows)` holds the rows.
            if type.name != "Array", values.count == 1, values[0].label == "uniqueElements" || values[0].label == nil,
                let items = try sequence(values[0].value, scope: scope, at: offset)
            {
                return .array(items)
            }
            if values.count == 2, values[0].label == "repeating", values[1].label == "count", case .int(let n) = values[1].value {
                guard n >= 0 else { throw ExpressionError("Array(repeating:count:) needs a count of zero or more", at: offset) }
                try checkCount(n, scope: scope, at: offset)
                return .array(Array(repeating: values[0].value, count: n))
            }
            if values.count == 1, values[0].label == nil, let items = try sequence(values[0].value, scope: scope, at: offset) {
                return .array(items)
            }
            if values.isEmpty { return .array([]) }
            throw ExpressionError("Array takes (repeating:count:) or a sequence", at: offset)
        case "Range", "ClosedRange":
            guard values.count == 1, values[0].label == nil, case .range(let range) = values[0].value else {
                throw ExpressionError("\(type.name) takes a range, such as Range(0...11)", at: offset)
            }
            let closed = type.name == "ClosedRange"
            if range.isClosed == closed { return .range(range) }
            // `Range(0...11)` is `0..<12`.
            guard case .int(let upper) = range.upper else { return .range(range) }
            return .range(RangeValue(lower: range.lower, upper: .int(closed ? upper - 1 : upper + 1), isClosed: closed))
        case "Bool":
            guard values.count == 1, case .bool = values[0].value else { throw ExpressionError("Bool takes a Bool", at: offset) }
            return values[0].value
        case "ProposedViewSize":
            return try proposal(values, at: offset)
        case "Measurement":
            return .host(HostValue(try MeasurementValue.make(values, at: offset)))
        case "DateInterval":
            return .host(HostValue(try DateIntervalValue.make(values, at: offset)))
        case "Decimal", "NSDecimalNumber":
            // `NSDecimalNumber(decimal: d)` is the decimal; `NSDecimalNumber(value: 3)` one made so.
            if values.count == 1, values[0].label == "decimal" || values[0].label == "value" {
                return try DecimalValue.make([LabeledValue(label: nil, values[0].value)], at: offset)
            }
            return try DecimalValue.make(values, at: offset)
        case "AttributedString":
            // `AttributedString("Hello")`, `AttributedString(markdown: "**Hi**")`, `AttributedString()`.
            if values.isEmpty { return .host(HostValue(AttributedStringValue(""))) }
            guard values.count == 1, values[0].label == nil || values[0].label == "markdown" || values[0].label == "stringLiteral" else {
                throw ExpressionError("AttributedString takes a String, or (markdown:) a String of Markdown", at: offset)
            }
            switch values[0].value {
            case .string(let s): return .host(HostValue(AttributedStringValue(s, isMarkdown: values[0].label == "markdown")))
            case .host(let host) where host.object is AttributedStringValue: return values[0].value
            default: throw ExpressionError("AttributedString takes a String, not a value of type \(values[0].value.typeName)", at: offset)
            }
        case "AnyShape":
            // `AnyShape(Circle())`: the type-erased shape draws as the shape it wraps.
            guard values.count == 1, values[0].label == nil else { throw ExpressionError("AnyShape takes a shape: AnyShape(Circle())", at: offset) }
            return values[0].value
        case "Task":
            // `self.loader = Task { await load() }`: a task kept as a value is not run (a
            // statement `Task { … }` is: `Interpreter.runsAtOnce`); it is a value with nothing
            // to read.
            return .host(HostValue(OpaqueValue(name: "Task { … }", type: "Task")))
        case "ViewSpacing":
            // `ViewSpacing()`: "an instance with default spacing values" (Apple), an ordinary
            // view's.
            guard values.isEmpty else { throw ExpressionError("ViewSpacing() takes no arguments here", at: offset) }
            return .host(HostValue(ViewSpacingValue(spacing: .standard)))
        default:
            return .symbol(Symbol(type: type.name, path: [.init("init", arguments: values)]))
        }
    }

    /// `SimpleFrameData(anchor: a)`: each stored property without a default (or a `var` with
    /// one) is an argument, in declaration order, labelled with its name; a trailing closure
    /// fills a property that holds a closure (`@ViewBuilder var content: Content`).
    public static func memberwise(
        _ type: TypeValue, _ values: [LabeledValue], offsets: [Int]? = nil, scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard let definition = type.definition else { throw ExpressionError("'\(type.name)' is not a declared type", at: offset) }
        if definition.kind == .enum {
            throw ExpressionError("'\(type.name)' is an enum: write one of its cases, such as .\(definition.cases.first ?? "a")", at: offset)
        }
        var names: [String] = []
        var fields: [Value] = []
        var remaining = Array(values.enumerated())
        let declarations = scope.declarationScope(in: type)  // the type's statics are seen unqualified (`= defaultWidth`)
        let context = scope.context
        for property in definition.storedProperties {
            var value: Value?
            var argumentOffset = offset
            if property.isInitialized, let index = remaining.firstIndex(where: { $0.element.label == property.name }) {
                value = remaining[index].element.value
                argumentOffset = offsets?[remaining[index].offset] ?? offset
                remaining.remove(at: index)
            } else if property.isInitialized, property.takesClosure,
                let index = remaining.firstIndex(where: { $0.element.label == nil && $0.element.value.isClosure })
            {
                // `Card { Text("a") }`: the trailing closure is the content.
                value = remaining[index].element.value
                remaining.remove(at: index)
            } else if property.isEnvironment, property.defaultValue == nil {
                value = try environmentValue(property, scope: scope, at: offset)
            } else if let implicit = property.wrapperValue {
                value = implicit
            } else if let expression = property.defaultValue {
                value = try expression.evaluate(in: property.type?.isFloatingPoint == true ? declarations.numeric : declarations)
            } else if property.isOptional {
                value = Value.none
            } else {
                throw ExpressionError("missing argument for parameter '\(property.name)' in call to \(type.name)(…)", at: offset)
            }
            guard var value else { continue }
            value = scaledMetric(value, for: property, scope: scope)
            // `.constant(7)` for a `@Binding`: a binding that always reads 7.
            if property.holdsBinding, case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Binding",
                symbol.path.count == 1, symbol.path[0].name == "constant", let arguments = symbol.path[0].arguments, arguments.count == 1
            {
                value = arguments[0].value
            }
            // `visited: .now` for a `Date`: the implicit member is the type's (`Date.now`), and a
            // chain goes on from it (`.now.addingTimeInterval(-3600)`).
            if let typeName = property.type?.text, typeName == "Date" || typeName == "Date?",
                case .symbol(let symbol) = value, symbol.type == nil, let first = symbol.path.first, first.arguments == nil
            {
                let members = DateValue.implicitMembers
                guard members.contains(first.name) else {
                    throw ExpressionError(
                        "type 'Date' has no member '\(first.name)'\(Suggestions.didYouMean(first.name, in: members))", at: argumentOffset)
                }
                value = try resolvingImplicitMembers(value, as: "Date", scope: scope, at: argumentOffset)
            }
            names.append(property.name)
            fields.append(property.type?.isFloatingPoint == true ? value.promotedToDouble : value.typed(as: property.type, in: context))
        }
        if let extra = remaining.first {
            let label = extra.element.label.map { "'\($0)'" } ?? "without a label"
            let known = definition.storedProperties.filter(\.isInitialized).map(\.name)
            let hint = extra.element.label.map { Suggestions.didYouMean($0, in: known) } ?? ""
            throw ExpressionError(
                "extra argument \(label) in call to \(type.name)(…)\(hint)", at: offsets?[extra.offset] ?? offset)
        }
        return .instance(Instance(type: type, names: names, values: fields))
    }

    /// Foundation's and SwiftUI's values that a listing makes: `UUID()`, `Date()`,
    /// `Date(timeIntervalSince1970:)`, a dictionary, and the property wrappers an `init` writes
    /// (`_count = State(initialValue: 0)`: here the wrapper is its value). Nil for another type.
    static func foundationValue(_ name: String, _ values: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        let labels = values.map(\.label)
        switch name {
        case "ObjectIdentifier":
            return try ObjectIdentifierValue.make(values, at: offset)
        case "NSCache":
            guard values.isEmpty else { throw ExpressionError("NSCache takes ()", at: offset) }
            return .host(HostValue(NSCacheValue()))
        case "NSString":
            // `NSString(string: "a#b")`, a cache's key: its text.
            if values.isEmpty { return .string("") }
            guard values.count == 1, [nil, "string"].contains(values[0].label), case .string(let text) = values[0].value else {
                throw ExpressionError("NSString takes (string:) with a String", at: offset)
            }
            return .string(text)
        case "UUID":
            if values.isEmpty {
                guard let context = scope.context else { return nil }
                return .host(HostValue(UUIDValue(random: context.uuids)))
            }
            guard labels == ["uuidString"], case .string(let text) = values[0].value else {
                throw ExpressionError("UUID takes () or (uuidString:)", at: offset)
            }
            return UUIDValue(string: text).map { .host(HostValue($0)) } ?? Value.none
        case "Date":
            let now = scope.context?.now ?? EvaluationContext.defaultNow
            if values.isEmpty { return .host(HostValue(DateValue(seconds: now, now: now))) }
            // `Date("2024-06-10", strategy: .iso8601.year().month().day())`
            if values.count == 2, labels == [nil, "strategy"], case .string(let text) = values[0].value {
                return try ISO8601Style.parse(text, strategy: values[1].value, now: now, at: offset)
            }
            guard values.count == 1, let seconds = values[0].value.number, seconds.isFinite, abs(seconds) < 1e14 else {
                throw ExpressionError("Date takes (), (timeIntervalSince1970:), (timeIntervalSinceNow:) or (timeIntervalSinceReferenceDate:) with a number of seconds", at: offset)
            }
            switch labels[0] {
            case "timeIntervalSince1970": return .host(HostValue(DateValue(seconds: seconds, now: now)))
            case "timeIntervalSinceNow": return .host(HostValue(DateValue(seconds: now + seconds, now: now)))
            case "timeIntervalSinceReferenceDate": return .host(HostValue(DateValue(seconds: DateValue.referenceDateOffset + seconds, now: now)))
            default: throw ExpressionError("Date takes (timeIntervalSince1970:), (timeIntervalSinceNow:) or (timeIntervalSinceReferenceDate:)", at: offset)
            }
        case "UIBezierPath":
            return .host(HostValue(try PathValue.bezierPath(values, at: offset)))
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle":
            return try ShapeValues.make(name, values, at: offset)
        case "Path":
            // `Path { path in … }`: an empty path, which the closure then builds.
            if let last = values.last, last.label == nil, case .function(let build) = last.value {
                guard values.count == 1 else { throw ExpressionError("Path takes its closure alone: Path { path in … }", at: offset) }
                let path = PathValue()
                _ = try Interpreter.call(build, arguments: [LabeledValue(label: nil, .host(HostValue(path)))], scope: scope, at: offset)
                return .host(HostValue(path))
            }
            guard let path = try PathValue.make(values, at: offset) else {
                throw ExpressionError(
                    "Path takes (), a closure (Path { path in … }), a CGRect, (roundedRect:cornerRadius:) or (ellipseIn:)", at: offset)
            }
            return .host(HostValue(path))
        case "Dictionary":
            return try DictionaryValue.make(values, scope: scope, at: offset)
        case "URL", "URLRequest":
            return try URLValue.make(name, values, at: offset)
        case "Calendar" where labels == ["identifier"]:
            // `Calendar(identifier: .gregorian)`; ISO 8601's weeks start on Monday and need
            // four days in the first.
            guard case .symbol(let identifier) = values[0].value, ["gregorian", "iso8601"].contains(identifier.name) else {
                throw ExpressionError("pictures are drawn in the Gregorian calendar: write Calendar(identifier: .gregorian) or .iso8601", at: offset)
            }
            var calendar = CalendarValue()
            if identifier.name == "iso8601" {
                calendar.firstWeekday = 2
                calendar.minimumDaysInFirstWeek = 4
            }
            return .host(HostValue(calendar))
        case "DateComponents":
            return try DateComponentsValue.make(values, at: offset)
        case "Locale", "TimeZone", "Calendar":
            // Pictures are drawn in en_US and UTC: another locale is a value nothing reads.
            let written = values.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugDescription }.joined(separator: ", ")
            return .host(HostValue(OpaqueValue(name: "\(name)(\(written))", type: name)))
        case "State", "StateObject", "ObservedObject", "Bindable", "FocusState", "AppStorage", "SceneStorage":
            // `State(initialValue: 0)`, `StateObject(wrappedValue: Model())`: the value itself.
            guard values.count == 1, [nil, "initialValue", "wrappedValue"].contains(labels[0]) else {
                if values.isEmpty, name == "FocusState" { return .bool(false) }
                throw ExpressionError("\(name) takes (wrappedValue:) or (initialValue:)", at: offset)
            }
            return values[0].value
        default:
            return nil
        }
    }
}

extension EvaluationScope {
    /// The scope with integer literals read as `Double`s.
    var numeric: EvaluationScope {
        var copy = self
        copy.integerLiteralsAreDoubles = true
        return copy
    }
}

extension Expression {
    /// Whether the expression is a type's name (`Int`, `CGPoint`, `Item`): a capitalised name.
    var isTypeName: Bool {
        if case .name(let name, _) = self { return name.first?.isUppercase == true }
        return false
    }
}
