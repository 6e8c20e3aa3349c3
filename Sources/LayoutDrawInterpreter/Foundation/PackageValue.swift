/// A value of a type from a package the source imports and layoutdraw does not read:
/// `Store(initialState: AppFeature.State()) { AppFeature() }` of ComposableArchitecture, passed
/// to a view that keeps it (`let store: StoreOf<AppFeature>`) and hands it to the package's own
/// views (`WithViewStore(store) { … }`), which are drawn as placeholders.
///
/// Rule: a call of a capitalized name that nothing declares — no type or function of the
/// source or its project, no SwiftUI or Swift name layoutdraw knows — made while the source
/// imports such a package (`EvaluationContext.packageModules`) makes one, without evaluating
/// its arguments (they are the package's to read). Keeping and passing it is fine; reading
/// anything of it is an error that names the package, as a value a still picture has none for
/// (`OpaqueValue`) is.
public struct PackageValue: HostObject, Hashable {
    /// The type as written (`Store`).
    public let type: String
    /// The package it probably comes from (the first the source imports that layoutdraw does
    /// not read).
    public let module: String

    public var typeName: String { type }
    public var description: String { "\(type)(…)" }

    /// The value `name(arguments)` makes when `name` is a package's type; nil when it is not.
    static func made(_ name: String, _ arguments: [Expression.Argument], scope: EvaluationScope) -> Value? {
        guard let context = scope.context, let module = context.packageModules.first, name.first?.isUppercase == true,
            context.types[name] == nil, context.functions[name] == nil, !BuiltinTypes.names.contains(name),
            !EvaluationScope.functionNames.contains(name), !EvaluationScope.moreFunctionNames.contains(name)
        else { return nil }
        return .host(HostValue(PackageValue(type: name, module: module)))
    }

    private func unread(_ what: String, at offset: Int) -> ExpressionError {
        ExpressionError(
            "'\(type)' is probably \(module)'s, which layoutdraw does not read: its \(what) has no value here; "
                + "a view of \(module) that takes it is drawn as a placeholder",
            at: offset)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { throw unread("'\(name)'", at: offset) }
    public func hasMethod(_ name: String) -> Bool { true }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw unread("'\(name)(…)'", at: offset)
    }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw unread("subscript", at: offset)
    }
    public var elements: [Value]? { nil }
    public func isEqual(to other: any HostObject) -> Bool { (other as? PackageValue) == self }
}
