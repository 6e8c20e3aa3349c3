import LayoutDrawInterpreter
import LayoutDrawSyntax

/// Arguments for a view a file declares that needs some and that no preview builds
/// (`struct TagRow: View { let tag: Tag … }` alone in its file): each parameter gets a plain
/// sample of its type, so the picture shows the view's layout, and a warning says which
/// values were made up.
///
/// A `String` is the parameter's name (`title: "title"`), a number 0, a `Bool` false, a `Font`
/// `.body`, an `Animation` `.default`, an optional nil, a dictionary empty, a grid's
/// `[GridItem]` one flexible column, a `Binding<T>` `.constant` of a sample `T`, a closure one
/// that does nothing, a `Date` the picture's fixed now, a declared enum its first case without
/// associated values. A declared struct or class is the sample the project already keeps, a
/// static property of the type holding one (`static let example = Landmark(…)`, the
/// conventional names first: `sample`, `example`, `preview`, `mock`…), else built the same way
/// (at most `maximumDepth` deep); an array of one is such a static array
/// (`static let samples: [Landmark]`), else empty. A generic parameter's type is what it is
/// constrained to: a number for a numeric protocol (`Value: BinaryFloatingPoint` → `Double`),
/// the project's class it names (`where ChartData: LineChartData`), else the first type of the
/// project, by name, that conforms to its protocols (directly or through protocols that
/// refine them). A parameter of another type has no sample: then there are none, and the
/// view's own message stands.
struct SampleArguments {
    static let maximumDepth = 4
    /// The names apps give the sample values they keep for previews, most telling first.
    static let conventionalNames = [
        "sample", "example", "preview", "mock", "placeholder", "previewValue", "samples", "examples", "previews", "mocks",
        "sampleData", "exampleData", "previewData", "mockData", "dummy", "test", "default", "empty",
    ]
    let types: [String: TypeValue]
    /// The project's protocols, with the protocols each refines (`conformances`).
    var protocols: [String: TypeDefinition] = [:]

    /// The call `name(…)` with samples, and how the warning lists them; nil when the view takes
    /// `()` already, or when a parameter has no sample.
    func call(of name: String, at offset: Int) -> (Expression, listed: String)? {
        guard let definition = types[name]?.definition, let arguments = arguments(for: definition, depth: 0, at: offset),
            !arguments.isEmpty
        else { return nil }
        let listed = arguments.map { "\($0.label.map { "\($0): " } ?? "")\($0.value.sourceText)" }.joined(separator: ", ")
        return (.call(.name(name, offset: offset), arguments, offset: offset), listed)
    }

    /// How a call of the view's initializer that needs fewest arguments is written, its values
    /// left out (`tag: …, isOn: …`), for the message that asks for them.
    static func labels(of definition: TypeDefinition) -> String {
        if definition.hasMemberwiseInitializer || (definition.isClass && definition.allInitializers.isEmpty) {
            return definition.storedProperties
                .filter { $0.isInitialized && $0.defaultValue == nil && !$0.isOptional }
                .map { "\($0.name): …" }.joined(separator: ", ")
        }
        let fewest = definition.allInitializers.min {
            $0.parameters.filter { $0.defaultValue == nil }.count < $1.parameters.filter { $0.defaultValue == nil }.count
        }
        return (fewest?.parameters ?? []).filter { $0.defaultValue == nil }
            .map { $0.label.map { "\($0): …" } ?? "…" }.joined(separator: ", ")
    }

    /// The arguments of the initializer that needs fewest (the memberwise one for a struct
    /// without an `init`); nil when one has no sample.
    private func arguments(for definition: TypeDefinition, depth: Int, at offset: Int) -> [Expression.Argument]? {
        if definition.hasMemberwiseInitializer || (definition.isClass && definition.allInitializers.isEmpty) {
            var arguments: [Expression.Argument] = []
            for property in definition.storedProperties
            where property.isInitialized && property.defaultValue == nil && !property.isOptional && !property.takesClosureDefault {
                guard let value = sample(property.type, named: property.name, isBinding: property.wrapper == "Binding", in: definition, depth: depth, at: offset)
                else { return nil }
                arguments.append(.init(label: property.name, value))
            }
            return arguments
        }
        let candidates = definition.allInitializers.sorted {
            $0.parameters.filter { $0.defaultValue == nil }.count < $1.parameters.filter { $0.defaultValue == nil }.count
        }
        for initializer in candidates {
            var arguments: [Expression.Argument] = []
            var complete = true
            for parameter in initializer.parameters where parameter.defaultValue == nil {
                guard let value = sample(parameter.type, named: parameter.name, isBinding: false, in: definition, depth: depth, at: offset) else {
                    complete = false
                    break
                }
                arguments.append(.init(label: parameter.label == "_" ? nil : parameter.label, value))
            }
            if complete { return arguments }
        }
        return nil
    }

    /// A sample value of `type`, written as an expression; nil when there is none. `owner` is
    /// the type whose member it fills (`Self.Category` and a bare nested `Category` are its).
    private func sample(_ type: TypeName?, named name: String, isBinding: Bool, in owner: TypeDefinition, depth: Int, at offset: Int) -> Expression? {
        guard let type else { return nil }
        var text = type.text.filter { $0 != " " }
        if text.hasPrefix("@escaping") { text.removeFirst("@escaping".count) }
        if text.hasPrefix("@ViewBuilder") { return nil }
        if isBinding {
            guard let inner = sample(text: text, named: name, in: owner, depth: depth, at: offset) else { return nil }
            return .call(.implicitMember("constant", offset: offset), [.init(inner)], offset: offset)
        }
        return sample(text: text, named: name, in: owner, depth: depth, at: offset)
    }

    private func sample(text: String, named name: String, in owner: TypeDefinition, depth: Int, at offset: Int) -> Expression? {
        if text.hasSuffix("?") || text.hasSuffix("!") { return .nil(offset: offset) }
        if text.contains("->") { return .closure(Closure(parameters: nil, body: []), offset: offset) }
        if text.hasPrefix("[") {
            if text.contains(":") { return .call(.name("Dictionary", offset: offset), [], offset: offset) }
            // A grid's columns: one flexible column (a grid of none shows nothing).
            if text == "[GridItem]" {
                let flexible = Expression.call(.implicitMember("flexible", offset: offset), [], offset: offset)
                return .array([.call(.name("GridItem", offset: offset), [.init(flexible)], offset: offset)], offset: offset)
            }
            let element = declaredName(String(text.dropFirst().dropLast()), in: owner)
            if let definition = types[element]?.definition, let kept = keptSample(of: definition, array: true) {
                return .member(.name(element, offset: offset), kept, offset: offset)
            }
            return .array([], offset: offset)
        }
        if text.hasPrefix("Binding<"), text.hasSuffix(">") {
            let inner = String(text.dropFirst("Binding<".count).dropLast())
            guard let value = sample(text: inner, named: name, in: owner, depth: depth, at: offset) else { return nil }
            return .call(.implicitMember("constant", offset: offset), [.init(value)], offset: offset)
        }
        switch text {
        case "String", "LocalizedStringKey", "Substring": return .string(name, offset: offset)
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return .number(0, isInteger: true, offset: offset)
        case "Double", "CGFloat", "Float", "TimeInterval": return .number(0, isInteger: false, offset: offset)
        case "Bool": return .bool(false, offset: offset)
        case "Date": return .call(.name("Date", offset: offset), [], offset: offset)
        case "UUID": return .call(.name("UUID", offset: offset), [], offset: offset)
        case "Color": return .member(.name("Color", offset: offset), "gray", offset: offset)
        case "Font": return .implicitMember("body", offset: offset)
        case "Animation": return .implicitMember("default", offset: offset)
        case "Set": return .array([], offset: offset)
        default: break
        }
        if owner.genericParameters.contains(text) { return genericSample(of: text, named: name, in: owner, depth: depth, at: offset) }
        let typeName = declaredName(text, in: owner)
        // `let manager: CLLocationManager`: a framework's object, made as the app makes one.
        if types[typeName] == nil, !typeName.contains("<"), FrameworkOfName.isFrameworkType(typeName) {
            return .call(.name(typeName, offset: offset), [], offset: offset)
        }
        guard let definition = types[typeName]?.definition else { return nil }
        if definition.kind == .enum {
            guard let first = definition.cases.first(where: { definition.associatedValues[$0] == nil }) else {
                return keptSample(of: definition, array: false).map { .member(.name(typeName, offset: offset), $0, offset: offset) }
            }
            return .member(.name(typeName, offset: offset), first, offset: offset)
        }
        if let kept = keptSample(of: definition, array: false) { return .member(.name(typeName, offset: offset), kept, offset: offset) }
        guard depth < Self.maximumDepth, let arguments = arguments(for: definition, depth: depth + 1, at: offset) else { return nil }
        return .call(.name(typeName, offset: offset), arguments, offset: offset)
    }

    /// The standard library's protocols a number or a string conforms to, and the type a
    /// sample of a parameter constrained to one is.
    static let standardConstraints: [String: String] = [
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double", "BinaryInteger": "Int", "FixedWidthInteger": "Int",
        "SignedInteger": "Int", "UnsignedInteger": "Int", "SignedNumeric": "Int", "Numeric": "Int", "AdditiveArithmetic": "Int",
        "Strideable": "Int", "StringProtocol": "String",
    ]

    /// A sample of the generic parameter `parameter` of `owner`, by its constraints; nil for a
    /// view's content (no sample makes views) or a parameter nothing constrains.
    private func genericSample(of parameter: String, named name: String, in owner: TypeDefinition, depth: Int, at offset: Int) -> Expression? {
        let constraints = owner.genericConstraints[parameter] ?? []
        if constraints.isEmpty || constraints.contains("View") || constraints.contains("Shape") { return nil }
        if let standard = constraints.lazy.compactMap({ Self.standardConstraints[$0] }).first {
            return sample(text: standard, named: name, in: owner, depth: depth, at: offset)
        }
        if let named = constraints.first(where: { types[$0]?.definition?.kind == .class }) {
            return sample(text: named, named: name, in: owner, depth: depth, at: offset)
        }
        let required = constraints.filter { protocols[$0] != nil }
        guard required.count == constraints.count else { return nil }
        let conforming = types.values.compactMap(\.definition)
            .filter { definition in required.allSatisfy { conforms(definition.conformances, to: $0, depth: 0) } }
            .sorted { $0.name < $1.name }
        for definition in conforming where definition.name != owner.name {
            if let value = sample(text: definition.name, named: name, in: definition, depth: depth, at: offset) { return value }
        }
        return nil
    }

    /// Whether a type that says it conforms to `conformances` conforms to `protocolName`,
    /// through protocols that refine it (a few levels deep: a cycle is no conformance).
    private func conforms(_ conformances: [String], to protocolName: String, depth: Int) -> Bool {
        if conformances.contains(protocolName) { return true }
        guard depth < 8 else { return false }
        return conformances.contains { protocols[$0].map { conforms($0.conformances, to: protocolName, depth: depth + 1) } ?? false }
    }

    /// The declared type `text` names where `owner` uses it: `Self.Category` and a nested
    /// `Category` of the owner (`HabitItem.Category`), else the name as written.
    private func declaredName(_ text: String, in owner: TypeDefinition) -> String {
        if text.hasPrefix("Self.") {
            // A nested type is declared under its path when another of its name needs telling
            // apart, else under its own name (`Self.Category` of `HabitItem` is `Category`).
            let nested = owner.name + text.dropFirst("Self".count)
            return types[nested] != nil ? nested : String(text.dropFirst("Self.".count))
        }
        if types[owner.name + "." + text] != nil { return owner.name + "." + text }
        if types[text] == nil, text.contains("."), let last = text.split(separator: ".").last, types[String(last)] != nil {
            return String(last)
        }
        return text
    }

    /// The static property of `definition` that keeps a sample of it (or, for `array`, an
    /// array of them): one whose declared type is the type (`Self`), or, untyped, whose value
    /// calls its initializer; the conventional names first.
    private func keptSample(of definition: TypeDefinition, array: Bool) -> String? {
        let short = String(definition.name.split(separator: ".").last ?? "")
        let own: Set<String> = array ? ["[\(definition.name)]", "[\(short)]", "[Self]"] : [definition.name, short, "Self"]
        var names: [String] = []
        for property in definition.staticProperties {
            if let type = property.type {
                if own.contains(type.text.filter { $0 != " " }) { names.append(property.name) }
            } else if let value = property.defaultValue {
                switch (value, array) {
                case (.call(.name(let called, _), _, _), false) where called == definition.name || called == short: names.append(property.name)
                case (.call(.implicitMember("init", _), _, _), false): names.append(property.name)
                case (.array(let items, _), true) where !items.isEmpty:
                    if case .call(.name(let called, _), _, _) = items[0], called == definition.name || called == short { names.append(property.name) }
                default: break
                }
            }
        }
        for property in definition.computedProperties where property.isStatic {
            if let type = property.returnType, own.contains(type.text.filter { $0 != " " }) { names.append(property.name) }
        }
        return names.min { (Self.conventionalNames.firstIndex(of: $0) ?? .max) < (Self.conventionalNames.firstIndex(of: $1) ?? .max) }
    }
}

extension TypeDefinition.StoredProperty {
    /// A `@ViewBuilder let content: Content` and the like: no sample makes views.
    fileprivate var takesClosureDefault: Bool { isViewBuilder }
}
