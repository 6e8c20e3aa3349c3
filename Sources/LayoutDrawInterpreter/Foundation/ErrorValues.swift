import LayoutDrawCore

/// Foundation's `NSError` and the `localizedDescription` every `Error` has, as an error view's
/// preview shows them.
///
/// Foundation: `NSError(domain:code:userInfo:)`; its `localizedDescription` is the user info's
/// `NSLocalizedDescriptionKey` string when there is one, else "The operation couldn’t be
/// completed. (DOMAIN error CODE.)" (Apple's `NSError.localizedDescription` documentation: "By
/// default this method returns the object in the user info dictionary for the key
/// NSLocalizedDescriptionKey. If the user info dictionary doesn’t contain a value for
/// NSLocalizedDescriptionKey, a default string is constructed from the domain and code";
/// the string, with its typographic apostrophe, is what iOS prints). A Swift error the source
/// declares (`enum SampleError: Error { case missing }`) is bridged to an `NSError` whose domain
/// is its module-qualified type name and whose code is its case's index; its
/// `localizedDescription` is then that default string, unless it is a `LocalizedError` with an
/// `errorDescription`, which is returned instead. layoutdraw does not know the module's name
/// (Xcode's target), so the domain is the type's name alone (`SampleError`, where a device
/// prints `Scrumdinger.SampleError`).
public struct NSErrorValue: HostObject, Hashable {
    public static let localizedDescriptionKey = "NSLocalizedDescription"

    public let domain: String
    public let code: Int
    public let userInfo: DictionaryValue

    public init(domain: String, code: Int, userInfo: DictionaryValue = DictionaryValue()) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
    }

    public var typeName: String { "NSError" }

    /// What `localizedDescription` prints for an error of `domain` and `code` without a
    /// description of its own.
    public static func defaultDescription(domain: String, code: Int) -> String {
        "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    public var localizedDescription: String {
        if case .string(let text)? = userInfo[.string(Self.localizedDescriptionKey)] { return text }
        return Self.defaultDescription(domain: domain, code: code)
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "domain": .string(domain)
        case "code": .int(code)
        case "userInfo": .host(HostValue(userInfo))
        case "localizedDescription": .string(localizedDescription)
        case "localizedFailureReason", "localizedRecoverySuggestion":
            userInfo[.string(name == "localizedFailureReason" ? "NSLocalizedFailureReason" : "NSLocalizedRecoverySuggestion")] ?? Value.none
        default: nil
        }
    }

    public var description: String { "Error Domain=\(domain) Code=\(code)" }

    public func isEqual(to other: any HostObject) -> Bool { (other as? NSErrorValue) == self }

    /// `NSError(domain:code:userInfo:)` (`userInfo` optional).
    static func make(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        let labels = values.map(\.label)
        guard labels == ["domain", "code"] || labels == ["domain", "code", "userInfo"], case .string(let domain) = values[0].value,
            case .int(let code) = values[1].value
        else {
            throw ExpressionError("NSError takes (domain: String, code: Int, userInfo: [String: Any]?)", at: offset)
        }
        var info = DictionaryValue()
        if values.count == 3 {
            switch values[2].value {
            case .host(let host) where host.object is DictionaryValue: info = host.object as! DictionaryValue
            case .none: break
            case .array(let items) where items.isEmpty: break
            default: throw ExpressionError("NSError's userInfo is a dictionary: [NSLocalizedDescriptionKey: \"…\"]", at: offset)
            }
        }
        return .host(HostValue(NSErrorValue(domain: domain, code: code, userInfo: info)))
    }

    /// Foundation's user-info keys, as the strings they are.
    public static let keys: [String: String] = [
        "NSLocalizedDescriptionKey": localizedDescriptionKey,
        "NSLocalizedFailureReasonErrorKey": "NSLocalizedFailureReason",
        "NSLocalizedRecoverySuggestionErrorKey": "NSLocalizedRecoverySuggestion",
        "NSUnderlyingErrorKey": "NSUnderlyingError",
    ]
}

extension Expression {
    /// `error.localizedDescription` for a value of a type the source declares that conforms to
    /// `Error` (or `LocalizedError`): its `errorDescription` when it has a non-nil one, else the
    /// bridged default (see `NSErrorValue`); nil for any other value or member.
    static func errorMember(_ name: String, of value: Value, scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "localizedDescription" else { return nil }
        let type: TypeValue
        var code = 0
        switch value {
        case .instance(let instance): type = instance.type
        case .symbol:
            guard let (enumType, caseName) = enumCase(value, scope: scope) else { return nil }
            type = enumType
            code = enumType.definition?.cases.firstIndex(of: caseName) ?? 0
        default: return nil
        }
        guard let definition = type.definition, !Set(definition.conformances).isDisjoint(with: ["Error", "LocalizedError"]) else { return nil }
        if definition.computedProperties.contains(where: { $0.name == "errorDescription" && !$0.isStatic }) {
            let described = try member("errorDescription", of: value, scope: scope, at: offset)
            if case .string = described { return described }
        }
        return .string(NSErrorValue.defaultDescription(domain: type.name, code: code))
    }
}
