/// A value of a type layoutdraw does not model and the project does not declare: a package's
/// the source imports (`Store(initialState: AppFeature.State()) { AppFeature() }` of
/// ComposableArchitecture), or an Apple framework's named by its prefix
/// (`UINotificationFeedbackGenerator()`, `UNUserNotificationCenter.current()`,
/// `CLLocationManager()`), kept by a model or passed to a view that hands it on.
///
/// Rule: a call of a capitalized name that nothing declares — no type or function of the
/// source or its project, no SwiftUI or Swift name layoutdraw knows — makes one when the name
/// has an Apple framework's prefix, or when the source imports a package layoutdraw does not
/// read (`EvaluationContext.packageModules`); its arguments are not evaluated (they are the
/// package's to read). Keeping and passing it is fine.
/// A package's object and a framework's alike: what it does is what a still picture does not
/// show — a haptic, a notification request, a location update, a database query. Its type's
/// static members give objects (`UNUserNotificationCenter.current()`, `URLSession.shared`,
/// `Firestore.firestore()`); setting an object's property does nothing (`manager.delegate =
/// self`); calling its method does nothing and gives a result nothing can be read from
/// (`manager.requestWhenInUseAuthorization()` in an `init` runs; `Firestore.firestore()
/// .collection("users")` is kept by a service; `let (data, _) = try await
/// session.data(from: url)` stops where `data` is read, with the framework named); reading an
/// object's property is such an error too (a package's: "its 'state' has no value here"),
/// and a view of the package that takes one is a placeholder.
public struct PackageValue: HostObject, Hashable {
    /// The type as written (`Store`, `UNUserNotificationCenter`).
    public let type: String
    /// The package or framework it probably comes from.
    public let module: String
    /// An Apple framework's (named by its type's prefix), not a package's.
    public let isFramework: Bool
    /// What the value is of a framework's type.
    public enum Kind: Hashable, Sendable {
        /// The type itself (`UNUserNotificationCenter`), its static members read from it.
        case type
        /// An object of it.
        case object
        /// What a method of an object gave (named by the method).
        case result(String)
    }
    public var kind: Kind = .object

    public init(type: String, module: String, isFramework: Bool, kind: Kind = .object) {
        self.type = type
        self.module = module
        self.isFramework = isFramework
        self.kind = kind
    }

    public var typeName: String { type }
    public var description: String { "\(type)(…)" }

    /// The value `name(arguments)` makes when `name` is a package's or a framework's type; nil
    /// when it is not.
    static func made(_ name: String, scope: EvaluationScope) -> Value? {
        guard var value = type(named: name, scope: scope) else { return nil }
        value.kind = .object
        return .host(HostValue(value))
    }

    /// The package's or framework's type `name`, as a value its static members are read from
    /// (`UNUserNotificationCenter.current()`); nil when the name is declared or known.
    static func type(named name: String, scope: EvaluationScope) -> PackageValue? {
        guard let context = scope.context, name.first?.isUppercase == true,
            context.types[name] == nil, context.functions[name] == nil, !context.protocols.contains(name), !BuiltinTypes.names.contains(name),
            !EvaluationScope.functionNames.contains(name), !EvaluationScope.moreFunctionNames.contains(name)
        else { return nil }
        if let named = namedFrameworkType(name) { return named }
        // (A one-letter name is a generic parameter's, `T`, not a package's type.)
        guard let module = context.packageModules.first, name.count > 1 else { return nil }
        // (An Apple framework's objects are kept as the prefixed ones are: `import
        // AuthenticationServices`'s `ASWebAuthenticationSession`, `import Charts`' `BarMark`.)
        return PackageValue(type: name, module: module, isFramework: AppleFrameworks.modules.contains(module), kind: .type)
    }

    /// The framework type `name` is by its name alone — an Apple prefix (`UNUserNotificationCenter`)
    /// or one of Foundation's (`URLSession`) — whatever the source imports; nil otherwise. (A
    /// type name that only an import makes a package's may be a generic parameter's, `S`.)
    static func namedFrameworkType(_ name: String) -> PackageValue? {
        AppleFrameworks.framework(ofType: name).map { PackageValue(type: name, module: $0, isFramework: true, kind: .type) }
    }

    private func unread(_ what: String, at offset: Int) -> ExpressionError {
        ExpressionError(
            "'\(type)' is probably \(module)'s, which layoutdraw does not read: its \(what) has no value here; "
                + "a view of \(module) that takes it is drawn as a placeholder",
            at: offset)
    }

    /// A framework's value that cannot be read: what it would be is the framework's.
    private func unknown(_ what: String, at offset: Int) -> ExpressionError {
        let of: String
        switch kind {
        case .result(let method): of = "what its '\(method)' gives"
        default: of = "its \(what)"
        }
        return ExpressionError(
            "'\(type)' is \(module)'s, which layoutdraw does not model: \(of) is not known in a still picture", at: offset)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        guard kind == .type else { throw isFramework ? unknown("'\(name)'", at: offset) : unread("'\(name)'", at: offset) }
        return .host(HostValue(PackageValue(type: type, module: module, isFramework: isFramework)))
    }
    public func hasMethod(_ name: String) -> Bool { true }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        switch kind {
        case .type: return .host(HostValue(PackageValue(type: type, module: module, isFramework: isFramework)))
        case .object: return .host(HostValue(PackageValue(type: type, module: module, isFramework: isFramework, kind: .result("\(name)(…)"))))
        case .result: throw isFramework ? unknown("'\(name)(…)'", at: offset) : unread("'\(name)(…)'", at: offset)
        }
    }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw isFramework ? unknown("subscript", at: offset) : unread("subscript", at: offset)
    }
    /// Whether setting a property of it does nothing (an object's).
    var ignoresWrites: Bool { kind == .object }
    public var elements: [Value]? { nil }
    public func isEqual(to other: any HostObject) -> Bool { (other as? PackageValue) == self }
}
