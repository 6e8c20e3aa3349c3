import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// Declarations: structs and enums with their members, functions, `#Preview` and
/// `PreviewProvider`.
extension SwiftLowering {
    mutating func type(_ node: StructDeclSyntax, into document: inout SceneSyntax) {
        let path = pathOfDeclaration(node.name.text)
        var definition = TypeDefinition(
            name: declaredName(ofPath: path), kind: .struct, conformances: conformances(node.inheritanceClause),
            genericParameters: genericParameters(node.genericParameterClause), offset: offset(node.name))
        definition.enclosingType = typeNesting.last.map(declaredName(ofPath:))
        definition.genericConstraints = genericConstraints(node.genericParameterClause, node.genericWhereClause)
        // A representable's members make a UIKit view: never read (`representedFramework`).
        if TypeDefinition.representedFramework(conformances: definition.conformances) != nil {
            document.types.append(definition)
            return
        }
        inType(path) { lowering in
            for decl in lowering.activeMembers(node.memberBlock.members) { lowering.member(decl, into: &definition, &document) }
        }
        if definition.conformances.contains("PreviewProvider") {
            // `static var previews: some View { … }`: a preview like `#Preview`'s.
            if let previews = definition.computedProperties.first(where: { $0.name == "previews" }) {
                var preview = PreviewSyntax(name: nil, traits: [], body: previews.body, offset: previews.offset)
                preview.provider = definition.name
                document.previews.append(preview)
            }
        }
        document.types.append(definition)
    }

    /// A class: a reference type, its instances shared (`@Observable class Model`,
    /// `final class Store: ObservableObject`). Inheriting from another class of the source is
    /// reported when the declarations are compiled.
    mutating func type(_ node: ClassDeclSyntax, into document: inout SceneSyntax) {
        let path = pathOfDeclaration(node.name.text)
        var definition = TypeDefinition(
            name: declaredName(ofPath: path), kind: .class, conformances: conformances(node.inheritanceClause),
            genericParameters: genericParameters(node.genericParameterClause), offset: offset(node.name))
        definition.enclosingType = typeNesting.last.map(declaredName(ofPath:))
        definition.genericConstraints = genericConstraints(node.genericParameterClause, node.genericWhereClause)
        if TypeDefinition.representedFramework(conformances: definition.conformances) != nil {
            document.types.append(definition)
            return
        }
        inType(path) { lowering in
            for decl in lowering.activeMembers(node.memberBlock.members) {
                if decl.is(DeinitializerDeclSyntax.self) { continue }
                lowering.member(decl, into: &definition, &document)
            }
        }
        document.types.append(definition)
    }

    mutating func type(_ node: EnumDeclSyntax, into document: inout SceneSyntax) {
        let path = pathOfDeclaration(node.name.text)
        var definition = TypeDefinition(
            name: declaredName(ofPath: path), kind: .enum, conformances: conformances(node.inheritanceClause),
            genericParameters: genericParameters(node.genericParameterClause), offset: offset(node.name))
        definition.enclosingType = typeNesting.last.map(declaredName(ofPath:))
        definition.genericConstraints = genericConstraints(node.genericParameterClause, node.genericWhereClause)
        inType(path) { lowering in
            for decl in lowering.activeMembers(node.memberBlock.members) {
                if let cases = decl.as(EnumCaseDeclSyntax.self) {
                    for element in cases.elements {
                        if let parameters = element.parameterClause {
                            definition.associatedValues[SwiftLowering.unquoted(element.name.text)] = lowering.associatedValues(parameters)
                        }
                        definition.cases.append(SwiftLowering.unquoted(element.name.text))
                        if let raw = element.rawValue { definition.rawValues[SwiftLowering.unquoted(element.name.text)] = lowering.expression(raw.value) }
                    }
                } else {
                    lowering.member(decl, into: &definition, &document)
                }
            }
        }
        document.types.append(definition)
    }

    func conformances(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map(\.name.text) ?? []
    }

    /// What each generic parameter is constrained to, from its clause and the `where` clause
    /// (`<Value: BinaryFloatingPoint>`, `where ChartData: LineChartData`, `T == Int`), the
    /// parts of a composition apart (`A & B`).
    func genericConstraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: [String]] {
        var constraints: [String: [String]] = [:]
        func add(_ parameter: String, _ type: TypeSyntax) {
            let parts = type.trimmedDescription.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
            constraints[parameter, default: []] += parts.filter { !$0.isEmpty }
        }
        for parameter in clause?.parameters ?? [] {
            if let inherited = parameter.inheritedType { add(parameter.name.text, inherited) }
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let conformance): add(conformance.leftType.trimmedDescription, conformance.rightType)
            case .sameTypeRequirement(let sameType):
                if let right = sameType.rightType.as(TypeSyntax.self) { add(sameType.leftType.trimmedDescription, right) }
            default: break
            }
        }
        return constraints
    }

    /// One member of a type: properties (stored, computed, static), initializers, methods,
    /// nested types. `inExtension`: written in an extension of the type.
    mutating func member(
        _ decl: DeclSyntax, into definition: inout TypeDefinition, _ document: inout SceneSyntax, inExtension: Bool = false
    ) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            member(variable, into: &definition, &document)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            definition.methods.append(self.function(function))
        } else if let declaration = decl.as(SubscriptDeclSyntax.self) {
            definition.methods += subscriptDeclaration(declaration)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if inExtension {
                definition.extensionInitializers.append(self.initializer(initializer))
            } else {
                definition.initializers.append(self.initializer(initializer))
            }
        } else if let structure = decl.as(StructDeclSyntax.self) {
            // A nested type is declared beside its parent: names are not qualified here.
            type(structure, into: &document)
        } else if let enumeration = decl.as(EnumDeclSyntax.self) {
            type(enumeration, into: &document)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            type(classDecl, into: &document)
        } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self) {
            // `typealias Value = CGFloat` in a PreferenceKey: values carry their own types here.
        } else if decl.is(EnumCaseDeclSyntax.self) {
            error("'case' is only allowed in an enum", at: decl)
        } else {
            otherDeclaration(decl)
        }
    }

    mutating func member(_ variable: VariableDeclSyntax, into definition: inout TypeDefinition, _ document: inout SceneSyntax) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let attributes = attributeNames(variable.attributes)
        let wrapper = attributes.first { !Self.plainAttributes.contains($0) }
        for binding in variable.bindings {
            guard let name = Self.name(of: binding.pattern) else {
                error("only a single name can be declared here, not '\(binding.pattern.trimmedDescription)'", at: binding.pattern)
                continue
            }
            let type = binding.typeAnnotation.map { typeName($0.type) }
            if let accessors = binding.accessorBlock {
                let body: [Statement]
                switch accessors.accessors {
                case .getter(let items):
                    body = statements(items)
                case .accessors(let list):
                    guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let block = getter.body else {
                        // `didSet`/`willSet` observers of a stored property: the value is what counts.
                        if binding.initializer != nil || type != nil {
                            let property = TypeDefinition.StoredProperty(
                                name: name, type: type, defaultValue: binding.initializer.map { expression($0.value) }, wrapper: wrapper,
                                isVariable: isVariable, offset: offset(binding.pattern))
                            if isStatic { definition.staticProperties.append(property) } else { definition.storedProperties.append(property) }
                        }
                        continue
                    }
                    body = statements(block.statements)
                }
                let function = FunctionDefinition(
                    name: name, returnType: type, body: body, offset: offset(binding.pattern),
                    isViewBuilder: Self.isContentBuilder(attributes) || name == "body" && !isStatic, isStatic: isStatic)
                definition.computedProperties.append(function)
            } else {
                var property = TypeDefinition.StoredProperty(
                    name: name, type: type, defaultValue: binding.initializer.map { expression($0.value) }, wrapper: wrapper,
                    isVariable: isVariable, offset: offset(binding.pattern), isViewBuilder: attributes.contains("ViewBuilder"))
                if wrapper == "Environment" {
                    if let key = environmentKey(variable.attributes) {
                        property.environmentKey = key.name
                        property.environmentKeyOffset = key.offset
                    }
                    property.environmentType = environmentType(variable.attributes)
                    if property.environmentKey == nil && property.environmentType == nil {
                        error("write @Environment(\\.key) or @Environment(Model.self)", at: variable.attributes)
                    }
                }
                if wrapper == "ScaledMetric" { property.scaledMetricStyle = scaledMetricStyle(variable.attributes) }
                if isStatic { definition.staticProperties.append(property) } else { definition.storedProperties.append(property) }
            }
        }
    }

    /// Whether a computed property's or method's attributes make its body a builder of views:
    /// `@ViewBuilder`, or `@ToolbarContentBuilder`, whose `ToolbarItem`s a `.toolbar { … }`
    /// reads as it reads its own.
    static func isContentBuilder(_ attributes: some Collection<String>) -> Bool {
        attributes.contains("ViewBuilder") || attributes.contains("ToolbarContentBuilder")
    }

    /// Attributes that are no property wrapper: a property with only these has no wrapper.
    static let plainAttributes: Set<String> = ["ViewBuilder", "ToolbarContentBuilder", "MainActor", "ObservationIgnored", "ObservationTracked", "nonobjc", "objc"]

    /// `init(title: String, start: Int = 3) { … }`, `init?(rawValue: String)`.
    mutating func initializer(_ node: InitializerDeclSyntax) -> FunctionDefinition {
        let parameters = self.parameters(node.signature.parameterClause)
        let body = self.body(
            node.body, effects: node.signature.effectSpecifiers, whereClause: node.genericWhereClause, kind: ("an initializer", "initializers"),
            at: node.initKeyword)
        return FunctionDefinition(
            name: "init", parameters: parameters, body: body, offset: offset(node.initKeyword),
            isFailable: node.optionalMark?.tokenKind == .postfixQuestionMark || node.optionalMark?.text == "?")
    }

    /// The statements of an `init`'s or a `func`'s body; no body is reported at `name`.
    private mutating func body(
        _ block: CodeBlockSyntax?, effects: FunctionEffectSpecifiersSyntax?, whereClause: GenericWhereClauseSyntax?,
        kind: (singular: String, plural: String), at name: some SyntaxProtocol
    ) -> [Statement] {
        // `async` and `throws` say how the body may end, and a `where` clause what its generic
        // arguments must be: the interpreter runs an async body to its end at once, reports a
        // `throw` where it runs, and checks no generic constraint, so none changes what runs.
        _ = (effects, whereClause)
        guard let block else {
            error("\(kind.singular) needs a body", at: name)
            return []
        }
        return statements(block.statements)
    }

    mutating func parameters(_ clause: FunctionParameterClauseSyntax) -> [FunctionDefinition.Parameter] {
        var parameters: [FunctionDefinition.Parameter] = []
        for parameter in clause.parameters {
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            // `inout Int`: the parameter is an `Int` the caller's variable takes back.
            let attributed = parameter.type.as(AttributedTypeSyntax.self)
            let isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } == true
            var added = FunctionDefinition.Parameter(
                label: first == "_" ? nil : first, name: name, type: typeName(isInout ? attributed!.baseType : parameter.type),
                defaultValue: parameter.defaultValue.map { expression($0.value) },
                isViewBuilder: attributeNames(parameter.attributes).contains("ViewBuilder"))
            added.isInout = isInout
            // `_ values: Int...`: inside the function, an `[Int]`.
            if parameter.ellipsis != nil {
                added.isVariadic = true
                added.type = added.type.map { TypeName(text: "[\($0.text)]", names: $0.names, offset: $0.offset) }
            }
            parameters.append(added)
        }
        return parameters
    }

    mutating func function(_ node: FunctionDeclSyntax) -> FunctionDefinition {
        let attributes = attributeNames(node.attributes)
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let parameters = self.parameters(node.signature.parameterClause)
        let body = self.body(
            node.body, effects: node.signature.effectSpecifiers, whereClause: node.genericWhereClause, kind: ("a function", "functions"),
            at: node.name)
        var definition = FunctionDefinition(
            name: Self.unquoted(node.name.text), parameters: parameters, returnType: node.signature.returnClause.map { typeName($0.type) }, body: body,
            offset: offset(node.name), isViewBuilder: Self.isContentBuilder(attributes), isStatic: isStatic)
        definition.isMutating = node.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        definition.genericParameters = genericParameters(node.genericParameterClause)
        return definition
    }

    /// `subscript(index: Int) -> Color { colors[index % colors.count] }`: a method named
    /// `subscript` (a keyword, so no method of the source's has the name), read by `x[i]`. As
    /// Swift's subscripts, its parameters have no argument labels unless they write one
    /// (`subscript(row row: Int)` is `x[row: 1]`); the getter (`get { … }`, or the body itself)
    /// is what `x[i]` runs. A setter (`set { … }`, `set(value) { … }`) is a second method,
    /// `subscript=`, mutating, that takes the subscript's arguments then the new value (its
    /// name `newValue` unless the setter names it): what `x[i] = v` and `x[i] += v` run.
    mutating func subscriptDeclaration(_ node: SubscriptDeclSyntax) -> [FunctionDefinition] {
        var parameters = self.parameters(node.parameterClause)
        for (index, parameter) in node.parameterClause.parameters.enumerated() where parameter.secondName == nil {
            parameters[index].label = nil
        }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let returnType = typeName(node.returnClause.type)
        let at = offset(node.subscriptKeyword)
        var body: [Statement] = []
        var setter: FunctionDefinition?
        switch node.accessorBlock?.accessors {
        case .getter(let items)?:
            body = statements(items)
        case .accessors(let list)?:
            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let block = getter.body {
                body = statements(block.statements)
            } else {
                error("a subscript needs a getter: subscript(i: Int) -> T { get { … } }", at: node.subscriptKeyword)
            }
            if let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let block = set.body {
                let name = set.parameters?.name.text ?? "newValue"
                var definition = FunctionDefinition(
                    name: "subscript=", parameters: parameters + [.init(label: nil, name: name, type: returnType)], body: statements(block.statements),
                    offset: offset(set.accessorSpecifier), isStatic: isStatic)
                definition.isMutating = true
                setter = definition
            }
        case nil:
            error("a subscript needs a body", at: node.subscriptKeyword)
        }
        var getter = FunctionDefinition(name: "subscript", parameters: parameters, returnType: returnType, body: body, offset: at, isStatic: isStatic)
        getter.genericParameters = genericParameters(node.genericParameterClause)
        return [getter] + (setter.map { [$0] } ?? [])
    }

    /// `#Preview("Name", traits: .sizeThatFitsLayout) { … }`.
    mutating func preview(
        name: TokenSyntax, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, at node: some SyntaxProtocol,
        into document: inout SceneSyntax
    ) {
        guard name.text == "Preview" else {
            error("the macro '#\(name.text)' is not supported; write the view's code", at: node)
            return
        }
        var title: String?
        var traits: [Expression] = []
        var inTraits = false
        for argument in arguments {
            if argument.label?.text == "traits" { inTraits = true }
            if inTraits && (argument.label == nil || argument.label?.text == "traits") {
                traits.append(expression(argument.expression))
            } else if argument.label == nil, title == nil, let string = argument.expression.as(StringLiteralExprSyntax.self),
                let value = string.representedLiteralValue
            {
                title = value
            } else {
                error("#Preview takes a name and traits: here '\(argument.trimmedDescription)' is not supported", at: argument)
            }
        }
        guard let closure else {
            error("#Preview needs a body: #Preview { ContentView() }", at: node)
            return
        }
        document.previews.append(PreviewSyntax(name: title, traits: traits, body: statements(closure.statements), offset: offset(node)))
    }

    /// `colorScheme` in `@Environment(\.colorScheme)`, and where it is written.
    func environmentKey(_ list: AttributeListSyntax) -> (name: String, offset: Int)? {
        for case .attribute(let attribute) in list where Self.attributeName(attribute) == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                let keyPath = first.expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
                case .property(let property)? = keyPath.components.first?.component
            else { return nil }
            return (property.declName.baseName.text, offset(property.declName))
        }
        return nil
    }

    /// `title` in `@ScaledMetric(relativeTo: .title)`; `body` without `relativeTo:` (SwiftUI's
    /// default).
    func scaledMetricStyle(_ list: AttributeListSyntax) -> String {
        for case .attribute(let attribute) in list where Self.attributeName(attribute) == "ScaledMetric" {
            guard case .argumentList(let arguments)? = attribute.arguments,
                let relative = arguments.first(where: { $0.label?.text == "relativeTo" }),
                let member = relative.expression.as(MemberAccessExprSyntax.self)
            else { return "body" }
            return member.declName.baseName.text
        }
        return "body"
    }

    /// `Model` in `@Environment(Model.self)`: the object it reads.
    func environmentType(_ list: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in list where Self.attributeName(attribute) == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            else { return nil }
            return base.trimmedDescription
        }
        return nil
    }

    /// The names of attributes (`@State`, `@ViewBuilder`, `@Environment(\.colorScheme)`).
    func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return Self.attributeName(attribute)
        }
    }

    /// An attribute's name; SwiftUI's qualified by its module is SwiftUI's
    /// (`@SwiftUI.Environment(\.dismiss)` in an app that declares an `Environment` of its own).
    static func attributeName(_ attribute: AttributeSyntax) -> String {
        let name = attribute.attributeName.trimmedDescription
        return name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
    }

    /// A type as written, with the identifiers in it and where each is.
    func typeName(_ type: TypeSyntax) -> TypeName {
        var names: [(String, Int)] = []
        for token in type.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind {
                // `(x: CGFloat, y: CGFloat)`: a tuple's labels name no type.
                if let element = token.parent?.as(TupleTypeElementSyntax.self), element.firstName == token || element.secondName == token {
                    continue
                }
                // `Models.History`: the module qualifies the name, which is looked up.
                if isModuleQualifier(token) { continue }
                // `Foo.Bar`: only the first component is looked up; `@escaping` is an attribute.
                if let previous = token.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .period || previous.tokenKind == .atSign,
                    !isModuleQualifier(previous.previousToken(viewMode: .sourceAccurate))
                {
                    continue
                }
                // `Inner` inside `Outer`, `Outer.Inner`: the nested type's declared name.
                var written = name
                var next = token.nextToken(viewMode: .sourceAccurate)
                while next?.tokenKind == .period, let member = next?.nextToken(viewMode: .sourceAccurate), case .identifier(let part) = member.tokenKind {
                    written += "." + part
                    next = member.nextToken(viewMode: .sourceAccurate)
                }
                let qualified = isModuleQualifier(token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate))
                names.append(((qualified ? nil : resolvedTypeName(written)) ?? name, offset(token)))
            }
        }
        return TypeName(text: resolvedTypeText(type), names: names, offset: offset(type))
    }
}
