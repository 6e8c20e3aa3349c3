/// `ObjectIdentifier(x)`: a unique, hashable name for a class instance or a type — the key a
/// dependency container keeps its factories under (`registrations[ObjectIdentifier(Service.self)]`).
///
/// Rule (Swift's documentation of `ObjectIdentifier`): two identifiers are equal when they
/// identify the same instance, or the same metatype; an identifier of a struct's or an enum's
/// value does not compile (here an error). Printed as Swift prints one, without its address,
/// which a picture must not depend on.
public struct ObjectIdentifierValue: HostObject, Hashable {
    enum Identity: Hashable {
        /// A type (`Theme.self`, `Storing.self`), by its name.
        case type(String)
        /// A class instance, by its shared storage.
        case object(ObjectIdentifier)
    }

    let identity: Identity

    public var typeName: String { "ObjectIdentifier" }
    public var description: String {
        switch identity {
        case .type(let name): "ObjectIdentifier(\(name).Type)"
        case .object: "ObjectIdentifier(…)"
        }
    }

    /// `ObjectIdentifier(value)`.
    static func make(_ values: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value {
        guard values.count == 1, values[0].label == nil else {
            throw ExpressionError("ObjectIdentifier takes one class instance or type: ObjectIdentifier(Service.self)", at: offset)
        }
        switch values[0].value {
        case .type(let type):
            return .host(HostValue(ObjectIdentifierValue(identity: .type(type.name))))
        case .instance(let instance) where instance.storage != nil:
            return .host(HostValue(ObjectIdentifierValue(identity: .object(ObjectIdentifier(instance.storage!)))))
        case let other:
            throw ExpressionError("ObjectIdentifier takes a class instance or a type, not a value of type \(other.typeName)", at: offset)
        }
    }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { nil }
    public func hasMethod(_ name: String) -> Bool { false }
    public func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { nil }
    public var elements: [Value]? { nil }
    public func isEqual(to other: any HostObject) -> Bool { (other as? ObjectIdentifierValue) == self }
}
