import LayoutDrawCore
import LayoutDrawInterpreter
import LayoutDrawSyntax
import SwiftSyntax

/// `#if`: the clause the build configuration selects is lowered in the place of the whole
/// `#if … #endif`, and the others are not read at all (as swiftc skips them) — among top-level
/// declarations, a type's members, statements, a `switch`'s cases, and after an expression in a
/// modifier chain (`Text("a")` then `#if os(iOS) .padding() #endif`).
extension SwiftLowering {
    /// The items of a file or a block with every `#if` replaced by its active clause's items.
    func activeItems(_ items: some Sequence<CodeBlockItemSyntax>) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            guard case .decl(let decl) = item.item, let conditional = decl.as(IfConfigDeclSyntax.self) else {
                result.append(item)
                continue
            }
            if case .statements(let inner)? = configuration.activeClause(conditional)?.elements {
                result += activeItems(inner)
            }
        }
        return result
    }

    /// A type's members with every `#if` replaced by its active clause's members.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members where !leftOutMembers.contains(member.decl.position.utf8Offset) {
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else {
                result.append(member.decl)
                continue
            }
            if case .decls(let inner)? = configuration.activeClause(conditional)?.elements {
                result += activeMembers(inner)
            }
        }
        return result
    }

    /// A `switch`'s cases with every `#if` replaced by its active clause's cases.
    func activeCases(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        var result: [SwitchCaseSyntax] = []
        for element in cases {
            switch element {
            case .switchCase(let switchCase):
                result.append(switchCase)
            case .ifConfigDecl(let conditional):
                if case .switchCases(let inner)? = configuration.activeClause(conditional)?.elements {
                    result += activeCases(inner)
                }
            }
        }
        return result
    }

    /// `base` with the modifiers of the active clause of a postfix `#if` applied; `base` alone
    /// when no clause is active.
    mutating func postfixIfConfig(_ conditional: IfConfigDeclSyntax, base: Expression) -> Expression {
        guard case .postfixExpression(let chain)? = configuration.activeClause(conditional)?.elements else { return base }
        return applying(chain, to: base)
    }

    /// `.padding().bold()` written in a `#if` clause, its leftmost member's base `base`.
    private mutating func applying(_ node: ExprSyntax, to base: Expression) -> Expression {
        switch node.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let access):
            let inner = access.base.map { applying($0, to: base) } ?? base
            return .member(inner, access.declName.baseName.text, offset: offset(access.declName))
        case .functionCallExpr(let call):
            let callee = applying(call.calledExpression, to: base)
            return .call(callee, callArguments(call), offset: offset(call))
        case .postfixIfConfigExpr(let nested):
            let inner = nested.base.map { applying($0, to: base) } ?? base
            return postfixIfConfig(nested.config, base: inner)
        default:
            return unsupported("'\(abbreviated(node))' is not supported in a '#if' of a modifier chain; write modifiers ('.padding()')", at: node)
        }
    }
}
