import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax

/// A stored property of a SwiftUI source that one of its controls sets, and the values the
/// control lets it take: what `layoutdraw explain` makes a slider of, and `--vary NAME` steps
/// through without a range.
///
/// Read from the source as written, not run: a `Slider(value: $angle, in: 0...45, step: 5)`,
/// a `Stepper(value: $count, in: 0...10)`, a `Picker(selection: $flavor)` (its `.tag(…)`s, else
/// every case of the selection's `enum` declared in the file) and a `Toggle(isOn: $on)`. A
/// range whose bounds are not number literals (`in: 0...maximum`) is not known.
public struct StateRange: Hashable, Sendable {
    /// The values a control allows.
    public enum Values: Hashable, Sendable {
        /// A `Slider`'s or `Stepper`'s closed range, its `step:` if written, and whether the
        /// property holds whole numbers (an `Int`).
        case numbers(lower: Double, upper: Double, step: Double?, isInteger: Bool)
        /// A `Picker`'s tags or a `Toggle`'s `false` and `true`, each as `--set` writes it:
        /// `0`, `.vanilla`, `"S"`, `true`.
        case choices([String])
    }

    /// The property's name (`angle` for `$angle`).
    public var name: String
    public var values: Values
    /// The control: `Slider`, `Stepper`, `Picker` or `Toggle`.
    public var control: String
    /// Where the control is written.
    public var location: SourceLocation

    public init(name: String, values: Values, control: String, location: SourceLocation) {
        self.name = name
        self.values = values
        self.control = control
        self.location = location
    }
}

/// What a SwiftUI source's stored properties can be set to: the controls' ranges, every
/// property's name, and the value each has as the scene is drawn.
public struct SourceStates: Hashable, Sendable {
    /// Every property a control of the source sets, with its values, in the order the
    /// controls are written; a property set by several controls is listed once, for the first
    /// that gives its values.
    public var ranges: [StateRange]
    /// Every stored property of the file's types: what `--set` and `--vary` may name.
    public var propertyNames: [String]
    /// Each property's value as the scene is drawn, as `--set` writes it: the command line's
    /// `--set`, else a `// layoutdraw: --set` directive, else the default written in the
    /// declaration when it is a literal (`0`, `0.3`, `.vanilla`, `true`).
    public var initialValues: [String: String]
    /// Each property's type as declared (`Double`, `Flavor`), else as its default literal
    /// tells it (`0` an `Int`, `0.3` a `Double`, `true` a `Bool`, `Flavor.vanilla` a `Flavor`).
    public var propertyTypes: [String: String]

    public init(
        ranges: [StateRange] = [], propertyNames: [String] = [], initialValues: [String: String] = [:], propertyTypes: [String: String] = [:]
    ) {
        self.ranges = ranges
        self.propertyNames = propertyNames
        self.initialValues = initialValues
        self.propertyTypes = propertyTypes
    }

    /// The states of `document`, whose text is `source`, drawn with `options` (its `--set`s).
    public static func find(in document: SceneSyntax, source: String, file: String, options: SceneDecodingOptions) -> SourceStates {
        var finder = StateRangeFinder(document: document)
        finder.search()
        let options = SourceDirectives(source: source, file: file) { _ in }.applied(to: options)
        var names: [String] = []
        var initial: [String: String] = [:]
        var types: [String: String] = [:]
        for type in document.types {
            for property in type.storedProperties where !names.contains(property.name) {
                names.append(property.name)
                if let value = property.defaultValue.flatMap(StateRangeFinder.literalText) { initial[property.name] = value }
                if let declared = property.type?.text {
                    types[property.name] = declared
                } else {
                    switch property.defaultValue {
                    case .number(_, let isInteger, _)?: types[property.name] = isInteger ? "Int" : "Double"
                    case .negate(.number(_, let isInteger, _), _)?: types[property.name] = isInteger ? "Int" : "Double"
                    case .bool?: types[property.name] = "Bool"
                    case .string?, .interpolation?: types[property.name] = "String"
                    case .member(.name(let type, _), _, _)? where type.first?.isUppercase == true: types[property.name] = type
                    default: break
                    }
                }
            }
        }
        for (name, value) in options.overrides { initial[name] = value }
        return SourceStates(ranges: finder.found, propertyNames: names, initialValues: initial, propertyTypes: types)
    }
}

/// Walks every statement of a source looking for the controls `StateRange` knows.
struct StateRangeFinder {
    let document: SceneSyntax
    let origin: ExpressionOrigin
    /// Every stored property of the file's types, by name (the first type's that has it).
    let properties: [String: TypeDefinition.StoredProperty]
    /// The file's enums, by name.
    let enums: [String: TypeDefinition]
    var found: [StateRange] = []

    init(document: SceneSyntax) {
        self.document = document
        origin = .file(document.file)
        var properties: [String: TypeDefinition.StoredProperty] = [:]
        var enums: [String: TypeDefinition] = [:]
        for type in document.types {
            for property in type.storedProperties where properties[property.name] == nil { properties[property.name] = property }
            if type.kind == .enum { enums[type.name] = type }
        }
        self.properties = properties
        self.enums = enums
    }

    mutating func search() {
        for type in document.types {
            for function in type.computedProperties + type.methods + type.initializers + type.extensionInitializers {
                visit(function.body)
            }
        }
        for function in document.functions + document.viewExtensions { visit(function.body) }
        for preview in document.previews { visit(preview.body) }
        visit(document.statements)
    }

    // MARK: Walking

    private mutating func visit(_ statements: [Statement]) {
        for statement in statements { visit(statement) }
    }

    private mutating func visit(_ statement: Statement) {
        switch statement {
        case .expression(let e): visit(e)
        case .binding(let binding): if let value = binding.value { visit(value) }
        case .assignment(let target, _, let value, _):
            visit(target)
            visit(value)
        case .return(let value, _): if let value { visit(value) }
        case .if(let conditions, let then, let otherwise, _):
            visit(conditions)
            visit(then)
            if let otherwise { visit(otherwise) }
        case .guard(let conditions, let otherwise, _):
            visit(conditions)
            visit(otherwise)
        case .switch(let subject, let cases, _):
            visit(subject)
            for item in cases { visit(item.body) }
        case .for(_, let sequence, let body, _):
            visit(sequence)
            visit(body)
        case .while(let conditions, let body, _, _):
            visit(conditions)
            visit(body)
        case .throw(let value, _):
            visit(value)
        case .do(let body, let catches, _):
            visit(body)
            for item in catches { visit(item.body) }
        case .jump, .unsupported:
            break
        }
    }

    private mutating func visit(_ conditions: [Statement.Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let e): visit(e)
            case .optionalBinding(_, let value, _): if let value { visit(value) }
            }
        }
    }

    private mutating func visit(_ expression: Expression) {
        switch expression {
        case .call(let callee, let arguments, let offset):
            if case .name(let name, _) = callee { control(name, arguments, at: offset) }
            visit(callee)
            for argument in arguments { visit(argument.value) }
        case .member(let base, _, _), .negate(let base, _), .not(let base, _), .optionalChain(let base, _), .forceUnwrap(let base, _), .cast(let base, _, _, _), .attempt(let base, _, _),
            .inOut(let base, _):
            visit(base)
        case .subscript(let base, let arguments, _):
            visit(base)
            for argument in arguments { visit(argument.value) }
        case .binary(_, let a, let b, _):
            visit(a)
            visit(b)
        case .array(let elements, _):
            for element in elements { visit(element) }
        case .ternary(let c, let a, let b, _):
            visit(c)
            visit(a)
            visit(b)
        case .closure(let closure, _):
            visit(closure.body)
        case .localFunction(let definition, _):
            visit(definition.body)
        case .tuple(let arguments, _):
            for argument in arguments { visit(argument.value) }
        case .interpolation(let string, _):
            for case .expression(let e) in string.segments { visit(e) }
        case .number, .string, .name, .implicitMember, .bool, .nil, .keyPath, .invalid:
            break
        }
    }

    // MARK: Controls

    private mutating func control(_ name: String, _ arguments: [Expression.Argument], at offset: Int) {
        func argument(_ label: String) -> Expression? { arguments.first { $0.label == label }?.value }
        let location = origin.location(of: offset)
        switch name {
        case "Slider", "Stepper":
            guard let property = boundProperty(argument("value")) else { return }
            let range: (Double, Double)?
            if let written = argument("in") {
                range = Self.closedRange(written)
            } else {
                // A Slider's range is 0...1 unless written; a Stepper's is unbounded.
                range = name == "Slider" ? (0, 1) : nil
            }
            guard let (lower, upper) = range, lower <= upper else { return }
            let step = argument("step").flatMap(Self.number)
            if let step, !(step > 0) { return }
            add(StateRange(
                name: property, values: .numbers(lower: lower, upper: upper, step: step, isInteger: isInteger(property) && name == "Stepper"),
                control: name, location: location))
        case "Toggle":
            guard let property = boundProperty(argument("isOn")) else { return }
            add(StateRange(name: property, values: .choices(["false", "true"]), control: name, location: location))
        case "Picker":
            guard let property = boundProperty(argument("selection")) else { return }
            var tags: [String] = []
            for argument in arguments where argument.label == nil || argument.label == "content" {
                collectTags(argument.value, into: &tags)
            }
            if tags.isEmpty, let cases = enumCases(of: property) { tags = cases.map { "." + $0 } }
            guard !tags.isEmpty else { return }
            var unique: [String] = []
            for tag in tags where !unique.contains(tag) { unique.append(tag) }
            add(StateRange(name: property, values: .choices(unique), control: name, location: location))
        default:
            break
        }
    }

    private mutating func add(_ range: StateRange) {
        guard !found.contains(where: { $0.name == range.name }) else { return }
        found.append(range)
    }

    /// `$name` naming a stored property of the file.
    private func boundProperty(_ expression: Expression?) -> String? {
        guard case .name(let name, _)? = expression, name.hasPrefix("$") else { return nil }
        let property = String(name.dropFirst())
        return properties[property] == nil ? nil : property
    }

    private func isInteger(_ property: String) -> Bool {
        guard let stored = properties[property] else { return false }
        if let type = stored.type?.text { return type == "Int" }
        if case .number(_, let isInteger, _)? = stored.defaultValue { return isInteger }
        return false
    }

    /// The cases of the `enum` the property holds, when the file declares it.
    private func enumCases(of property: String) -> [String]? {
        guard let stored = properties[property] else { return nil }
        var typeName = stored.type?.text
        if typeName == nil, case .member(.name(let type, _), _, _)? = stored.defaultValue { typeName = type }
        guard let typeName, let definition = enums[typeName], !definition.cases.isEmpty else { return nil }
        return definition.cases
    }

    /// The `.tag(…)`s in a picker's content, as `--set` writes their values.
    private func collectTags(_ expression: Expression, into tags: inout [String]) {
        switch expression {
        case .call(.member(let base, "tag", _), let arguments, _):
            if arguments.count == 1, let text = Self.literalText(arguments[0].value) { tags.append(text) }
            collectTags(base, into: &tags)
        case .call(let callee, let arguments, _):
            collectTags(callee, into: &tags)
            for argument in arguments { collectTags(argument.value, into: &tags) }
        case .member(let base, _, _):
            collectTags(base, into: &tags)
        case .closure(let closure, _):
            for statement in closure.body {
                if case .expression(let e) = statement { collectTags(e, into: &tags) }
            }
        default:
            break
        }
    }

    // MARK: Literals

    /// `0...1`, `-500 ... 500`.
    static func closedRange(_ expression: Expression) -> (Double, Double)? {
        guard case .binary(.closedRange, let a, let b, _) = expression, let lower = number(a), let upper = number(b) else { return nil }
        return (lower, upper)
    }

    /// A number literal, negated or not, or `+ - * /` of such: the bounds a listing writes.
    static func number(_ expression: Expression) -> Double? {
        let value: Double?
        switch expression {
        case .number(let n, _, _): value = n
        case .negate(let e, _): value = number(e).map { -$0 }
        case .binary(let op, let a, let b, _):
            guard let x = number(a), let y = number(b) else { return nil }
            switch op {
            case .add: value = x + y
            case .subtract: value = x - y
            case .multiply: value = x * y
            case .divide: value = y == 0 ? nil : x / y
            default: value = nil
            }
        default: value = nil
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A tag's value as `--set` writes it: `2`, `-1`, `.vanilla`, `Flavor.vanilla`, `"S"`, `true`.
    static func literalText(_ expression: Expression) -> String? {
        switch expression {
        case .number(let n, let isInteger, _):
            return isInteger && n.magnitude < 1e15 ? String(Int(n)) : SwiftFormat.double(n)
        case .negate:
            guard let n = number(expression) else { return nil }
            return n == n.rounded() && n.magnitude < 1e15 ? String(Int(n)) : SwiftFormat.double(n)
        case .implicitMember(let name, _):
            return "." + name
        case .member(.name(let type, _), let name, _) where type.first?.isUppercase == true:
            return type + "." + name
        case .string(let text, _):
            return "\"" + text + "\""
        case .bool(let value, _):
            return value ? "true" : "false"
        default:
            return nil
        }
    }
}
