/// `UserDefaults.standard` (and `UserDefaults(suiteName:)`): the defaults of an app installed a
/// moment ago, which holds no key.
///
/// Foundation: each getter returns its type's value for a missing key — `bool(forKey:)` false,
/// `integer(forKey:)` 0, `double(forKey:)`/`float(forKey:)` 0, and `string`, `object`, `data`,
/// `array`, `dictionary`, `url`, `stringArray(forKey:)` nil — which is what a fresh install
/// reads; `register(defaults:)` only sets what a missing key reads as in the app's later runs
/// of the getters, and layoutdraw keeps nothing a picture writes (`set(_:forKey:)`,
/// `removeObject(forKey:)` do nothing), so the same view always draws the same picture. A
/// view's `@AppStorage` is its declared default for the same reason.
public struct UserDefaultsValue: HostObject, Hashable {
    public init() {}

    public var typeName: String { "UserDefaults" }

    static let getters: [String: Value] = [
        "bool": .bool(false), "integer": .int(0), "double": .double(0), "float": .double(0),
        "string": .none, "object": .none, "data": .none, "array": .none, "dictionary": .none, "url": .none, "stringArray": .none,
    ]
    static let writers: Set<String> = ["set", "removeObject", "register", "setValue", "removePersistentDomain"]

    public func hasMethod(_ name: String) -> Bool {
        Self.getters[name] != nil || Self.writers.contains(name) || name == "synchronize" || name == "dictionaryRepresentation"
    }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        let labels = arguments.map(\.label)
        if let missing = Self.getters[name] {
            guard labels == ["forKey"] else { throw ExpressionError("UserDefaults.\(name) takes (forKey:)", at: offset) }
            return missing
        }
        switch name {
        case "synchronize": return .bool(true)
        case "dictionaryRepresentation": return .host(HostValue(DictionaryValue()))
        default: return .tuple([])
        }
    }

    public func isEqual(to other: any HostObject) -> Bool { other is UserDefaultsValue }
}
