import LayoutDrawCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names an expression can see: `params`, `index`/`item` inside `ForEach`, the proxies of
/// the enclosing `GeometryReader`s (innermost last, so it shadows outer ones), and in a Swift
/// source the local `let`s, the closure's parameters and `self`.
public struct EvaluationScope: Hashable, Sendable {
    public internal(set) var names: [String: Value]

    /// Whether integer literals are `Double`s, as Swift infers them where a `CGFloat` is
    /// expected (`.aspectRatio(2/3)` is 0.667); in a `Text` interpolation they stay `Int`s.
    public var integerLiteralsAreDoubles = false

    /// The declarations, random numbers and budget of the scene's source; nil for a YAML scene,
    /// whose expressions call only the built-in functions.
    public var context: EvaluationContext?

    /// How many calls enclose this evaluation (recursion is bounded by the context).
    public var callDepth = 0

    /// The objects enclosing views put in the environment (`.environmentObject(model)`), by
    /// type name: what `@EnvironmentObject var model: Model` reads.
    public var environmentObjects: [String: Value] = [:]

    /// Whether `self` may change here: in an initializer and a `mutating` method (Swift's
    /// rule; a class's instance changes through any reference).
    public var selfIsMutable = false

    /// Whether this runs in a closure SwiftUI calls to change a view's state (an `.onAppear`
    /// action, an `onPreferenceChange` closure): there `load()`, a method of the view, and a
    /// `Task { … }` change `self` as `@State`'s setters would (`Interpreter.setViewState`).
    public var setsViewState = false

    /// The type whose static member runs here (`static let points = [… adjustment]`): its
    /// other static members and cases are named without the type, as Swift lets a static
    /// context name them.
    public var staticType: TypeValue?

    /// The type the value must have where the code's position says so (`.font(…)` takes a
    /// `Font`): an implicit member is then looked up among that type's extensions only, as
    /// Swift infers it from the parameter's type (`.font(.title)` is `Font.title` even where an
    /// `extension LocalizedStringKey` declares a `title`). A call's arguments are evaluated
    /// without it.
    public var expectedType: String?

    public init(names: [String: Value] = [:], context: EvaluationContext? = nil) {
        self.names = names
        self.context = context
    }

    /// The scope with `name` bound to `value`, shadowing an outer binding.
    public func binding(_ name: String, to value: Value) -> EvaluationScope {
        var copy = self
        copy.names[name] = value
        return copy
    }

    /// Binds `name` in place.
    public mutating func bind(_ name: String, to value: Value) {
        names[name] = value
    }

    /// The functions every expression may call.
    public static let functionNames = ["min", "max", "abs", "floor", "ceil", "round", "Int", "Double", "CGFloat", "String"]

    /// More functions of Swift's standard library that a Swift source may call.
    public static let moreFunctionNames = ["AnyView", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64", "sqrt", "pow", "sin", "cos", "tan", "atan2", "Float", "Bool", "Array", "Set", "IdentifiedArray", "IdentifiedArrayOf", "Range", "stride", "zip", "print", "debugPrint", "withAnimation", "withTransaction",
        "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "fatalError", "preconditionFailure", "assertionFailure",
        "assert", "precondition", "type",
    ]
}

extension Expression {
    /// Evaluates the expression. It has no side effects and sees nothing but `scope`.
    public func evaluate(in scope: EvaluationScope) throws(ExpressionError) -> Value {
        switch self {
        case .number(let value, let isInteger, _):
            return isInteger && !scope.integerLiteralsAreDoubles && abs(value) < 9.2e18 ? .int(Int(value)) : .double(value)
        case .string(let text, _):
            return .string(text)
        case .bool(let value, _):
            return .bool(value)
        case .nil:
            return .none
        case .invalid(let offset):
            throw .alreadyReported(at: offset)
        case .interpolation(let string, _):
            var plain = scope
            plain.integerLiteralsAreDoubles = false
            return .string(try string.evaluated(in: plain))
        case .name(let name, let offset):
            return try Self.lookUp(name, in: scope, at: offset)
        case .implicitMember(let name, let offset):
            switch name {
            case "global": return .coordinateSpace(.global)
            case "scrollView" where scope.context != nil: return .coordinateSpace(.scrollView)
            case "local": return .coordinateSpace(.local)
            case "infinity": return .double(.infinity)
            case "nan" where scope.context != nil: return .double(.nan)
            case "zero" where scope.context == nil: return .double(0)
            case "pi" where scope.context == nil: return .double(.pi)
            default:
                guard let context = scope.context else {
                    throw ExpressionError(
                        "unknown member '.\(name)'\(Suggestions.didYouMean(name, in: ["global", "local", "named", "infinity", "pi"]))",
                        at: offset)
                }
                // `.brand` for `extension Color { static let brand = … }`: Swift infers the type
                // from where it is used; here, from the one extension that declares the name.
                if let type = Self.extensionDeclaring(name, scope: scope) {
                    return try Self.staticMember(name, of: type, scope: scope, at: offset)
                }
                // `.font(.AppFont.rooneySansBold.size(17))` with `extension Font { enum AppFont
                // … }`: a type nested in an extension of the type expected, named as an
                // implicit member (a capitalized name the source declares as a type).
                if name.first?.isUppercase == true, let type = context.types[name] {
                    return .type(type)
                }
                return .symbol(Symbol(path: [.init(name)]))
            }
        case .member(let base, let name, let offset):
            let value: Value
            do {
                value = try base.evaluate(in: scope)
            }
            if case .none = value, base.hasOptionalChain { return .none }
            if case .name("params", _) = base, case .namespace(let params) = value, params[name] == nil {
                throw ExpressionError("unknown param '\(name)'\(Suggestions.didYouMean(name, in: params.keys))", at: offset)
            }
            return try Self.member(name, of: value, scope: scope, at: offset)
        case .call(let callee, let arguments, let offset):
            try scope.takeStep(at: offset)
            return try Self.call(callee, arguments, scope: scope, at: offset)
        case .subscript(let base, let arguments, let offset):
            let value = try base.evaluate(in: scope)
            if case .none = value, base.hasOptionalChain { return .none }
            if case .implicitMember = base, let chain = try Self.implicitMemberSubscript(value, arguments, scope: scope) { return chain }
            // An index is an `Int` even where a `CGFloat` is expected (`.frame(width: sizes[0])`).
            var indexes = scope
            // (A declared subscript's parameters give its arguments their types.)
            switch value {
            case .array, .instance, .symbol, .type: indexes.integerLiteralsAreDoubles = false
            default: break
            }
            return try Self.subscriptValue(value, arguments, scope: indexes, at: offset)
        case .negate(let operand, let offset):
            switch try operand.evaluate(in: scope) {
            case .int(let i):
                guard i != .min else { throw ExpressionError("arithmetic overflow: -(\(i)) is not an Int", at: offset) }
                return .int(-i)
            case .double(let d): return .double(-d)
            case .symbol(let symbol) where Self.angleRadians(symbol) != nil:
                return try Self.negatedAngle(symbol, at: offset)
            case .host(let host):
                // `-price`: 0 − the value, for a host value that subtracts from a number (a Decimal).
                guard let negated = try host.object.operate(.subtract, .int(0), isLeft: false, at: offset) else {
                    throw ExpressionError("cannot negate a value of type \(host.object.typeName)", at: offset)
                }
                return negated
            case let other: throw ExpressionError("cannot negate a value of type \(other.typeName)", at: offset)
            }
        case .not(let operand, let offset):
            guard case .bool(let b) = try operand.evaluate(in: scope) else {
                throw ExpressionError("'!' needs a Bool", at: offset)
            }
            return .bool(!b)
        case .binary(let op, let lhs, let rhs, let offset):
            switch op {
            case .and, .or:
                guard case .bool(let a) = try lhs.evaluate(in: scope) else {
                    throw ExpressionError("'\(op.rawValue)' needs Bool operands", at: lhs.offset)
                }
                if op == .and && !a { return .bool(false) }
                if op == .or && a { return .bool(true) }
                guard case .bool(let b) = try rhs.evaluate(in: scope) else {
                    throw ExpressionError("'\(op.rawValue)' needs Bool operands", at: rhs.offset)
                }
                return .bool(b)
            case .coalesce:
                let a = try lhs.evaluate(in: scope)
                if case .none = a { return try rhs.evaluate(in: scope) }
                return a
            default:
                var left = try lhs.evaluate(in: scope)
                var right = try rhs.evaluate(in: scope)
                // Swift gives the literals of one arithmetic expression one type: beside a
                // `Double` (`10.0 * 3 + 2 - 1 / 2`, `1 / 2 * size`), `1 / 2` is 0.5, not 0.
                if !scope.integerLiteralsAreDoubles, op.takesOperandsOfOneType {
                    if case .double = left, rhs.isIntegerLiteralArithmetic {
                        right = try rhs.evaluate(in: scope.numeric)
                    } else if case .double = right, lhs.isIntegerLiteralArithmetic {
                        left = try lhs.evaluate(in: scope.numeric)
                    }
                }
                return try Self.operate(op, left, right, scope: scope, at: offset)
            }
        case .ternary(let condition, let then, let otherwise, let offset):
            guard case .bool(let b) = try condition.evaluate(in: scope) else {
                throw ExpressionError("the condition of '? :' must be a Bool", at: offset)
            }
            return try (b ? then : otherwise).evaluate(in: scope)
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements { values.append(try element.evaluate(in: scope)) }
            return .array(values)
        case .tuple(let elements, _):
            if elements.count == 1, elements[0].label == nil { return try elements[0].value.evaluate(in: scope) }
            var values: [LabeledValue] = []
            for element in elements { values.append(LabeledValue(label: element.label, try element.value.evaluate(in: scope))) }
            return .tuple(values)
        case .closure(let closure, _):
            return .function(FunctionValue(name: "closure", body: .closure(closure), captured: scope))
        case .localFunction(let definition, _):
            // (A `func` statement is bound by `Interpreter.bind`; the same function here.)
            return .function(Interpreter.localFunction(definition, in: scope))
        case .keyPath(let path, let offset):
            guard scope.context != nil else { throw ExpressionError("a key path is not a value here", at: offset) }
            return .symbol(Symbol(type: "KeyPath", path: path.map { .init($0) }))
        case .optionalChain(let base, _):
            return try base.evaluate(in: scope)
        case .inOut(_, let offset):
            throw ExpressionError(
                "'&' passes a variable to an 'inout' parameter of a call written as a statement ('bump(&x)') or as a 'let' or assignment's value ('let y = next(&x)')",
                at: offset)
        case .attempt(let base, let attempt, let offset):
            return try Self.attempting(base, attempt, scope: scope, at: offset)
        case .forceUnwrap(let base, let offset):
            let value = try base.evaluate(in: scope)
            if case .none = value {
                throw ExpressionError("unexpectedly found nil while unwrapping an optional value", at: offset)
            }
            return value
        case .cast(let base, let type, let cast, let offset):
            return try Self.casting(base, to: type, cast, scope: scope, at: offset)
        }
    }

    /// The extension of one of SwiftUI's or Foundation's types that declares the static member
    /// `name` an implicit member names (`.brand`, `.FjallaOne(size: 24)`): Swift infers the type
    /// from where it is used; here, from the one extension that declares the name. Nil when
    /// none does, or several do and the place does not tell them apart.
    static func extensionDeclaring(_ name: String, scope: EvaluationScope) -> TypeValue? {
        guard let context = scope.context, var owners = context.extensionMembers[name] else { return nil }
        // (`Color(.brand)` takes a `ColorResource` or a `UIColor`: `extension UIColor {
        // static let brand }` is one; `Color.brand` is not.)
        if let expected = scope.expectedType {
            owners = owners.filter { $0 == expected || (expected == "ColorResource" && $0 == "UIColor") }
        } else if owners.count > 1 {
            // `extension Color { static var brand }` beside `extension UIColor {
            // static var brand }`: a SwiftUI modifier's argument is SwiftUI's.
            owners = owners.filter { !["UIColor", "NSColor", "UIFont", "NSFont", "UIImage", "NSImage"].contains($0) }
            // `extension ShapeStyle where Self == Color { static var brand: Color { .brand } }`
            // beside `extension Color { static var brand }`: the design system's one colour,
            // whose own declaration is Color's.
            if owners.count > 1, owners.contains("ShapeStyle") { owners.removeAll { $0 == "ShapeStyle" } }
        }
        guard owners.count == 1 else { return nil }
        return context.extensions[owners[0]]
    }

    // (The cases below are out of `evaluate`'s body so that its frame, which every level of a
    // nested expression takes again, stays small: deep nesting is bounded by the stack.)

    /// `LandmarkRow(landmark: .sampleData[0])`: an implicit member chain that goes on with a
    /// subscript, kept until the type it starts from is known (`resolvingImplicitMembers`); nil
    /// for any other subscripted value.
    @inline(never)
    static func implicitMemberSubscript(_ value: Value, _ arguments: [Argument], scope: EvaluationScope) throws(ExpressionError) -> Value? {
        guard case .symbol(let symbol) = value, symbol.type == nil, symbol.path.count == 1, symbol.path[0].arguments == nil else { return nil }
        let indexes = try evaluate(arguments, scope)
        return .symbol(Symbol(type: nil, path: symbol.path + [.init(Symbol.subscriptMember, arguments: indexes)]))
    }

    /// `-layer.rotation`: an `Angle`'s negation, turning the other way (in the unit it was
    /// written in).
    @inline(never)
    static func negatedAngle(_ symbol: Symbol, at offset: Int) throws(ExpressionError) -> Value {
        try angleArithmetic(.multiply, .symbol(symbol), .double(-1), at: offset)!
    }

    /// `try? e` / `try! e`: the value, or what a Swift error `e` throws becomes.
    @inline(never)
    static func attempting(_ base: Expression, _ attempt: Attempt, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        do {
            return try base.evaluate(in: scope)
        } catch {
            guard let thrown = error.thrown else { throw error }
            if attempt == .optional { return .none }
            throw ExpressionError("'try!' expression unexpectedly raised an error: \(thrown.debugDescription)", at: offset)
        }
    }

    /// `e as? T`, `e as! T`, `e is T`.
    @inline(never)
    static func casting(_ base: Expression, to type: String, _ cast: Cast, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        let value = try base.evaluate(in: scope)
        // `x as! T` for a generic parameter `T` of the running function: Swift checks it
        // against the type the caller chose, which a run without types does not know; the
        // value is taken as it is.
        if case .type(let generic)? = scope.names[type], generic.definition == nil, generic.name == type {
            return cast == .test ? .bool(true) : value
        }
        let matches = value.isOfType(type, in: scope.context)
        switch cast {
        case .test: return .bool(matches)
        case .optional: return matches ? value : .none
        case .forced:
            guard matches else { throw ExpressionError("could not cast a value of type \(value.typeName) to '\(type)'", at: offset) }
            return value
        }
    }

    /// Whether the expression is integer literals joined by arithmetic (`1 / 2`, `-(3 * 4)`):
    /// Swift types such literals as the other operand of the expression they are in.
    var isIntegerLiteralArithmetic: Bool {
        switch self {
        case .number(_, let isInteger, _): isInteger
        case .negate(let operand, _): operand.isIntegerLiteralArithmetic
        case .binary(let op, let lhs, let rhs, _):
            [.add, .subtract, .multiply, .divide, .remainder].contains(op) && lhs.isIntegerLiteralArithmetic && rhs.isIntegerLiteralArithmetic
        default: false
        }
    }

    /// Evaluates the expression where a number (a `CGFloat`) is expected.
    public func evaluateNumber(in scope: EvaluationScope) throws(ExpressionError) -> Double {
        var numeric = scope
        numeric.integerLiteralsAreDoubles = true
        let value = try evaluate(in: numeric)
        guard let number = value.number else {
            throw ExpressionError("expected a number, but this is a value of type \(value.typeName)", at: offset)
        }
        return number
    }

    /// Whether the postfix spine of the expression (`a?.b.c` → `a?`) holds an optional chain.
    var hasOptionalChain: Bool {
        switch self {
        case .optionalChain: true
        case .member(let base, _, _), .call(let base, _, _), .subscript(let base, _, _): base.hasOptionalChain
        default: false
        }
    }

    // MARK: - Names

    static func lookUp(_ name: String, in scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value {
        if let value = scope.names[name] { return value }
        // `super.title` in a subclass: the instance's own property (its methods are the
        // superclass's: `superMethod`).
        if name == "super", case .instance(let instance)? = scope.names["self"], instance.type.definition?.superclass != nil {
            return .instance(instance)
        }
        // `$degree` is the binding of `@State var degree`: here, its value.
        if name.hasPrefix("$"), let value = scope.names[String(name.dropFirst())] { return value }
        if case .instance(let instance)? = scope.names["self"] {
            let memberName = name.hasPrefix("$") ? String(name.dropFirst()) : name
            if let value = try instanceMember(memberName, of: instance, scope: scope, at: offset) { return value }
            if name == "Self" { return .type(instance.type) }
        }
        if let selfValue = scope.names["self"], case .symbol = selfValue, let (type, _) = enumCase(selfValue, scope: scope) {
            // Inside an enum's method: its other members, and `Self`.
            if name == "Self" { return .type(type) }
            if let value = try enumMember(name, of: selfValue, scope: scope, at: offset) { return value }
        }
        // `Self.resourceName` in a static method: the type.
        if name == "Self", let type = scope.staticType { return .type(type) }
        if let type = scope.staticType, let definition = type.definition, definition.declaresStatic(name) {
            return try staticMember(name, of: type, scope: scope, at: offset)
        }
        if let type = scope.staticType, let outer = enclosingType(declaringStatic: name, around: type, in: scope.context) {
            return try staticMember(name, of: outer, scope: scope, at: offset)
        }
        if let context = scope.context {
            if let type = context.types[name] { return .type(type) }
            // `Storing.self` for `protocol Storing`: the protocol's type, a key
            // (`ObjectIdentifier(Storing.self)`) or a generic argument (`resolve(Storing.self)`).
            if context.protocols.contains(name) { return .type(TypeValue(name: name)) }
            if let global = context.global(name) { return try staticValue(global.property, of: global.holder, scope: scope, at: offset) }
            if let function = context.functions[name] {
                return .function(FunctionValue(name: name, body: .function(function), captured: scope.declarationScope))
            }
        }
        if let member = try extensionMemberOfSelf(name, scope: scope, at: offset) { return member }
        // `timeIntervalSince1970` in `extension Date { var years: Int { … } }`: the value's own
        // member, named without `self.`.
        if let value = scope.names["self"], let context = scope.context, !extendedTypeNames(of: value, in: context).isEmpty,
            !BuiltinTypes.names.contains(name), let member = try? member(name, of: value, scope: scope, at: offset)
        {
            return member
        }
        // `NSLocalizedDescriptionKey`: Foundation's user-info keys are strings.
        if scope.context != nil, let key = NSErrorValue.keys[name] { return .string(key) }
        if BuiltinTypes.names.contains(name) && (scope.context != nil || BuiltinTypes.yamlNames.contains(name)) {
            return .type(TypeValue(name: name))
        }
        if EvaluationScope.functionNames.contains(name) || (scope.context != nil && EvaluationScope.moreFunctionNames.contains(name)) {
            throw ExpressionError("'\(name)' is a function; call it as \(name)(…)", at: offset)
        }
        // `UNUserNotificationCenter.current()`, `WCSession.default`: a framework's or a
        // package's type, its static members read from it.
        if let package = PackageValue.type(named: name, scope: scope) { return .host(HostValue(package)) }
        throw ExpressionError("unknown name '\(name)'\(Suggestions.didYouMean(name, in: scope.knownNames))", at: offset)
    }
}

extension EvaluationScope {
    /// Every name a misspelling could have meant.
    var knownNames: [String] {
        var known = Array(names.keys) + Self.functionNames
        if let context {
            known += Self.moreFunctionNames + Array(context.types.keys) + Array(context.functions.keys) + BuiltinTypes.names
        }
        if case .instance(let instance)? = names["self"] {
            known += instance.names
            if let definition = instance.type.definition {
                known += definition.computedProperties.map(\.name) + definition.methods.map(\.name)
            }
        }
        return known.filter { !$0.hasPrefix("$") }
    }

    /// The scope a declared function runs in: the declarations, and none of the caller's names.
    public var declarationScope: EvaluationScope {
        var scope = EvaluationScope(context: context)
        scope.callDepth = callDepth
        scope.environmentObjects = environmentObjects
        return scope
    }

    /// The scope a static member of `type` runs in: the declarations, with `type`'s other
    /// static members named without the type.
    func declarationScope(in type: TypeValue) -> EvaluationScope {
        var scope = declarationScope
        scope.staticType = type
        return scope
    }

    /// Takes one step of the scene's budget (no budget without a context).
    func takeStep(at offset: Int) throws(ExpressionError) {
        guard let context else { return }
        guard context.takeStep() else {
            throw ExpressionError(
                "the code runs too long: more than \(context.stepLimit) steps (a loop or a recursion without end?; limit --max-steps)", at: offset)
        }
    }
}

/// The types of Swift, CoreGraphics and SwiftUI an expression may name.
public enum BuiltinTypes {
    public static let names = [
        "EnvironmentValues", "Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Set", "IdentifiedArray", "IdentifiedArrayOf", "Range", "ClosedRange", "Character",
        "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Color", "Angle", "UnitPoint", "GridItem", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Edge", "Font", "CoordinateSpace", "ContentMode", "TextAlignment",
        "_OffsetEffect", "_RotationEffect", "_ScaleEffect", "ProposedViewSize", "ViewSpacing", "AnyShape", "AnyTransition", "Animation", "EmptyView", "AttributedString", "Duration", "DateInterval", "Measurement", "UnitLength", "UnitTemperature", "UnitMass", "UnitDuration", "UnitSpeed", "UnitVolume", "Axis", "Text", "Image",
        "PreviewDevice", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "CGAffineTransform",
        "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "Gradient", "Material", "UIColor",
        "UUID", "Date", "Dictionary", "URL", "URLRequest", "State", "StateObject", "ObservedObject", "Bindable", "FocusState", "TimeInterval",
        "Locale", "TimeZone", "Calendar", "Path", "StrokeStyle", "CGLineCap", "CGLineJoin", "UIScreen",
        "DynamicTypeSize", "ContentSizeCategory", "NSError", "Bundle", "Data", "JSONDecoder", "UserDefaults", "AnyShapeStyle", "Logger", "NavigationPath",
        "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle",
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "ListFormatter", "NSNumber", "DateComponents", "UIBezierPath", "UIRectCorner", "UIImage", "NSImage", "Decimal", "NSDecimalNumber", "Task", "KeyPathComparator", "SortDescriptor",
        "Label", "Button", "Toggle", "Link", "NavigationLink", "ProgressView", "ObjectIdentifier", "NSCache", "NSString",
    ]
    /// The ones a YAML readout may name (`HorizontalAlignment.center` in `d[…]`).
    static let yamlNames: Set<String> = []
}

extension Expression {
    /// The type enclosing `type` (`L10n` around `L10n.AppStartup`) that declares the static
    /// member `name`, nearest first: Swift finds an outer type's statics unqualified in a nested
    /// type (`static let title = localized("title")` with `L10n`'s `localized`).
    @inline(never)
    static func enclosingType(declaringStatic name: String, around type: TypeValue, in context: EvaluationContext?) -> TypeValue? {
        guard let context else { return nil }
        var current = type.definition?.enclosingType
        var depth = 0
        while let enclosing = current, depth < 64 {
            guard let outer = context.types[enclosing] else { return nil }
            if outer.definition?.declaresStatic(name) == true { return outer }
            current = outer.definition?.enclosingType
            depth += 1
        }
        return nil
    }
}
