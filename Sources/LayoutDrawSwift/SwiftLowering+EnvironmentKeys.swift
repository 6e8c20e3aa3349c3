import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

extension SwiftLowering {
    /// `extension EnvironmentValues { … }`: the environment values the source declares, each
    /// kept as a static property of `EnvironmentValues` whose value is the key's default:
    ///
    ///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.orange }
    ///     extension EnvironmentValues {
    ///         var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
    ///         @Entry var spacing: CGFloat = 8
    ///     }
    ///
    /// `accent`'s default is `AccentKey.defaultValue`, `spacing`'s is 8 (the `@Entry` macro
    /// declares the key). `@Environment(\.accent)` reads it unless an enclosing view sets it with
    /// `.environment(\.accent, …)`. A computed property of another form is not a key: a warning
    /// at it.
    mutating func environmentKeys(_ node: ExtensionDeclSyntax, into document: inout SceneSyntax) {
        var definition = document.builtinExtensions["EnvironmentValues"] ?? TypeDefinition(name: "EnvironmentValues", offset: offset(node.extendedType))
        for decl in activeMembers(node.memberBlock.members) {
            guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = Self.name(of: binding.pattern)
            else {
                error("an extension of 'EnvironmentValues' declares environment values: 'var name: T { get { self[Key.self] } … }' or '@Entry var name: T = …'", at: decl)
                continue
            }
            let type = binding.typeAnnotation.map { typeName($0.type) }
            let isEntry = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }
            var value: Expression?
            if isEntry, let initial = binding.initializer {
                value = expression(initial.value)
            } else if let key = Self.subscriptKey(of: binding) {
                value = .member(.name(key, offset: offset(binding.pattern)), "defaultValue", offset: offset(binding.pattern))
            }
            guard let value else {
                error("'\(name)' is not an environment value: write 'get { self[Key.self] }' with a Key: EnvironmentKey, or '@Entry var \(name) = …'", at: binding.pattern)
                continue
            }
            definition.staticProperties.append(.init(name: name, type: type, defaultValue: value, isVariable: false, offset: offset(binding.pattern)))
        }
        document.builtinExtensions["EnvironmentValues"] = definition
    }

    /// `Key` in a getter `self[Key.self]` (written as the accessor `get { … }` or as the whole
    /// body), or nil.
    static func subscriptKey(of binding: PatternBindingSyntax) -> String? {
        guard let accessors = binding.accessorBlock else { return nil }
        for token in accessors.tokens(viewMode: .sourceAccurate) {
            // `[` `Key` `.` `self` `]`
            guard token.tokenKind == .leftSquare, let key = token.nextToken(viewMode: .sourceAccurate),
                case .identifier(let name) = key.tokenKind, let dot = key.nextToken(viewMode: .sourceAccurate), dot.tokenKind == .period,
                let selfToken = dot.nextToken(viewMode: .sourceAccurate), selfToken.tokenKind == .keyword(.self)
            else { continue }
            return name
        }
        return nil
    }
}
