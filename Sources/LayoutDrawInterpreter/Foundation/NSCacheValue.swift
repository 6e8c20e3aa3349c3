import Synchronization

/// Foundation's `NSCache<Key, Object>`: the cache an app keeps its loaders or images in
/// (`loaders.object(forKey: key)`, `loaders.setObject(loader, forKey: key)`). A class: every
/// holder of it sees what one of them stored.
///
/// Rule (Foundation's documentation of `NSCache`): `object(forKey:)` is the object last set for
/// the key, or nil; `setObject(_:forKey:)` (and `(_:forKey:cost:)`) stores it;
/// `removeObject(forKey:)` and `removeAllObjects()` forget. A still picture is drawn in one go,
/// with memory to spare, so nothing is evicted: `countLimit`, `totalCostLimit` and `name` are
/// kept for reading and change nothing. Keys are compared as values (an `NSString` is its
/// text).
public struct NSCacheValue: HostObject, Hashable {
    final class Storage: Sendable {
        let entries = Mutex<DictionaryValue>(DictionaryValue())
        let settings = Mutex<[String: Value]>(["countLimit": .int(0), "totalCostLimit": .int(0), "name": .string("")])
    }

    let storage = Storage()

    public var typeName: String { "NSCache" }
    public var description: String { "<NSCache>" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        storage.settings.withLock { $0[name] }
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        guard storage.settings.withLock({ $0[name] != nil }) else { return nil }
        storage.settings.withLock { $0[name] = new }
        return self
    }

    public func hasMethod(_ name: String) -> Bool {
        ["object", "setObject", "removeObject", "removeAllObjects"].contains(name)
    }

    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("object", ["forKey"]):
            return storage.entries.withLock { $0[arguments[0].value] } ?? Value.none
        case ("setObject", [nil, "forKey"]), ("setObject", [nil, "forKey", "cost"]):
            storage.entries.withLock { $0.set(arguments[1].value, arguments[0].value) }
            return .tuple([])
        case ("removeObject", ["forKey"]):
            storage.entries.withLock { $0.set(arguments[0].value, Value.none) }
            return .tuple([])
        case ("removeAllObjects", []):
            storage.entries.withLock { $0 = DictionaryValue() }
            return .tuple([])
        default:
            throw ExpressionError(
                "NSCache takes object(forKey:), setObject(_:forKey:), setObject(_:forKey:cost:), removeObject(forKey:) or removeAllObjects()",
                at: offset)
        }
    }

    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public var elements: [Value]? { nil }
    public func isEqual(to other: any HostObject) -> Bool { (other as? NSCacheValue)?.storage === storage }
    public static func == (a: NSCacheValue, b: NSCacheValue) -> Bool { a.storage === b.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }
}
