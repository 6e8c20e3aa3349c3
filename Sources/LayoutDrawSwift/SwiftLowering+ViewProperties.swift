import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// Computed properties in `extension View` (`var boxed: some View { self.border(.black) }`): a
/// modifier without arguments, read without a call (`Text("a").boxed`). Each is declared as the
/// function `boxed()`, and a member access that names it, not called, is that call — unless the
/// file declares a property or method of that name elsewhere, whose accesses stay what they are.
extension SwiftLowering {
    /// The computed properties of the file's `extension View`s that no other declaration names.
    static func viewExtensionProperties(_ items: some Sequence<CodeBlockItemSyntax>) -> Set<String> {
        var properties: Set<String> = []
        var others: Set<String> = []
        func names(_ decl: DeclSyntax) -> [String] {
            if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.compactMap { name(of: $0.pattern) } }
            if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return []
        }
        func visit(_ members: MemberBlockItemListSyntax) {
            for item in members {
                others.formUnion(names(item.decl))
                if let node = item.decl.as(StructDeclSyntax.self) { visit(node.memberBlock.members) }
                if let node = item.decl.as(EnumDeclSyntax.self) { visit(node.memberBlock.members) }
                if let node = item.decl.as(ClassDeclSyntax.self) { visit(node.memberBlock.members) }
            }
        }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription == "View" {
                for member in extensionDecl.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock != nil }) {
                        properties.formUnion(names(member.decl))
                    } else {
                        others.formUnion(names(member.decl))
                    }
                }
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                visit(extensionDecl.memberBlock.members)
            } else if let node = decl.as(StructDeclSyntax.self) {
                visit(node.memberBlock.members)
            } else if let node = decl.as(EnumDeclSyntax.self) {
                visit(node.memberBlock.members)
            } else if let node = decl.as(ClassDeclSyntax.self) {
                visit(node.memberBlock.members)
            } else {
                others.formUnion(names(decl))
            }
        }
        return properties.subtracting(others)
    }

    /// The functions an `extension View`'s computed property is declared as.
    mutating func viewExtensionProperty(_ variable: VariableDeclSyntax, into document: inout SceneSyntax) {
        var holder = TypeDefinition(name: "View", offset: offset(variable))
        member(variable, into: &holder, &document)
        for property in holder.computedProperties {
            var function = property
            // `some View` makes the body a view builder, as a `func`'s result does.
            function.isViewBuilder = property.isViewBuilder || property.returnsViews
            document.viewExtensions.append(function)
        }
    }

    /// `view.boxed` for a computed property of `extension View`: the call `view.boxed()`; nil
    /// for any other member access, or one that is called.
    mutating func viewPropertyCall(_ access: MemberAccessExprSyntax, base: ExprSyntax) -> Expression? {
        let name = access.declName.baseName.text
        guard viewExtensionProperties.contains(name) else { return nil }
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id { return nil }
        let at = offset(access.declName)
        return .call(.member(expression(base), name, offset: at), [], offset: offset(access))
    }
}
