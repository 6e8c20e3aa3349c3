import LayoutDrawCore

/// Members of values: `proxy.size`, `rect.midX`, `array.count`, an instance's properties, a
/// type's static members.
extension Expression {
    private static let rectMembers = ["origin", "size", "minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"]

    static func member(_ name: String, of value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        func unknown(_ members: [String]) -> ExpressionError {
            ExpressionError(
                "value of type \(value.typeName) has no member '\(name)'\(Suggestions.didYouMean(name, in: members))",
                at: offset)
        }
        if let member = try extensionMember(name, of: value, scope: scope, at: offset) { return member }
        if let described = try errorMember(name, of: value, scope: scope, at: offset) { return described }
        switch value {
        case .proxy(let proxy):
            switch name {
            case "size": return .size(proxy.size)
            case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
            case "frame": throw ExpressionError("'frame' is a method; call it as frame(in: .global)", at: offset)
            default: throw unknown(["size", "safeAreaInsets", "frame"])
            }
        case .size(let size):
            switch name {
            case "width": return .double(size.width)
            case "height": return .double(size.height)
            default: throw unknown(["width", "height"])
            }
        case .point(let point):
            switch name {
            case "x": return .double(point.x)
            case "y": return .double(point.y)
            default: throw unknown(["x", "y"])
            }
        case .rect(let rect):
            switch name {
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "minX": return .double(rect.minX)
            case "midX": return .double(rect.midX)
            case "maxX": return .double(rect.maxX)
            case "minY": return .double(rect.minY)
            case "midY": return .double(rect.midY)
            case "maxY": return .double(rect.maxY)
            case "width": return .double(rect.width)
            case "height": return .double(rect.height)
            default: throw unknown(rectMembers)
            }
        case .insets(let insets):
            switch name {
            case "top": return .double(insets.top)
            case "leading": return .double(insets.leading)
            case "bottom": return .double(insets.bottom)
            case "trailing": return .double(insets.trailing)
            default: throw unknown(["top", "leading", "bottom", "trailing"])
            }
        case .namespace(let values):
            if let member = values[name] { return member }
            throw unknown(Array(values.keys))
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            case "magnitude": return i == .min ? .double(Double(i).magnitude) : .int(Swift.abs(i))
            case "isMultiple", "advanced", "distance", "quotientAndRemainder": throw methodNotProperty(name, at: offset)
            default: throw unknown(["description", "magnitude"])
            }
        case .double(let d):
            switch name {
            case "description": return .string(SwiftFormat.double(d))
            case "magnitude": return .double(d.magnitude)
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            case "isZero": return .bool(d.isZero)
            case "sign": return .symbol(Symbol(type: "FloatingPointSign", path: [.init(d.sign == .minus ? "minus" : "plus")]))
            case "rounded", "squareRoot": throw methodNotProperty(name, at: offset)
            default: throw unknown(["description", "magnitude", "isNaN", "isFinite", "isInfinite", "isZero", "sign"])
            }
        case .bool(let b):
            switch name {
            case "description": return .string(b ? "true" : "false")
            case "toggle": throw methodNotProperty(name, at: offset)
            default: throw unknown(["description"])
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .none
            case "last": return s.last.map { .string(String($0)) } ?? .none
            case "description": return .string(s)
            case "capitalized", "localizedCapitalized": return .string(StringMethods.capitalized(s))
            case "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "reversed", "prefix", "suffix",
                "dropFirst", "dropLast", "split", "trimmingCharacters", "replacingOccurrences", "components", "starts":
                throw methodNotProperty(name, at: offset)
            default: throw unknown(["count", "isEmpty", "first", "last", "description", "capitalized"])
            }
        case .array(let items) where name == "self" && items.count == 1 && { if case .type = items[0] { true } else { false } }():
            // `[Landmark].self`: the array type, as the one-element array of its element type
            // it is written as (what `decode` reads).
            return value
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .range(RangeValue(lower: .int(0), upper: .int(items.count), isClosed: false))
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "description": return .string(value.interpolationDescription)
            default:
                if ArrayMethods.names.contains(name) { throw methodNotProperty(name, at: offset) }
                throw unknown(["count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex"] + ArrayMethods.names)
            }
        case .range(let range):
            switch name {
            case "lowerBound": return range.lower
            case "upperBound": return range.upper
            case "count": return .int(range.count)
            case "isEmpty": return .bool(range.count == 0)
            case "first": return range.integers.map { .int($0.lowerBound) } ?? .none
            case "last": return range.integers.map { .int($0.upperBound) } ?? .none
            default:
                if ArrayMethods.names.contains(name) { throw methodNotProperty(name, at: offset) }
                throw unknown(["lowerBound", "upperBound", "count", "isEmpty", "first", "last"] + ArrayMethods.names)
            }
        case .tuple(let items):
            if let index = Int(name), items.indices.contains(index) { return items[index].value }
            if let item = items.first(where: { $0.label == name }) { return item.value }
            throw unknown(items.compactMap(\.label))
        case .instance(let instance):
            if let member = try instanceMember(name, of: instance, scope: scope, at: offset) { return member }
            var known = instance.names
            if let definition = instance.type.definition {
                known += definition.computedProperties.map(\.name) + definition.methods.map(\.name)
            }
            throw unknown(known)
        case .type(let type):
            return try staticMember(name, of: type, scope: scope, at: offset)
        case .symbol(let symbol):
            if let known = symbol.knownMember(name) { return known }
            // `dynamicTypeSize.isAccessibilitySize`: true from `.accessibility1` up.
            if name == "isAccessibilitySize", let rank = dynamicTypeSizeRank(value) {
                return .bool(rank >= dynamicTypeSizes.firstIndex(of: "accessibility1")!)
            }
            if symbol.type == "UIScreen", symbol.path.map(\.name) == ["main"], name == "bounds" {
                // UIKit's screen: the device the picture is drawn for.
                guard let bounds = scope.context?.environment[EvaluationContext.screenBoundsKey] else {
                    throw ExpressionError("UIScreen.main.bounds is the device's screen: draw for one with --device or a fixed --size", at: offset)
                }
                return bounds
            }
            if let (type, _) = enumCase(value, scope: scope), let definition = type.definition {
                if let member = try enumMember(name, of: value, scope: scope, at: offset) { return member }
                if name == "rawValue" {
                    // Swift gives raw values only to an enum that declares their type.
                    let conformances = (["String"] + definition.conformances).joined(separator: ", ")
                    throw ExpressionError(
                        "value of type \(type.name) has no member 'rawValue': declare its raw values' type, 'enum \(type.name): \(conformances)'",
                        at: offset)
                }
                throw unknown(enumMemberNames(definition))
            }
            return .symbol(symbol.appending(.init(name)))
        case .proposal(let proposal):
            switch name {
            case "width": return proposal.width.map { .double($0) } ?? .none
            case "height": return proposal.height.map { .double($0) } ?? .none
            case "replacingUnspecifiedDimensions": throw methodNotProperty(name, at: offset)
            default: throw unknown(["width", "height", "replacingUnspecifiedDimensions"])
            }
        case .host(let host):
            if let member = try host.object.member(name, at: offset) { return member }
            // A collection answers as an array does (`subviews.indices`).
            if let elements = host.object.elements, Self.arrayMembers.contains(name) || ArrayMethods.names.contains(name) {
                return try member(name, of: .array(elements), scope: scope, at: offset)
            }
            throw unknown(host.object.elements == nil ? [] : Self.arrayMembers)
        case .none:
            throw ExpressionError(
                "value of optional type must be unwrapped to read '\(name)': write '?.\(name)', or use 'if let'", at: offset)
        case .function:
            throw ExpressionError("a function has no member '\(name)'; call it first", at: offset)
        default:
            throw unknown([])
        }
    }

    private static let arrayMembers = ["count", "isEmpty", "first", "last", "indices", "startIndex", "endIndex"]

    private static func methodNotProperty(_ name: String, at offset: Int) -> ExpressionError {
        ExpressionError("'\(name)' is a method; call it as \(name)(…)", at: offset)
    }

    /// A stored property, computed property or method of a declared struct's instance; nil if
    /// the type has no such member.
    static func instanceMember(_ name: String, of instance: Instance, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        if let value = instance[name] { return value }
        guard let definition = instance.type.definition else { return nil }
        let selfScope = scope.declarationScope.binding("self", to: .instance(instance))
        if let property = definition.computedProperty(name) {
            if property.returnsViews {
                // A view property (`var body`): a value that only a view builder can read.
                return .function(FunctionValue(name: name, body: .function(property), captured: selfScope))
            }
            return try Interpreter.call(
                FunctionValue(name: name, body: .function(property), captured: selfScope), arguments: [], scope: scope, at: offset)
        }
        if let method = definition.method(name) {
            return .function(FunctionValue(name: name, body: .function(method), captured: selfScope))
        }
        return try OptionSets.property(name, of: instance, scope: scope, at: offset)
    }

    /// `Int.max`, `Double.pi`, `Color.red`, `Alignment.center`, `Key.defaultValue`, `Key.self`.
    static func staticMember(_ name: String, of type: TypeValue, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if name == "self" { return .type(type) }
        // `Bundle.main`: the app's bundle (its resources are the project's files).
        // (`Bundle.module`, a package's resources: the project's, as layoutdraw reads them.)
        if type.definition == nil, type.name == "Bundle", name == "main" || name == "module", scope.context != nil {
            return .host(HostValue(BundleValue()))
        }
        // `UserDefaults.standard`: a fresh install's, empty (`UserDefaultsValue`).
        if type.definition == nil, type.name == "UserDefaults", name == "standard" { return .host(HostValue(UserDefaultsValue())) }
        // `Color.brand`: a static member an extension adds to one of SwiftUI's types.
        if type.definition == nil, let extended = scope.context?.extensions[type.name], scope.context?.extensionMembers[name]?.contains(type.name) == true {
            return try staticMember(name, of: extended, scope: scope, at: offset)
        }
        if let definition = type.definition {
            if let property = definition.staticProperties.first(where: { $0.name == name }) {
                return try staticValue(property, of: type, scope: scope, at: offset)
            }
            if definition.cases.contains(name) { return .symbol(Symbol(type: type.name, path: [.init(name)])) }
            if name == "allCases", definition.kind == .enum, definition.conformances.contains("CaseIterable") {
                return .array(definition.cases.map { .symbol(Symbol(type: type.name, path: [.init($0)])) })
            }
            if let property = definition.computedProperties.first(where: { $0.name == name && $0.isStatic }) {
                return try Interpreter.call(
                    FunctionValue(name: name, body: .function(property), captured: scope.declarationScope(in: type)), arguments: [], scope: scope, at: offset)
            }
            if let method = definition.methods.first(where: { $0.name == name && $0.isStatic }) {
                return .function(FunctionValue(name: name, body: .function(method), captured: scope.declarationScope(in: type)))
            }
            // `Landmark.Category` written in a file that does not declare it: the type nested
            // in it, declared under its path (`Landmark.Category`) when another type nests one of
            // that name, else under its own (`SwiftLowering+NestedTypes`).
            if let nested = scope.context?.types["\(type.name).\(name)"] ?? scope.context?.types[name], name.first?.isUppercase == true {
                return .type(nested)
            }
            if name == "init", let made = try initializerAsFunction(of: type, definition, scope: scope, at: offset) { return made }
            // `Language.init(languageString:)`: a function of as many arguments as it names.
            if name.hasPrefix("init("), name.hasSuffix(":)"), scope.context != nil {
                let labels = name.dropFirst("init(".count).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
                let parameters = labels.indices.map { "$\($0 - labels.startIndex)" }
                let arguments = zip(labels, parameters).map { label, parameter in
                    Expression.Argument(label: label == "_" ? nil : String(label), .name(parameter, offset: offset))
                }
                let body = Expression.call(.name(type.name, offset: offset), arguments, offset: offset)
                return .function(FunctionValue(
                    name: "\(type.name).\(name)", body: .closure(Closure(parameters: parameters, body: [.return(body, offset: offset)])), captured: scope))
            }
            let known = definition.staticProperties.map(\.name) + definition.cases + definition.methods.filter(\.isStatic).map(\.name)
                + definition.computedProperties.filter(\.isStatic).map(\.name)
            if name == "allCases", definition.kind == .enum {
                // Swift makes `allCases` only for an enum that asks for it.
                let written = definition.conformances.isEmpty ? "CaseIterable" : (definition.conformances + ["CaseIterable"]).joined(separator: ", ")
                throw ExpressionError(
                    "type '\(type.name)' has no member 'allCases': declare it 'enum \(type.name): \(written)'", at: offset)
            }
            throw ExpressionError("type '\(type.name)' has no member '\(name)'\(Suggestions.didYouMean(name, in: known))", at: offset)
        }
        switch (type.name, name) {
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("Double", "nan"), ("CGFloat", "nan"), ("Float", "nan"): return .double(.nan)
        case ("Double", "zero"), ("CGFloat", "zero"): return .double(0)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("CGSize", "zero"): return .size(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGRect", "zero"): return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case ("EdgeInsets", "zero"): return .insets(.zero)
        case ("CoordinateSpace", "global"): return .coordinateSpace(.global)
        case ("CoordinateSpace", "local"): return .coordinateSpace(.local)
        case ("ProposedViewSize", "unspecified"): return .proposal(.unspecified)
        case ("ProposedViewSize", "zero"): return .proposal(.zero)
        case ("ProposedViewSize", "infinity"): return .proposal(.infinity)
        case ("Date", "now"), ("Date", "distantPast"), ("Date", "distantFuture"):
            return .host(HostValue(DateValue.member(name, now: scope.context?.now ?? EvaluationContext.defaultNow)!))
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            return .host(HostValue(CalendarValue()))
        case ("TimeInterval", _):
            return try staticMember(name, of: TypeValue(name: "Double"), scope: scope, at: offset)
        case ("EmptyView", "init") where scope.context != nil:
            // `accessory: EmptyView.init` for a `() -> Accessory` view builder: a function of none.
            let body = Expression.call(.name(type.name, offset: offset), [], offset: offset)
            return .function(FunctionValue(name: "EmptyView.init", body: .closure(Closure(parameters: [], body: [.return(body, offset: offset)])), captured: scope))
        case (_, "init") where scope.context != nil:
            // `xs.map(String.init)`: a type's initialiser as a function of one argument.
            let body = Expression.call(.name(type.name, offset: offset), [Expression.Argument(.name("$0", offset: offset))], offset: offset)
            return .function(FunctionValue(name: "\(type.name).init", body: .closure(Closure(parameters: ["$0"], body: [.return(body, offset: offset)])), captured: scope))
        default:
            return .symbol(Symbol(type: type.name, path: [.init(name)]))
        }
    }
}

extension Expression {
    /// `landmarks.map(FeatureView.init)`: a declared type's initializer named as a function of
    /// one argument. Swift picks the initializer that takes one argument (the argument's label
    /// is the initializer's; an unapplied reference drops it): one written with one parameter
    /// without a default, else the memberwise one when it takes one property. Nil when there
    /// is none such, so the caller says the member is missing; an error when two are.
    static func initializerAsFunction(of type: TypeValue, _ definition: TypeDefinition, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard scope.context != nil else { return nil }
        var labels: [String?] = []
        for initializer in definition.allInitializers where initializer.parameters.count == 1 && initializer.parameters[0].defaultValue == nil {
            labels.append(initializer.parameters[0].label)
        }
        if labels.isEmpty, definition.hasMemberwiseInitializer {
            let taken = definition.storedProperties.filter { $0.isInitialized && $0.defaultValue == nil && !$0.isOptional }
            if taken.count == 1 { labels = [taken[0].name] }
        }
        if labels.count > 1 {
            throw ExpressionError("ambiguous use of 'init': '\(type.name)' has \(labels.count) initializers of one argument; write a closure that calls one", at: offset)
        }
        guard labels.count == 1 else { return nil }
        let argument = Expression.Argument(label: labels[0], .name("$0", offset: offset))
        let body = Expression.call(.name(type.name, offset: offset), [argument], offset: offset)
        return .function(FunctionValue(
            name: "\(type.name).init", body: .closure(Closure(parameters: ["$0"], body: [.return(body, offset: offset)])), captured: scope))
    }
}

extension Value {
    /// An `Int` as a `Double` (a value stored in a `CGFloat` property); other values unchanged.
    public var promotedToDouble: Value {
        switch self {
        case .int(let i): .double(Double(i))
        case .array(let items): .array(items.map(\.promotedToDouble))
        default: self
        }
    }
}

extension Symbol {
    /// The members of a symbol that are values: any geometry member of `.zero` written without
    /// its type (`reduce(.zero) { m, s in max(m.width, s.width) }`: Swift infers a `CGSize`; an
    /// `Angle` of `.zero` has 0 radians), and an `Angle`'s `degrees` and `radians`
    /// (`Angle.degrees(90).radians`).
    func knownMember(_ name: String) -> Value? {
        guard path.count == 1 else { return nil }
        let member = path[0]
        // SwiftUI's `AsyncImagePhase` before a load (all a still picture shows): no image, no error.
        if type == "AsyncImagePhase", name == "image" || name == "error" { return Value.none }
        // `Locale.current`: the fixed en_US locale pictures are drawn in (numbers and dates
        // are formatted so), whatever the machine's: `Locale.current.currency?.identifier` is
        // "USD", as WeSplit's `.currency(code:)` reads it.
        if type == "Locale", member.name == "current" || member.name == "autoupdatingCurrent", member.arguments == nil {
            switch name {
            case "identifier": return .string("en_US")
            case "currencyCode": return .string("USD")
            case "currencySymbol": return .string("$")
            case "regionCode": return .string("US")
            case "languageCode": return .string("en")
            case "decimalSeparator": return .string(".")
            case "groupingSeparator": return .string(",")
            case "currency": return .symbol(Symbol(type: "Locale.Currency", path: [.init("USD")]))
            case "region": return .symbol(Symbol(type: "Locale.Region", path: [.init("US")]))
            case "language": return .symbol(Symbol(type: "Locale.Language", path: [.init("en")]))
            default: return nil
            }
        }
        if let type, ["Locale.Currency", "Locale.Region", "Locale.LanguageCode"].contains(type), member.arguments == nil, name == "identifier" {
            return .string(member.name)
        }
        if type == "Locale.Language", member.arguments == nil, name == "languageCode" {
            return .symbol(Symbol(type: "Locale.LanguageCode", path: [.init(member.name)]))
        }
        // `alignment.horizontal` of `Alignment.topLeading`: its guides, `.leading` and `.top`
        // (and of `Alignment(horizontal: h, vertical: v)`, `h` and `v`).
        if type == nil || type == "Alignment", name == "horizontal" || name == "vertical" {
            if member.arguments == nil, let alignment = Alignment.named[member.name] {
                return name == "horizontal"
                    ? .symbol(Symbol(type: "HorizontalAlignment", path: [.init(alignment.horizontal.rawValue)]))
                    : .symbol(Symbol(type: "VerticalAlignment", path: [.init(alignment.vertical.rawValue)]))
            }
            if type == "Alignment", member.name == "init", let arguments = member.arguments, let guide = arguments.first(where: { $0.label == name }) {
                return guide.value
            }
        }
        if type == nil || type == "Angle", member.name == "zero", member.arguments == nil {
            switch name {
            case "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY", "dx", "dy", "radians", "degrees":
                return .double(0)
            case "origin": return .point(.zero)
            case "size": return .size(.zero)
            default: return nil
            }
        }
        // `.degrees(30)`, `Angle.radians(1)` and `Angle(degrees: 30)`: read in either unit.
        // (`Angle(radians: .pi)`: the argument's `.pi` is Double's.)
        if type == nil || type == "Angle", let arguments = member.arguments, arguments.count == 1,
            let value = arguments[0].value.number ?? (arguments[0].value == .symbol(Symbol(path: [.init("pi")])) ? .pi : nil)
        {
            let unit: String
            switch (member.name, arguments[0].label) {
            case ("degrees", nil), ("radians", nil): unit = member.name
            case ("init", "degrees"?) where type == "Angle", ("init", "radians"?) where type == "Angle": unit = arguments[0].label!
            default: return nil
            }
            let radians = unit == "degrees" ? value * .pi / 180 : value
            switch name {
            case "radians": return .double(radians)
            case "degrees": return .double(unit == "degrees" ? value : value * 180 / .pi)
            default: return nil
            }
        }
        return nil
    }
}

extension Expression {
    /// An `Angle` value's radians (`.degrees(30)`, `Angle.radians(1)`, `Angle(degrees: 30)`,
    /// `.zero`); nil for any other symbol.
    static func angleRadians(_ symbol: Symbol) -> Double? {
        guard symbol.type == nil || symbol.type == "Angle", symbol.path.count == 1 else { return nil }
        let member = symbol.path[0]
        if member.name == "zero", member.arguments == nil, symbol.type == "Angle" { return 0 }
        guard let arguments = member.arguments, arguments.count == 1, let value = arguments[0].value.number else { return nil }
        switch (member.name, arguments[0].label) {
        case ("degrees", nil): return value * .pi / 180
        case ("radians", nil): return value
        case ("init", "degrees"?) where symbol.type == "Angle": return value * .pi / 180
        case ("init", "radians"?) where symbol.type == "Angle": return value
        default: return nil
        }
    }

    /// An implicit member chain read where its type is known (`.now`,
    /// `.now.addingTimeInterval(3600)` where a `Date` is expected): the first member is the
    /// type's static member, and each one after it applies to the value before, as Swift
    /// resolves an implicit member chain. A value that is not such a chain is returned as it is.
    public static func resolvingImplicitMembers(
        _ value: Value, as typeName: String, scope: EvaluationScope, at offset: Int
    ) throws(ExpressionError) -> Value {
        guard case .symbol(let symbol) = value, symbol.type == nil, let first = symbol.path.first else { return value }
        guard first.arguments == nil else {
            throw ExpressionError("'.\(first.name)(…)' cannot be read as a \(typeName) here; write \(typeName).\(first.name)(…)", at: offset)
        }
        let result = try member(first.name, of: lookUp(typeName, in: scope, at: offset), scope: scope, at: offset)
        if case .symbol = result {
            throw ExpressionError("type '\(typeName)' has no member '\(first.name)'", at: offset)
        }
        return try resolvingImplicitMembers(.symbol(Symbol(type: nil, path: Array(symbol.path.dropFirst()))), on: result, scope: scope, at: offset)
    }

    /// The rest of an implicit member chain (`value`'s members and methods, in turn).
    static func resolvingImplicitMembers(_ rest: Value, on value: Value, scope: EvaluationScope, at offset: Int = 0) throws(ExpressionError) -> Value {
        guard case .symbol(let symbol) = rest else { return value }
        var result = value
        for next in symbol.path {
            guard let arguments = next.arguments else {
                result = try member(next.name, of: result, scope: scope, at: offset)
                continue
            }
            if next.name == Symbol.subscriptMember {
                // `.sampleData[0]`: the subscript of the member read before.
                var indexes = scope
                indexes.bind("$subscripted", to: result)
                var written: [Argument] = []
                for (index, argument) in arguments.enumerated() {
                    indexes.bind("$index\(index)", to: argument.value)
                    written.append(Argument(label: argument.label, .name("$index\(index)", offset: offset)))
                }
                result = try subscriptValue(result, written, scope: indexes, at: offset)
                continue
            }
            guard case .host(let host) = result, let called = try host.object.method(next.name, arguments, at: offset) else {
                throw ExpressionError("value of type \(result.typeName) has no method '\(next.name)'", at: offset)
            }
            result = called
        }
        return result
    }
}
