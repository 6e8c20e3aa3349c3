import Foundation
import LayoutDrawCore

/// `JSONDecoder`: a bundle's JSON file read into the source's `Codable` types, as sample data is
/// in Apple's Landmarks tutorial (`var landmarks: [Landmark] = load("landmarkData.json")`).
///
/// Foundation's rule, as the synthesized `init(from:)` of a `Decodable` struct applies it: each
/// stored property is read from the key of its name — or of its `CodingKeys` case's raw value
/// when the type declares `enum CodingKeys` (a property without a case is not read and keeps its
/// initial value) — with `keyDecodingStrategy = .convertFromSnakeCase` the JSON's keys turned
/// from `snake_case` to `camelCase` first; a `let` with an initial value is never read; an
/// optional property is nil when its key is missing or null, any other is "keyNotFound"; a value
/// of the wrong kind is "typeMismatch"; an enum with raw values is read from its raw value
/// ("dataCorrupted" when none matches); a `Date` is read by `dateDecodingStrategy`
/// (`.deferredToDate`: seconds since 2001, `.secondsSince1970`, `.millisecondsSince1970`,
/// `.iso8601`); `URL` and `UUID` from strings (Apple's `JSONDecoder`, `Decodable`,
/// `CodingKey` and "Encoding and Decoding Custom Types" documentation).
///
/// The JSON text is parsed by Foundation's `JSONSerialization`. A failure is an error naming the
/// file, the key path and what was expected (a still picture's `try?` does not turn it into nil:
/// the picture would silently lose its data). Bounded: the file's bytes (`DataValue`), one step
/// of the budget per value, the collection limit per array, 64 levels of nesting.
///
/// `decoder.decode(T.self, from: data)` in a generic function (`func load<T: Decodable>`) does
/// not know `T`: its value is the JSON itself, decoded when it is assigned where a type is
/// declared (`Value.typed(as:in:)`), as Swift infers `T` from that declaration.
public struct JSONDecoderValue: HostObject, Hashable {
    public enum DateStrategy: String, Sendable {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
    }

    public var convertsFromSnakeCase = false
    public var dateStrategy = DateStrategy.deferredToDate
    /// `.formatted(formatter)`: dates are strings that formatter reads (`dateStrategy` is then
    /// `.deferredToDate`, unused).
    public var dateFormatter: DateFormatterValue?

    public init() {}

    public var typeName: String { "JSONDecoder" }

    public func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        switch name {
        case "keyDecodingStrategy":
            .symbol(Symbol(type: "JSONDecoder.KeyDecodingStrategy", path: [.init(convertsFromSnakeCase ? "convertFromSnakeCase" : "useDefaultKeys")]))
        case "dateDecodingStrategy":
            .symbol(
                Symbol(
                    type: "JSONDecoder.DateDecodingStrategy",
                    path: [dateFormatter.map { .init("formatted", arguments: [LabeledValue(.host(HostValue($0)))]) } ?? .init(dateStrategy.rawValue)]))
        default: nil
        }
    }

    public func setting(_ name: String, to new: Value, at offset: Int) throws(ExpressionError) -> (any HostObject)? {
        guard case .symbol(let symbol) = new, symbol.path.count == 1 else {
            throw ExpressionError("'\(name)' takes a strategy such as .convertFromSnakeCase", at: offset)
        }
        var decoder = self
        switch (name, symbol.name) {
        case ("keyDecodingStrategy", "convertFromSnakeCase"): decoder.convertsFromSnakeCase = true
        case ("keyDecodingStrategy", "useDefaultKeys"): decoder.convertsFromSnakeCase = false
        case ("dateDecodingStrategy", "formatted"):
            // `.formatted(dateFormatter)`: a `DateFormatter` the code configured.
            guard case .host(let host)? = symbol.path[0].arguments?.first?.value, let formatter = host.object as? DateFormatterValue else {
                throw ExpressionError("'.formatted' takes a DateFormatter", at: offset)
            }
            decoder.dateFormatter = formatter
        case ("dateDecodingStrategy", let strategy):
            decoder.dateFormatter = nil
            guard let known = DateStrategy(rawValue: strategy) else {
                throw ExpressionError(
                    "the date decoding strategy '.\(strategy)' is not supported; use .iso8601, .formatted(formatter), .secondsSince1970, .millisecondsSince1970 or .deferredToDate",
                    at: offset)
            }
            decoder.dateStrategy = known
        case ("keyDecodingStrategy", let strategy):
            throw ExpressionError("the key decoding strategy '.\(strategy)' is not supported; use .convertFromSnakeCase or .useDefaultKeys", at: offset)
        default:
            return nil
        }
        return decoder
    }

    public func hasMethod(_ name: String) -> Bool { name == "decode" }

    public func method(_ name: String, _ arguments: [LabeledValue], scope: EvaluationScope, at offset: Int) throws(ExpressionError) -> Value? {
        guard name == "decode" else { return nil }
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "from",
            case .host(let host) = arguments[1].value, let data = host.object as? DataValue
        else {
            throw ExpressionError("decode takes a type and data: decoder.decode([Item].self, from: data)", at: offset)
        }
        let json = try JSONDocument.parse(data, at: offset)
        guard let target = DecodingTarget(arguments[0].value, in: scope.context) else {
            // `T.self` of a generic function: decoded where it is assigned.
            return .host(HostValue(UndecodedJSON(json: json, decoder: self)))
        }
        var decoding = JSONDecoding(decoder: self, source: json.source, scope: scope, offset: offset)
        return try decoding.decode(json.root, as: target, path: [])
    }

    public func isEqual(to other: any HostObject) -> Bool { (other as? JSONDecoderValue) == self }
}

/// A parsed JSON file: its values as `JSONSerialization` gives them, and the file's name.
struct JSONDocument: @unchecked Sendable, Hashable {
    let root: Any
    let source: String
    /// Which parse this is (documents compare by it).
    let identity: UInt64

    static func parse(_ data: DataValue, at offset: Int) throws(ExpressionError) -> JSONDocument {
        let name = data.source ?? "the data"
        do {
            let root = try JSONSerialization.jsonObject(with: Data(data.bytes), options: [.fragmentsAllowed])
            var hasher = Hasher()
            hasher.combine(data.bytes)
            return JSONDocument(root: root, source: name, identity: UInt64(bitPattern: Int64(hasher.finalize())))
        } catch {
            // Foundation's reason ("Unexpected end of file during JSON parse.") where it gives one.
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw ExpressionError("'\(name)' is not valid JSON: \(reason)", at: offset)
        }
    }

    static func == (a: JSONDocument, b: JSONDocument) -> Bool { a.identity == b.identity && a.source == b.source }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// The result of `decode(T.self, from:)` where `T` is a generic parameter: the JSON, decoded by
/// `decoded(as:)` once a declaration says its type.
struct UndecodedJSON: HostObject, Hashable {
    let json: JSONDocument
    let decoder: JSONDecoderValue

    var typeName: String { "T (decoded from '\(json.source)' where its type is declared)" }

    func decoded(as type: TypeName, scope: EvaluationScope) throws(ExpressionError) -> Value? {
        guard let target = DecodingTarget(text: type.text, in: scope.context) else { return nil }
        var decoding = JSONDecoding(decoder: decoder, source: json.source, scope: scope, offset: type.offset)
        return try decoding.decode(json.root, as: target, path: [])
    }

    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? {
        throw ExpressionError(
            "the value decoded from '\(json.source)' has no type here: declare one where it is assigned (var items: [Item] = load(\"\(json.source)\"))",
            at: offset)
    }

    func isEqual(to other: any HostObject) -> Bool { (other as? UndecodedJSON) == self }
}

/// What a decoder is asked to make: a type the source declares, one of Swift's and
/// Foundation's, or an array, optional or dictionary of one.
indirect enum DecodingTarget {
    case declared(TypeValue)
    case builtin(String)
    case array(DecodingTarget)
    case optional(DecodingTarget)
    case dictionary(DecodingTarget)

    static let builtins: Set<String> = ["String", "Int", "Double", "CGFloat", "Float", "Bool", "Date", "URL", "UUID", "TimeInterval"]

    /// From a value naming a type: `Landmark.self`, `[Landmark].self`; nil for a type it cannot
    /// tell (a generic parameter).
    init?(_ value: Value, in context: EvaluationContext?) {
        switch value {
        case .type(let type):
            if let declared = context?.types[type.name] ?? (type.definition != nil ? type : nil) {
                self = .declared(declared)
            } else if Self.builtins.contains(type.name) {
                self = .builtin(type.name)
            } else {
                return nil
            }
        case .array(let items) where items.count == 1:
            guard let element = DecodingTarget(items[0], in: context) else { return nil }
            self = .array(element)
        default:
            return nil
        }
    }

    /// From a declared type's text: `[Landmark]`, `Landmark?`, `[String: Int]`.
    init?(text: String, in context: EvaluationContext?) {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") {
            guard let wrapped = DecodingTarget(text: String(text.dropLast()), in: context) else { return nil }
            self = .optional(wrapped)
        } else if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if let colon = inner.firstIndex(of: ":") {
                guard inner[..<colon].trimmingCharacters(in: .whitespaces) == "String",
                    let value = DecodingTarget(text: String(inner[inner.index(after: colon)...]), in: context)
                else { return nil }
                self = .dictionary(value)
            } else {
                guard let element = DecodingTarget(text: inner, in: context) else { return nil }
                self = .array(element)
            }
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            guard let element = DecodingTarget(text: String(text.dropFirst(6).dropLast()), in: context) else { return nil }
            self = .array(element)
        } else if let type = context?.types[text] {
            self = .declared(type)
        } else if Self.builtins.contains(text) {
            self = .builtin(text)
        } else {
            return nil
        }
    }

    var description: String {
        switch self {
        case .declared(let type): type.name
        case .builtin(let name): name
        case .array(let element): "[\(element.description)]"
        case .optional(let wrapped): "\(wrapped.description)?"
        case .dictionary(let value): "[String: \(value.description)]"
        }
    }
}

/// One decoding: the rules of `JSONDecoderValue` applied to a parsed file.
struct JSONDecoding {
    let decoder: JSONDecoderValue
    let source: String
    let scope: EvaluationScope
    let offset: Int
    var depth = 0

    static let maximumDepth = 64

    /// A key path as Foundation's errors print it: `[0].coordinates.latitude`.
    static func describe(_ path: [String]) -> String {
        path.isEmpty ? "the top level" : path.joined().hasPrefix(".") ? String(path.joined().dropFirst()) : path.joined()
    }

    func failure(_ message: String, _ path: [String]) -> ExpressionError {
        ExpressionError("decoding '\(source)' at \(Self.describe(path)): \(message)", at: offset)
    }

    static func kind(of json: Any) -> String {
        switch json {
        case is NSNull: "null"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a Bool" : "a number"
        default: "a value"
        }
    }

    mutating func decode(_ json: Any, as target: DecodingTarget, path: [String]) throws(ExpressionError) -> Value {
        try scope.takeStep(at: offset)
        guard depth < Self.maximumDepth else { throw failure("the JSON nests more than \(Self.maximumDepth) levels deep", path) }
        depth += 1
        defer { depth -= 1 }
        switch target {
        case .optional(let wrapped):
            if json is NSNull { return .none }
            return try decode(json, as: wrapped, path: path)
        case .array(let element):
            guard let items = json as? [Any] else { throw failure("expected an array for \(target.description), found \(Self.kind(of: json))", path) }
            if let context = scope.context, items.count > context.maximumCollectionCount {
                throw failure("the array has \(items.count) elements, more than \(context.maximumCollectionCount) (limit --max-collection)", path)
            }
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() { values.append(try decode(item, as: element, path: path + ["[\(index)]"])) }
            return .array(values)
        case .dictionary(let valueTarget):
            guard let object = json as? [String: Any] else { throw failure("expected an object for \(target.description), found \(Self.kind(of: json))", path) }
            var pairs: [(Value, Value)] = []
            for key in object.keys.sorted() { pairs.append((.string(key), try decode(object[key]!, as: valueTarget, path: path + [".\(key)"]))) }
            do throws(DictionaryValue.DuplicateKey) {
                return .host(HostValue(try DictionaryValue(uniquePairs: pairs)))
            } catch {
                throw failure("a key appears twice", path)
            }
        case .builtin(let name):
            return try scalar(json, as: name, path: path)
        case .declared(let type):
            return try declared(json, as: type, path: path)
        }
    }

    private func scalar(_ json: Any, as name: String, path: [String]) throws(ExpressionError) -> Value {
        func mismatch() -> ExpressionError { failure("expected \(name == "Int" ? "an" : "a") \(name), found \(Self.kind(of: json))", path) }
        let number = json as? NSNumber
        let isBool = number.map { String(cString: $0.objCType) == "c" } ?? false
        switch name {
        case "String":
            guard let string = json as? String else { throw mismatch() }
            return .string(string)
        case "Bool":
            guard let number, isBool else { throw mismatch() }
            return .bool(number.boolValue)
        case "Int":
            guard let number, !isBool, let integer = Int(exactly: number.doubleValue) else { throw mismatch() }
            return .int(integer)
        case "Double", "CGFloat", "Float", "TimeInterval":
            guard let number, !isBool else { throw mismatch() }
            return .double(number.doubleValue)
        case "URL":
            guard let string = json as? String else { throw mismatch() }
            guard let url = URLValue(string: string) else { throw failure("'\(string)' is not a valid URL", path) }
            return .host(HostValue(url))
        case "UUID":
            guard let string = json as? String else { throw mismatch() }
            guard let uuid = UUIDValue(string: string) else { throw failure("'\(string)' is not a UUID", path) }
            return .host(HostValue(uuid))
        case "Date":
            let now = scope.context?.now ?? EvaluationContext.defaultNow
            if let formatter = decoder.dateFormatter {
                guard let string = json as? String else { throw mismatch() }
                guard string.utf8.count <= 1024, let date = formatter.formatter().date(from: string) else {
                    throw failure("'\(string)' is not a date in the formatter's format", path)
                }
                return .host(HostValue(DateValue(seconds: date.timeIntervalSince1970, now: now)))
            }
            switch decoder.dateStrategy {
            case .iso8601:
                guard let string = json as? String else { throw mismatch() }
                guard let seconds = Self.iso8601(string) else { throw failure("'\(string)' is not an ISO 8601 date", path) }
                return .host(HostValue(DateValue(seconds: seconds, now: now)))
            case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
                guard let number, !isBool, number.doubleValue.isFinite, abs(number.doubleValue) < 1e14 else { throw mismatch() }
                let n = number.doubleValue
                let seconds =
                    switch decoder.dateStrategy {
                    case .deferredToDate: DateValue.referenceDateOffset + n
                    case .millisecondsSince1970: n / 1000
                    default: n
                    }
                return .host(HostValue(DateValue(seconds: seconds, now: now)))
            }
        default:
            throw mismatch()
        }
    }

    /// `2024-06-10T09:41:00Z` (or with an offset `+02:00`): seconds since 1970, as
    /// `ISO8601DateFormatter`'s default options read it (no fractional seconds).
    static func iso8601(_ text: String) -> Double? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)?.timeIntervalSince1970
    }

    private mutating func declared(_ json: Any, as type: TypeValue, path: [String]) throws(ExpressionError) -> Value {
        guard let definition = type.definition else { throw failure("'\(type.name)' is not a declared type", path) }
        if definition.kind == .enum {
            guard definition.rawType != nil else {
                throw failure("'\(type.name)' has no raw values: layoutdraw decodes enums from their raw values ('enum \(type.name): String, Codable')", path)
            }
            let raw: Value
            if let string = json as? String {
                raw = .string(string)
            } else if let number = json as? NSNumber, String(cString: number.objCType) != "c", let integer = Int(exactly: number.doubleValue) {
                raw = .int(integer)
            } else {
                throw failure("expected a raw value of \(type.name), found \(Self.kind(of: json))", path)
            }
            let made: Value
            do throws(ExpressionError) {
                made = try Expression.enumCase(of: type, rawValue: raw, scope: scope, at: offset)
            } catch {
                made = .none
            }
            if case .none = made {
                throw failure("cannot initialize \(type.name) from invalid value \(raw.interpolationDescription)", path)
            }
            return made
        }
        if definition.allInitializers.contains(where: { $0.parameters.first?.label == "from" }) {
            throw failure("'\(type.name)' decodes itself (init(from:)), which layoutdraw does not run; let Swift synthesize it", path)
        }
        guard var object = json as? [String: Any] else {
            throw failure("expected an object for \(type.name), found \(Self.kind(of: json))", path)
        }
        if decoder.convertsFromSnakeCase {
            var converted: [String: Any] = [:]
            for (key, value) in object { converted[Self.camelCase(key)] = value }
            object = converted
        }
        let keys = codingKeys(of: type)
        var values: [LabeledValue] = []
        for property in definition.storedProperties where property.isVariable || property.defaultValue == nil {
            guard property.wrapper == nil || property.wrapper == "Published" else { continue }
            let key: String
            if let keys {
                guard let named = keys[property.name] else { continue }
                key = named
            } else {
                key = property.name
            }
            let propertyPath = path + [".\(key)"]
            let target = property.type.flatMap { DecodingTarget(text: $0.text, in: scope.context) }
            guard let item = object[key], !(item is NSNull) || property.isOptional else {
                if property.isOptional { values.append(LabeledValue(label: property.name, .none)); continue }
                throw failure("no value for the key '\(key)' of \(type.name)", propertyPath)
            }
            guard let target else {
                if let written = property.type?.text {
                    throw failure("layoutdraw cannot decode a value of type \(written)", propertyPath)
                }
                throw failure("'\(property.name)' needs its type written to be decoded ('var \(property.name): Int')", propertyPath)
            }
            values.append(LabeledValue(label: property.name, try decode(item, as: target, path: propertyPath)))
        }
        return try Expression.memberwise(type, values, scope: scope.declarationScope, at: offset)
    }

    /// The keys of `type`'s `CodingKeys` cases by property name (a case's raw value, else its
    /// name); nil when the type declares none. A nested type is declared under its path
    /// (`Trip.CodingKeys`) when another type nests one of its name, else under its own name: a
    /// `CodingKeys` so declared is this type's when each of its cases names one of this type's
    /// stored properties, as Swift requires of a type's own (another type's would name others).
    private func codingKeys(of type: TypeValue) -> [String: String]? {
        guard let context = scope.context, let properties = type.definition?.storedProperties.map(\.name) else { return nil }
        let keys: TypeValue
        if let qualified = context.types["\(type.name).CodingKeys"] {
            keys = qualified
        } else if let unqualified = context.types["CodingKeys"], let cases = unqualified.definition?.cases, !cases.isEmpty,
            cases.allSatisfy({ properties.contains($0) })
        {
            keys = unqualified
        } else {
            return nil
        }
        guard let definition = keys.definition, definition.kind == .enum else { return nil }
        var names: [String: String] = [:]
        for name in definition.cases {
            if case .string(let raw)? = try? Expression.enumRawValue(name, of: keys, scope: scope, at: offset) {
                names[name] = raw
            } else {
                names[name] = name
            }
        }
        return names
    }

    /// `first_name` → `firstName`, as `.convertFromSnakeCase` does (leading and trailing
    /// underscores kept).
    static func camelCase(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let leading = key.prefix { $0 == "_" }
        let trailing = String(key.reversed().prefix { $0 == "_" })
        let core = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        // The first word as written, each other one capitalized (`String.capitalized`).
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        return String(leading) + first + rest.joined() + trailing
    }
}

/// A decoding that failed where no error could be thrown (a declaration's initial value): any
/// use of the value is that error, at the place of the decoding.
struct DecodingFailure: HostObject, Hashable {
    let message: String
    let offset: Int

    init(error: ExpressionError) {
        message = error.message
        offset = error.offset
    }

    var typeName: String { "a failed decoding" }

    func member(_ name: String, at offset: Int) throws(ExpressionError) -> Value? { throw ExpressionError(message, at: self.offset) }
    var elements: [Value]? { nil }
    func hasMethod(_ name: String) -> Bool { true }
    func method(_ name: String, _ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? {
        throw ExpressionError(message, at: self.offset)
    }
    func subscriptValue(_ arguments: [LabeledValue], at offset: Int) throws(ExpressionError) -> Value? { throw ExpressionError(message, at: self.offset) }

    func isEqual(to other: any HostObject) -> Bool { (other as? DecodingFailure) == self }
}

